package dev.vernier.history.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vernier.history.SyntheticRuns;
import dev.vernier.history.check.ChangePoint;
import dev.vernier.history.check.CheckReport;
import dev.vernier.history.check.HistoryCheck;
import dev.vernier.history.record.Fingerprint;
import dev.vernier.history.record.ResultFileReader;
import dev.vernier.history.record.RunRecord;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The history tests every database must pass: SQLite ({@link SqliteHistoryStoreTest}) and a real
 * PostgreSQL server ({@link PostgresHistoryStoreTest}).
 */
abstract class HistoryStoreContract {
  @TempDir
  Path dir;

  /** A new, empty database. */
  abstract DatabaseUrl database() throws Exception;

  private RunRecord record(String name, Map<String, Double> levels, long seed) throws Exception {
    return ResultFileReader.read(SyntheticRuns.write(dir, name, SyntheticRuns.run(levels, seed,
        0.002, SyntheticRuns.environment(SyntheticRuns.CPU, 3.0))));
  }

  @Test
  void recordsRunsInOrderWithCommitBranchAndFingerprint() throws Exception {
    DatabaseUrl db = database();
    try (HistoryStore store = HistoryStore.open(db)) {
      assertThat(store.schemaVersion()).isEqualTo(3);
      for (int i = 0; i < 3; i++) {
        List<HistoryStore.Added> added = store.add(List.of(record("r" + i + ".json",
            Map.of("pkg.A.a", 100.0 * (i + 1), "pkg.A.b", 50.0), i)), "main", "c" + i);
        assertThat(added).singleElement().satisfies(a -> {
          assertThat(a.duplicate()).isFalse();
          assertThat(a.benchmarks()).isEqualTo(2);
        });
      }
      List<StoredPoint> a = store.series("pkg.A.a");
      assertThat(a).extracting(StoredPoint::commit).containsExactly("c0", "c1", "c2");
      assertThat(a).extracting(StoredPoint::median)
          .allSatisfy(m -> assertThat(m).isPositive());
      assertThat(a.get(2).median() / a.get(0).median()).isCloseTo(3.0,
          org.assertj.core.data.Offset.offset(0.05));
      String fp = Fingerprint.of(SyntheticRuns.environment(SyntheticRuns.CPU, 3.0)).id();
      assertThat(a).extracting(StoredPoint::fingerprintId).containsOnly(fp);
      assertThat(a).extracting(StoredPoint::calibratedGHz).containsOnly(3.0);
      assertThat(store.fingerprint(fp)).get().extracting(Fingerprint::cpuModel)
          .isEqualTo(SyntheticRuns.CPU);
      assertThat(store.benchmarkIds()).containsExactly("pkg.A.a", "pkg.A.b");
      assertThat(store.runIds("main")).hasSize(3);
    }
  }

  @Test
  void theSameFileIsRecordedOnce() throws Exception {
    try (HistoryStore store = HistoryStore.open(database())) {
      RunRecord r = record("r.json", Map.of("pkg.A.a", 10.0), 1);
      store.add(List.of(r), "main", "c1");
      List<HistoryStore.Added> again = store.add(List.of(r), "main", "c1");
      assertThat(again.get(0).duplicate()).isTrue();
      assertThat(store.runCount()).isEqualTo(1);
    }
  }

  @Test
  void aFailedAddWritesNothing() throws Exception {
    try (HistoryStore store = HistoryStore.open(database())) {
      RunRecord good = record("good.json", Map.of("pkg.A.a", 10.0), 1);
      RunRecord ok = record("ok.json", Map.of("pkg.A.a", 11.0), 2);
      // the same benchmark twice in one run breaks the measurement table's key mid-transaction
      RunRecord broken = new RunRecord(ok.source(), ok.contentSha256(), ok.startedAt(),
          ok.vernierVersion(), ok.fingerprint(), ok.calibratedGHz(),
          List.of(ok.measurements().get(0), ok.measurements().get(0)));
      assertThatThrownBy(() -> store.add(List.of(good, broken), "main", "c1"))
          .isInstanceOf(HistoryException.class)
          .hasMessageStartingWith("history database ");
      assertThat(store.runCount()).isZero();
      store.add(List.of(good), "main", "c1");
      assertThat(store.runCount()).isEqualTo(1);
    }
  }

