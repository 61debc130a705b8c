package dev.vernier.exec;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Runs the plan: {@code warmup} uncounted rounds, then {@code runs} counted rounds. A round runs
 * every command once in the order given, so with two commands the sequence is A, B, A, B, ...
 * and run i of A and run i of B form the pair whose ratio {@link PairedRatio} uses. The
 * {@code prepare} command, when set, runs untimed before every run (warm-up runs included).
 */
public final class ExecRunner {
  private final Executor executor;
  private final Consumer<String> progress;

  public ExecRunner(Executor executor) {
    this(executor, line -> { });
  }

  public ExecRunner(Executor executor, Consumer<String> progress) {
    this.executor = executor;
    this.progress = progress;
  }

  /**
   * Measures one or two commands.
   *
   * @throws CannotStartException a command could not be started
   * @throws CommandFailedException a run (or --prepare) exited non-zero and failures are not
   *     ignored
   */
  public ExecResult run(List<ProcessSpec> commands, ExecSettings settings) {
    if (commands.isEmpty() || commands.size() > 2) {
      throw new IllegalArgumentException("one or two commands, got " + commands.size());
    }
    for (int w = 0; w < settings.warmup(); w++) {
      progress.accept("warm-up " + (w + 1) + "/" + settings.warmup());
      for (ProcessSpec c : commands) {
        once(c, settings, "warm-up run " + (w + 1));
      }
    }
    List<List<RunResult>> runs = new ArrayList<>();
    for (int i = 0; i < commands.size(); i++) {
      runs.add(new ArrayList<>());
    }
    for (int r = 0; r < settings.runs(); r++) {
      progress.accept("run " + (r + 1) + "/" + settings.runs());
      for (int i = 0; i < commands.size(); i++) {
        runs.get(i).add(once(commands.get(i), settings, "run " + (r + 1)));
      }
    }
    List<CommandResult> results = new ArrayList<>();
    for (int i = 0; i < commands.size(); i++) {
      results.add(new CommandResult(commands.get(i), runs.get(i)));
    }
    PairedRatio.Comparison comparison = results.size() == 2
        ? PairedRatio.compare(results.get(0).wallNs(), results.get(1).wallNs(), settings.margin())
        : null;
    return new ExecResult(settings, results, comparison,
        ExecWarnings.analyse(results, comparison, settings, executor.rssFloorBytes()));
  }

  private RunResult once(ProcessSpec command, ExecSettings settings, String which) {
    if (settings.prepare() != null) {
      RunResult p = executor.run(settings.prepare(), settings.showOutput());
      if (p.exitCode() != 0) {
        throw new CommandFailedException("the --prepare command '" + settings.prepare().display()
            + "' exited with code " + p.exitCode() + " before " + which + " of '"
            + command.display() + "'", settings.prepare(), p.exitCode());
      }
    }
    RunResult result = executor.run(command, settings.showOutput());
    if (result.exitCode() != 0 && !settings.ignoreFailure()) {
      throw new CommandFailedException("'" + command.display() + "' exited with code "
          + result.exitCode() + (result.exitCode() == 127 ? " (command not found?)" : "")
          + " in " + which + " (use --show-output to see why, or"
          + " --ignore-failure to time it anyway)", command, result.exitCode());
    }
    return result;
  }
}
