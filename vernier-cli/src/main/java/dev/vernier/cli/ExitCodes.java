package dev.vernier.cli;

/** The contract's exit codes. */
public final class ExitCodes {
  public static final int OK = 0;
  /** At least one benchmark failed; the others still ran and were written. */
  public static final int FAILED = 1;
  /** Bad usage or unreadable input: one line on stderr, no stack trace. */
  public static final int USAGE = 2;
  /** {@code compare --fail-on-regression} found a regression. */
  public static final int REGRESSION = 3;

  private ExitCodes() {}
}
