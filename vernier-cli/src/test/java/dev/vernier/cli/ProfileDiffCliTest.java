package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code vernier profile --diff BASE NEW} on stored stacks and result files. */
class ProfileDiffCliTest {
  @TempDir Path tmp;

  static final String BASE = """
      p/B$VernierLoop.run_[j];p/B.work_[j];p/B.a_[i] 500
      p/B$VernierLoop.run_[j];p/B.work_[j];p/B.b_[i] 500
      """;
  static final String SLOWER_A = """
      p/B$VernierLoop.run_[j];p/B.work_[j];p/B.a_[i] 667
      p/B$VernierLoop.run_[j];p/B.work_[j];p/B.b_[i] 333
      """;

  @Test
  void collapsedFilesGiveTheTableTheJsonAndThePage() throws Exception {
    Path a = Files.writeString(tmp.resolve("a.collapsed"), BASE);
    Path b = Files.writeString(tmp.resolve("b.collapsed"), SLOWER_A);
    Path json = tmp.resolve("diff.json");
    CliRun o = CliRun.of("profile", "--diff", a.toString(), b.toString(), "--out",
        tmp.resolve("out").toString(), "--json", json.toString());
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.out()).contains("base 1,000 samples, new 1,000").contains("grew")
        .contains("shrank").contains("differential flame graph");
    assertThat(o.out().indexOf("p.B.a")).isLessThan(o.out().indexOf("p.B.b"));
    JsonNode d = new ObjectMapper().readTree(json.toFile()).get("diffs").get(0);
    assertThat(d.get("diff").get("grew").get(0).get("frame").asText()).isEqualTo("p.B.a");
    assertThat(d.get("diff").get("shrank").get(0).get("frame").asText()).isEqualTo("p.B.b");
    assertThat(d.get("diff").has("base")).isFalse(); // the stacks stay out of the file
    Path html = Path.of(d.get("flamegraph").asText());
    assertThat(Files.readString(html)).startsWith("<!DOCTYPE html>").contains("B.a</div>");
    // a second diff into the same folder keeps the first page
    CliRun again = CliRun.of("profile", "--diff", a.toString(), b.toString(), "--out",
        tmp.resolve("out").toString());
    assertThat(again.out()).contains("profile-diff-2.html");
  }

  @Test
  void resultFilesPairTheirBenchmarksById() throws Exception {
    Files.writeString(tmp.resolve("a.collapsed"), BASE);
    Files.writeString(tmp.resolve("b.collapsed"), SLOWER_A);
    // paths relative to the result file's folder, as a moved result folder has them
    Path ra = Files.writeString(tmp.resolve("a.json"), result("a.collapsed"));
    Path rb = Files.writeString(tmp.resolve("b.json"), result("b.collapsed"));
    CliRun o = CliRun.of("profile", "--diff", ra.toString(), rb.toString(), "--out",
        tmp.resolve("out").toString());
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.out()).contains("Profile diff of p.B.work: cpu").contains("p.B.a")
        .contains("p.B.work-diff.html");
  }

  private static String result(String collapsed) {
    return "{\"schema\": \"vernier/1\", \"benchmarks\": [{\"id\": \"p.B.work\", \"profile\":"
        + " {\"event\": \"cpu\", \"samples\": 1000, \"collapsed\": \"" + collapsed + "\"}},"
        + " {\"id\": \"p.B.other\", \"profile\": null}]}";
  }

  @Test
  void badInputIsOneLineAndExitTwo() throws Exception {
    Path a = Files.writeString(tmp.resolve("a.collapsed"), BASE);
    Path empty = Files.writeString(tmp.resolve("empty.collapsed"), "nothing here\n");
    Path noProfiles = Files.writeString(tmp.resolve("r.json"),
        "{\"schema\": \"vernier/1\", \"benchmarks\": [{\"id\": \"x\", \"profile\": null}]}");
    Path alloc = Files.writeString(tmp.resolve("alloc.json"), "{\"event\": \"alloc\","
        + " \"collapsed\": \"a.collapsed\"}");
    Path cpu = Files.writeString(tmp.resolve("cpu.json"), "{\"event\": \"cpu\","
        + " \"collapsed\": \"a.collapsed\"}");
    CliRun.of("profile", "--diff", a.toString(), tmp.resolve("missing").toString())
        .isUsageError("cannot read");
    CliRun.of("profile", "--diff", a.toString(), empty.toString())
        .isUsageError("holds no collapsed stacks");
    CliRun.of("profile", "--diff", a.toString(), noProfiles.toString())
        .isUsageError("has no benchmark with a profile");
    CliRun.of("profile", "--diff", cpu.toString(), alloc.toString())
        .isUsageError("different events: cpu and alloc");
    CliRun.of("profile", "--diff", a.toString(), a.toString(), "--", "java", "-version")
        .isUsageError("give no command");
  }
}
