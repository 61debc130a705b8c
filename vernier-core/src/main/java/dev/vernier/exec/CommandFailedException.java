package dev.vernier.exec;

/** A command (or the {@code --prepare} command) exited non-zero and failures are not ignored. */
public final class CommandFailedException extends RuntimeException {
  private final transient ProcessSpec command;
  private final int exitCode;

  public CommandFailedException(String message, ProcessSpec command, int exitCode) {
    super(message);
    this.command = command;
    this.exitCode = exitCode;
  }

  public ProcessSpec command() {
    return command;
  }

  public int exitCode() {
    return exitCode;
  }
}
