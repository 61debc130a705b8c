package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.Evidence;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.Identity;
import dev.vernier.engine.result.MemoryFigures;
import dev.vernier.engine.result.Profile;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.RunFacts;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.result.TimeFigures;
import dev.vernier.engine.result.Warning;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.NoAlertPresentException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A synthetic run of 2,000 benchmarks of 5 forks each: {@code report --html} renders it in time
 * proportional to its size, and the page opens, sorts, filters and draws a card in a real
 * browser. Every string a file can hold is hostile here, and none of it may run.
 */
class LargeReportBrowserTest {
  static final String HOSTILE_PARAM = "\"><img src=x onerror=alert(2)>";
  @TempDir Path tmp;

  /** {@code rows} benchmarks, ten per class; row i's median is 100 + i ns: row 0 is fastest. */
  static RunResult synthetic(int rows, int forks, int samples) {
    return synthetic(rows, forks, samples, 1);
  }

  /** The same, every third row (0, 3, 6, ...) {@code slowdown} times slower. */
  static RunResult synthetic(int rows, int forks, int samples, double slowdown) {
    List<BenchmarkResult> out = new ArrayList<>();
    for (int i = 0; i < rows; i++) {
      double median = (100 + i) * (i % 3 == 0 ? slowdown : 1);
      List<ForkRecord> fs = new ArrayList<>();
      for (int f = 0; f < forks; f++) {
        List<Double> s = new ArrayList<>();
        for (int k = 0; k < samples; k++) {
          s.add(median * (1 + 0.002 * ((k * 7 + f * 3) % 11) - 0.004));
        }
        fs.add(new ForkRecord(1000 + f, s, 1000, 0L, 0, 0, 0, 0L, 3.0, 400_000_000L, 20, null));
      }
      String cls = "pkg.Class" + (i / 10);
      String method = "m" + (i % 10);
      Map<String, String> params = Map.of("text", i % 100 == 0 ? HOSTILE_PARAM : "v" + i);
      Stats st = new Stats(forks * samples, median * 0.996, median, median * 1.001,
          median * 0.01, median * 0.99, median * 1.02, 0.999, median * 1.01, median * 1.015,
          2.0);
      boolean broken = i % 500 == 499;
      Profile profile = i == 0 ? new Profile("async-profiler", "cpu", "itimer", 100,
          List.of(new Profile.Frame("pkg.A</script><script>alert(3)</script>", 0.6, 0.7, 2.5)),
          "/nowhere/<b>x.collapsed", "/nowhere/x.html", 0, 0, null) : null;
      out.add(new BenchmarkResult(
          new Identity(cls + "." + method + "[text=" + params.get("text") + "]", cls, method,
              params, "avgt", i % 10 == 0, Identity.VERNIER, null, null),
          broken ? "failed" : "ok", broken ? "<script>alert(4)</script> failed" : null,
          new TimeFigures("ns/op", broken ? null : st, median * 3, null, null),
          new MemoryFigures(24L, null, 0.5, null, null, null),
          new Evidence(fs, profile,
              List.of(new Warning("HIGH_NOISE", "warn", "<i>noisy</i> " + i, "<b>fix</b>"))),
          new RunFacts("fixed: " + forks + " forks", 5000L, null)));
    }
    Environment env = new Environment(new Environment.Jvm("Vendor<script>", "17.0.15",
        "OpenJDK 64-Bit Server VM", List.of("-Dx=<script>alert(5)</script>"),
        List.of("G1 Young Generation"), true, "/opt/java", 1L << 30),
        new Environment.Os("Linux", "6.1", "amd64"), new Environment.Cpu("CPU", 2, 3.0),
        List.of());
    return new RunResult(RunResult.SCHEMA, "0.1.0", "2026-11-30T10:00:00Z", env, out);
  }

  private long render(Path json, Path html) {
    long t0 = System.nanoTime();
    CliRun r = CliRun.command("report", json.toString(), "--html", html.toString());
    long ns = System.nanoTime() - t0;
    assertThat(r.code()).as(r.err()).isZero();
    return ns;
  }

