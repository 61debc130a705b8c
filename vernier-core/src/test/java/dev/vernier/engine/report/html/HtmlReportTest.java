package dev.vernier.engine.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vernier.engine.report.WarningGroups;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Evidence;
import dev.vernier.engine.result.Identity;
import dev.vernier.engine.result.MemoryFigures;
import dev.vernier.engine.result.RunFacts;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Samples;
import dev.vernier.engine.result.TimeFigures;
import dev.vernier.engine.result.Warning;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The page as text: what the browser tests cannot see go wrong before a browser parses it. */
class HtmlReportTest {
  private static final String HOSTILE = "</script><script>alert(1)</script><!--";

  private static BenchmarkResult row(String method, Map<String, String> params, Warning... w) {
    BenchmarkResult r = Samples.okRow("pkg.B." + method + params, params);
    return new BenchmarkResult(new Identity(r.id(), "pkg.B", method, params, r.identity().mode(),
        false, Identity.VERNIER, null, null), r.status(), null,
        TimeFigures.of(r.time().unit(), r.time().stats()), MemoryFigures.NONE,
        new Evidence(r.evidence().forks(), null, List.of(w)), RunFacts.NONE);
  }

  private static String page(RunResult run, String label) {
    return HtmlReport.runs("test", List.of(new HtmlReport.Source(label, run, null)));
  }

  @Test
  void noStringFromTheFileCanEndAnElementOrStartOne() throws Exception {
    RunResult run = Samples.run(row("a", Map.of("p", HOSTILE),
        new Warning("HIGH_NOISE", "warn", HOSTILE, "<b>fix</b>")));
    String html = page(run, "run of " + HOSTILE);

    // the page's own three script elements (data, uPlot, the report's script), no more
    assertThat(count(html, "(?i)<script")).isEqualTo(3);
    assertThat(count(html, "(?i)</script")).isEqualTo(3);
    assertThat(html).doesNotContain("<!--").doesNotContain("<b>");
    assertThat(html).contains("<title>Vernier report: run of &lt;/script&gt;&lt;script&gt;"
        + "alert(1)&lt;/script&gt;&lt;!--</title>");

    // and the data still says exactly what the file said
    Matcher m = Pattern.compile("<script type=\"application/json\" id=\"vernier-data\">(.*?)"
        + "</script>", Pattern.DOTALL).matcher(html);
    assertThat(m.find()).isTrue();
    JsonNode data = new ObjectMapper().readTree(m.group(1));
    assertThat(data.toString()).contains("p=" + HOSTILE.replace("\"", "\\\""))
        .contains("<b>fix</b>");
  }

  @Test
  void aGroupOfSeveralMessagesNamesTheRowOfEach() {
    Warning wide = new Warning("HIGH_NOISE", "warn", "the interval is ±70% wide", "quiet it");
    Warning wider = new Warning("HIGH_NOISE", "warn", "the interval is ±90% wide", "quiet it");
    Warning named = new Warning("SUB_NANOSECOND", "warn", "B.c takes 0.1 ns", "fix");
    Warning named2 = new Warning("SUB_NANOSECOND", "warn", "B.d takes 0.2 ns", "fix");
    RunResult run = Samples.run(row("a", Map.of("n", "1"), wide), row("b", Map.of(), wider),
        row("c", Map.of(), named), row("d", Map.of(), named2));
    List<WarningGroups.Group> groups = WarningGroups.of(run.benchmarks());
    WarningGroups.Group noise = groups.stream().filter(g -> g.code().equals("HIGH_NOISE"))
        .findFirst().orElseThrow();
    assertThat(noise.entries()).extracting(RunViews::named).containsExactly(
        "B.a n=1: the interval is ±70% wide", "B.b: the interval is ±90% wide");
    WarningGroups.Group sub = groups.stream().filter(g -> g.code().equals("SUB_NANOSECOND"))
        .findFirst().orElseThrow();
    assertThat(sub.entries()).extracting(RunViews::named)
        .containsExactly("B.c takes 0.1 ns", "B.d takes 0.2 ns"); // they name themselves
  }

  private static int count(String text, String regex) {
    Matcher m = Pattern.compile(regex).matcher(text);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }
}
