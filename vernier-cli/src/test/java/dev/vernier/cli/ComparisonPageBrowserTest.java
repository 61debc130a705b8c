package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vernier.engine.result.ResultFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * {@code compare --html} and {@code report A B --html} opened in a real headless Chromium: two
 * stored runs of 30 benchmarks, the second with every third benchmark 1.5 times slower.
 */
class ComparisonPageBrowserTest {
  private static final int ROWS = 30;
  @TempDir Path tmp;

  private Path[] twoRuns() throws Exception {
    Path base = tmp.resolve("base.json");
    Path newer = tmp.resolve("new.json");
    ResultFiles.write(base, LargeReportBrowserTest.synthetic(ROWS, 5, 20));
    ResultFiles.write(newer, LargeReportBrowserTest.synthetic(ROWS, 5, 20, 1.5));
    return new Path[] {base, newer};
  }

  @Test
  void theComparisonShowsEachVerdictWithItsInterval() throws Exception {
    Path[] runs = twoRuns();
    Path html = tmp.resolve("compare.html");
    Path json = tmp.resolve("compare.json");
    CliRun o = CliRun.command("compare", runs[0].toString(), runs[1].toString(), "--html",
        html.toString(), "--json", json.toString());
    assertThat(o.code()).as(o.err()).isZero();
    List<String> verdicts = new ArrayList<>();
    for (JsonNode b : new ObjectMapper().readTree(json.toFile()).get("benchmarks")) {
      verdicts.add(b.get("verdict").asText());
    }
    // the same samples on both sides are the same; 1.5 times every sample is slower
    for (int i = 0; i < ROWS; i++) {
      assertThat(verdicts.get(i)).as("row " + i).isEqualTo(i % 3 == 0 ? "slower" : "same");
    }

    try (Browser b = Browser.open(tmp)) {
      b.driver.get(html.toUri().toString());
      HtmlReportBrowserTest.ready(b);
      assertThat(b.consoleErrors()).isEmpty();
      assertThat((Long) b.js("return performance.getEntriesByType('resource').length"))
          .isZero();

      // one row per benchmark, coloured by its verdict, each with its interval drawn
      List<WebElement> rows = b.driver.findElements(By.cssSelector("#comparison tbody tr"));
      assertThat(rows).hasSize(ROWS);
      assertThat(rows).extracting(r -> r.getAttribute("class")).containsExactlyElementsOf(
          verdicts);
      for (WebElement r : rows) {
        assertThat(r.findElements(By.cssSelector("svg [data-point=interval]"))).hasSize(1);
      }
      assertThat(rows.get(0).getText()).contains("slower").contains("+50.0%");

      // sorting by the change puts the unchanged benchmarks first, then the slower ones
      b.driver.findElement(By.cssSelector("#comparison th[data-col='3']")).click();
      List<String> sorted = b.driver.findElements(By.cssSelector("#comparison tbody tr"))
          .stream().map(r -> r.getAttribute("class")).toList();
      assertThat(sorted.subList(0, 20)).containsOnly("same");
      assertThat(sorted.subList(20, ROWS)).containsOnly("slower");

      // both runs are behind it: the new one's table on choosing it
      assertThat(b.driver.findElements(By.cssSelector("#summary-0 tbody tr"))).hasSize(ROWS);
      new Select(b.driver.findElement(By.id("run-select"))).selectByIndex(1);
      assertThat(b.driver.findElements(By.cssSelector("#summary-1 tbody tr"))).hasSize(ROWS);

      // the hostile parameter of row 0 is text
      assertThat(rows.get(0).getText()).contains(LargeReportBrowserTest.HOSTILE_PARAM);
      assertThat(b.driver.findElements(By.tagName("img"))).isEmpty();
      assertThat(b.consoleErrors()).isEmpty();
      b.js("window.scrollTo(0, 0)");
      b.viewport(HtmlReportBrowserTest.ARTEFACTS.resolve("compare.png"));
    }
  }

  @Test
  void twoRunsSideBySideShowEachBenchmarkOnce() throws Exception {
    Path[] runs = twoRuns();
    Path html = tmp.resolve("both.html");
    CliRun o = CliRun.command("report", runs[0].toString(), runs[1].toString(), "--html",
        html.toString());
    assertThat(o.code()).as(o.err()).isZero();
    try (Browser b = Browser.open(tmp)) {
      b.driver.get(html.toUri().toString());
      HtmlReportBrowserTest.ready(b);
      assertThat(b.consoleErrors()).isEmpty();
      List<WebElement> rows = b.driver.findElements(By.cssSelector("#side-by-side tbody tr"));
      assertThat(rows).hasSize(ROWS);
      for (WebElement r : rows) { // one interval per run
        assertThat(r.findElements(By.cssSelector("svg [data-point=interval]"))).hasSize(2);
      }
      // row 3 is 103 ns in the first run and 154.5 ns in the second
      assertThat(rows.get(3).getText()).contains("103.0 ns/op").contains("154.5 ns/op");
      assertThat(b.driver.findElements(By.cssSelector("#run-select option"))).hasSize(2);
      b.js("window.scrollTo(0, 0)");
      b.viewport(HtmlReportBrowserTest.ARTEFACTS.resolve("side-by-side.png"));
    }
  }
}
