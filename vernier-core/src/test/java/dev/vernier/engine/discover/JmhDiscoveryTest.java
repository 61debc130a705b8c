package dev.vernier.engine.discover;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.TestSupport;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class JmhDiscoveryTest {
  private static final String PKG = "dev.vernier.jmhbench.";
  private static List<BenchmarkDescriptor> found;

  @BeforeAll
  static void scan() throws Exception {
    found = new ClasspathScanner("dev.vernier.jmhbench").scan(List.of(TestSupport.testClasses()));
  }

  private static List<BenchmarkDescriptor> named(String simpleName) {
    return found.stream().filter(b -> b.simpleName().equals(simpleName)).toList();
  }

  @Test
  void severalModesGiveSeveralRowsAndAllGivesEveryMode() {
    assertThat(named("JmhDagBench.sum")).extracting(BenchmarkDescriptor::mode)
        .containsExactly("avgt", "thrpt");
    assertThat(named("JmhDagBench.consume")).extracting(BenchmarkDescriptor::mode)
        .containsExactly("thrpt", "avgt", "sample", "ss");
    assertThat(named("JmhInvocationBench.call")).extracting(BenchmarkDescriptor::mode)
        .containsExactly("thrpt"); // JMH's default
    assertThat(found).filteredOn(b -> !b.className().endsWith("JmhAndVernier"))
        .allMatch(b -> b.source().equals("jmh"));
  }

  @Test
  void readsTheRunSettingsAndTheStatesParams() {
    BenchmarkDescriptor sum = named("JmhDagBench.sum").get(0);
    JmhFacts jmh = sum.jmh();
    assertThat(sum.operationsPerInvocation()).isEqualTo(2);
    assertThat(jmh.arguments())
        .containsExactly(PKG + "JmhDagBench$Local", "org.openjdk.jmh.infra.Blackhole");
    assertThat(sum.params()).extracting(ParamSpec::name).containsExactly("tag", "size");
    assertThat(sum.params()).extracting(ParamSpec::owner)
        .containsExactly(PKG + "JmhDagBench$Local", PKG + "JmhDagBench$Shared");
    assertThat(jmh.jvmArgsPrepend()).containsExactly("-Xss2m");
    assertThat(jmh.jvmArgsAppend()).containsExactly("-Djmhbench.appended=yes");
    assertThat(jmh.jvmArgs()).isEmpty();
    assertThat(jmh.compileCommands())
        .containsExactly("dontinline,dev/vernier/jmhbench/JmhDagBench$Local.sum");
    assertThat(jmh.hints()).isEqualTo(
        "@Fork(2) @Warmup(iterations=3, time=1) @Measurement(iterations=4)");
    assertThat(jmh.outputTimeUnit()).isEqualTo("NANOSECONDS");
    assertThat(jmh.threads()).isEqualTo(1);
    assertThat(named("JmhDagBench.consume").get(0).jmh().threads()).isEqualTo(4);
    assertThat(jmh.skipReason()).isNull();
  }

  @Test
  void inheritedBenchmarksBelongToTheConcreteSubclassOnly() {
    assertThat(found).filteredOn(b -> b.method().equals("work"))
        .extracting(BenchmarkDescriptor::simpleClassName).containsExactly("JmhInherited$Log");
  }

  @Test
  void wrongAndUnsupportedBenchmarksCarryOneLineEach() {
    assertThat(named("JmhWrong$Benches.noConstructor").get(0).jmh().invalid())
        .contains("JmhWrong$NoConstructor has no constructor without arguments: add a public one");
    assertThat(named("JmhWrong$Benches.groupOutsideGroup").get(0).jmh().invalid())
        .contains("@State(Scope.Group) class " + PKG + "JmhWrong$GroupState is used outside a"
            + " @Group: use Scope.Benchmark or Scope.Thread");
    assertThat(named("JmhWrong$Benches.benchmarkParams").get(0).jmh().unsupported())
        .endsWith("JmhWrong$Benches.benchmarkParams: JMH's BenchmarkParams as a parameter (it)"
            + " is not supported yet");
    assertThat(named("JmhWrong$Benches.aux").get(0).jmh().invalid())
        .contains("@AuxCounters class " + PKG + "JmhWrong$Counters is not @State(Scope.Thread)");
    assertThat(named("JmhWrong$Benches.grouped").get(0).jmh().invalid())
        .endsWith("JmhWrong$Benches.grouped: @GroupThreads without @Group: name its group with"
            + " @Group(\"name\"), or use @Threads");
    assertThat(named("JmhWrong$Benches.fine").get(0).jmh().skipReason()).isNull();
    assertThat(named("JmhWrong$Benches.badParam").get(0).jmh().skipReason())
        .as("a value that does not convert is found when the plan loads the class").isNull();
  }

  @Test
  void jmhGeneratedClassesAreNotBenchmarks() {
    assertThat(found).noneMatch(b -> b.className().contains("jmh_generated"));
    assertThat(found.stream().map(BenchmarkDescriptor::simpleName).collect(Collectors.toSet()))
        .contains("JmhDagBench.sum", "JmhInvocationBench.call", "JmhWrong$Benches.fine");
  }

  @Test
  void aMethodAnnotatedForBothHarnessesIsOneVernierRow() {
    assertThat(named("JmhAndVernier.both")).singleElement()
        .satisfies(b -> assertThat(b.source()).isEqualTo("vernier"));
    assertThat(named("JmhAndVernier.jmhOnly")).extracting(BenchmarkDescriptor::source)
        .containsOnly("jmh");
  }
}
