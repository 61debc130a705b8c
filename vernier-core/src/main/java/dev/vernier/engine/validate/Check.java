package dev.vernier.engine.validate;

/**
 * One known answer: what is true, what was measured, and the verdict.
 *
 * @param status {@code pass}, {@code fail}, or {@code skip} when this JVM or machine has no known
 *     answer (the measured column then says why)
 */
public record Check(String name, String truth, String measured, String status) {
  public static final String PASS = "pass";
  public static final String FAIL = "fail";
  public static final String SKIP = "skip";

  static Check verdict(String name, String truth, String measured, boolean passed) {
    return new Check(name, truth, measured, passed ? PASS : FAIL);
  }

  public boolean failed() {
    return FAIL.equals(status);
  }
}
