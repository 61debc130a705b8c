package dev.vernier.exec;

/**
 * Runs one command once and measures it. The real one is {@link RusageExecutor}; tests script
 * their own (as hyperfine's mock executor does) to drive the statistics and warnings.
 */
public interface Executor {
  /**
   * Runs the command to completion.
   *
   * @param showOutput whether the command's stdout and stderr reach ours; otherwise discarded
   * @throws CannotStartException when the command cannot be started at all (not found, not
   *     executable); a command that starts and then fails returns its exit code instead
   */
  RunResult run(ProcessSpec command, boolean showOutput);

  /**
   * The smallest peak RSS this executor can report: what a command that touches almost no memory
   * reads as (the pages a child inherits from the wrapper by fork count towards its peak). 0 when
   * there is no such floor.
   */
  default long rssFloorBytes() {
    return 0;
  }
}
