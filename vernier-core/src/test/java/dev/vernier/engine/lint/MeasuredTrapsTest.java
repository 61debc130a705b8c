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
        new ForkMeasurement(1000, 1000, 0, 0, 0, 0, 0, List.of(compiled), floor), 0, null);
  }

  private static List<String> codes(List<Warning> w) {
    return w.stream().map(Warning::code).toList();
  }

  @Test
  void belowOneNanosecondPerCall() {
    List<Warning> w = MeasuredTraps.check("B.m", "avgt", 0.3, 1, List.of(fork(0.25)));
    assertThat(codes(w)).containsExactly("SUB_NANOSECOND");
    assertThat(w.get(0).message()).startsWith("B.m takes 0.300 ns per call, below 1 ns")
        .contains("the empty method takes 0.250 ns");
  }

  @Test
  void operationsPerInvocationCountsTheWholeCall() {
    // 0.3 ns per op over 100 ops per call is 30 ns of real work per call
    assertThat(MeasuredTraps.check("B.m", "avgt", 0.3, 100, List.of(fork(0.25)))).isEmpty();
  }

  @Test
  void notAboveTheEmptyFloorOfTheSameForks() {
    List<Warning> w = MeasuredTraps.check("B.m", "avgt", 2.1, 1, List.of(fork(2.5), fork(1.8)));
    assertThat(codes(w)).containsExactly("SUB_NANOSECOND");
    assertThat(w.get(0).message()).contains("no more than an empty method")
        .contains("1.800 ns"); // the lowest floor of the forks
    assertThat(MeasuredTraps.check("B.m", "avgt", 2.5, 1, List.of(fork(1.8)))).isEmpty();
  }

  @Test
  void throughputIsConvertedToTimePerCall() {
    assertThat(codes(MeasuredTraps.check("B.m", "thrpt", 2e9, 1, List.of(fork(null)))))
        .containsExactly("SUB_NANOSECOND"); // 0.5 ns per call
    assertThat(MeasuredTraps.check("B.m", "thrpt", 1e8, 1, List.of(fork(null)))).isEmpty();
  }

  @Test
  void singleCallModesAreNotJudged() {
    assertThat(MeasuredTraps.check("B.m", "sample", 0.1, 1, List.of(fork(null)))).isEmpty();
    assertThat(MeasuredTraps.check("B.m", "ss", 0.1, 1, List.of(fork(null)))).isEmpty();
  }

  @Test
  void compilationsDuringMeasurementAreNamedWithTheirFork() {
    List<Warning> w = MeasuredTraps.check("B.m", "avgt", 50, 1, List.of(fork(1.0),
        fork(1.0, "pkg.B::m tier=4 at 812ms", "pkg.B::helper tier=3 at 790ms")));
    assertThat(codes(w)).containsExactly("JIT_DURING_MEASUREMENT");
    assertThat(w.get(0).message()).contains("compiled 2 of its methods")
        .contains("fork 2: pkg.B::m tier=4 at 812ms; fork 2: pkg.B::helper tier=3 at 790ms");
  }

  @Test
  void manyCompilationsAreCounted() {
    List<Warning> w = MeasuredTraps.check("B.m", "avgt", 50, 1,
        List.of(fork(1.0, "a", "b", "c", "d", "e", "f")));
    assertThat(w.get(0).message()).contains("compiled 6").contains("; and 2 more");
  }
}
