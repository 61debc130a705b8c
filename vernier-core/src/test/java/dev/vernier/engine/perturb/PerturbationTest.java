package dev.vernier.engine.perturb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vernier.engine.result.PerturbationDraw;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Draws are a function of the seed, the benchmark and the draw number; real JVMs take them. */
class PerturbationTest {
  private static final String ID = "pkg.Bench.method[n=10]";

  @Test
  void theSameSeedDrawsTheSameFlagsForEveryFork() {
    Perturbation a = Perturbation.parse("all", 42);
    Perturbation b = Perturbation.parse("all", 42);
    for (int fork = 1; fork <= 6; fork++) {
      assertThat(b.draw(ID, fork)).isEqualTo(a.draw(ID, fork));
    }
    assertThat(Perturbation.parse("all", 43).draw(ID, 1)).isNotEqualTo(a.draw(ID, 1));
    assertThat(a.draw("pkg.Bench.other", 1)).isNotEqualTo(a.draw(ID, 1));
  }

  @Test
  void forksShareADrawTwoByTwo() {
    Perturbation p = Perturbation.parse("all", 7);
    PerturbationDraw first = p.draw(ID, 1);
    assertThat(first.draw()).isEqualTo(1);
    assertThat(p.draw(ID, 2)).isEqualTo(first);
    PerturbationDraw third = p.draw(ID, 3);
    assertThat(third.draw()).isEqualTo(2);
    assertThat(p.draw(ID, 4)).isEqualTo(third);
    assertThat(third.seed()).isNotEqualTo(first.seed());
    Set<List<String>> flags = new HashSet<>();
    for (int fork = 1; fork <= 20; fork += 2) {
      flags.add(p.draw(ID, fork).flags());
    }
    assertThat(flags).hasSizeGreaterThan(8); // ten draws: the levers do vary
  }

  /** Draws go through a lever's values before any comes again: two draws never share one. */
  @Test
  void consecutiveDrawsCoverALeversValues() {
    for (long seed = 1; seed <= 20; seed++) {
      Perturbation p = Perturbation.parse("loop-alignment,hash-code", seed);
      Set<String> alignments = new HashSet<>();
      Set<String> hashes = new HashSet<>();
      for (int draw = 1; draw <= 5; draw++) {
        List<String> f = p.draw(ID, 2 * draw - 1).flags();
        alignments.add(f.get(0));
        if (draw <= 3) {
          hashes.add(f.get(2));
        }
      }
      assertThat(alignments).as("seed %d", seed).hasSize(5);
      assertThat(hashes).as("seed %d", seed).hasSize(3);
    }
  }

  @Test
  void onlyTheLeversAskedForArePulled() {
    PerturbationDraw d = Perturbation.parse("loop-alignment, heap-base", 1).draw(ID, 1);
    assertThat(d.flags()).hasSize(2);
    assertThat(d.flags().get(0)).matches("-XX:OptoLoopAlignment=(1|2|4|8|16)");
    assertThat(d.flags().get(1)).matches("-XX:HeapBaseMinAddress=\\d+m");
    assertThat(d.envPadding()).isZero();
    assertThat(Perturbation.parse("environment", 1).draw(ID, 1).flags()).isEmpty();
    assertThat(Perturbation.OFF.draw(ID, 1)).isNull();
  }

  @Test
  void anUnknownLeverIsRefusedWithTheList() {
    assertThatThrownBy(() -> Perturbation.parse("loop-alignment,stack", 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no perturbation lever 'stack'")
        .hasMessageContaining("loop-alignment, entry-alignment, thresholds");
  }

  /** Every draw's flags start a real JVM of this JDK: a value out of range would stop it. */
  @Test
  void drawsAreFlagsThisJvmAccepts() throws Exception {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Perturbation p = Perturbation.parse("all", 2026);
    for (int draw = 0; draw < 6; draw++) {
      List<String> cmd = new ArrayList<>(List.of(java.toString()));
      cmd.addAll(p.draw(ID, 2 * draw + 1).flags());
      cmd.add("-version");
      Process proc = new ProcessBuilder(cmd).redirectErrorStream(true).start();
      String out = new String(proc.getInputStream().readAllBytes());
      assertThat(proc.waitFor(60, TimeUnit.SECONDS)).isTrue();
      assertThat(proc.exitValue()).as("%s: %s", cmd, out).isZero();
    }
  }
}
