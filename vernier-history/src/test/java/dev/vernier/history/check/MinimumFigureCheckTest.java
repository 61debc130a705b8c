package dev.vernier.history.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.history.SyntheticRuns;
import dev.vernier.history.TestDatabases;
import dev.vernier.history.record.Fingerprint;
import dev.vernier.history.record.RunRecord;
import dev.vernier.history.store.HistoryStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A busy machine, as this project's was while measuring: each run's median is inflated by
 * 0 to 60% by neighbours, its minimum moves 0.3%. A 5% slower newest run is lost in the medians
 * and found in the minima.
 */
class MinimumFigureCheckTest {
  @Test
  void theMinimumFindsWhatTheBusyMediansHide(@TempDir Path dir) throws Exception {
    Fingerprint fp = Fingerprint.of(SyntheticRuns.environment(SyntheticRuns.CPU, 3.0));
    Random r = new Random(3);
    try (HistoryStore store = HistoryStore.open(TestDatabases.sqlite(dir))) {
      for (int i = 0; i < 10; i++) {
        List<RunRecord.Measurement> rows = new ArrayList<>();
        for (int b = 0; b < 8; b++) {
          double floor = 100.0 * (b + 1) * (1 + 0.003 * r.nextGaussian())
              * (b == 5 && i == 9 ? 1.05 : 1);
          double median = floor * (1.02 + 0.6 * r.nextDouble());
          rows.add(new RunRecord.Measurement("pkg.S.b" + b, "avgt", "ns/op", median, floor,
              median * 0.9, median * 1.1, 60, 2, List.of(median, median),
              List.of(floor, floor * 1.001), 0.0, null));
        }
        store.add(List.of(new RunRecord("r" + i, "sha" + i, null, "0.1.0", fp, 3.0, rows)),
            "main", "c" + i);
      }
      CheckReport medians = HistoryCheck.check(store, "main", null, 1000, false);
      assertThat(medians.figure()).isEqualTo("median");
      assertThat(medians.changePoints()).noneMatch(c -> c.id().equals("pkg.S.b5"));
      CheckReport minima = HistoryCheck.check(store, "main", null, 1000, true);
      assertThat(minima.figure()).isEqualTo("min");
      assertThat(minima.changePoints()).singleElement().satisfies(c -> {
        assertThat(c.id()).isEqualTo("pkg.S.b5");
        assertThat(c.commit()).isEqualTo("c9");
        assertThat(c.changePct()).isBetween(3.5, 6.5);
      });
    }
  }
}
