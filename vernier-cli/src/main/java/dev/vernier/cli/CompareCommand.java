package dev.vernier.cli;

import dev.vernier.engine.report.ComparisonExporter;
import dev.vernier.engine.report.html.HtmlReport;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.verdict.Comparer;
import dev.vernier.engine.verdict.ComparisonReport;
import dev.vernier.engine.verdict.MeasuredRun;
import dev.vernier.engine.verdict.ResultReader;
import dev.vernier.engine.verdict.RunToRunVariation;
import dev.vernier.history.record.Fingerprint;
import dev.vernier.history.store.HistoryException;
import dev.vernier.history.store.HistoryStore;
import dev.vernier.history.variation.RunToRunEstimator;
import dev.vernier.history.variation.StoredVariations;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code vernier compare BASE NEW}: a verdict per benchmark between two result files. */
@Command(name = "compare", mixinStandardHelpOptions = true,
    description = "Compare two result files (Vernier --json or JMH -rf json, either side):"
        + " per benchmark the change in %%, its interval, a p-value and a verdict (faster,"
        + " slower, same, inconclusive).")
final class CompareCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "BASE", description = "The result file to compare to.")
  Path base;

  @Parameters(index = "1", paramLabel = "NEW", description = "The result file to judge.")
  Path newer;

  @Option(names = "--margin", paramLabel = "PCT", defaultValue = "2",
      description = "Changes whose whole interval lies within ±PCT %% are 'same'"
          + " (default ${DEFAULT-VALUE}).")
  double margin;

  @Option(names = "--reference", paramLabel = "ID",
      description = "A benchmark whose code did not change: its change is taken as the"
          + " machine's drift, and every interval is widened by it.")
  String reference;

  @Option(names = "--md", paramLabel = "FILE",
      description = "Write the comparison as a Markdown pull-request comment ('-' for stdout,"
          + " instead of the table).")
  Path md;

  @Option(names = "--json", paramLabel = "FILE",
      description = "Write the comparison (schema vernier-compare/1).")
  Path json;

  @Option(names = "--html", paramLabel = "FILE",
      description = "Write the comparison as the one-file HTML report, with both runs when they"
          + " are Vernier files.")
  Path html;

  @Mixin OverwriteOption overwrite;

  @Mixin RegressionGate gate;

  @Option(names = "--db", paramLabel = "URL",
      description = "A history database (jdbc:sqlite:FILE or jdbc:postgresql://...): judge each"
          + " benchmark against its stored run-to-run variation on the files' environment"
          + " fingerprint, where it has at least " + RunToRunEstimator.MIN_RUNS + " runs.")
  String db;

  @Option(names = "--figure", paramLabel = "FIGURE", defaultValue = "median",
      description = "With --db: median (default) or min, each run's best sample, which a busy"
          + " machine moves far less (noise only adds time); rows without stored variation are"
          + " judged on medians.")
  String figure;

  private boolean best() {
    return ComparisonReport.MIN.equals(figure);
  }

  /** Why no row could use the history, said once when none did. */
  private String storedNote = "the history has fewer than " + RunToRunEstimator.MIN_RUNS
      + " runs of these benchmarks on this fingerprint: judged from the files alone";

  /** {@code --db}: the stored variation on the fingerprint both files share; NONE without. */
  private RunToRunVariation storedVariation(MeasuredRun base) {
    if (db == null) {
      return RunToRunVariation.NONE;
    }
    String fb = fingerprint(this.base);
    String fn = fingerprint(newer);
    if (fb == null || !fb.equals(fn)) {
      storedNote = fb == null || fn == null
          ? "a file without an environment (JMH's) has no fingerprint: judged from the files alone"
          : "base and new ran on different environments (fingerprints " + fb + " and " + fn
              + "): judged from the files alone";
      return (id, throughput) -> null;
    }
    Map<String, Boolean> ids = new LinkedHashMap<>();
    base.benchmarks().forEach(x -> ids.put(x.id(), x.higherIsBetter()));
    HistoryDatabase database = new HistoryDatabase();
    database.url = db;
    try (HistoryStore store = database.open()) {
      return StoredVariations.lookup(store, fb, ids, best(), newer);
    } catch (HistoryException e) {
      throw new UsageException(e.getMessage());
    }
  }

  /** The environment fingerprint of a Vernier result file; null for others. */
  private static String fingerprint(Path file) {
    try {
      RunResult r = ResultFiles.read(file);
      return r.environment() == null || r.environment().jvm() == null
          || r.environment().cpu() == null ? null : Fingerprint.of(r.environment()).id();
    } catch (IOException | RuntimeException e) {
      return null; // a JMH file: ResultReader has already read it
    }
  }

  @Override
  public Integer call() {
    if (!(margin >= 0 && margin < 100)) {
      throw new UsageException("--margin must be between 0 and 100, got " + margin);
    }
    gate.validate();
    if (!figure.equals(ComparisonReport.MEDIAN) && !figure.equals(ComparisonReport.MIN)) {
      throw new UsageException("--figure must be median or min, got '" + figure + "'");
    }
    if (best() && db == null) {
      throw new UsageException("--figure min needs --db: a minimum's variation is learnt from"
          + " stored runs");
    }
    new OutputFiles().add("--json", json).add("--md", md).add("--html", html).check(overwrite.overwrite);
    ComparisonReport report;
    try {
      MeasuredRun b = ResultReader.read(base);
      MeasuredRun n = ResultReader.read(newer);
      report = Comparer.compare(b, n, margin / 100, reference, storedVariation(b),
          best() ? ComparisonReport.MIN : ComparisonReport.MEDIAN);
    } catch (ResultReader.UnreadableException | IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    boolean mdToStdout = md != null && md.toString().equals("-");
    if (db != null && report.benchmarks().stream().noneMatch(r -> r.method() != null
        && r.method().startsWith("stored"))) {
      System.err.println("vernier: " + storedNote);
    }
    System.out.print(mdToStdout ? ComparisonExporter.markdown(report)
        : ComparisonExporter.text(report));
    System.out.flush();
    try {
      if (json != null) {
        ResultFiles.write(json, report);
      }
      if (md != null && !mdToStdout) {
        OutputFiles.write(md, ComparisonExporter.markdown(report));
      }
      if (html != null) {
        OutputFiles.write(html, HtmlReport.comparison("Written by Vernier " + Version.VERSION
            + ": vernier compare " + base + " " + newer, report, sides()));
      }
    } catch (IOException e) {
      throw new UsageException("cannot write: " + e.getMessage());
    }
    if (report.benchmarks().isEmpty()) {
      System.err.println("vernier: no benchmark is in both files");
    }
    int verdict = gate.judge(report);
    if (verdict != ExitCodes.OK) {
      return verdict;
    }
    return ExitCodes.OK;
  }

  /** Both runs for the page (a JMH file converted as {@code report} converts it). */
  private List<HtmlReport.Source> sides() {
    try {
      return List.of(new HtmlReport.Source("base: " + base, ResultReader.readRun(base),
          base.toAbsolutePath().getParent()), new HtmlReport.Source("new: " + newer,
          ResultReader.readRun(newer), newer.toAbsolutePath().getParent()));
    } catch (ResultReader.UnreadableException e) {
      return List.of(); // read once already: cannot happen
    }
  }
}
