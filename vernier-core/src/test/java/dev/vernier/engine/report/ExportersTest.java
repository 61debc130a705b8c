package dev.vernier.engine.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Samples;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ExportersTest {
  private static RunResult tricky() {
    Map<String, String> params = new LinkedHashMap<>();
    params.put("sep", "a,\"b\"");
    params.put("pipe", "x|y");
    BenchmarkResult ok = Samples.okRow("pkg.ParseBench.split[sep=a,\"b\",pipe=x|y]", params);
    return Samples.run(ok, Samples.failedRow("pkg.ParseBench.scan"));
  }

  /** RFC 4180 reader for the test: rows of cells. */
  static List<List<String>> parseCsv(String text) {
    List<List<String>> rows = new ArrayList<>();
    List<String> row = new ArrayList<>();
    StringBuilder cell = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quoted) {
        if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
          cell.append('"');
          i++;
        } else if (c == '"') {
          quoted = false;
        } else {
          cell.append(c);
        }
      } else if (c == '"') {
        quoted = true;
      } else if (c == ',') {
        row.add(cell.toString());
        cell.setLength(0);
      } else if (c == '\n') {
        row.add(cell.toString());
        cell.setLength(0);
        rows.add(row);
        row = new ArrayList<>();
      } else {
        cell.append(c);
      }
    }
    return rows;
  }

  @Test
  void csvQuotesCommasAndQuotes() {
    String csv = new CsvExporter().render(tricky());
    List<List<String>> rows = parseCsv(csv);
    assertThat(rows).hasSize(3);
    List<String> header = rows.get(0);
    assertThat(header).contains("id", "params", "median", "error");
    for (List<String> r : rows) {
      assertThat(r).hasSameSizeAs(header);
    }
    List<String> ok = rows.get(1);
    assertThat(ok.get(header.indexOf("params"))).isEqualTo("sep=a,\"b\" pipe=x|y");
    assertThat(ok.get(header.indexOf("id"))).isEqualTo("pkg.ParseBench.split[sep=a,\"b\",pipe=x|y]");
    assertThat(ok.get(header.indexOf("status"))).isEqualTo("ok");
    assertThat(Double.parseDouble(ok.get(header.indexOf("median")))).isEqualTo(10.25);
    assertThat(ok.get(header.indexOf("allocatedBytesPerOp"))).isEqualTo("280000");
    List<String> failed = rows.get(2);
    assertThat(failed.get(header.indexOf("status"))).isEqualTo("failed");
    assertThat(failed.get(header.indexOf("median"))).isEmpty();
    assertThat(failed.get(header.indexOf("error"))).contains("boom | bad");
  }

  /** Splits a Markdown table row on unescaped pipes. */
  private static List<String> cells(String line) {
    List<String> out = new ArrayList<>();
    StringBuilder cell = new StringBuilder();
    for (int i = 1; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '\\' && i + 1 < line.length() && line.charAt(i + 1) == '|') {
        cell.append('|');
        i++;
      } else if (c == '|') {
        out.add(cell.toString().trim());
        cell.setLength(0);
      } else {
        cell.append(c);
      }
    }
    return out;
  }

  @Test
  void markdownEscapesPipesAndShowsFailures() {
    String md = new MarkdownExporter().render(tricky());
    List<String> table = md.lines().filter(l -> l.startsWith("|")).toList();
    assertThat(table).hasSize(4); // header, rule, two rows
    int columns = cells(table.get(0)).size();
    for (String l : table) {
      assertThat(cells(l)).as(l).hasSize(columns);
    }
    List<String> ok = cells(table.get(2));
    assertThat(ok.get(1)).isEqualTo("sep=a,\"b\" pipe=x|y");
    assertThat(table.get(2)).contains("x\\|y");
    List<String> failed = cells(table.get(3));
    assertThat(failed.get(0)).isEqualTo("ParseBench.scan");
    assertThat(failed).contains("FAILED");
    assertThat(md).contains("FAILED pkg.ParseBench.scan: java.lang.IllegalStateException: boom \\| bad");
    assertThat(md).contains("DEBUG_JVM");
  }

  @Test
  void tableShowsFailedRowsTheFailureLineAndWarnings() {
    String text = new TableExporter(false, true).render(tricky());
    assertThat(text).contains("JVM: OpenJDK 64-Bit Server VM 17.0.15");
    String failedRow = text.lines().filter(l -> l.contains("ParseBench.scan")
        && !l.startsWith("FAILED")).findFirst().orElseThrow();
    assertThat(failedRow).contains("FAILED");
    assertThat(text).contains("FAILED pkg.ParseBench.scan: java.lang.IllegalStateException: boom | bad");
    assertThat(text).contains("WARN RESULT_DISCARDED: ParseBench.split (sep=a,\"b\" pipe=x|y)\n"
        + "  maybe dead\n  Fix: return it\n");
    assertThat(text).contains("ERROR DEBUG_JVM");
    String okRow = text.lines().filter(l -> l.contains("ParseBench.split")
        && !l.startsWith("WARN")).findFirst().orElseThrow();
    assertThat(okRow).contains("10.25").contains("280,000 B").contains("1.00 [0.98, 1.02]");
  }

  @Test
  void figuresScaleTheUnitFromTheMedian() {
    assertThat(Figures.sig(1234.5)).isEqualTo("1,235");
    assertThat(Figures.sig(12.345)).isEqualTo("12.35");
    assertThat(Figures.sig(0.012345)).isEqualTo("0.0123");
    assertThat(Figures.bytes(280000L)).isEqualTo("280,000 B");
    assertThat(Figures.bytes(12.5)).isEqualTo("12.50 B");
    assertThat(Figures.bytes(null)).isEqualTo("-");
  }
}
