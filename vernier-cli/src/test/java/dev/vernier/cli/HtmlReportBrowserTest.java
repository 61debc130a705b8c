package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vernier.engine.env.OthersLoad;
import dev.vernier.clitest.report.ReportBench;
import dev.vernier.samples.LinearBench;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.NoAlertPresentException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A real run of a small suite with {@code --html}, and the page it wrote opened in a real
 * headless Chromium: what a person would see and do, checked. The screenshot is kept in
 * {@code target/browser-artefacts/}.
 */
class HtmlReportBrowserTest {
  static final Path ARTEFACTS = Path.of("target", "browser-artefacts");
  static final String HOSTILE = "<script>alert(1)</script>";
  /** Pixels that are neither grey nor white: only data points are drawn in colour. */
  static final String COLOURED_PIXELS = "const c = arguments[0];"
      + "const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;"
      + "let n = 0;"
      + "for (let i = 0; i < d.length; i += 4) {"
      + "  const r = d[i], g = d[i + 1], b = d[i + 2];"
      + "  if (d[i + 3] > 0 && Math.max(r, g, b) - Math.min(r, g, b) > 60) n++;"
      + "}"
      + "return n;";

  @TempDir static Path tmp;
  static CliRun run;
  static Path json;
  static Path html;
  static Path csv;
  static Path md;
  /** The cores other processes kept busy during the run. */
  static double othersCores;

  @BeforeAll
  static void runTheSuite() throws Exception {
    json = tmp.resolve("result.json");
    html = tmp.resolve("report.html");
    csv = tmp.resolve("result.csv");
    md = tmp.resolve("result.md");
    // the suite, and the samples' LinearBench for cost per element over its @Size
    String cp = where(ReportBench.class) + java.io.File.pathSeparator + where(LinearBench.class);
    OthersLoad start = OthersLoad.now();
    run = CliRun.command("run", "--cp", cp, "--forks", "2", "--warmup", "150ms", "--time",
        "300ms", "--profile", "cpu", "--profile-interval", "2ms", "--out",
        tmp.resolve("profiles").toString(), "--json", json.toString(), "--html",
        html.toString(), "--csv", csv.toString(), "--md", md.toString(),
        "dev.vernier.clitest.report.*", "LinearBench.mix");
    othersCores = start.coresUntilNow();
  }

  private static String where(Class<?> c) throws Exception {
    return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
  }

  private static JsonNode result() throws Exception {
    return new ObjectMapper().readTree(json.toFile());
  }

  @Test
  void theRunWroteEveryFileAndFailedOnlyForTheBrokenBenchmark() throws Exception {
    assertThat(run.code()).as(run.err()).isEqualTo(1); // ReportBench.broken throws
    assertThat(result().get("benchmarks")).hasSize(7);
    assertThat(Files.readString(html)).startsWith("<!DOCTYPE html>");
  }

  @Test
  void reportRendersTheStoredRunAsRunPrintedIt() {
    CliRun again = CliRun.command("report", json.toString());
    assertThat(again.code()).as(again.err()).isZero();
    assertThat(again.out()).isEqualTo(run.out());
  }

  @Test
  void ranksAreInTheResultFileTheCsvAndTheMarkdown() throws Exception {
    JsonNode fast = row("fast");
    JsonNode slow = row("slow");
    // one multiply against 200 dependent ones: the intervals lie far apart
    // beside another build and a JMH run the rows went unranked (rank 0): not judged there
    assumeTrue(fast.path("rank").asInt() > 0 || OthersLoad.quiet(othersCores), String.format(
        java.util.Locale.ROOT, "unranked while other processes kept %.1f cores busy",
        othersCores));
    assertThat(fast.get("rank").asInt()).isEqualTo(1);
    assertThat(fast.get("rankTied").asBoolean()).isFalse();
    assertThat(slow.get("rank").asInt()).isEqualTo(2);
    List<String> lines = Files.readAllLines(csv);
    // the last columns: their cells hold no comma
    assertThat(lines.get(0)).endsWith(",rank,rankTied,threads");
    assertThat(lines)
        .anyMatch(l -> l.startsWith(fast.get("id").asText()) && l.endsWith(",1,false,1"))
        .anyMatch(l -> l.startsWith(slow.get("id").asText()) && l.endsWith(",2,false,1"));
    assertThat(Files.readString(md)).containsPattern("\\| ReportBench\\.fast \\|.*\\| 1 \\| ns/op")
        .containsPattern("\\| ReportBench\\.slow \\|.*\\| 2 \\| ns/op");
  }

  private static JsonNode row(String method) throws Exception {
    for (JsonNode b : result().get("benchmarks")) {
      if (b.get("method").asText().equals(method)) {
        return b;
      }
    }
    throw new AssertionError("no row for " + method);
  }

