package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vernier.engine.env.OthersLoad;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The planted pair of issue 27, with real forks of {@code run --against}: a difference that
 * exists only under one layout, and a real one (more work).
 *
 * <p>The layout case is a model of a loop whose speed depends on where it lands, made plain: the
 * new side's loop runs a number of rounds that the JVM's own loop alignment
 * ({@code -XX:OptoLoopAlignment}, read back from HotSpot) decides, +10% at HotSpot's default of
 * 16, -10% at 8, +25% at 4, none at 2, -20% at 1. Real layout accidents are smaller and have
 * causes less easy to name; {@code tools/lab/levers.py} measures those. Unperturbed, both sides
 * run at the default alignment and the pair reads slower every time; perturbed, the draws give
 * the two sides one alignment each pair and other alignments from draw to draw, and the verdict
 * must say it does not survive. The real change (+10% rounds whatever the layout) must stay
 * slower and survive.
 */
class PlantedLayoutPairTest {
  private static final int RUNS = 2;
  private static final ObjectMapper JSON = new ObjectMapper();
  /** The pair noise within a draw up to which the layout effect must be named. */
  private static final double NAMED_UP_TO = 0.03;

  @TempDir Path tmp;

  /** The benchmark, with {@code ROUNDS} an expression for its rounds. */
  static String source(String rounds) {
    return """
        package planted;

        import com.sun.management.HotSpotDiagnosticMXBean;
        import dev.vernier.Benchmark;
        import java.lang.management.ManagementFactory;

        public class Landing {
          long seed = 42;
          final int rounds = ROUNDS;

          /** The rounds a landing costs: the JVM's loop alignment, as HotSpot reports it. */
          static int byAlignment() {
            String a = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class)
                .getVMOption("OptoLoopAlignment").getValue();
            switch (a) {
              case "16": return 1100;
              case "8": return 900;
              case "4": return 1250;
              case "2": return 1000;
              default: return 800;
            }
          }

          @Benchmark
          public long mix() {
            long x = seed;
            for (int i = 0; i < rounds; i++) {
              x ^= x << 13;
              x ^= x >>> 7;
              x *= 0x9E3779B97F4A7C15L;
            }
            return x;
          }
        }
        """.replace("ROUNDS", rounds);
  }

  private Path build(String name, String rounds) throws Exception {
    return Javac.compile(tmp, name, "planted.Landing", source(rounds));
  }

  /** The comparison row of {@code newSide} against {@code base}, perturbed or not. */
  private JsonNode compare(Path newSide, Path base, boolean perturb, int run) throws Exception {
    Path json = tmp.resolve(newSide.getFileName() + "-" + perturb + "-" + run + ".json");
    List<String> args = new ArrayList<>(List.of("--cp", newSide.toString(), "--against",
        base.toString(), "--json", json.toString()));
    if (perturb) {
      args.addAll(List.of("--perturb", "--perturb-seed", Integer.toString(run)));
    }
    args.add("Landing.mix");
    CliRun o = CliRun.command("run", args.toArray(String[]::new));
    assertThat(o.code()).as(o.err()).isIn(0, 1);
    return JSON.readTree(json.toFile()).get("benchmarks").get(0);
  }

  /**
   * The pooled standard deviation of the log-ratios of pairs within a draw (two pairs a draw, in
   * the order they ran): the noise the layout test weighs the draws against.
   */
  static double withinDrawNoise(JsonNode ratios) {
    double ss = 0;
    int df = 0;
    for (int i = 0; i + 1 < ratios.size(); i += 2) {
      double d = Math.log(ratios.get(i).asDouble()) - Math.log(ratios.get(i + 1).asDouble());
      ss += d * d / 2;
      df++;
    }
    return df == 0 ? 0 : Math.sqrt(ss / df);
  }

  @Test
  void aLayoutEffectIsSlowerUnperturbedAndDoesNotSurvivePerturbation() throws Exception {
    Path base = build("base", "1000");
    Path layout = build("layout", "byAlignment()");
    Path real = build("real", "1100");
    OthersLoad start = OthersLoad.now();
    List<String> plain = new ArrayList<>();
    List<String> perturbed = new ArrayList<>();
    List<String> realPerturbed = new ArrayList<>();
    double worstNoise = 0;
    for (int run = 1; run <= RUNS; run++) { // the conditions take turns
      plain.add(compare(layout, base, false, run).get("verdict").asText());
      JsonNode p = compare(layout, base, true, run);
      perturbed.add(p.path("survives").asText("-") + " " + p.get("note").asText());
      worstNoise = Math.max(worstNoise, withinDrawNoise(p.get("pairRatios")));
      JsonNode r = compare(real, base, true, run);
      realPerturbed.add(r.get("verdict").asText() + " " + r.path("survives").asText("-") + " "
          + r.get("note").asText());
    }
    double others = start.coresUntilNow();
    String record = String.format(Locale.ROOT, "unperturbed %s; perturbed %s; real +10%%"
        + " perturbed %s; others kept %.1f cores busy; pairs within a draw spread %.1f%%", plain,
        perturbed, realPerturbed, others, 100 * worstNoise);
    System.out.println(record); // for the record in the surefire report
    assumeTrue(OthersLoad.quiet(others) || plain.stream().allMatch("slower"::equals)
        && perturbed.stream().allMatch(s -> s.startsWith("false "))
        && realPerturbed.stream().allMatch(s -> s.startsWith("slower true")), record);
    // never a surviving claim; named a layout effect when the pairs are as quiet as this VM's
    // usual 1-2%: beside 4% pair noise the F test at 1% cannot tell -20% from +22% on two pairs
    // a draw (2026-12-04, one run in four), and the row then stays undecided, which is honest
    assertThat(perturbed).as(record).noneMatch(s -> s.startsWith("true "));
    if (worstNoise <= NAMED_UP_TO) {
      assertThat(perturbed).as(record).allMatch(s -> s.startsWith("false ")
          && s.contains("does not survive perturbation (a layout effect): "));
    } else {
      System.out.println("the layout effect's name not checked: " + record);
    }
    assertThat(plain).as(record).containsOnly("slower");
    assertThat(realPerturbed).as(record).allMatch(s -> s.startsWith("slower true ")
        && s.contains("survives perturbation: "));
  }
}
