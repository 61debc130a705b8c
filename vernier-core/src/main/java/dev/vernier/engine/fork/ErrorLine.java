package dev.vernier.engine.fork;

/** One line for a failure: the innermost cause and where in user code it was thrown. */
final class ErrorLine {
  private ErrorLine() {}

  /** Far below the 64 KiB a DataOutput UTF string can carry, and what a reader wants anyway. */
  static final int MAX_MESSAGE = 500;

  static String of(Throwable t) {
    Throwable root = t;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String first = root.getMessage() == null ? null
        : root.getMessage().lines().findFirst().orElse("");
    if (first != null && first.length() > MAX_MESSAGE) {
      first = first.substring(0, MAX_MESSAGE) + "... (" + first.length() + " chars)";
    }
    String msg = root.getClass().getName() + (first == null ? "" : ": " + first);
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