  @Test
  void thePageWorksInARealBrowser() throws Exception {
    JsonNode result = result();
    try (Browser b = Browser.open(tmp)) {
      b.driver.get(html.toUri().toString());
      ready(b);
      assertThat(b.consoleErrors()).isEmpty();
      // one file: nothing was fetched to show it
      assertThat((Long) b.js("return performance.getEntriesByType('resource').length"))
          .isZero();

      // the answer first: the summary table starts on the first screen, and the warnings and
      // the environment come after it; the warnings are counted above it, one code each
      WebElement summary = b.driver.findElement(By.id("summary-0"));
      long screen = (Long) b.js("return window.innerHeight");
      assertThat((long) summary.getRect().getY()).as("the summary's top").isLessThan(screen);
      List<String> after = new ArrayList<>();
      for (WebElement h : b.driver.findElements(By.cssSelector("section.run h2"))) {
        if (h.getRect().getY() > summary.getRect().getY()) {
          after.add(h.getText());
        }
      }
      assertThat(after).contains("Warnings", "Environment", "Benchmarks one by one");
      assertThat(b.driver.findElement(By.id("warning-count-0")).getText())
          .startsWith("Warnings: ");
      assertThat(b.driver.findElements(By.cssSelector("details.warning[open]"))).isEmpty();
      b.viewport(ARTEFACTS.resolve("report-first-screen.png"));

      // one table row per benchmark
      List<WebElement> rows = b.driver.findElements(By.cssSelector("#summary-0 tbody tr"));
      assertThat(rows).hasSize(result.get("benchmarks").size());

      // the hostile parameter and error message are text, and nothing of them ran
      assertThat(rows).anyMatch(r -> r.getText().contains("label=" + HOSTILE));
      assertThat(b.driver.findElement(By.tagName("body")).getText())
          .contains("<img src=x onerror=\"document.title='pwned'\">");
      assertThatThrownBy(() -> b.driver.switchTo().alert())
          .isInstanceOf(NoAlertPresentException.class);
      assertThat(b.driver.getTitle()).doesNotContain("pwned");
      assertThat(b.driver.findElements(By.tagName("img"))).isEmpty();
      assertThat(b.driver.findElements(By.tagName("script"))).hasSize(3); // data, uPlot, ours

      // sorting by the median puts the rows in the result file's order of medians
      List<String> before = benchmarkColumn(b);
      b.driver.findElement(By.cssSelector("#summary-0 th[data-col='3']")).click();
      List<String> ascending = benchmarkColumn(b);
      assertThat(ascending).isEqualTo(byMedian(result));
      assertThat(ascending).isNotEqualTo(before);
      b.driver.findElement(By.cssSelector("#summary-0 th[data-col='3']")).click();
      List<String> descending = benchmarkColumn(b);
      long withFigure = StreamSupport.stream(result.get("benchmarks").spliterator(), false)
          .filter(HtmlReportBrowserTest::hasFigure).count();
      assertThat(descending.get(0)).isEqualTo(ascending.get((int) withFigure - 1));

      // filtering
      WebElement filter = b.driver.findElement(By.cssSelector("input[type=search]"));
      filter.sendKeys("linearbench");
      assertThat(b.driver.findElements(By.cssSelector("#summary-0 tbody tr"))).hasSize(3);
      filter.clear();
      filter.sendKeys(" ");
      filter.clear();

      // every card's plots have data points, and each profiled one a flame graph with frames
      List<String> kinds = new ArrayList<>();
      int flameGraphs = 0;
      for (WebElement card : b.driver.findElements(By.cssSelector("section.card"))) {
        String id = card.getAttribute("id");
        b.js("arguments[0].scrollIntoView()", card);
        new WebDriverWait(b.driver, Duration.ofSeconds(20))
            .until(d -> "true".equals(card.getAttribute("data-drawn")));
        for (WebElement plot : card.findElements(By.cssSelector("[data-plot]"))) {
          String kind = plot.getAttribute("data-plot");
          kinds.add(kind);
          assertThat(pointsIn(b, plot)).as(kind + " plot of " + id)
              .isPositive();
        }
        for (WebElement frame : card.findElements(By.cssSelector("iframe.flamegraph"))) {
          b.driver.switchTo().frame(frame);
          WebElement canvas = b.driver.findElement(By.id("canvas"));
          assertThat(((Number) b.js(COLOURED_PIXELS, canvas)).longValue())
              .as("flame graph of " + id).isPositive();
          assertThat(b.driver.findElement(By.tagName("h1")).getText()).doesNotContain("<b>");
          b.driver.switchTo().defaultContent();
          flameGraphs++;
        }
      }
      // beside another build and a JMH run the baseline's rows once had no ratio to plot
      assumeTrue(kinds.contains("ratio") || OthersLoad.quiet(othersCores), String.format(
          java.util.Locale.ROOT, "no ratio plot while other processes kept %.1f cores busy",
          othersCores));
      assertThat(kinds).contains("strip", "percentiles", "ratio");
      assertThat(flameGraphs).isPositive();
      for (WebElement plot : b.driver.findElements(By.cssSelector(
          "[data-plot=scaling], [data-plot=amdahl]"))) {
        assertThat(pointsIn(b, plot)).as(plot.getAttribute("data-plot")).isPositive();
      }

      // the Amdahl calculator: half the time made twice as fast is 1/(0.5 + 0.25) = 1.33x,
      // and no speed-up of that half gives more than 1/(1 - 0.5) = 2x
      String curveBefore = amdahlCurve(b);
      type(b, "amdahl-share-0", "50");
      type(b, "amdahl-speedup-0", "2");
      assertThat(text(b, "amdahl-overall")).isEqualTo("1.33\u00d7");
      assertThat(text(b, "amdahl-limit")).isEqualTo("2.00\u00d7");
      // and the curve the share drives is drawn again, up to the new limit
      assertThat(b.driver.findElement(By.cssSelector("[data-plot=amdahl] figcaption")).getText())
          .contains("(50.0 % of the time)").endsWith("the limit 2.00\u00d7");
      assertThat(amdahlCurve(b)).isNotEqualTo(curveBefore);
      type(b, "amdahl-speedup-0", "4"); // 1/(0.5 + 0.125)
      assertThat(text(b, "amdahl-overall")).isEqualTo("1.60\u00d7");
      type(b, "amdahl-target", "3"); // more than the 2x limit
      assertThat(text(b, "amdahl-needed")).startsWith("impossible");
      b.js("document.getElementById('amdahl').scrollIntoView()");
      b.viewport(ARTEFACTS.resolve("amdahl.png"));

      assertThat(b.consoleErrors()).isEmpty();
      b.driver.findElement(By.cssSelector("#summary-0 tbody tr")).click(); // back to the top
      b.js("window.scrollTo(0, 0)");
      Path shot = b.screenshot(ARTEFACTS.resolve("report.png"));
      assertThat(Files.size(shot)).isPositive();
    }
  }

