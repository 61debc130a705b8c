package dev.vernier.cli;

import dev.vernier.engine.crosscheck.CrossCheck;
import dev.vernier.engine.crosscheck.CrossCheckRun;
import dev.vernier.engine.crosscheck.CrossCheckText;
import dev.vernier.engine.discover.DiscoveryException;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.verdict.ResultReader;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code vernier crosscheck}: JMH's runner and Vernier, alternating, on the same benchmarks. */
@Command(name = "crosscheck", mixinStandardHelpOptions = true,
    description = "For a class path with JMH (jmh-core and its annotation processor's output):"
        + " run JMH's own runner and Vernier on the same benchmarks, alternating (JMH, Vernier,"
        + " JMH, Vernier), and print each figure, each tool's run-to-run difference, the"
        + " difference between them, and where they differ beyond JMH's own spread, the evidence"
        + " (bytes per op, heap flags, Vernier's warnings, the JIT's inlining from a fork of"
        + " each with its compilation log). Vernier runs with the run options"
        + " given (--budget, --fixed-heap, ...).")
final class CrossCheckCommand implements Callable<Integer> {
  @Option(names = "--cp", paramLabel = "CLASSPATH", required = true,
      description = "The benchmarks' class path, JMH on it.")
  String classpath;

  @Option(names = "--jmh-args", paramLabel = "'ARGS'", defaultValue = "-f 3 -wi 5 -w 2s -i 5 -r 2s",
      description = "JMH's options (default: ${DEFAULT-VALUE}); -prof gc is always added.")
  String jmhArgs;

  @Option(names = "--rounds", paramLabel = "N", defaultValue = "2",
      description = "JMH-then-Vernier pairs (default: ${DEFAULT-VALUE}).")
  int rounds;

  @Option(names = "--no-jit-log", description = "Skip the JIT's compilation logs: by default,"
      + " each row that does not agree gets a fork of each tool with -XX:+LogCompilation after"
      + " the runs, and the row names the calls whose inlining differs.")
  boolean noJitLog;

  @Mixin
  MeasureOptions options;

  @Parameters(paramLabel = "PATTERN", description = "Benchmarks to run (a regex both tools"
      + " accept, e.g. 'JoinBench'); none: all.")
  List<String> patterns = List.of();

  @Override
  public Integer call() {
    if (rounds < 1) {
      throw new UsageException("--rounds must be 1 or more");
    }
    if (options.json != null || options.md != null || options.csv != null
        || options.html != null) {
      throw new UsageException("crosscheck keeps every run's result file (jmh-N.json,"
          + " vernier-N.json) in a directory of its own under --out; --json, --md, --csv and"
          + " --html are for run, and vernier report renders those files");
    }
    // a directory of its own under --out (the run options'): nothing an earlier check left
    // there is replaced
    Path dir = options.out.resolve("crosscheck-"
        + Instant.now().truncatedTo(ChronoUnit.SECONDS).toString().replace(":", ""));
    List<String> jmh = Arrays.stream(jmhArgs.trim().split("\\s+")).filter(s -> !s.isEmpty())
        .toList();
    RunOptions runOptions = options.toRunOptions();
    CrossCheckRun run = new CrossCheckRun(options.jvm.java(), RunCommand.paths(classpath, "--cp"),
        patterns, jmh, rounds, runOptions, dir, Version.VERSION,
        ProgressPrinter.forRun(runOptions), !noJitLog);
    CrossCheck.Result result;
    try {
      result = run.run(System.err::println);
    } catch (IllegalArgumentException | DiscoveryException | ResultReader.UnreadableException e) {
      throw new UsageException(e.getMessage());
    } catch (IOException e) {
      System.err.println("vernier: " + e.getMessage());
      return ExitCodes.FAILED;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return ExitCodes.FAILED;
    }
    System.out.print(CrossCheckText.render(result));
    System.out.println("Runs kept in " + dir);
    return ExitCodes.OK;
  }
}
