package dev.vernier.cli;

import dev.vernier.engine.result.ResultFiles;
import dev.vernier.history.changepoint.EDivisive;
import dev.vernier.history.check.ChangePoint;
import dev.vernier.history.check.CheckExporter;
import dev.vernier.history.check.CheckReport;
import dev.vernier.history.check.HistoryCheck;
import dev.vernier.history.store.HistoryException;
import dev.vernier.history.store.HistoryStore;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code vernier history check}: change points across the commits of a branch. */
@Command(name = "check", mixinStandardHelpOptions = true,
    description = "Change points in each benchmark's runs on a branch (E-divisive means inside"
        + " the history; the newest run against the stored run-to-run variation), each with"
        + " its size, interval and commit range.")
final class HistoryCheckCommand implements Callable<Integer> {
  @Option(names = "--branch", paramLabel = "B",
      description = "The branch (default: the CI's branch variable, else git's, else main).")
  String branch;

  @Option(names = "--since", paramLabel = "REF",
      description = "Only changes after the branch's last run of this commit (or prefix).")
  String since;

  @Option(names = "--fail-on-regression", paramLabel = "PCT",
      description = "Exit 3 when a change point is slower by more than PCT %%.")
  Double failOnRegression;

  @Option(names = "--window", paramLabel = "N", defaultValue = "" + HistoryCheck.DEFAULT_WINDOW,
      description = "Search each series' last N runs (default ${DEFAULT-VALUE}).")
  int window;

  @Option(names = "--figure", paramLabel = "FIGURE", defaultValue = "median",
      description = "median (default) or min: each run's best sample, which a busy machine"
          + " moves far less (noise only adds time); throughput benchmarks are then left out.")
  String figure;

  @Option(names = "--json", paramLabel = "FILE",
      description = "Write the change points (schema " + CheckReport.SCHEMA + ").")
  Path json;

  @Option(names = "--md", paramLabel = "FILE",
      description = "Write them as a pull-request comment ('-' for stdout, instead of the"
          + " table).")
  Path md;

  @Mixin
  HistoryDatabase db = new HistoryDatabase();

  @Mixin OverwriteOption overwrite;

  @Override
  public Integer call() {
    new OutputFiles().add("--json", json).add("--md", md).check(overwrite.overwrite);
    if (failOnRegression != null && !(failOnRegression >= 0)) {
      throw new UsageException("--fail-on-regression must be 0 or more");
    }
    if (window < 2 * EDivisive.MIN_SIZE) {
      throw new UsageException("--window must be at least " + 2 * EDivisive.MIN_SIZE + " runs");
    }
    if (!figure.equals("median") && !figure.equals("min")) {
      throw new UsageException("--figure must be median or min, got '" + figure + "'");
    }
    CheckReport report;
    try (HistoryStore store = db.open()) {
      report = HistoryCheck.check(store, GitContext.branch(branch, System.getenv()), since,
          window, figure.equals("min"));
    } catch (HistoryException e) {
      throw new UsageException(e.getMessage());
    }
    boolean mdToStdout = md != null && md.toString().equals("-");
    System.out.print(mdToStdout ? CheckExporter.markdown(report, failOnRegression)
        : CheckExporter.text(report, failOnRegression));
    System.out.flush();
    try {
      if (json != null) {
        ResultFiles.write(json, report);
      }
      TextFiles.write(mdToStdout ? null : md, CheckExporter.markdown(report, failOnRegression));
    } catch (IOException e) {
      throw new UsageException("cannot write: " + e.getMessage());
    }
    if (failOnRegression != null) {
      List<ChangePoint> worse = HistoryCheck.regressions(report, failOnRegression);
      if (!worse.isEmpty()) {
        System.err.println(String.format(Locale.ROOT, "vernier: %d regression%s beyond %s%%: %s",
            worse.size(), worse.size() == 1 ? "" : "s", failOnRegression, String.join(", ",
                worse.stream().map(c -> c.id() + " at " + c.commit()).toList())));
        return ExitCodes.REGRESSION;
      }
    }
    return ExitCodes.OK;
  }
}
