package dev.vernier.engine.report.html;

import dev.vernier.engine.report.ComparisonExporter;
import dev.vernier.engine.report.html.PageData.Bar;
import dev.vernier.engine.report.html.PageData.Cell;
import dev.vernier.engine.report.html.PageData.Column;
import dev.vernier.engine.report.html.PageData.ComparisonView;
import dev.vernier.engine.report.html.PageData.Row;
import dev.vernier.engine.report.html.PageData.Table;
import dev.vernier.engine.verdict.ComparisonReport;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code compare}'s view: the console's columns, with each change's interval drawn around zero
 * and the "same" margin as a band, so a verdict can be seen to follow from its interval.
 */
final class ComparisonViews {
  private ComparisonViews() {}

  static ComparisonView of(ComparisonReport report) {
    List<String[]> text = ComparisonExporter.cells(report);
    String[] header = ComparisonExporter.columns(report.figure());
    List<Column> columns = new ArrayList<>();
    for (int i = 0; i < header.length; i++) {
      columns.add(new Column(header[i], i >= 1 && i <= 4));
    }
    double reach = report.marginPct() * 2;
    for (ComparisonReport.Row r : report.benchmarks()) {
      reach = Math.max(reach, Math.max(Math.abs(r.changeCiLow()), Math.abs(r.changeCiHigh())));
    }
    reach *= 1.1;
    List<Row> rows = new ArrayList<>();
    for (int i = 0; i < report.benchmarks().size(); i++) {
      ComparisonReport.Row r = report.benchmarks().get(i);
      String[] c = text.get(i);
      boolean min = ComparisonReport.MIN.equals(report.figure());
      List<Cell> cells = new ArrayList<>();
      cells.add(Cell.of(c[0]));
      cells.add(Cell.of(c[1], min ? r.baseMin() : r.baseMedian()));
      cells.add(Cell.of(c[2], min ? r.newMin() : r.newMedian()));
      cells.add(new Cell(c[3], r.changePct(), new Bar(r.changeCiLow(), r.changePct(),
          r.changeCiHigh(), -reach, reach, false, 0.0, report.marginPct())));
      cells.add(Cell.of(c[4], r.pValue()));
      cells.add(Cell.of(c[5]));
      cells.add(Cell.of(c[6]));
      rows.add(new Row(null, r.verdict(), cells));
    }
    return new ComparisonView(ComparisonExporter.headerLines(report), new Table(columns, rows),
        ComparisonExporter.footerLines(report));
  }
}
