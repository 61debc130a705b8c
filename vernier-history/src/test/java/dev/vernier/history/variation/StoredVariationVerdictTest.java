package dev.vernier.history.variation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.result.Environment;
import dev.vernier.engine.verdict.Comparer;
import dev.vernier.engine.verdict.ComparisonReport;
import dev.vernier.engine.verdict.MeasuredRun;
import dev.vernier.engine.verdict.ResultReader;
import dev.vernier.history.SyntheticRuns;
import dev.vernier.history.TestDatabases;
import dev.vernier.history.record.Fingerprint;
import dev.vernier.history.record.ResultFileReader;
import dev.vernier.history.store.HistoryStore;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The example: two runs of the same 15 benchmarks, whose files carry a 7.5% drift
 * witness (the calibrated clock moved from 3.0 to 3.225 GHz), come out all inconclusive from
 * the files alone; with six stored runs of the suite they are judged against its stored
 * run-to-run variation, and a real 5% change still stands out.
 */
class StoredVariationVerdictTest {
  @TempDir
  Path dir;

  private static final double RUN_NOISE = 0.003; // each run's level moves 0.3% (sd)

  private Map<String, Double> levels(Random r, String slower) {
    Map<String, Double> out = new LinkedHashMap<>();
    for (int b = 0; b < 15; b++) {
      String id = "pkg.Suite.b" + b;
      double level = 100.0 * (b + 1) * (1 + RUN_NOISE * r.nextGaussian());
      out.put(id, id.equals(slower) ? level * 1.05 : level);
    }
    return out;
  }

  private Path run(String name, Random r, double ghz, String slower) throws Exception {
    Environment env = SyntheticRuns.environment(SyntheticRuns.CPU, ghz);
    return SyntheticRuns.write(dir, name, SyntheticRuns.run(levels(r, slower), r.nextLong(),
        0.002, env));
  }

  /** Stores n runs of the suite on one fingerprint; returns the last one's file. */
  private Path store(HistoryStore store, Random r, int n) throws Exception {
    Path last = null;
    for (int i = 0; i < n; i++) {
      last = run("stored" + i + ".json", r, 3.0, null);
      store.add(List.of(ResultFileReader.read(last)), "main", "c" + i);
    }
    return last;
  }

  private ComparisonReport compare(HistoryStore store, Path base, Path newer) throws Exception {
    MeasuredRun b = ResultReader.read(base);
    MeasuredRun n = ResultReader.read(newer);
    Map<String, Boolean> ids = new LinkedHashMap<>();
    b.benchmarks().forEach(x -> ids.put(x.id(), x.higherIsBetter()));
    String fp = Fingerprint.of(SyntheticRuns.environment(SyntheticRuns.CPU, 3.0)).id();
    return Comparer.compare(b, n, 0.02, null,
        store == null ? dev.vernier.engine.verdict.RunToRunVariation.NONE
            : StoredVariations.lookup(store, fp, ids, false, newer));
  }

  @Test
  void anIdenticalPairIsNoLongerAllInconclusive() throws Exception {
    Random r = new Random(15);
    try (HistoryStore store = HistoryStore.open(TestDatabases.sqlite(dir))) {
      Path last = store(store, r, 6);
      Path newer = run("new.json", r, 3.225, null);

      ComparisonReport alone = compare(null, last, newer);
      assertThat(alone.count("same")).isZero();
      assertThat(alone.count("inconclusive")).isEqualTo(15);

      ComparisonReport withHistory = compare(store, last, newer);
      assertThat(withHistory.count("faster") + withHistory.count("slower")).isZero();
      assertThat(withHistory.count("same")).isGreaterThanOrEqualTo(12);
      assertThat(withHistory.benchmarks()).allSatisfy(row ->
          assertThat(row.method()).startsWith("stored run-to-run variation"));
    }
  }

