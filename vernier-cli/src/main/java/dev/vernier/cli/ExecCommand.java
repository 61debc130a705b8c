package dev.vernier.cli;

import dev.vernier.exec.CannotStartException;
import dev.vernier.exec.CommandFailedException;
import dev.vernier.exec.ExecReport;
import dev.vernier.exec.ExecResult;
import dev.vernier.exec.ExecRunner;
import dev.vernier.exec.ExecSettings;
import dev.vernier.exec.ProcessSpec;
import dev.vernier.exec.RusageExecutor;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code vernier exec}: whole-process timing of a command, optionally against a second one. */
@Command(name = "exec", mixinStandardHelpOptions = true,
    description = {
        "Time whole processes: wall, user and system CPU time, peak resident memory.",
        "The command after -- is exec'd directly (no shell). With --vs, A (after --) and B run"
            + " alternately, A,B,A,B..., and A/B is the median of the per-pair wall-time ratios"
            + " with a 95% order-statistic interval and a verdict: faster, slower, same (the"
            + " whole interval within ±margin) or inconclusive."},
    footer = "Example: vernier exec -n 20 --vs 'gzip -1 -c big.txt' -- gzip -9 -c big.txt")
final class ExecCommand implements Callable<Integer> {
  @Option(names = {"-n", "--runs"}, paramLabel = "RUNS", defaultValue = "10",
      description = "Counted runs of each command (default: ${DEFAULT-VALUE}).")
  int runs;

  @Option(names = "--warmup", paramLabel = "W", defaultValue = "1",
      description = "Uncounted runs of each command first (default: ${DEFAULT-VALUE}).")
  int warmup;

  @Option(names = "--prepare", paramLabel = "CMD",
      description = "Shell command run (untimed, through /bin/sh -c) before every run.")
  String prepare;

  @Option(names = "--vs", paramLabel = "'CMD B'",
      description = "A second command to compare with: plain words are exec'd directly,"
          + " anything with shell syntax runs through /bin/sh -c.")
  String vs;

  @Option(names = "--margin", paramLabel = "PCT", defaultValue = "2",
      description = "Half-width of the 'same' band around A/B = 1, in percent"
          + " (default: ${DEFAULT-VALUE}).")
  double marginPct;

  @Option(names = "--json", paramLabel = "FILE", description = "Write vernier-exec/1 JSON.")
  Path json;

  @Option(names = "--md", paramLabel = "FILE", description = "Write a Markdown report.")
  Path md;

  @Mixin OverwriteOption overwrite;

  @Option(names = "--show-output",
      description = "Let the commands' stdout and stderr through (discarded by default).")
  boolean showOutput;

  @Option(names = "--ignore-failure",
      description = "Keep timing when a command exits non-zero (default: stop with exit 1).")
  boolean ignoreFailure;

  @Parameters(paramLabel = "CMD", arity = "0..*",
      description = "The command and its arguments, after --.")
  List<String> command = new ArrayList<>();

  @Override
  public Integer call() {
    if (command.isEmpty()) {
      throw new UsageException("exec needs a command after --, e.g. vernier exec -- sleep 0.1");
    }
    if (runs < 1) {
      throw new UsageException("-n must be at least 1, got " + runs);
    }
    if (warmup < 0) {
      throw new UsageException("--warmup must be 0 or more, got " + warmup);
    }
    if (!(marginPct >= 0 && marginPct < 100)) {
      throw new UsageException("--margin must be a percentage in [0, 100), got " + marginPct);
    }
    new OutputFiles().add("--json", json).add("--md", md).check(overwrite.overwrite);
    List<ProcessSpec> commands = new ArrayList<>();
    commands.add(ProcessSpec.direct(command));
    if (vs != null) {
      if (vs.isBlank()) {
        throw new UsageException("--vs needs a command");
      }
      commands.add(ProcessSpec.parse(vs));
    }
    ProcessSpec prep = null;
    if (prepare != null) {
      if (prepare.isBlank()) {
        throw new UsageException("--prepare needs a command");
      }
      prep = ProcessSpec.shell(prepare);
    }
    ExecSettings settings = new ExecSettings(runs, warmup, prep, showOutput, ignoreFailure,
        marginPct / 100);
    // progress on a terminal only, on one line that is wiped at the end; with --show-output
    // the commands' own output would tear it apart
    boolean live = System.console() != null && !showOutput;
    Consumer<String> progress = live
        ? line -> System.err.print("\rvernier exec: " + line + "   ") : line -> { };
    ExecResult result;
    try (RusageExecutor executor = new RusageExecutor()) {
      result = new ExecRunner(executor, progress).run(commands, settings);
    } catch (CannotStartException e) {
      throw new UsageException(e.getMessage());
    } catch (CommandFailedException e) {
      System.err.println((live ? "\r" : "") + "vernier: " + e.getMessage());
      return ExitCodes.FAILED;
    } finally {
      if (live) {
        System.err.print("\r" + " ".repeat(40) + "\r");
        System.err.flush();
      }
    }
    System.out.print(ExecReport.table(result));
    System.out.flush();
    try {
      if (json != null) {
        ExecReport.writeJson(json, result);
      }
      if (md != null) {
        OutputFiles.write(md, ExecReport.markdown(result));
      }
    } catch (IOException e) {
      throw new UsageException("cannot write the report: " + e.getMessage());
    }
    return ExitCodes.OK;
  }
}
