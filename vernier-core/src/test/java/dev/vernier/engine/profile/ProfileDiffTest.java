package dev.vernier.engine.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class ProfileDiffTest {
  /** A benchmark that calls a() then b(), at equal cost: 1000 samples. */
  static final String BASE = """
      p/B$VernierLoop.run_[j];p/B.work_[j];p/B.a_[i];java/lang/Math.sqrt_[i] 300
      p/B$VernierLoop.run_[j];p/B.work_[j];p/B.a_[i] 200
      p/B$VernierLoop.run_[j];p/B.work_[j];p/B.b_[i] 495
      p/B$VernierLoop.run_[j] 5
      """;
  /** The same with a() doing its work twice: a holds two thirds. */
  static final String SLOWER_A = """
      p/B$VernierLoop.run_[j];p/B.work_[j];p/B.a_[i];java/lang/Math.sqrt_[i] 400
      p/B$VernierLoop.run_[j];p/B.work_[j];p/B.a_[i] 267
      p/B$VernierLoop.run_[j];p/B.work_[j];p/B.b_[i] 330
      p/B$VernierLoop.run_[j] 3
      """;

  @Test
  void thePlantedMethodGrewFirstAndItsNeighbourShrank() {
    ProfileDiff d = ProfileDiff.between("cpu", CollapsedStacks.parse(BASE),
        CollapsedStacks.parse(SLOWER_A));
    assertThat(d.baseSamples()).isEqualTo(1000);
    assertThat(d.newSamples()).isEqualTo(1000);
    // a (and the sqrt it calls) grew; a's total change is the larger, so it leads
    assertThat(d.grew()).extracting(ProfileDiff.Change::frame)
        .containsExactly("p.B.a", "java.lang.Math.sqrt");
    ProfileDiff.Change a = d.grew().get(0);
    assertThat(a.baseShare()).isEqualTo(0.5);
    assertThat(a.newShare()).isEqualTo(0.667);
    assertThat(a.change()).isCloseTo(0.167, within(1e-9));
    double[] ci = ShareInterval.difference(500, 1000, 667, 1000);
    assertThat(a.changeCi().get(0)).isCloseTo(ci[0], within(1e-4));
    assertThat(a.changeCi().get(0)).isPositive();
    assertThat(d.shrank()).extracting(ProfileDiff.Change::frame).containsExactly("p.B.b");
    // work only passes its time on to a and b (not a frame to judge), the loop is the harness's
    assertThat(d.unchanged()).isZero();
  }

  @Test
  void aDiffOfAProfileWithItselfFindsNothing() {
    ProfileDiff d = ProfileDiff.between("cpu", CollapsedStacks.parse(BASE),
        CollapsedStacks.parse(BASE));
    assertThat(d.grew()).isEmpty();
    assertThat(d.shrank()).isEmpty();
  }

  @Test
  void aChangeWithinTheSamplingErrorIsNotListed() {
    // 50% to 55% of 100 samples: Newcombe's interval is about -8.7 to +18.3 points
    ProfileDiff d = ProfileDiff.between("cpu", CollapsedStacks.parse("m;x 50\nm;y 50\n"),
        CollapsedStacks.parse("m;x 55\nm;y 45\n"));
    assertThat(d.grew()).isEmpty();
    assertThat(d.shrank()).isEmpty();
    assertThat(d.unchanged()).isEqualTo(2);
  }

  @Test
  void theFlameGraphColoursWhatGrewAndEscapesNames() {
    String hostile = "p/X.<script>alert(1)</script>";
    ProfileDiff d = ProfileDiff.between("cpu", CollapsedStacks.parse(BASE + hostile + " 1\n"),
        CollapsedStacks.parse(SLOWER_A));
    String page = DiffFlameGraph.html(d, "diff of <b>");
    assertThat(page).startsWith("<!DOCTYPE html>").endsWith("</html>\n")
        .doesNotContain("<script").doesNotContain("<b>").contains("diff of &lt;b&gt;");
    // the planted method's box is red, its neighbour's blue, the benchmark's beige
    assertThat(box(page, "B.a")).contains("hsl(0,");
    assertThat(box(page, "B.b")).contains("hsl(215,");
    assertThat(box(page, "B.work")).contains("#eee8d5");
  }

  private static String box(String page, String label) {
    int end = page.indexOf(">" + label + "</div>");
    assertThat(end).as(label).isPositive();
    return page.substring(page.lastIndexOf("<div", end), end);
  }
}
