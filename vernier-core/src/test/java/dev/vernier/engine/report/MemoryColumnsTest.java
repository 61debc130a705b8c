package dev.vernier.engine.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Identity;
import dev.vernier.engine.result.MemoryFigures;
import dev.vernier.engine.result.RunFacts;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Samples;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MemoryColumnsTest {
  private static BenchmarkResult withMemory(BenchmarkResult r, String method, Double allocRatio,
      Map<String, Double> gc, Long pause) {
    Identity i = r.identity();
    MemoryFigures m = r.memory();
    return r.withIdentity(new Identity(i.id(), i.className(), method, i.params(), i.mode(),
            i.baseline(), i.source(), i.threads(), i.group()))
        .withMemory(new MemoryFigures(m.allocatedBytesPerOp(), allocRatio, m.gcPer1000Ops(), gc,
            pause, null))
        .withRun(RunFacts.NONE);
  }

  private static RunResult result() {
    Map<String, Double> gc = new LinkedHashMap<>();
    gc.put("G1 Young Generation", 1.1577);
    gc.put("G1 Old Generation", 0.0);
    BenchmarkResult split = withMemory(Samples.okRow("pkg.ParseBench.split", Map.of()), "split", 1.0, gc,
        68L);
    BenchmarkResult scan = withMemory(Samples.okRow("pkg.ParseBench.scan", Map.of()), "scan", 0.0,
        Map.of("G1 Young Generation", 0.0, "G1 Old Generation", 0.0), 0L);
    return Samples.run(split, scan, Samples.failedRow("pkg.ParseBench.broken"));
  }

  @Test
  void onlyCollectorsThatRanGetAColumn() {
    String table = new TableExporter().render(result());
    String header = table.lines().filter(l -> l.startsWith("Benchmark")).findFirst().orElseThrow();
    assertThat(header).contains("Alloc Ratio").contains("G1 Young/1k").contains("GC pause")
        .doesNotContain("G1 Old").doesNotContain("Peak RSS");
    String split = table.lines().filter(l -> l.startsWith("ParseBench.split")).findFirst()
        .orElseThrow();
    assertThat(split).matches(".*\\|\\s+1\\.00 \\|\\s+1\\.158 \\|\\s+68 ms");
    String scan = table.lines().filter(l -> l.startsWith("ParseBench.scan") && !l.contains("FAILED")).findFirst()
        .orElseThrow();
    assertThat(scan).matches(".*\\|\\s+0\\.00 \\|\\s+0 \\|\\s+0 ms");
  }

  @Test
  void peakRssOnlyWhenAsked() {
    String table = new TableExporter(true, false).render(result());
    assertThat(table).contains("Peak RSS").contains("64.0 MiB");
  }

  @Test
  void nothingToShowNoColumns() {
    String table = new TableExporter().render(Samples.typical());
    assertThat(table).doesNotContain("Alloc Ratio").doesNotContain("/1k")
        .doesNotContain("GC pause");
  }

  @Test
  void markdownAndCsvCarryTheFiguresToo() {
    String md = new MarkdownExporter().render(result());
    assertThat(md).contains("| Alloc Ratio | G1 Young/1k | GC pause |").contains("--:|--:|--:|");
    String csv = new CsvExporter().render(result());
    assertThat(csv.lines().findFirst().orElseThrow())
        .contains(",allocRatio,gcPauseMillis,peakRssBytes");
    assertThat(csv).contains(",1.00000,68,");
  }

  @Test
  void aRareCollectionIsNotPrintedAsZero() {
    BenchmarkResult r = withMemory(Samples.okRow("pkg.ParseBench.split", Map.of()), "split", null,
        Map.of("G1 Young Generation", 0.00003), 6L);
    assertThat(new TableExporter().render(Samples.run(r))).contains("<0.0001");
  }

  @Test
  void collectorNamesAreShortened() {
    assertThat(MemoryColumns.shortName("G1 Young Generation")).isEqualTo("G1 Young");
    assertThat(MemoryColumns.shortName("ZGC Pauses")).isEqualTo("ZGC");
    assertThat(MemoryColumns.shortName("PS Scavenge")).isEqualTo("PS Scavenge");
  }
}
