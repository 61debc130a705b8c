package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vernier.history.SyntheticRuns;
import dev.vernier.history.store.DatabaseUrl;
import dev.vernier.history.store.HistoryStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code vernier history add/show/check} end to end, the same suite on SQLite
 * ({@link HistorySqliteCliTest}) and on a real PostgreSQL server ({@link HistoryPostgresCliTest}).
 */
abstract class HistoryCliContract {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path dir;

  abstract DatabaseUrl database() throws Exception;

  /** Twelve runs of four benchmarks (0.5% run-to-run noise); the last makes b2 6% slower. */
  private void twelveRuns(DatabaseUrl db) throws Exception {
    Random r = new Random(12);
    for (int i = 0; i < 12; i++) {
      Map<String, Double> levels = new LinkedHashMap<>();
      for (int b = 0; b < 4; b++) {
        double level = 100.0 * (b + 1) * (1 + 0.005 * r.nextGaussian());
        levels.put("pkg.Suite.b" + b, b == 2 && i == 11 ? level * 1.06 : level);
      }
      Path f = SyntheticRuns.write(dir, "run" + i + ".json", SyntheticRuns.run(levels, i, 0.002,
          SyntheticRuns.environment(SyntheticRuns.CPU, 3.0)));
      CliRun add = CliRun.of("history", "add", f.toString(), "--commit", "c" + i, "--branch",
          "main", "--db", db.url());
      assertThat(add.code()).as(add.err()).isZero();
      assertThat(add.out()).contains("recorded " + f, "branch main", "commit c" + i);
    }
  }

  private Path oneRun(String name) throws Exception {
    return SyntheticRuns.write(dir, name, SyntheticRuns.run(Map.of("pkg.A.a", 5.0), 1, 0.002,
        SyntheticRuns.environment(SyntheticRuns.CPU, 3.0)));
  }

  @Test
  void addShowAndCheckFindTheNewestRegression() throws Exception {
    DatabaseUrl db = database();
    twelveRuns(db);
    Path json = dir.resolve("show.json");
    Path md = dir.resolve("show.md");
    Path html = dir.resolve("show.html");
    CliRun show = CliRun.of("history", "show", "Suite.b*", "--db", db.url(), "--last", "5",
        "--json", json.toString(), "--md", md.toString(), "--html", html.toString());
    assertThat(show.code()).as(show.err()).isZero();
    assertThat(show.out()).contains("pkg.Suite.b0 (ns/op, fingerprint", "12 runs, the last 5"
        + " shown", "c11");
    JsonNode trend = JSON.readTree(json.toFile());
    assertThat(trend.path("schema").asText()).isEqualTo("vernier-history-show/1");
    assertThat(trend.path("benchmarks")).hasSize(4);
    assertThat(trend.path("benchmarks").get(0).path("points")).hasSize(5);
    assertThat(Files.readString(md)).contains("#### pkg.Suite.b0");
    assertThat(Files.readString(html)).contains("<svg", "<polyline");

    Path checkJson = dir.resolve("check.json");
    Path checkMd = dir.resolve("check.md");
    CliRun check = CliRun.of("history", "check", "--db", db.url(), "--branch", "main",
        "--fail-on-regression", "3", "--json", checkJson.toString(), "--md", checkMd.toString());
    assertThat(check.code()).as(check.out() + check.err()).isEqualTo(3);
    assertThat(check.err().strip()).isEqualTo("vernier: 1 regression beyond 3.0%: pkg.Suite.b2"
        + " at c11");
    JsonNode j = JSON.readTree(checkJson.toFile());
    assertThat(j.path("schema").asText()).isEqualTo("vernier-history/1");
    assertThat(j.path("db").asText()).isEqualTo(db.display()).doesNotContain("password=vernier");
    assertThat(j.path("branch").asText()).isEqualTo("main");
    JsonNode c = j.path("changePoints").get(0);
    assertThat(j.path("changePoints")).hasSize(1);
    for (String field : List.of("id", "commit", "index", "changePct", "ciLow", "ciHigh",
        "beforeMedian", "afterMedian", "pValue", "method")) {
      assertThat(c.has(field)).as(field).isTrue();
    }
    assertThat(c.path("id").asText()).isEqualTo("pkg.Suite.b2");
    assertThat(c.path("commit").asText()).isEqualTo("c11");
    assertThat(c.path("previousCommit").asText()).isEqualTo("c10");
    assertThat(c.path("index").asInt()).isEqualTo(11);
    assertThat(c.path("changePct").asDouble()).isBetween(4.0, 8.0);
    assertThat(c.path("ciLow").asDouble()).isPositive();
    assertThat(c.path("method").asText()).isEqualTo("stored run-to-run variation");
    assertThat(j.path("benchmarks")).hasSize(4);
    assertThat(Files.readString(checkMd)).contains("### Vernier: change points on `main`",
        "| pkg.Suite.b2 | c10..c11 |", "slower");

    assertThat(CliRun.of("history", "check", "--db", db.url(), "--branch", "main",
        "--fail-on-regression", "10").code()).isZero();
    CliRun minima = CliRun.of("history", "check", "--db", db.url(), "--branch", "main",
        "--figure", "min", "--fail-on-regression", "3");
    assertThat(minima.code()).isEqualTo(3);
    assertThat(minima.out()).contains("on each run's minimum");
    CliRun since = CliRun.of("history", "check", "--db", db.url(), "--branch", "main",
        "--since", "c11", "--fail-on-regression", "3");
    assertThat(since.code()).isZero();
    assertThat(since.out()).contains("0 change points on branch main over 12 runs (since c11)");
  }

