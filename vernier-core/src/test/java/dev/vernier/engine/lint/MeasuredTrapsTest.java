package dev.vernier.engine.lint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.measure.ForkMeasurement;
import dev.vernier.engine.result.Warning;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MeasuredTrapsTest {
  private static ForkResult fork(Double floor, String... compiled) {
    return new ForkResult(1, Map.of(), List.of(), List.of(1.0),
        new ForkMeasurement(1000, 1000, 0, 0, 0, 0, 0, List.of(compiled)).withEmptyFloor(floor), 0, null);
  }

  private static List<String> codes(List<Warning> w) {
    return w.stream().map(Warning::code).toList();
  }

  private static List<Warning> check(String mode, double median, int ops, Double ghz,
      ForkResult... forks) {
    return MeasuredTraps.check("B.m", mode, median, ops, ghz, List.of(forks));
  }

  @Test
  void underHalfACycleTheWorkIsGone() {
    List<Warning> w = check("avgt", 0.05, 1, null, fork(0.025));
    assertThat(codes(w)).containsExactly("SUB_NANOSECOND");
    assertThat(w.get(0).severity()).isEqualTo("warn");
    assertThat(w.get(0).message()).startsWith("B.m takes 0.050 ns per call, 0.25 clock cycles"
        + " even at 5 GHz").contains("the empty method takes 0.025 ns");
  }

  @Test
  void theCalibratedClockDecidesWhatHalfACycleIs() {
    // 0.15 ns: 0.75 cycles at 5 GHz (a few instructions), 0.3 cycles at 2 GHz (gone)
    assertThat(check("avgt", 0.15, 1, null, fork(0.01)).get(0).severity()).isEqualTo("info");
    Warning w = check("avgt", 0.15, 1, 2.0, fork(0.01)).get(0);
    assertThat(w.severity()).isEqualTo("warn");
    assertThat(w.message()).contains("0.30 clock cycles at the calibrated 2.00 GHz");
  }

  @Test
  void aFewInstructionsBelowOneNanosecondAreInfo() {
    List<Warning> w = check("avgt", 0.4, 1, null, fork(0.025));
    assertThat(codes(w)).containsExactly("SUB_NANOSECOND");
    assertThat(w.get(0).severity()).isEqualTo("info");
    assertThat(w.get(0).message()).contains("about 2.0 clock cycles at 5 GHz");
    assertThat(w.get(0).fix()).contains("@OperationsPerInvocation");
  }

  @Test
  void operationsPerInvocationCountsTheWholeCall() {
    // 0.3 ns per op over 100 ops per call is 30 ns of real work per call
    assertThat(check("avgt", 0.3, 100, null, fork(0.25))).isEmpty();
  }

  @Test
  void notAboveTheEmptyFloorOfTheSameForks() {
    List<Warning> w = check("avgt", 2.1, 1, null, fork(2.5), fork(1.8));
    assertThat(codes(w)).containsExactly("SUB_NANOSECOND");
    assertThat(w.get(0).severity()).isEqualTo("warn");
    assertThat(w.get(0).message()).contains("no more than an empty method")
        .contains("1.800 ns"); // the lowest floor of the forks
    assertThat(check("avgt", 2.5, 1, null, fork(1.8))).isEmpty();
  }

  @Test
  void throughputIsConvertedToTimePerCall() {
    assertThat(check("thrpt", 2e10, 1, null, fork(null)).get(0).severity())
        .isEqualTo("warn"); // 0.05 ns per call
    assertThat(check("thrpt", 1e8, 1, null, fork(null))).isEmpty(); // 10 ns per call
  }

  @Test
  void singleCallModesAreNotJudged() {
    assertThat(check("sample", 0.01, 1, null, fork(null))).isEmpty();
    assertThat(check("ss", 0.01, 1, null, fork(null))).isEmpty();
  }

  @Test
  void compilationsDuringMeasurementAreNamedWithTheirFork() {
    List<Warning> w = MeasuredTraps.check("B.m", "avgt", 50, 1, null, List.of(fork(1.0),
        fork(1.0, "pkg.B::m tier=4 at 812ms", "pkg.B::helper tier=3 at 790ms")));
    assertThat(codes(w)).containsExactly("JIT_DURING_MEASUREMENT");
    assertThat(w.get(0).message()).contains("compiled 2 methods the benchmark runs")
        .contains("fork 2: pkg.B::m tier=4 at 812ms; fork 2: pkg.B::helper tier=3 at 790ms");
  }

  @Test
  void manyCompilationsAreCounted() {
    List<Warning> w = MeasuredTraps.check("B.m", "avgt", 50, 1, null,
        List.of(fork(1.0, "a", "b", "c", "d", "e", "f")));
    assertThat(w.get(0).message()).contains("compiled 6").contains("; and 2 more");
  }
}
