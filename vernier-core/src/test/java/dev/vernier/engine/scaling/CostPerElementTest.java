package dev.vernier.engine.scaling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.vernier.engine.discover.BenchmarkDescriptor;
import dev.vernier.engine.discover.ParamSpec;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Evidence;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.Identity;
import dev.vernier.engine.result.MemoryFigures;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.RunFacts;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Samples;
import dev.vernier.engine.result.Scaling;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.result.TimeFigures;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CostPerElementTest {
  private static BenchmarkDescriptor kernel(boolean sizeMarked, String... extraParams) {
    List<ParamSpec> params = new ArrayList<>();
    params.add(new ParamSpec("n", "I", List.of(), sizeMarked));
    for (String p : extraParams) {
      params.add(new ParamSpec(p, "Ljava/lang/String;", List.of()));
    }
    return new BenchmarkDescriptor("pkg.K", "run", "()J", false, false, null, 1, params);
  }

  private static BenchmarkResult row(String mode, double median, Double ghz, String... params) {
    Map<String, String> p = new LinkedHashMap<>();
    for (int i = 0; i < params.length; i += 2) {
      p.put(params[i], params[i + 1]);
    }
    // the fastest sample is the figure: 'median' is it, the others are noise above (or below
    // in ops/s) it, and the median of the row is deliberately elsewhere
    double noisy = "thrpt".equals(mode) ? median * 0.5 : median * 3;
    Stats st = new Stats(3, median, noisy, noisy, 0, noisy, noisy, 0.999, noisy, noisy, 1.0,
        noisy, noisy);
    ForkRecord fork = new ForkRecord(1, List.of(noisy, median, noisy), 1, null, 0, 0, 0, 0L, ghz,
        0, 0, null);
    return new BenchmarkResult(new Identity("pkg.K.run" + p, "pkg.K", "run", p, mode, false,
        Identity.VERNIER, null, null), "ok", null, TimeFigures.of("ns/op", st),
        MemoryFigures.NONE, new Evidence(List.of(fork), null, List.of()), RunFacts.NONE);
  }

  private static List<BenchmarkTask> tasks(BenchmarkDescriptor d) {
    return List.of(new BenchmarkTask(d, Map.of("n", "1"), "avgt"));
  }

  @Test
  void linearKernelHasAStableSlopeAndFitsOn() {
    // 30 ns of call overhead plus 1.5 ns per element
    RunResult run = Samples.run(row("avgt", 1530, 3.0, "n", "1000"),
        row("avgt", 3030, 3.0, "n", "2000"), row("avgt", 6030, 3.0, "n", "4000"),
        row("avgt", 12030, 3.0, "n", "8000"));
    List<Scaling> s = CostPerElement.of(run, tasks(kernel(true)), null);
    assertThat(s).hasSize(1);
    Scaling k = s.get(0);
    assertThat(k.benchmark()).isEqualTo("pkg.K.run");
    assertThat(k.param()).isEqualTo("n");
    assertThat(k.unit()).isEqualTo("ns");
    assertThat(k.slopes()).containsExactly(1.5, 1.5, 1.5); // overhead cancelled
    assertThat(k.perElement()).isEqualTo(1.5);
    assertThat(k.cyclesPerElement()).isCloseTo(4.5, within(1e-9)); // forks' 3.0 GHz
    assertThat(k.complexity()).isEqualTo("O(n)");
    assertThat(k.fitRms()).isLessThan(0.02);
    assertThat(k.sizes()).containsExactly(1000.0, 2000.0, 4000.0, 8000.0);
  }

  @Test
  void quadraticKernelFitsOn2AndItsSlopeGrows() {
    RunResult run = Samples.run(row("avgt", 1e6, null, "n", "1000"),
        row("avgt", 4e6, null, "n", "2000"), row("avgt", 16e6, null, "n", "4000"));
    Scaling k = CostPerElement.of(run, tasks(kernel(true)), null).get(0);
    assertThat(k.complexity()).isEqualTo("O(n^2)");
    assertThat(k.slopes()).containsExactly(3000.0, 6000.0);
    assertThat(k.perElement()).isEqualTo(4500.0);
    assertThat(k.cyclesPerElement()).as("the run's 2.9 GHz when the forks have none")
        .isCloseTo(4500 * 2.9, within(1e-6));
  }

  @Test
  void withoutAnyCalibrationThereAreNoCycles() {
    RunResult plain = Samples.run(row("avgt", 10, null, "n", "1"), row("avgt", 20, null, "n", "2"));
    RunResult run = new RunResult(plain.schema(), "x", "t", new dev.vernier.engine.result
        .Environment(plain.environment().jvm(), plain.environment().os(),
        new dev.vernier.engine.result.Environment.Cpu("cpu", 2, null, null, null, null, List.of(), null, null, null),
        List.of()),
        plain.benchmarks());
    Scaling k = CostPerElement.of(run, tasks(kernel(true)), null).get(0);
    assertThat(k.perElement()).isEqualTo(10.0);
    assertThat(k.cyclesPerElement()).isNull();
    assertThat(k.complexity()).as("two sizes fit several laws").isNull();
  }

  @Test
  void throughputIsTurnedIntoTimePerOperation() {
    RunResult run = Samples.run(row("thrpt", 1e6, null, "n", "1000"),
        row("thrpt", 5e5, null, "n", "2000"));
    Scaling k = CostPerElement.of(run, tasks(kernel(true)), null).get(0);
    assertThat(k.times()).containsExactly(1000.0, 2000.0);
    assertThat(k.perElement()).isEqualTo(1.0);
  }

  @Test
  void otherParametersGiveOneScalingEach() {
    RunResult run = Samples.run(row("avgt", 10, null, "n", "1", "kind", "a"),
        row("avgt", 20, null, "n", "2", "kind", "a"), row("avgt", 5, null, "n", "1", "kind", "b"),
        row("avgt", 7, null, "n", "2", "kind", "b"));
    List<Scaling> s = CostPerElement.of(run, tasks(kernel(true, "kind")), null);
    assertThat(s).extracting(Scaling::params).containsExactly(Map.of("kind", "a"),
        Map.of("kind", "b"));
    assertThat(s).extracting(Scaling::perElement).containsExactly(10.0, 2.0);
  }

  @Test
  void sizeParamOptionMarksAnUnannotatedParameter() {
    RunResult run = Samples.run(row("avgt", 10, null, "n", "1"), row("avgt", 30, null, "n", "2"));
    assertThat(CostPerElement.of(run, tasks(kernel(false)), null)).isEmpty();
    assertThat(CostPerElement.of(run, tasks(kernel(false)), "n")).hasSize(1);
    assertThatThrownBy(() -> CostPerElement.checkSizeParam(tasks(kernel(false)), "m"))
        .hasMessage("--size-param m: no selected benchmark has a @Param 'm'");
    Map<String, String> combo = new LinkedHashMap<>();
    combo.put("n", "1");
    combo.put("kind", "fast");
    List<BenchmarkTask> words = List.of(new BenchmarkTask(kernel(false, "kind"), combo, "avgt"));
    CostPerElement.checkSizeParam(words, "n");
    assertThatThrownBy(() -> CostPerElement.checkSizeParam(words, "kind"))
        .hasMessage("--size-param kind: pkg.K.run[n=1,kind=fast] has the value 'fast', not a positive"
            + " number");
  }

  @Test
  void resultFileHasTheScalingSectionOnlyWhenThereIsOne() throws Exception {
    RunResult run = Samples.run(row("avgt", 10, null, "n", "1"), row("avgt", 30, null, "n", "2"));
    assertThat(ResultFiles.toJson(run)).doesNotContain("\"scaling\"");
    String json = ResultFiles.toJson(CostPerElement.attach(run, tasks(kernel(true)), null));
    assertThat(json).contains("\"scaling\"").contains("\"perElement\" : 20.0");
    RunResult back = ResultFiles.mapper().readValue(json, RunResult.class);
    assertThat(back.scaling()).hasSize(1);
  }
}
