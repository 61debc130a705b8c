package dev.vernier.exec;

/** The command could not be started (not found, not executable, no wrapper available). */
public final class CannotStartException extends RuntimeException {
  public CannotStartException(String message) {
    super(message);
  }

  public CannotStartException(String message, Throwable cause) {
    super(message, cause);
  }
}