  @Test
  void twoAddsAtOnceLoseNothing() throws Exception {
    DatabaseUrl db = database();
    HistoryStore.open(db).close(); // migrate once, as a first `history add` would
    List<List<RunRecord>> batches = new ArrayList<>();
    for (int w = 0; w < 2; w++) {
      List<RunRecord> mine = new ArrayList<>();
      for (int i = 0; i < 10; i++) {
        mine.add(record("w" + w + "-" + i + ".json", Map.of("pkg.A.a", 10.0 + i,
            "pkg.A.w" + w, 5.0), 100L * w + i));
      }
      batches.add(mine);
    }
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int w = 0; w < 2; w++) {
        List<RunRecord> mine = batches.get(w);
        String branch = "b" + w;
        done.add(pool.submit(() -> {
          try (HistoryStore store = HistoryStore.open(db)) {
            for (RunRecord r : mine) {
              store.add(List.of(r), branch, null);
            }
          }
          return null;
        }));
      }
      for (Future<?> f : done) {
        f.get();
      }
    } finally {
      pool.shutdown();
    }
    try (HistoryStore store = HistoryStore.open(db)) {
      assertThat(store.runCount()).isEqualTo(20);
      assertThat(store.series("pkg.A.a")).hasSize(20);
      assertThat(store.runIds("b0")).hasSize(10);
      assertThat(store.runIds("b1")).hasSize(10);
    }
  }

  @Test
  void anOlderSchemaIsMigratedKeepingItsRuns() throws Exception {
    DatabaseUrl db = database();
    try (HistoryStore v1 = HistoryStore.open(db, "1")) {
      assertThat(v1.schemaVersion()).isEqualTo(1);
      // a run as a Vernier of schema version 1 recorded it: no forks' minima yet
      execute(v1, "INSERT INTO fingerprint (id, jvm, jvm_flags, gc, cpu_model, logical_cores,"
          + " os) VALUES ('fp1', 'OpenJDK 17', '', 'G1', 'Test CPU', 2, 'Linux')");
      execute(v1, "INSERT INTO run (branch, commit_sha, added_at, fingerprint_id,"
          + " calibrated_ghz, vernier_version, source, content_sha256) VALUES ('main', 'c1',"
          + " '2026-11-30T10:00:00Z', 'fp1', 3.0, '0.1.0', 'old.json', 'sha-old')");
      execute(v1, "INSERT INTO benchmark (id) VALUES ('pkg.A.a')");
      execute(v1, "INSERT INTO measurement (run_id, benchmark_id, mode, unit, median, min,"
          + " samples, forks, fork_medians) VALUES ((SELECT id FROM run WHERE content_sha256 ="
          + " 'sha-old'), 'pkg.A.a', 'avgt', 'ns/op', 10.0, 9.9, 90, 3, '10.0,10.01,9.99')");
    }
    try (HistoryStore latest = HistoryStore.open(db)) {
      assertThat(latest.schemaVersion()).isEqualTo(3);
      assertThat(latest.series("pkg.A.a")).singleElement().satisfies(p -> {
        assertThat(p.commit()).isEqualTo("c1");
        assertThat(p.forkMedians()).hasSize(3);
        assertThat(p.forkMinima()).isEmpty(); // recorded before version 3 kept them
      });
      latest.add(List.of(record("new.json", Map.of("pkg.A.a", 10.0), 2)), "main", "c2");
      assertThat(latest.series("pkg.A.a").get(1).forkMinima()).hasSize(3)
          .allSatisfy(m -> assertThat(m).isBetween(9.9, 10.0));
    }
  }

  @Test
  void aNewerSchemaIsRefusedInOneLine() throws Exception {
    DatabaseUrl db = database();
    try (HistoryStore store = HistoryStore.open(db)) {
      store.query("SELECT 1"); // opened and migrated
      execute(store, "INSERT INTO " + "vernier_schema_history (installed_rank, version,"
          + " description, type, script, checksum, installed_by, installed_on, execution_time,"
          + " success) VALUES (4, '4', 'from the future', 'SQL', 'V4__future.sql', 0, 'test',"
          + " CURRENT_TIMESTAMP, 0, " + trueLiteral() + ")");
    }
    assertThatThrownBy(() -> HistoryStore.open(db))
        .isInstanceOf(HistoryException.class)
        .hasMessageContaining("has schema version 4, newer than this Vernier knows (3)")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
  }

  /** A boolean literal both dialects take. */
  String trueLiteral() {
    return "true";
  }

  /** A statement outside Vernier's code, on the store's database. */
  static void execute(HistoryStore store, String sql) throws Exception {
    try (java.sql.Connection c = java.sql.DriverManager.getConnection(store.url().url());
        java.sql.Statement s = c.createStatement()) {
      s.execute(sql);
    }
  }

  @Test
  void checkFindsAPlantedStepAtItsCommit() throws Exception {
    try (HistoryStore store = HistoryStore.open(database())) {
      Random noise = new Random(7);
      List<RunRecord> runs = new ArrayList<>();
      for (int i = 0; i < 60; i++) {
        double level = 1000 * (i >= 40 ? 1.05 : 1.0) * (1 + 0.01 * noise.nextGaussian());
        runs.add(record("s" + i + ".json", Map.of("pkg.A.a", level, "pkg.A.flat",
            500 * (1 + 0.01 * noise.nextGaussian())), i));
      }
      for (int i = 0; i < runs.size(); i++) {
        store.add(List.of(runs.get(i)), "main", String.format("%040x", i));
      }
      CheckReport report = HistoryCheck.check(store, "main", null, HistoryCheck.DEFAULT_WINDOW);
      assertThat(report.changePoints()).singleElement().satisfies(c -> {
        assertThat(c.id()).isEqualTo("pkg.A.a");
        assertThat(c.index()).isBetween(38, 42);
        assertThat(c.commit()).isEqualTo(String.format("%040x", c.index()));
        assertThat(c.previousCommit()).isEqualTo(String.format("%040x", c.index() - 1));
        assertThat(c.changePct()).isBetween(3.0, 7.0);
        assertThat(c.ciLow()).isLessThan(c.changePct());
        assertThat(c.ciHigh()).isGreaterThan(c.changePct());
        assertThat(c.method()).isEqualTo(ChangePoint.E_DIVISIVE);
        assertThat(c.direction()).isEqualTo("slower");
      });
      assertThat(report.benchmarks()).hasSize(2);
    }
  }
}
