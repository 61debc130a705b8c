package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;

/**
 * A planted slowdown, found by a diff of real profiles: a benchmark that calls two methods of
 * equal cost, built twice, once with {@code a} doing its work twice (as one side of
 * {@code run --against} would be). Each build runs under {@code run --profile cpu}; the diff of
 * the two result files puts {@code a} first among the frames that grew, and its page renders in
 * a real Chromium without a console error.
 */
class PlantedSlowdownDiffTest {
  @TempDir Path tmp;

  /** {@code reps} is how many times {@code a} does its work. */
  static String source(int reps) {
    return """
        package planted;

        import dev.vernier.Benchmark;
        import dev.vernier.Setup;

        public class TwoWork {
          double[] xs;

          @Setup
          public void fill() {
            xs = new double[4096];
            for (int i = 0; i < xs.length; i++) {
              xs[i] = 1 + i * 0.37;
            }
          }

          @Benchmark
          public double work() {
            return a() + b();
          }

          // a chain of dependent divisions: neither method's work can be hoisted or shared
          double a() {
            double s = 1;
            for (int r = 0; r < REPS; r++) {
              for (double x : xs) {
                s = x / (s + 1.5 + r);
              }
            }
            return s;
          }

          double b() {
            double s = 1;
            for (double x : xs) {
              s = x / (s + 2.5);
            }
            return s;
          }
        }
        """.replace("REPS", Integer.toString(reps));
  }

  private Path build(String name, int reps) throws Exception {
    return Javac.compile(tmp, name, "planted.TwoWork", source(reps));
  }

  private Path profile(Path classes, String name) {
    Path json = tmp.resolve(name + ".json");
    CliRun o = CliRun.of("run", "--cp", classes.toString(), "--forks", "1", "--warmup", "500ms",
        "--time", "1500ms", "--profile", "cpu", "--out", tmp.resolve(name).toString(), "--json",
        json.toString(), "TwoWork.work");
    assertThat(o.code()).as(o.err()).isZero();
    return json;
  }

  @Test
  void theMethodThatDoesItsWorkTwiceGrewFirst() throws Exception {
    Path base = profile(build("base", 1), "base");
    Path slower = profile(build("slower", 2), "slower");
    Path json = tmp.resolve("diff.json");
    CliRun o = CliRun.of("profile", "--diff", base.toString(), slower.toString(), "--out",
        tmp.resolve("diff").toString(), "--json", json.toString());
    assertThat(o.code()).as(o.err()).isZero();
    System.out.print(o.out()); // for the record in the surefire report
    JsonNode d = new ObjectMapper().readTree(json.toFile()).get("diffs").get(0);
    assertThat(d.get("id").asText()).isEqualTo("planted.TwoWork.work");
    List<String> grew = new ArrayList<>();
    d.get("diff").get("grew").forEach(c -> grew.add(c.get("frame").asText()));
    assertThat(grew).as(o.out()).isNotEmpty();
    assertThat(grew.get(0)).as(o.out()).isEqualTo("planted.TwoWork.a");
    List<String> shrank = new ArrayList<>();
    d.get("diff").get("shrank").forEach(c -> shrank.add(c.get("frame").asText()));
    assertThat(shrank).as(o.out()).contains("planted.TwoWork.b");

    Path html = Path.of(d.get("flamegraph").asText());
    try (Browser b = Browser.open(tmp)) {
      b.driver.get(html.toUri().toString());
      assertThat(b.consoleErrors()).isEmpty();
      assertThat((Long) b.js("return performance.getEntriesByType('resource').length"))
          .isZero();
      // the planted method is drawn, red; the table above names it first
      String colour = (String) b.js("const n = [...document.querySelectorAll('#graph .n')]"
          + ".find(e => e.textContent === 'TwoWork.a');"
          + " return n ? getComputedStyle(n).backgroundColor : null");
      assertThat(colour).isNotNull();
      int[] rgb = java.util.Arrays.stream(colour.replaceAll("[^0-9,]", "").split(","))
          .limit(3).mapToInt(Integer::parseInt).toArray();
      assertThat(rgb[0]).as(colour).isGreaterThan(rgb[2] + 40); // red, not blue or beige
      assertThat(b.driver.findElement(By.cssSelector("#changes tr.grew td.f")).getText())
          .isEqualTo("planted.TwoWork.a");
      b.screenshot(Path.of("target", "screenshots", "profile-diff.png"));
    }
  }
}
