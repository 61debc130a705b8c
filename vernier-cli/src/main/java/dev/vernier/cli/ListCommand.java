package dev.vernier.cli;

import dev.vernier.engine.discover.DiscoveryException;
import dev.vernier.engine.plan.Listing;
import dev.vernier.engine.plan.PlanNote;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.report.TextTable;
import dev.vernier.engine.result.ResultFiles;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code vernier list}: what {@code run} would select, as JMH's {@code -l} and {@code -lp}. */
@Command(name = "list", mixinStandardHelpOptions = true,
    description = "List the benchmarks on --cp that 'run' with the same patterns and options"
        + " would select (source, modes, threads, group), and those it would skip and why."
        + " Starts no fork.")
final class ListCommand implements Callable<Integer> {
  /** What {@code list --json} prints. */
  record Output(String schema, List<Listing.Entry> benchmarks, List<PlanNote> skipped,
      List<PlanNote> notes, int rows, int jmhRows, double jmhSeconds) {}

  @Option(names = "--cp", paramLabel = "CLASSPATH", required = true,
      description = "Directories and jars holding the benchmarks (and what they need).")
  String classpath;

  @Parameters(paramLabel = "PATTERN", arity = "0..*",
      description = "Benchmarks to list, as for run (default: all).")
  List<String> patterns = new ArrayList<>();

  @Option(names = "--scan", paramLabel = "PATHS",
      description = "Look for benchmarks only in these entries, as for run.")
  String scan;

  @Option(names = "--params", description = "One line per parameter combination.")
  boolean params;

  @Option(names = "--json", description = "Print JSON (schema vernier-list/1) instead of text.")
  boolean json;

  @Option(names = "--mode", paramLabel = "MODE", description = "As for run: every benchmark in it.")
  String mode;

  @Option(names = "--param", paramLabel = "NAME=V1,V2", description = "As for run. Repeatable.")
  List<String> paramValues = new ArrayList<>();

  @Option(names = "--threads", paramLabel = "N", description = "As for run.")
  Integer threads;

  @Override
  public Integer call() {
    List<Path> cp = RunCommand.paths(classpath, "--cp");
    List<Path> roots = scan == null ? cp : RunCommand.paths(scan, "--scan");
    List<Path> all = new ArrayList<>(roots);
    all.removeAll(cp);
    all.addAll(cp);
    if (threads != null && threads < 1) {
      throw new UsageException("--threads must be 1 or more");
    }
    RunOptions options = new RunOptions(-1, null, null, RunOptions.DEFAULT_SAMPLE, mode,
        RunOptions.currentJava(), List.of(), Duration.ofSeconds(60),
        MeasureOptions.paramOverrides(paramValues), RunOptions.DEFAULT_BUDGET,
        RunOptions.DEFAULT_TARGET_ERROR, null).withThreads(threads == null ? 0 : threads);
    Listing listing;
    try {
      listing = Listing.of(roots, all, patterns, options, params);
    } catch (DiscoveryException | IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    System.out.print(json ? ResultFiles.toJson(new Output("vernier-list/1",
        listing.benchmarks(), listing.skipped(), listing.notes(), listing.rows(),
        listing.jmhRows(), listing.jmhSeconds())) + "\n" : text(listing));
    return ExitCodes.OK;
  }

  /**
   * The suite's time: the rows times the default budget (a plan, not a bound: a row stops once
   * its interval is tight, and its forks' start-up and exit come on top of short budgets: JCTools'
   * 402 rows took 3.4 s each at --quick's 2 s here), and what JMH's own annotations would spend.
   */
  static String time(Listing listing) {
    long budget = RunOptions.DEFAULT_BUDGET.toSeconds();
    String out = listing.rows() + (listing.rows() == 1 ? " row" : " rows")
        + " (modes and parameter combinations): " + duration(listing.rows() * budget)
        + " planned at the default budget (" + budget + " s a row), "
        + duration(listing.rows() * 2L) + " with --quick (a row stops early once its interval"
        + " is tight, and overruns by what its JVMs take to start and exit)\n";
    if (listing.jmhRows() > 0) {
      out += "JMH's own plan for its " + listing.jmhRows() + " rows of these: "
          + duration(Math.round(listing.jmhSeconds())) + " of iterations (their @Fork, @Warmup"
          + " and @Measurement, JMH's defaults where unwritten; JVM start-ups not counted)\n";
    }
    return out;
  }

  private static String duration(long seconds) {
    return seconds >= 3600 ? String.format(Locale.ROOT, "%d h %02d min", seconds / 3600,
        seconds % 3600 / 60) : seconds >= 60 ? seconds / 60 + " min " + seconds % 60 + " s"
        : seconds + " s";
  }

  private static String text(Listing listing) {
    StringBuilder out = new StringBuilder();
    if (!listing.benchmarks().isEmpty()) {
      TextTable table = new TextTable(new boolean[] {false, false, false, true, false},
          "Benchmark", "Source", "Modes", "Threads", "Group");
      for (Listing.Entry e : listing.benchmarks()) {
        table.add(e.id(), e.source(), String.join(",", e.modes()),
            Integer.toString(e.threads()), e.group() == null ? "-" : e.group());
      }
      out.append(table.render()).append('\n');
    }
    int n = listing.benchmarks().size();
    out.append(n).append(n == 1 ? " benchmark" : " benchmarks").append(" selected, ")
        .append(listing.skipped().size()).append(" skipped\n");
    out.append(time(listing));
    for (PlanNote note : listing.skipped()) {
      out.append(note.line()).append('\n');
    }
    for (PlanNote note : listing.notes()) {
      out.append(note.line()).append('\n');
    }
    return out.toString();
  }
}
