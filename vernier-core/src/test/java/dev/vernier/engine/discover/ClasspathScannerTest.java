package dev.vernier.engine.discover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.vernier.engine.TestSupport;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClasspathScannerTest {
  @TempDir Path tmp;

  private static BenchmarkDescriptor find(List<BenchmarkDescriptor> all, String cls, String m) {
    return all.stream()
        .filter(b -> b.className().equals("dev.vernier.testbench." + cls) && b.method().equals(m))
        .findFirst().orElseThrow(() -> new AssertionError("not found: " + cls + "." + m));
  }

  private static void checkShapes(List<BenchmarkDescriptor> all) {
    List<BenchmarkDescriptor> shapes = all.stream()
        .filter(b -> b.className().equals("dev.vernier.testbench.Shapes")).toList();
    assertThat(shapes).extracting(BenchmarkDescriptor::method)
        .containsExactlyInAnyOrder("base", "withBlackhole", "throughput", "hundred");

    BenchmarkDescriptor base = find(all, "Shapes", "base");
    assertThat(base.baseline()).isTrue();
    assertThat(base.mode()).isNull();
    assertThat(base.operationsPerInvocation()).isEqualTo(1);
    assertThat(base.isStatic()).isFalse();
    assertThat(base.returnsVoid()).isFalse();
    assertThat(base.params()).extracting(ParamSpec::name).containsExactly("n", "s");
    assertThat(base.params().get(0).values()).containsExactly("1", "2");
    assertThat(base.params().get(0).typeDescriptor()).isEqualTo("I");
    assertThat(base.params().get(1).values()).containsExactly("a", "b", "c");
    assertThat(base.params().get(1).typeDescriptor()).isEqualTo("Ljava/lang/String;");

    BenchmarkDescriptor bh = find(all, "Shapes", "withBlackhole");
    assertThat(bh.baseline()).isFalse();
    assertThat(bh.takesBlackhole()).isTrue();
    assertThat(bh.returnsVoid()).isTrue();

    assertThat(find(all, "Shapes", "throughput").mode()).isEqualTo("THRPT");
    assertThat(find(all, "Shapes", "hundred").operationsPerInvocation()).isEqualTo(100);
  }

  @Test
  void scansTestClassesDirectory() throws Exception {
    List<BenchmarkDescriptor> all =
        new ClasspathScanner("dev.vernier.testbench").scan(List.of(TestSupport.testClasses()));
    checkShapes(all);
    assertThat(all).noneMatch(b -> b.className().startsWith("dev.vernier.badbench"));
    assertThat(all).isSortedAccordingTo(
        java.util.Comparator.comparing(BenchmarkDescriptor::className));
  }

  @Test
  void classLevelModeAndOpsApplyUnlessTheMethodSaysOtherwise() throws Exception {
    List<BenchmarkDescriptor> all =
        new ClasspathScanner("dev.vernier.testbench").scan(List.of(TestSupport.testClasses()));
    BenchmarkDescriptor inherits = find(all, "ClassModeBench", "inherits");
    assertThat(inherits.mode()).isEqualTo("SS");
    assertThat(inherits.operationsPerInvocation()).isEqualTo(10);
    BenchmarkDescriptor overrides = find(all, "ClassModeBench", "overrides");
    assertThat(overrides.mode()).isEqualTo("SAMPLE");
    assertThat(overrides.operationsPerInvocation()).isEqualTo(7);
  }

  @Test
  void enumParamWithoutValuesIsReadAsEmpty() throws Exception {
    List<BenchmarkDescriptor> all =
        new ClasspathScanner("dev.vernier.testbench").scan(List.of(TestSupport.testClasses()));
    BenchmarkDescriptor e = find(all, "EnumParamBench", "ordinal");
    assertThat(e.params().get(0).name()).isEqualTo("kind");
    assertThat(e.params().get(0).values()).isEmpty();
    assertThat(e.params().get(1).values()).containsExactly("10", "20");
  }

  @Test
  void scansAJar() throws Exception {
    Path jar = tmp.resolve("bench.jar");
    Path root = TestSupport.testClasses();
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
        Stream<Path> files = Files.walk(root.resolve("dev/vernier/testbench"))) {
      for (Path f : (Iterable<Path>) files::iterator) {
        if (Files.isRegularFile(f)) {
          out.putNextEntry(new JarEntry(root.relativize(f).toString().replace('\\', '/')));
          out.write(Files.readAllBytes(f));
          out.closeEntry();
        }
      }
    }
    List<BenchmarkDescriptor> all = new ClasspathScanner("").scan(List.of(jar));
    checkShapes(all);
    assertThat(all).allMatch(b -> b.className().startsWith("dev.vernier.testbench."));
  }

  @Test
  void packagePrefixLimitsTheScan() throws Exception {
    List<BenchmarkDescriptor> bad =
        new ClasspathScanner("dev.vernier.badbench").scan(List.of(TestSupport.testClasses()));
    assertThat(bad).isNotEmpty().allMatch(b -> b.className().startsWith("dev.vernier.badbench."));
  }

  @Test
  void missingEntryIsADiscoveryError() {
    assertThatThrownBy(() -> new ClasspathScanner("").scan(List.of(tmp.resolve("nope"))))
        .isInstanceOf(DiscoveryException.class).hasMessageContaining("does not exist");
  }

  @Test
  void corruptJarIsADiscoveryError() throws IOException {
    Path jar = tmp.resolve("broken.jar");
    try (OutputStream o = Files.newOutputStream(jar)) {
      o.write("not a zip".getBytes());
    }
    assertThatThrownBy(() -> new ClasspathScanner("").scan(List.of(jar)))
        .isInstanceOf(DiscoveryException.class).hasMessageContaining("cannot read classpath jar");
  }

  @Test
  void finalParamIsRefusedWithTheFix() throws Exception {
    Path out = Files.createDirectories(tmp.resolve("final"));
    TestSupport.compile(out, new String[] {"fp/FinalParam.java",
        "package fp; import dev.vernier.*; public class FinalParam {"
            + " @Param({\"1\"}) final int n = 1; @Benchmark int run() { return n; } }"});
    assertThatThrownBy(() -> new ClasspathScanner("").scan(List.of(out)))
        .isInstanceOf(DiscoveryException.class)
        .hasMessageContaining("fp.FinalParam.n").hasMessageContaining("final");
  }

  @Test
  void threadsOnTheMethodOverTheClassOverOne() throws Exception {
    Path out = Files.createDirectories(tmp.resolve("threads"));
    TestSupport.compile(out, new String[] {"th/Both.java",
        "package th; import dev.vernier.*; @Threads(4) public class Both {"
            + " @Benchmark int fromClass() { return 1; }"
            + " @Benchmark @Threads(2) int own() { return 2; } }"},
        new String[] {"th/Plain.java", "package th; import dev.vernier.*; public class Plain {"
            + " @Benchmark int one() { return 1; } }"});
    assertThat(new ClasspathScanner("").scan(List.of(out)))
        .extracting(BenchmarkDescriptor::simpleName, BenchmarkDescriptor::threads)
        .containsExactlyInAnyOrder(tuple("Both.fromClass", 4), tuple("Both.own", 2),
            tuple("Plain.one", 1));
    Path bad = Files.createDirectories(tmp.resolve("nothreads"));
    TestSupport.compile(bad, new String[] {"th/None.java",
        "package th; import dev.vernier.*; public class None {"
            + " @Benchmark @Threads(0) int run() { return 1; } }"});
    assertThatThrownBy(() -> new ClasspathScanner("").scan(List.of(bad)))
        .isInstanceOf(DiscoveryException.class)
        .hasMessageContaining("@Threads(0) on th.None.run: a benchmark runs on at least 1 thread");
  }

  @Test
  void sizeMarksANumericParamAndIsRefusedOnOthers() throws Exception {
    Path out = Files.createDirectories(tmp.resolve("size"));
    TestSupport.compile(out, new String[] {"sz/Sized.java",
        "package sz; import dev.vernier.*; public class Sized {"
            + " @Size @Param({\"1\", \"2\"}) int n; @Param({\"a\"}) String kind;"
            + " @Benchmark int run() { return n; } }"});
    List<ParamSpec> params = new ClasspathScanner("").scan(List.of(out)).get(0).params();
    assertThat(params).extracting(ParamSpec::name, ParamSpec::size)
        .containsExactly(tuple("n", true), tuple("kind", false));
    assertThat(params.get(0).values()).containsExactly("1", "2");
    Path bad = Files.createDirectories(tmp.resolve("badsize"));
    TestSupport.compile(bad, new String[] {"sz/Words.java",
        "package sz; import dev.vernier.*; public class Words {"
            + " @Param({\"a\"}) @Size String kind; @Benchmark int run() { return 1; } }"});
    assertThatThrownBy(() -> new ClasspathScanner("").scan(List.of(bad)))
        .isInstanceOf(DiscoveryException.class)
        .hasMessageContaining("@Size field sz.Words.kind is not a number");
  }

  @Test
  void benchmarkWithArgumentsIsRefused() throws Exception {
    Path out = Files.createDirectories(tmp.resolve("args"));
    TestSupport.compile(out, new String[] {"ar/Args.java",
        "package ar; import dev.vernier.*; public class Args {"
            + " @Benchmark int run(int x) { return x; } }"});
    assertThatThrownBy(() -> new ClasspathScanner("").scan(List.of(out)))
        .isInstanceOf(DiscoveryException.class)
        .hasMessageContaining("ar.Args.run").hasMessageContaining("parameters");
  }
}