  @Test
  void twoThousandBenchmarksOfFiveForksRenderAndStayUsable() throws Exception {
    Path big = tmp.resolve("big.json");
    Path small = tmp.resolve("small.json");
    ResultFiles.write(big, synthetic(2000, 5, 20));
    ResultFiles.write(small, synthetic(100, 5, 20));
    render(small, tmp.resolve("warm-up.html")); // class loading and JIT out of the timings
    long smallNs = render(small, tmp.resolve("small.html"));
    Path html = tmp.resolve("big.html");
    long bigNs = render(big, html);
    System.out.printf("report --html: 100 benchmarks %.2f s, 2,000 benchmarks x 5 forks %.2f s"
        + " (%,d bytes)%n", smallNs / 1e9, bigNs / 1e9, Files.size(html));
    // 20 times the rows: linear work, with room for a noisy machine; a quadratic step fails
    assertThat(bigNs).isLessThan(20 * 4 * smallNs);

    try (Browser b = Browser.open(tmp)) {
      long t0 = System.nanoTime();
      b.driver.get(html.toUri().toString());
      HtmlReportBrowserTest.ready(b);
      long openNs = System.nanoTime() - t0;
      assertThat(b.consoleErrors()).isEmpty();
      List<WebElement> rows = b.driver.findElements(By.cssSelector("#summary-0 tbody tr"));
      assertThat(rows).hasSize(2000);

      // sort by the median, ascending then descending (failed rows last either way)
      WebElement median = b.driver.findElement(By.cssSelector("#summary-0 th[data-col='3']"));
      double ascMs = clickMs(b, median);
      assertThat(firstRow(b)).startsWith("Class0.m0");
      double descMs = clickMs(b, median);
      assertThat(firstRow(b)).startsWith("Class199.m8"); // row 1998; 1999 failed
      WebElement filter = b.driver.findElement(By.cssSelector("input[type=search]"));
      filter.sendKeys("class42.");
      assertThat(b.driver.findElements(By.cssSelector("#summary-0 tbody tr"))).hasSize(10);

      // a card far down draws when it comes into view
      WebElement card = b.driver.findElement(By.id("bench-0-1990"));
      b.js("arguments[0].scrollIntoView()", card);
      new WebDriverWait(b.driver, Duration.ofSeconds(30))
          .until(d -> "true".equals(card.getAttribute("data-drawn")));
      WebElement strip = card.findElement(By.cssSelector("[data-plot=strip]"));
      assertThat(HtmlReportBrowserTest.pointsIn(b, strip)).isPositive();

      // nothing hostile ran or became markup
      assertThatThrownBy(() -> b.driver.switchTo().alert())
          .isInstanceOf(NoAlertPresentException.class);
      assertThat(b.driver.findElements(By.tagName("img"))).isEmpty();
      assertThat(b.driver.findElements(By.tagName("script"))).hasSize(3);
      b.js("arguments[0].scrollIntoView()", b.driver.findElement(By.id("bench-0-0")));
      new WebDriverWait(b.driver, Duration.ofSeconds(30)).until(d -> "true".equals(
          d.findElement(By.id("bench-0-0")).getAttribute("data-drawn")));
      assertThat(b.driver.findElement(By.id("bench-0-0")).getText())
          .contains("pkg.A</script><script>alert(3)</script>").contains("<i>noisy</i> 0")
          .contains("text=" + HOSTILE_PARAM);
      assertThat(b.driver.findElements(By.tagName("i"))).isEmpty();
      assertThat(b.consoleErrors()).isEmpty();
      Object readyMs = b.js("return document.documentElement.getAttribute('data-ready-ms')");
      System.out.printf("browser: opened in %.2f s (script done at %s ms), sort %.0f ms and"
          + " %.0f ms%n", openNs / 1e9, readyMs, ascMs, descMs);
      b.js("window.scrollTo(0, 0)");
      b.screenshot(HtmlReportBrowserTest.ARTEFACTS.resolve("report-2000.png"));
    }
  }

  /** The time the page takes to handle a click (sorting is synchronous), in ms. */
  private static double clickMs(Browser b, WebElement e) {
    return ((Number) b.js("const t = performance.now(); arguments[0].click();"
        + " return performance.now() - t;", e)).doubleValue();
  }

  private static String firstRow(Browser b) {
    return b.driver.findElement(By.cssSelector("#summary-0 tbody tr")).getText();
  }
}
