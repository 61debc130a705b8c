package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code vernier report}: bad files, JMH files, several runs, files never replaced silently. */
class ReportCommandTest {
  @TempDir Path tmp;

  /** JMH's -rf json for one benchmark: two forks of three iterations, us/op. */
  static final String JMH = """
      [{"jmhVersion": "1.37", "benchmark": "pkg.Parse.split", "mode": "avgt", "threads": 1,
        "forks": 2, "jvm": "/usr/bin/java", "jvmArgs": ["-Xmx1g"], "jdkVersion": "17.0.15",
        "vmName": "OpenJDK 64-Bit Server VM", "vmVersion": "17.0.15+6",
        "params": {"n": "1000"},
        "primaryMetric": {"score": 12.5, "scoreError": 1.2, "scoreUnit": "us/op",
          "rawData": [[10.0, 11.0, 12.0], [13.0, 14.0, 15.0]]},
        "secondaryMetrics": {"gc.alloc.rate.norm": {"score": 4160.0, "scoreUnit": "B/op"}}},
       {"jmhVersion": "1.37", "benchmark": "pkg.Parse.scan", "mode": "avgt", "threads": 1,
        "forks": 2, "jvm": "/usr/bin/java", "jvmArgs": ["-Xmx1g"], "jdkVersion": "17.0.15",
        "vmName": "OpenJDK 64-Bit Server VM", "vmVersion": "17.0.15+6",
        "params": {"n": "1000"},
        "primaryMetric": {"score": 2.0, "scoreError": 0.1, "scoreUnit": "us/op",
          "rawData": [[2.0, 2.1, 1.9], [2.0, 2.2, 1.8]]}}]
      """;

  private Path write(String name, String text) throws Exception {
    return Files.writeString(tmp.resolve(name), text);
  }

  @Test
  void corruptForeignNewerAndMissingFilesFailWithOneLine() throws Exception {
    CliRun.command("report", write("corrupt.json", "{\"schema\": \"vernier/1\", \"bench")
        .toString()).isUsageError("corrupt.json: not JSON");
    CliRun.command("report", write("foreign.json", "{\"name\": \"something else\"}").toString())
        .isUsageError("foreign.json: neither a Vernier result (schema vernier/1) nor a JMH");
    CliRun.command("report", write("newer.json", "{\"schema\": \"vernier/2\","
        + " \"benchmarks\": {\"a\": 1}}").toString())
        .isUsageError("newer.json: written by a newer Vernier (schema vernier/2); this one"
            + " reads vernier/1");
    CliRun.command("report", write("empty-rows.json", "{\"schema\": \"vernier/1\","
        + " \"environment\": {}, \"benchmarks\": [{\"id\": \"x\"}]}").toString())
        .isUsageError("invalid Vernier result");
    CliRun.command("report", write("array.json", "[1, 2]").toString())
        .isUsageError("not a JMH result");
    CliRun.command("report", tmp.resolve("absent.json").toString())
        .isUsageError("absent.json: no such file");
  }

  @Test
  void aJmhFileIsShownWithVerniersFiguresAndConvertedToAResultFile() throws Exception {
    Path jmh = write("jmh.json", JMH);
    Path json = tmp.resolve("converted.json");
    Path html = tmp.resolve("jmh.html");
    CliRun o = CliRun.command("report", jmh.toString(), "--json", json.toString(), "--html",
        html.toString());
    assertThat(o.code()).as(o.err()).isZero();
    // the pooled median of 10..15 is 12.5, the minimum 10; JMH's own unit is kept
    String split = o.out().lines().filter(l -> l.startsWith("Parse.split")).findFirst()
        .orElseThrow();
    assertThat(split).contains("n=1000").contains("12.50").contains("10.00").contains("us/op")
        .contains("4,160 B");
    assertThat(o.out()).startsWith("From a JMH result file")
        .contains("JVM: OpenJDK 64-Bit Server VM 17.0.15+6 (JMH 1.37 result file)");
    JsonNode root = new ObjectMapper().readTree(json.toFile());
    assertThat(root.get("schema").asText()).isEqualTo("vernier/1");
    JsonNode b = root.get("benchmarks").get(0);
    assertThat(b.get("id").asText()).isEqualTo("pkg.Parse.split[n=1000]");
    assertThat(b.get("stats").get("median").asDouble()).isEqualTo(12.5);
    assertThat(b.get("forks")).hasSize(2);
    assertThat(b.get("stopReason").asText()).contains("JMH's score 12.5 ± 1.2 us/op");
    // the scan (about 2 us) and the split (10 to 15 us) are ranked apart
    assertThat(b.get("rank").asInt()).isEqualTo(2);
    assertThat(root.get("benchmarks").get(1).get("rank").asInt()).isEqualTo(1);
    assertThat(Files.readString(html)).contains("pkg.Parse.split[n=1000]");
    // and the converted file reads back as the same table
    CliRun again = CliRun.command("report", json.toString());
    assertThat(again.out()).isEqualTo(o.out());
  }

  @Test
  void severalRunsAreShownOneAfterTheOther() throws Exception {
    Path a = write("a.json", JMH);
    Path b = write("b.json", JMH);
    Path html = tmp.resolve("both.html");
    CliRun o = CliRun.command("report", a.toString(), b.toString(), "--html", html.toString());
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.out()).contains("== " + a).contains("== " + b);
    assertThat(Files.readString(html)).contains("side by side");
    CliRun.command("report", a.toString(), b.toString(), "--csv", tmp.resolve("x.csv")
        .toString()).isUsageError("--csv takes one RESULT, got 2");
  }

  @Test
  void anExistingFileIsNotReplacedWithoutOverwrite() throws Exception {
    Path jmh = write("jmh.json", JMH);
    Path md = write("table.md", "keep me");
    CliRun.command("report", jmh.toString(), "--md", md.toString())
        .isUsageError("--md " + md + " exists; pass --overwrite to replace it");
    assertThat(Files.readString(md)).isEqualTo("keep me");
    CliRun.command("report", jmh.toString(), "--md", md.toString(), "--csv", md.toString())
        .isUsageError("--md and --csv name the same file");
    CliRun o = CliRun.command("report", jmh.toString(), "--md", md.toString(), "--overwrite");
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(Files.readString(md)).contains("| Parse.split |");
  }

  @Test
  void runRefusesAnExistingResultFileBeforeMeasuring() throws Exception {
    Path json = write("result.json", "{}");
    CliRun o = CliRun.command("demo", "ParseBench.scan", "--json", json.toString());
    o.isUsageError("--json " + json + " exists; pass --overwrite");
    assertThat(o.err()).doesNotContain("to measure"); // refused before planning a fork
    assertThat(Files.readString(json)).isEqualTo("{}");
  }

  @Test
  void compareWritesTheHtmlComparison() throws Exception {
    Path base = write("base.json", JMH);
    Path newer = write("new.json", JMH.replace("[10.0, 11.0, 12.0], [13.0, 14.0, 15.0]",
        "[20.0, 21.0, 22.0], [23.0, 24.0, 25.0]"));
    Path html = tmp.resolve("cmp.html");
    CliRun o = CliRun.command("compare", base.toString(), newer.toString(), "--html",
        html.toString());
    assertThat(o.code()).as(o.err()).isZero();
    String page = Files.readString(html);
    // the change of the medians 12.5 -> 22.5 us, and both runs behind it
    assertThat(page).contains("<title>Vernier: new vs base</title>").contains("+80.0%")
        .contains("\"label\":\"base: " + base).contains("\"label\":\"new: " + newer);
  }
}
