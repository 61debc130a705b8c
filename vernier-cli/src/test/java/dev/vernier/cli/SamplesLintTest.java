package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.discover.BenchmarkDescriptor;
import dev.vernier.engine.discover.ClasspathScanner;
import dev.vernier.engine.lint.BytecodeLint;
import dev.vernier.engine.lint.ClassFiles;
import dev.vernier.engine.result.Warning;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The bundled samples are correct benchmarks, except the ones written to show a trap. */
class SamplesLintTest {
  @Test
  void onlyTheTrapSamplesRaiseLintWarnings() throws Exception {
    BytecodeLint lint = new BytecodeLint(ClassFiles.of(getClass().getClassLoader()));
    Map<String, List<String>> flagged = new TreeMap<>();
    List<BenchmarkDescriptor> all = new ClasspathScanner(DemoCommand.SAMPLES)
        .scan(List.of(DemoCommand.samplesLocation()));
    for (BenchmarkDescriptor b : all) {
      List<String> codes = lint.check(b).stream().map(Warning::code).toList();
      if (!codes.isEmpty()) {
        flagged.put(b.simpleName(), codes);
      }
    }
    assertThat(all).hasSizeGreaterThan(8);
    assertThat(flagged).containsExactlyInAnyOrderEntriesOf(Map.of(
        "DeadCodeBench.discarded", List.of("RESULT_DISCARDED"),
        "FoldingBench.constantInput", List.of("CONSTANT_INPUT"),
        "FoldingBench.closedForm", List.of("CONSTANT_INPUT")));
  }
}