  @Test
  void aCorruptFileAmongGoodOnesRecordsNothing() throws Exception {
    DatabaseUrl db = database();
    Path good = oneRun("good.json");
    Path bad = dir.resolve("bad.json");
    Files.writeString(bad, "{\"schema\": \"vernier/1\", \"benchmarks\": [{\"id\": ");
    CliRun.of("history", "add", good.toString(), bad.toString(), "--commit", "c1", "--db",
        db.url()).isUsageError(bad + ": not a valid result file");
    try (HistoryStore store = HistoryStore.open(db)) {
      assertThat(store.runCount()).isZero();
    }
  }

  @Test
  void aForeignFileIsRefused() throws Exception {
    DatabaseUrl db = database();
    Path jmh = dir.resolve("jmh.json");
    Files.writeString(jmh, "[{\"benchmark\": \"a.B.c\", \"primaryMetric\": {}}]");
    CliRun.of("history", "add", jmh.toString(), "--db", db.url())
        .isUsageError("a JMH result has no environment to fingerprint");
    Path other = dir.resolve("other.json");
    Files.writeString(other, "{\"schema\": \"vernier-compare/1\"}");
    CliRun.of("history", "add", other.toString(), "--db", db.url())
        .isUsageError("not a Vernier result (schema vernier/1 expected, got vernier-compare/1)");
  }

  @Test
  void checkingABranchWithoutRunsSaysWhichExist() throws Exception {
    DatabaseUrl db = database();
    Path good = oneRun("good.json");
    assertThat(CliRun.of("history", "add", good.toString(), "--branch", "dev", "--db",
        db.url()).code()).isZero();
    CliRun.of("history", "check", "--branch", "main", "--db", db.url())
        .isUsageError("no runs on branch 'main'");
    CliRun.of("history", "show", "Nothing*", "--db", db.url())
        .isUsageError("no stored benchmark matches Nothing*");
  }

  @Test
  void compareWithTheDatabaseSaysWhichRowsUsedStoredVariation() throws Exception {
    DatabaseUrl db = database();
    twelveRuns(db);
    Path base = dir.resolve("run10.json");
    Path newer = dir.resolve("run11.json");
    Path json = dir.resolve("compare.json");
    CliRun r = CliRun.of("compare", base.toString(), newer.toString(), "--db", db.url(),
        "--json", json.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("4 of 4 by stored run-to-run variation");
    JsonNode rows = JSON.readTree(json.toFile()).path("benchmarks");
    assertThat(rows).hasSize(4);
    rows.forEach(row -> assertThat(row.path("method").asText())
        .startsWith("stored run-to-run variation"));
    assertThat(rows.get(2).path("verdict").asText()).isEqualTo("slower");

    Path elsewhere = SyntheticRuns.write(dir, "elsewhere.json", SyntheticRuns.run(
        Map.of("pkg.Suite.b0", 100.0), 3, 0.002, SyntheticRuns.environment("Other CPU", 3.0)));
    CliRun other = CliRun.of("compare", base.toString(), elsewhere.toString(), "--db",
        db.url());
    assertThat(other.code()).isZero();
    assertThat(other.err()).contains("base and new ran on different environments");
    assertThat(other.out()).contains("1 of 1 by hierarchical bootstrap");
  }
}
