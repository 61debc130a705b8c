package dev.vernier.engine.report;

import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.verdict.Ranking;
import java.util.List;

/** A GitHub-flavoured Markdown table with the environment above it, for a pull request. */
public final class MarkdownExporter implements Exporter {
  @Override
  public String render(RunResult result) {
    StringBuilder sb = new StringBuilder();
    for (String line : EnvironmentText.lines(result)) {
      sb.append("- ").append(escape(line)).append('\n');
    }
    sb.append('\n');
    List<MemoryColumns.Column> extra = MemoryColumns.of(result, false);
    sb.append("| Benchmark | Params | Mode | Median | Min | Error | StdDev | n | Ratio [99.9% CI]"
        + " | Rank | Unit | Cycles/op | Alloc/op |");
    extra.forEach(c -> sb.append(' ').append(c.header()).append(" |"));
    sb.append("\n|---|---|---|--:|--:|--:|--:|--:|--:|--:|---|--:|--:|");
    extra.forEach(c -> sb.append("--:|"));
    sb.append('\n');
    List<String> ranks = Ranking.labels(result.benchmarks());
    for (int i = 0; i < result.benchmarks().size(); i++) {
      BenchmarkResult r = result.benchmarks().get(i);
      if (!r.hasFigure()) {
        sb.append("| ").append(escape(Figures.name(r))).append(" | ")
            .append(escape(Figures.params(r))).append(" | ").append(Figures.mode(r))
            .append(r.ok() ? " | " + Figures.NO_FIGURE : " | FAILED")
            .append(" | | | | | | | | | |").append(" |".repeat(extra.size()))
            .append('\n');
        continue;
      }
      Figures.Scale s = Figures.scaleOf(r);
      var st = r.time().stats();
      sb.append("| ").append(escape(Figures.name(r))).append(" | ")
          .append(escape(Figures.params(r))).append(" | ").append(Figures.mode(r)).append(" | ")
          .append(s.format(st.median())).append(" | ").append(s.format(st.min())).append(" | ")
          .append(Figures.error(s, st)).append(" | ").append(s.format(st.stdDev()))
          .append(" | ").append(st.n()).append(" | ").append(Figures.ratio(r)).append(" | ")
          .append(ranks.get(i)).append(" | ")
          .append(s.unit()).append(" | ").append(Figures.cycles(r.time().cyclesPerOp()))
          .append(" | ").append(Figures.bytes(r.memory().allocatedBytesPerOp())).append(" |");
      extra.forEach(c -> sb.append(' ').append(c.cell().apply(r)).append(" |"));
      sb.append('\n');
    }
    appendScaling(sb, result);
    StringBuilder notes = new StringBuilder();
    TableExporter.appendNotes(notes, result, true);
    if (notes.length() > 0) {
      sb.append('\n');
      for (String line : notes.toString().strip().split("\n")) {
        boolean nested = line.startsWith("  "); // a grouped warning's message or fix
        sb.append(nested ? "  - " : "- ").append(escape(line.strip())).append('\n');
      }
    }
    return sb.toString();
  }

  private static void appendScaling(StringBuilder sb, RunResult result) {
    List<String[]> rows = ScalingText.rows(result);
    if (rows.isEmpty()) {
      return;
    }
    sb.append('\n').append(ScalingText.TITLE).append("\n\n| ")
        .append(String.join(" | ", ScalingText.HEADER)).append(" |\n|");
    for (boolean right : ScalingText.RIGHT) {
      sb.append(right ? "--:|" : "---|");
    }
    sb.append('\n');
    for (String[] r : rows) {
      sb.append("| ");
      for (int i = 0; i < r.length; i++) {
        sb.append(i == 0 ? "" : " | ").append(escape(r[i]));
      }
      sb.append(" |\n");
    }
  }

  public static String escape(String s) {
    return s.replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;");
  }
}
