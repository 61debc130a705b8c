package dev.vernier.cli;

/** Bad input from the user: printed as one line, exit code 2. */
public final class UsageException extends RuntimeException {
  public UsageException(String message) {
    super(message);
  }
}