  static void ready(Browser b) {
    new WebDriverWait(b.driver, Duration.ofSeconds(120)).until(d ->
        "true".equals(b.js("return document.documentElement.getAttribute('data-ready')")));
  }

  /** Coloured pixels of a canvas plot, or drawn intervals of an SVG one. */
  static long pointsIn(Browser b, WebElement plot) {
    List<WebElement> canvases = plot.findElements(By.tagName("canvas"));
    if (!canvases.isEmpty()) {
      long n = 0;
      for (WebElement c : canvases) {
        n += ((Number) b.js(COLOURED_PIXELS, c)).longValue();
      }
      return n;
    }
    return plot.findElements(By.cssSelector("[data-point]")).size();
  }

  /** The Amdahl curve's pixels, as a data URL. */
  private static String amdahlCurve(Browser b) {
    return (String) b.js("return document.querySelector('[data-plot=amdahl] canvas')"
        + ".toDataURL()");
  }

  private static void type(Browser b, String id, String value) {
    WebElement input = b.driver.findElement(By.id(id));
    input.clear();
    input.sendKeys(value);
  }

  private static String text(Browser b, String id) {
    return b.driver.findElement(By.id(id)).getText();
  }

  /** "Benchmark Params" of each row, in the page's order. */
  private static List<String> benchmarkColumn(Browser b) {
    List<String> out = new ArrayList<>();
    for (WebElement r : b.driver.findElements(By.cssSelector("#summary-0 tbody tr"))) {
      List<WebElement> cells = r.findElements(By.tagName("td"));
      out.add(cells.get(0).getText() + " " + cells.get(1).getText());
    }
    return out;
  }

  /**
   * The same, ordered by the result file's medians; rows without a figure last, FAILED before
   * "no figure" (a row whose forks disagreed by multiples, as they may on a busy machine), each
   * kind in the file's order.
   */
  private static List<String> byMedian(JsonNode result) {
    List<JsonNode> rows = new ArrayList<>();
    result.get("benchmarks").forEach(rows::add);
    rows.sort(Comparator.comparingInt((JsonNode r) -> hasFigure(r) ? 0
        : r.get("status").asText().equals("ok") ? 2 : 1)
        .thenComparingDouble(r -> hasFigure(r) ? r.get("stats").get("median").asDouble() : 0));
    List<String> out = new ArrayList<>();
    for (JsonNode r : rows) {
      String cls = r.get("className").asText();
      StringBuilder params = new StringBuilder();
      r.get("params").fields().forEachRemaining(e -> params.append(params.length() == 0 ? ""
          : " ").append(e.getKey()).append('=').append(e.getValue().asText()));
      out.add(cls.substring(cls.lastIndexOf('.') + 1) + "." + r.get("method").asText() + " "
          + (params.length() == 0 ? "-" : params));
    }
    return out;
  }

  private static boolean hasFigure(JsonNode row) {
    return row.get("status").asText().equals("ok") && row.path("stats").has("median");
  }
}
