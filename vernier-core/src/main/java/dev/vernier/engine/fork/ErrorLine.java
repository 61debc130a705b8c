package dev.vernier.engine.fork;

/** One line for a failure: the innermost cause and where in user code it was thrown. */
final class ErrorLine {
  private ErrorLine() {}

  static String of(Throwable t) {
    Throwable root = t;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String msg = root.getClass().getName()
        + (root.getMessage() == null ? "" : ": " + root.getMessage().lines().findFirst().orElse(""));
    for (StackTraceElement e : root.getStackTrace()) {
      String c = e.getClassName();
      if (!c.startsWith("java.") && !c.startsWith("jdk.") && !c.startsWith("sun.")
          && !c.startsWith("dev.vernier.engine.")) {
        return msg + " (at " + e + ")";
      }
    }
    return msg;
  }
}
