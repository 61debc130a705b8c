package dev.vernier.history.store;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.history.SyntheticRuns;
import dev.vernier.history.TestDatabases;
import dev.vernier.history.record.Fingerprint;
import dev.vernier.history.record.RunRecord;
import dev.vernier.history.trend.Trend;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * 10,000 stored runs of a 15-benchmark suite on SQLite: one benchmark's trend is read through
 * its index, not by scanning the 150,000 measurements. The time is printed, not asserted (the
 * machine is shared); the query plan is what must hold.
 */
class ManyRunsTest {
  @Test
  void oneBenchmarksTrendIsReadThroughTheIndex(@TempDir Path dir) throws Exception {
    Fingerprint fp = Fingerprint.of(SyntheticRuns.environment(SyntheticRuns.CPU, 3.0));
    List<RunRecord> runs = new ArrayList<>();
    for (int i = 0; i < 10_000; i++) {
      List<RunRecord.Measurement> rows = new ArrayList<>();
      for (int b = 0; b < 15; b++) {
        double m = 100.0 * (b + 1) * (1 + 0.001 * (i % 7));
        rows.add(new RunRecord.Measurement("pkg.Suite.b" + b, "avgt", "ns/op", m, m * 0.98,
            m * 0.99, m * 1.01, 90, 3, List.of(m, m, m), List.of(m * 0.98, m * 0.98, m * 0.98),
            0.0, null));
      }
      runs.add(new RunRecord("r" + i, "sha" + i, null, "0.1.0", fp, 3.0, rows));
    }
    try (HistoryStore store = HistoryStore.open(TestDatabases.sqlite(dir))) {
      store.add(runs, "main", null);
      assertThat(store.runCount()).isEqualTo(10_000);
      long start = System.nanoTime();
      Trend t = Trend.of(store, "pkg.Suite.b7", 0);
      long ms = (System.nanoTime() - start) / 1_000_000;
      System.out.println("history show for one benchmark of 10,000 runs on SQLite: " + ms + " ms");
      assertThat(t.benchmarks()).singleElement()
          .satisfies(s -> assertThat(s.points()).hasSize(10_000));
      List<String> plan = store.query("EXPLAIN QUERY PLAN SELECT m.median FROM measurement m"
          + " JOIN run r ON r.id = m.run_id WHERE m.benchmark_id = ? ORDER BY m.run_id",
          "pkg.Suite.b7");
      assertThat(String.join("\n", plan)).contains("measurement_by_benchmark")
          .doesNotContain("SCAN m");
    }
    String keep = System.getProperty("vernier.manyRuns.keep"); // for timing the CLI by hand
    if (keep != null) {
      java.nio.file.Files.copy(dir.resolve("history.db"), Path.of(keep),
          java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
  }
}
