package dev.vernier.engine.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vernier.engine.TestSupport;
import dev.vernier.engine.discover.DiscoveryException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlannerTest {
  private static final String TB = "dev.vernier.testbench";
  @TempDir Path tmp;

  private static List<BenchmarkTask> plan(String prefix, List<String> patterns, RunOptions o)
      throws DiscoveryException {
    return Planner.plan(List.of(TestSupport.testClasses()), prefix, patterns, o);
  }

  private static RunOptions withParams(Map<String, List<String>> p) {
    return TestSupport.quick(1, null, Duration.ofSeconds(60), p);
  }

  private static RunOptions withMode(String mode) {
    return TestSupport.quick(1, mode, Duration.ofSeconds(60), Map.of());
  }

  @Test
  void expandsParamsIntoTasksWithIds() throws Exception {
    List<BenchmarkTask> tasks = plan(TB, List.of("Shapes.base"), withParams(Map.of()));
    assertThat(tasks).extracting(BenchmarkTask::id).containsExactly(
        "dev.vernier.testbench.Shapes.base[n=1,s=a]", "dev.vernier.testbench.Shapes.base[n=1,s=b]",
        "dev.vernier.testbench.Shapes.base[n=1,s=c]", "dev.vernier.testbench.Shapes.base[n=2,s=a]",
        "dev.vernier.testbench.Shapes.base[n=2,s=b]", "dev.vernier.testbench.Shapes.base[n=2,s=c]");
    assertThat(tasks.get(0).paramsText()).isEqualTo("n=1 s=a");
    assertThat(tasks).allMatch(t -> t.mode().equals("avgt"));
  }

  @Test
  void modeComesFromAnnotationUnlessOverridden() throws Exception {
    assertThat(plan(TB, List.of("Shapes.throughput"), withParams(Map.of())))
        .allMatch(t -> t.mode().equals("thrpt"));
    assertThat(plan(TB, List.of("ClassModeBench.inherits"), withParams(Map.of())))
        .allMatch(t -> t.mode().equals("ss"));
    assertThat(plan(TB, List.of("Shapes.throughput"), withMode("sample")))
        .allMatch(t -> t.mode().equals("sample"));
  }

  @Test
  void unknownModeIsRefused() {
    assertThatThrownBy(() -> plan(TB, List.of("QuickBench"), withMode("fast")))
        .isInstanceOf(DiscoveryException.class).hasMessageContaining("unknown mode 'fast'");
  }

  @Test
  void enumParamWithoutValuesExpandsToAllConstants() throws Exception {
    List<BenchmarkTask> tasks = plan(TB, List.of("EnumParamBench"), withParams(Map.of()));
    assertThat(tasks).extracting(BenchmarkTask::params).containsExactly(
        Map.of("kind", "RED", "size", "10"), Map.of("kind", "RED", "size", "20"),
        Map.of("kind", "GREEN", "size", "10"), Map.of("kind", "GREEN", "size", "20"),
        Map.of("kind", "BLUE", "size", "10"), Map.of("kind", "BLUE", "size", "20"));
  }

  @Test
  void paramOverrideReplacesValues() throws Exception {
    List<BenchmarkTask> tasks = plan(TB, List.of("EnumParamBench"),
        withParams(Map.of("kind", List.of("BLUE"), "size", List.of("5"))));
    assertThat(tasks).extracting(BenchmarkTask::id)
        .containsExactly("dev.vernier.testbench.EnumParamBench.ordinal[kind=BLUE,size=5]");
  }

  @Test
  void noMatchIsADiscoveryError() {
    assertThatThrownBy(() -> plan(TB, List.of("NoSuchBench"), withParams(Map.of())))
        .isInstanceOf(DiscoveryException.class).hasMessage("no benchmark matches NoSuchBench");
  }

  @Test
  void emptyClasspathIsADiscoveryError() throws Exception {
    Path empty = Files.createDirectories(tmp.resolve("empty"));
    assertThatThrownBy(() -> Planner.plan(List.of(empty), "", List.of(), withParams(Map.of())))
        .isInstanceOf(DiscoveryException.class).hasMessageContaining("no @Benchmark method");
  }

  @Test
  void unknownParamOverrideIsRefused() {
    assertThatThrownBy(() -> plan(TB, List.of("EnumParamBench"),
        withParams(Map.of("sizes", List.of("1")))))
        .isInstanceOf(DiscoveryException.class)
        .hasMessageContaining("--param sizes").hasMessageContaining("size");
  }

  @Test
  void overrideThatDoesNotConvertIsRefused() {
    assertThatThrownBy(() -> plan(TB, List.of("EnumParamBench"),
        withParams(Map.of("size", List.of("big")))))
        .isInstanceOf(DiscoveryException.class)
        .hasMessageContaining("EnumParamBench.ordinal").hasMessageContaining("'big'");
    assertThatThrownBy(() -> plan(TB, List.of("EnumParamBench"),
        withParams(Map.of("kind", List.of("PURPLE")))))
        .isInstanceOf(DiscoveryException.class).hasMessageContaining("'PURPLE'");
  }

  @Test
  void annotationValueThatDoesNotConvertIsRefused() {
    assertThatThrownBy(() -> plan("dev.vernier.badbench", List.of("BadIntParam"),
        withParams(Map.of())))
        .isInstanceOf(DiscoveryException.class)
        .hasMessageContaining("BadIntParam.run").hasMessageContaining("'twelve'")
        .hasMessageContaining("int");
  }

  @Test
  void unsupportedParamTypeIsRefused() {
    assertThatThrownBy(() -> plan("dev.vernier.badbench", List.of("UnsupportedParam"),
        withParams(Map.of())))
        .isInstanceOf(DiscoveryException.class).hasMessageContaining("not supported");
  }

  @Test
  void classThatCannotBeLoadedIsADiscoveryError() throws Exception {
    Path out = Files.createDirectories(tmp.resolve("broken"));
    TestSupport.compile(out,
        new String[] {"brk/Base.java", "package brk; public class Base {}"},
        new String[] {"brk/Helper.java", "package brk; public class Helper {}"},
        new String[] {"brk/Child.java", "package brk; import dev.vernier.*;"
            + " public class Child extends Base { @Benchmark int run() { return 1; } }"},
        new String[] {"brk/Holder.java", "package brk; import dev.vernier.*;"
            + " public class Holder { Helper h; @Benchmark int run() { return 1; } }"});
    Files.delete(out.resolve("brk/Base.class"));
    Files.delete(out.resolve("brk/Helper.class"));
    assertThatThrownBy(() -> Planner.plan(List.of(out), "", List.of("Child"),
        withParams(Map.of())))
        .isInstanceOf(DiscoveryException.class)
        .hasMessageStartingWith("cannot load benchmark class brk.Child")
        .hasMessageContaining("brk/Base");
    assertThatThrownBy(() -> Planner.plan(List.of(out), "", List.of("Holder"),
        withParams(Map.of())))
        .isInstanceOf(DiscoveryException.class)
        .hasMessageStartingWith("cannot load benchmark class brk.Holder")
        .hasMessageContaining("brk/Helper");
  }

  @Test
  void innerClassIsRefusedWithTheFix() throws Exception {
    Path out = Files.createDirectories(tmp.resolve("inner"));
    TestSupport.compile(out, new String[] {"inn/Outer.java", "package inn; import dev.vernier.*;"
        + " public class Outer { public class Inner { @Benchmark int run() { return 1; } } }"});
    assertThatThrownBy(() -> Planner.plan(List.of(out), "", List.of(), withParams(Map.of())))
        .isInstanceOf(DiscoveryException.class)
        .hasMessageContaining("inner class").hasMessageContaining("static");
  }

  @Test
  void noNoArgConstructorIsRefused() throws Exception {
    Path out = Files.createDirectories(tmp.resolve("ctor"));
    TestSupport.compile(out, new String[] {"ct/Ctor.java", "package ct; import dev.vernier.*;"
        + " public class Ctor { Ctor(int x) {} @Benchmark int run() { return 1; } }"});
    assertThatThrownBy(() -> Planner.plan(List.of(out), "", List.of(), withParams(Map.of())))
        .isInstanceOf(DiscoveryException.class)
        .hasMessageContaining("no constructor without arguments");
  }
}
