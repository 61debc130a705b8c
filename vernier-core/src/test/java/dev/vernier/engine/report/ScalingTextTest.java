package dev.vernier.engine.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Samples;
import dev.vernier.engine.result.Scaling;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ScalingTextTest {
  private static RunResult withScaling() {
    return Samples.typical().withScaling(List.of(
        new Scaling("pkg.LinearBench.mix", "n", "ns", 1.5, 4.35, "O(n)", 0.021, Map.of(),
            List.of(1000.0, 2000.0, 4000.0), List.of(1530.0, 3030.0, 6030.0), List.of(1.5, 1.5)),
        new Scaling("pkg.Q.pairs", "n", "ns", 750.0, null, null, null, Map.of("kind", "a"),
            List.of(250.0, 500.0), List.of(1e5, 4e5), List.of(750.0))));
  }

  @Test
  void tableListsEachScalingUnderTheResults() {
    String text = new TableExporter().render(withScaling());
    List<String> lines = text.lines().toList();
    int title = lines.indexOf(ScalingText.TITLE);
    assertThat(title).isPositive();
    assertThat(lines.get(title + 1)).startsWith("Benchmark ").contains("ns/element")
        .contains("cycles/element");
    assertThat(lines.get(title + 3)).startsWith("LinearBench.mix ").contains("1000, 2000, 4000")
        .contains("1.500").contains("4.350").contains("O(n)").contains("2.1%");
    assertThat(lines.get(title + 4)).startsWith("Q.pairs kind=a").contains("750.0").endsWith("-");
  }

  @Test
  void markdownHasTheSameTable() {
    String md = new MarkdownExporter().render(withScaling());
    assertThat(md).contains("| Benchmark | Size | Sizes | ns/element | Slopes | cycles/element |"
        + " Fit | RMS |\n|---|---|---|--:|---|--:|---|--:|\n"
        + "| LinearBench.mix | n | 1000, 2000, 4000 | 1.500 | 1.500, 1.500 | 4.350 | O(n) | 2.1% |");
  }

  @Test
  void noScalingNoSection() {
    assertThat(new TableExporter().render(Samples.typical())).doesNotContain(ScalingText.TITLE);
  }
}
