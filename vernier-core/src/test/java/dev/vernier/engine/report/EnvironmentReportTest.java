package dev.vernier.engine.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Samples;
import org.junit.jupiter.api.Test;

class EnvironmentReportTest {
  @Test
  void envPageNamesEveryFactAndTheWarnings() {
    String page = EnvironmentReport.render(Samples.typical().environment());
    assertThat(page).contains("JIT               tiered, C1 then C2 [HotSpot 64-Bit Tiered"
        + " Compilers]")
        .contains("Caches            L1d 48 KiB, L2 2 MiB")
        .contains("Virtualisation    none visible")
        .contains("Governor          performance")
        .contains("Turbo             off")
        .contains("Calibrated clock  2.90 GHz (readings 2.88-2.90")
        .contains("OS                Linux 6.1 amd64 (Debian GNU/Linux 12 (bookworm))")
        .contains("ERROR DEBUG_JVM: interpreted Fix: drop -Xint");
  }

  @Test
  void tableHeaderQuotesTheClockAndRowsTheirCycles() {
    RunResult r = Samples.typical();
    String table = new TableExporter().render(r);
    assertThat(table).contains("calibrated 2.90 GHz (2.88-2.90)")
        .contains("JIT: tiered, C1 then C2, assertions off, agents: none")
        .contains("Cycles/op");
    String okRow = table.lines().filter(l -> l.startsWith("ParseBench.split")).findFirst()
        .orElseThrow();
    assertThat(okRow).containsPattern("\\| +1,235 \\|"); // cyclesPerOp 1234.5
    String md = new MarkdownExporter().render(r);
    assertThat(md).contains("| Unit | Cycles/op | Alloc/op |").contains("| 1,235 |");
  }
}
