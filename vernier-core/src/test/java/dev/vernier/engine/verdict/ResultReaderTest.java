package dev.vernier.engine.verdict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.Samples;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultReaderTest {
  /** A real JMH 1.37 file: ParseJmh, 2 forks x 3 iterations, -prof gc. */
  static Path jmhFixture() throws Exception {
    return Path.of(ResultReaderTest.class.getResource("/jmh/jmh-1.37-avgt-gc.json").toURI());
  }

  @Test
  void readsARealJmhFile() throws Exception {
    MeasuredRun run = ResultReader.read(jmhFixture());
    assertThat(run.tool()).isEqualTo("jmh 1.37");
    assertThat(run.calibratedGHz()).isNull();
    assertThat(run.benchmarks()).extracting(MeasuredRun.Benchmark::id).containsExactly(
        "fix.ParseJmh.scan[n=100]", "fix.ParseJmh.scan[n=1000]", "fix.ParseJmh.split[n=100]",
        "fix.ParseJmh.split[n=1000]");
    MeasuredRun.Benchmark scan = run.find("fix.ParseJmh.scan[n=100]");
    assertThat(scan.unit()).isEqualTo("ns/op");
    assertThat(scan.forks()).hasSize(2);
    assertThat(scan.forks().get(0)).containsExactly(196.84483271872912, 196.46626796584786,
        194.66664159269845);
    assertThat(run.find("fix.ParseJmh.split[n=1000]").allocatedBytesPerOp()).isEqualTo(67041.2);
    assertThat(scan.allocatedBytesPerOp()).isEqualTo(0L);
  }

  @Test
  void bringsJmhUnitsToNanosecondsAndOpsPerSecond(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("j.json");
    Files.writeString(f, """
        [{"benchmark": "p.C.t", "mode": "avgt", "params": {},
          "primaryMetric": {"score": 1.5, "scoreUnit": "us/op", "rawData": [[1.5, 1.5], [1.4]]},
          "secondaryMetrics": {"\u00b7gc.alloc.rate.norm": {"score": 24.0}}},
         {"benchmark": "p.C.h", "mode": "thrpt",
          "primaryMetric": {"score": 2, "scoreUnit": "ops/ms", "rawData": [[2.0, 3.0]]}},
         {"benchmark": "p.C.s", "mode": "sample",
          "primaryMetric": {"score": 9, "scoreUnit": "ns/op",
            "rawDataHistogram": [[[[10.0, 3], [20.0, 1]], [[30.0, 1], [40.0, 5]]]]}}]
        """);
    MeasuredRun run = ResultReader.read(f);
    MeasuredRun.Benchmark t = run.find("p.C.t");
    assertThat(t.unit()).isEqualTo("ns/op");
    assertThat(t.forks().get(0)[0]).isCloseTo(1500, within(1e-9));
    assertThat(t.allocatedBytesPerOp()).isEqualTo(24L);
    MeasuredRun.Benchmark h = run.find("p.C.h");
    assertThat(h.unit()).isEqualTo("ops/s");
    assertThat(h.higherIsBetter()).isTrue();
    assertThat(h.forks().get(0)).containsExactly(2000, 3000);
    assertThat(run.find("p.C.s").forks().get(0)).containsExactly(10, 40);
  }

  @Test
  void readsAVernierFileWithItsFrequencyAndSkipsFailedRows(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("v.json");
    ResultFiles.write(f, Samples.typical());
    MeasuredRun run = ResultReader.read(f);
    assertThat(run.tool()).isEqualTo("vernier 0.1.0");
    assertThat(run.calibratedGHz()).isEqualTo(2.9);
    assertThat(run.benchmarks()).hasSize(1);
    MeasuredRun.Benchmark b = run.benchmarks().get(0);
    assertThat(b.id()).isEqualTo("pkg.ParseBench.split[n=1000]");
    assertThat(b.forks().get(0)).containsExactly(10.0, 10.5, 9.5);
    assertThat(b.forkGHz()).containsExactly(2.9);
    assertThat(b.allocatedBytesPerOp()).isEqualTo(280000L);
  }

  @Test
  void unreadableFilesSayWhyInOneLine(@TempDir Path dir) throws Exception {
    Path missing = dir.resolve("missing.json");
    assertThatThrownBy(() -> ResultReader.read(missing))
        .hasMessage(missing + ": no such file");
    Path text = Files.writeString(dir.resolve("t.json"), "hello");
    assertThatThrownBy(() -> ResultReader.read(text)).hasMessageStartingWith(text + ": not JSON")
        .message().doesNotContain("\n");
    Path other = Files.writeString(dir.resolve("o.json"), "{\"schema\": \"vernier-exec/1\"}");
    assertThatThrownBy(() -> ResultReader.read(other))
        .hasMessageContaining("neither a Vernier result").hasMessageContaining("vernier-exec/1");
    Path array = Files.writeString(dir.resolve("a.json"), "[{\"x\": 1}]");
    assertThatThrownBy(() -> ResultReader.read(array)).hasMessageContaining("not a JMH result");
    Path negative = Files.writeString(dir.resolve("n.json"), "[{\"benchmark\": \"p.C.m\","
        + " \"primaryMetric\": {\"scoreUnit\": \"ns/op\", \"rawData\": [[-1.0]]}}]");
    assertThatThrownBy(() -> ResultReader.read(negative))
        .hasMessageContaining("p.C.m has a sample that is not a positive number");
  }
}
