package dev.vernier.engine.lint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.TestSupport;
import dev.vernier.engine.discover.BenchmarkDescriptor;
import dev.vernier.engine.discover.ClasspathScanner;
import dev.vernier.engine.result.Warning;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class BytecodeLintTest {
  private static Map<String, List<String>> codesByMethod(String simpleClass) throws Exception {
    BytecodeLint lint = new BytecodeLint(ClassFiles.of(BytecodeLintTest.class.getClassLoader()));
    Map<String, List<String>> out = new TreeMap<>();
    for (BenchmarkDescriptor b : new ClasspathScanner("dev.vernier.lintbench")
        .scan(List.of(TestSupport.testClasses()))) {
      if (b.simpleClassName().equals(simpleClass)) {
        out.put(b.method(), lint.check(b).stream().map(Warning::code).toList());
      }
    }
    return out;
  }

  @Test
  void correctBenchmarksRaiseNothing() throws Exception {
    Map<String, List<String>> codes = codesByMethod("Correct");
    assertThat(codes).hasSize(16);
    assertThat(codes).allSatisfy((method, c) -> assertThat(c).as(method).isEmpty());
  }

  @Test
  void eachTrapRaisesItsCode() throws Exception {
    String discarded = BytecodeLint.RESULT_DISCARDED;
    String constant = BytecodeLint.CONSTANT_INPUT;
    assertThat(codesByMethod("Traps")).containsExactlyInAnyOrderEntriesOf(Map.ofEntries(
        Map.entry("discarded", List.of(discarded)),
        Map.entry("discardedThroughHelpers", List.of(discarded)),
        Map.entry("blackholeUnused", List.of(discarded)),
        Map.entry("constant", List.of(constant)),
        Map.entry("closedForm", List.of(constant)),
        Map.entry("constantThroughOtherClass", List.of(constant)),
        Map.entry("discardedAndConstant", List.of(discarded, constant)),
        Map.entry("recursiveConstant", List.of(constant)),
        Map.entry("storesIntoLocalArray", List.of()),
        Map.entry("concatenationDiscarded", List.of(discarded)),
        Map.entry("parsesALiteral", List.of(constant))));
  }

  @Test
  void warningNamesTheMethodAndTheFix() throws Exception {
    BytecodeLint lint = new BytecodeLint(ClassFiles.of(BytecodeLintTest.class.getClassLoader()));
    BenchmarkDescriptor b = new ClasspathScanner("dev.vernier.lintbench")
        .scan(List.of(TestSupport.testClasses())).stream()
        .filter(d -> d.qualifiedName().equals("dev.vernier.lintbench.Traps.blackholeUnused"))
        .findFirst().orElseThrow();
    Warning w = lint.check(b).get(0);
    assertThat(w.severity()).isEqualTo("warn");
    assertThat(w.message()).startsWith("Traps.blackholeUnused returns nothing and passes nothing"
        + " to its Blackhole");
    assertThat(w.fix()).contains("bh.consume");
  }

  @Test
  void unreadableCodeCountsAsInputAndEffect() {
    BytecodeLint lint = new BytecodeLint(name -> null);
    BenchmarkDescriptor b = new BenchmarkDescriptor("x.Missing", "run", "()V", false, false,
        null, 1, List.of());
    assertThat(lint.check(b)).isEmpty();
  }
}
