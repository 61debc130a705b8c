package dev.vernier.maven;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.Benchmark;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class DiscoveryTest {
  /** Two benchmarks for the scanner to find in this module's test classes. */
  static class Twins {
    long x = 7;

    @Benchmark
    long left() {
      return x * 3;
    }

    @Benchmark
    long right() {
      return x + 3;
    }
  }

  private static Path testClasses() throws Exception {
    return Path.of(Twins.class.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  @Test
  void findsEveryBenchmarkAndSelectsWithTheCliPatterns() throws Exception {
    Discovery d = Discovery.in(List.of(testClasses()), List.of("*Twins.right"));
    String twins = Twins.class.getName();
    assertThat(d.found()).containsExactlyInAnyOrder(twins + ".left", twins + ".right");
    assertThat(d.selected()).containsExactly(twins + ".right");
  }

  @Test
  void noPatternSelectsAll() throws Exception {
    Discovery d = Discovery.in(List.of(testClasses()), List.of());
    assertThat(d.selected()).isEqualTo(d.found()).hasSize(2);
  }
}