  @Test
  void aFivePercentSlowerBenchmarkIsCalledSlower() throws Exception {
    Random r = new Random(16);
    try (HistoryStore store = HistoryStore.open(TestDatabases.sqlite(dir))) {
      Path last = store(store, r, 6);
      Path newer = run("new.json", r, 3.0, "pkg.Suite.b7");
      ComparisonReport report = compare(store, last, newer);
      assertThat(report.benchmarks()).filteredOn(row -> row.id().equals("pkg.Suite.b7"))
          .singleElement().satisfies(row -> {
            assertThat(row.verdict()).isEqualTo("slower");
            assertThat(row.changePct()).isBetween(3.5, 6.5);
          });
      // the 14 unchanged benchmarks: a false claim is a 1% event each; allow one
      assertThat(report.count("slower") + report.count("faster") - 1).isLessThanOrEqualTo(1);
    }
  }

  @Test
  void aStoredRunSlowedAllThroughDoesNotHideAFivePercentChange() throws Exception {
    Random r = new Random(18);
    try (HistoryStore store = HistoryStore.open(TestDatabases.sqlite(dir))) {
      Path last = null;
      for (int i = 0; i < 6; i++) {
        // run 2 ran beside a busy neighbour: every benchmark 60% slower, its forks alike
        Map<String, Double> levels = levels(r, null);
        if (i == 2) {
          levels.replaceAll((id, level) -> level * 1.6);
        }
        last = SyntheticRuns.write(dir, "stored" + i + ".json", SyntheticRuns.run(levels,
            r.nextLong(), 0.002, SyntheticRuns.environment(SyntheticRuns.CPU, 3.0)));
        store.add(List.of(ResultFileReader.read(last)), "main", "c" + i);
      }
      ComparisonReport report = compare(store, last, run("new.json", r, 3.0, "pkg.Suite.b7"));
      assertThat(report.benchmarks()).filteredOn(row -> row.id().equals("pkg.Suite.b7"))
          .singleElement().satisfies(row -> {
            assertThat(row.verdict()).isEqualTo("slower");
            assertThat(row.note()).contains("from 5 stored runs (1 far from the others left"
                + " out)");
          });
      assertThat(report.count("slower") + report.count("faster") - 1).isLessThanOrEqualTo(1);
    }
  }

  @Test
  void aNewRunWhoseForksDisagreeIsJudgedFromTheFilesAlone() throws Exception {
    Random r = new Random(19);
    try (HistoryStore store = HistoryStore.open(TestDatabases.sqlite(dir))) {
      Path last = store(store, r, 6);
      Path busy = SyntheticRuns.write(dir, "busy.json", SyntheticRuns.disturbed(levels(r, null),
          r.nextLong(), 0.002, SyntheticRuns.environment(SyntheticRuns.CPU, 3.0), "pkg.Suite.b4",
          1.2, 1.5, 1.35));
      ComparisonReport report = compare(store, last, busy);
      assertThat(report.benchmarks()).filteredOn(row -> row.id().equals("pkg.Suite.b4"))
          .singleElement().satisfies(row -> {
            assertThat(row.method()).startsWith(Comparer.METHOD)
                .contains("the forks of " + busy + " differ by");
            assertThat(row.note()).contains("a disturbed run");
          });
      assertThat(report.benchmarks()).filteredOn(row -> !row.id().equals("pkg.Suite.b4"))
          .allSatisfy(row -> assertThat(row.method()).startsWith("stored run-to-run variation"));
    }
  }

  @Test
  void withTooFewStoredRunsTheFilesAloneDecide() throws Exception {
    Random r = new Random(17);
    try (HistoryStore store = HistoryStore.open(TestDatabases.sqlite(dir))) {
      Path last = store(store, r, RunToRunEstimator.MIN_RUNS - 1);
      ComparisonReport report = compare(store, last, run("new.json", r, 3.0, null));
      assertThat(report.benchmarks()).allSatisfy(row ->
          assertThat(row.method()).startsWith(Comparer.METHOD));
    }
  }
}
