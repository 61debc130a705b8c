package dev.vernier.cli;

import dev.vernier.engine.verdict.Comparer;
import dev.vernier.engine.verdict.ComparisonReport;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Option;

/**
 * The thresholds a comparison fails on (exit 3), for {@code compare} and {@code run --against}:
 * a time regression ({@code slower}, or {@code suspected-slower} with the whole interval beyond
 * it) and, judged exactly, more bytes per op.
 */
final class RegressionGate {
  @Option(names = "--fail-on-regression", paramLabel = "PCT",
      description = "Exit 3 when a benchmark is judged slower by more than PCT %% (also"
          + " suspected-slower: too few forks to rule out luck, but the whole interval beyond"
          + " PCT).")
  Double failOnRegression;

  @Option(names = "--fail-on-alloc-regression", paramLabel = "PCT",
      description = "Exit 3 when a benchmark's bytes per op grew by more than PCT %%, beyond"
          + " the forks' own spread (exact: no timing statistics; any growth from 0 B counts).")
  Double failOnAllocRegression;

  /** Checks the thresholds: negative ones are a usage error. */
  void validate() {
    if (failOnRegression != null && !(failOnRegression >= 0)) {
      throw new UsageException("--fail-on-regression must be 0 or more");
    }
    if (failOnAllocRegression != null && !(failOnAllocRegression >= 0)) {
      throw new UsageException("--fail-on-alloc-regression must be 0 or more");
    }
  }

  /** {@link ExitCodes#REGRESSION} when a threshold is crossed (saying which rows), else OK. */
  int judge(ComparisonReport report) {
    int code = ExitCodes.OK;
    if (failOnRegression != null) {
      code = Math.max(code, say(Comparer.regressions(report, failOnRegression), "regression",
          failOnRegression));
    }
    if (failOnAllocRegression != null) {
      code = Math.max(code, say(Comparer.allocationRegressions(report, failOnAllocRegression),
          "allocation regression", failOnAllocRegression));
    }
    return code;
  }

  private static int say(List<ComparisonReport.Row> worse, String what, double pct) {
    if (worse.isEmpty()) {
      return ExitCodes.OK;
    }
    boolean bytes = what.startsWith("allocation");
    System.err.println(String.format(Locale.ROOT, "vernier: %d %s%s beyond %s%%: %s",
        worse.size(), what, worse.size() == 1 ? "" : "s", pct, String.join(", ",
            worse.stream().map(r -> r.id() + " (" + (bytes ? r.allocVerdict() + " bytes per op"
                : r.verdict()) + ")").toList())));
    return ExitCodes.REGRESSION;
  }
}
