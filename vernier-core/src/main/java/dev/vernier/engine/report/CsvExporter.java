package dev.vernier.engine.report;

import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.TimeFigures;
import dev.vernier.engine.verdict.Ranking;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** One row per benchmark, raw figures in the result file's units, RFC 4180 quoting. */
public final class CsvExporter implements Exporter {
  static final String HEADER = "id,className,method,params,mode,unit,status,n,median,min,mean,"
      + "stdDev,ciLow,ciHigh,p90,p99,ratio,ratioCiLow,ratioCiHigh,allocatedBytesPerOp,"
      + "gcPer1000Ops,error,cyclesPerOp,allocRatio,gcPauseMillis,peakRssBytes,rank,rankTied,threads";

  @Override
  public String render(RunResult result) {
    StringBuilder sb = new StringBuilder(HEADER).append('\n');
    List<Ranking.Place> ranks = Ranking.recorded(result.benchmarks());
    for (int row = 0; row < result.benchmarks().size(); row++) {
      BenchmarkResult r = result.benchmarks().get(row);
      List<String> c = new ArrayList<>();
      c.add(r.id());
      c.add(r.identity().className());
      c.add(r.identity().method());
      c.add(Figures.params(r).equals("-") ? "" : Figures.params(r));
      c.add(r.identity().mode());
      c.add(r.time().unit());
      c.add(r.status());
      var s = r.time().stats();
      if (s == null) {
        for (int i = 0; i < 9; i++) {
          c.add("");
        }
      } else {
        c.add(Integer.toString(s.n()));
        for (double v : new double[] {s.median(), s.min(), s.mean(), s.stdDev(), s.ciLow(),
            s.ciHigh(), s.p90(), s.p99()}) {
          c.add(num(v));
        }
      }
      TimeFigures.Ratio ratio = r.time().ratio();
      c.add(ratio == null ? "" : num(ratio.value()));
      c.add(ratio == null ? "" : num(ratio.ciLow()));
      c.add(ratio == null ? "" : num(ratio.ciHigh()));
      Number alloc = r.memory().allocatedBytesPerOp();
      c.add(alloc == null ? "" : alloc.toString());
      c.add(num(r.memory().gcPer1000Ops()));
      c.add(r.error() == null ? "" : r.error());
      c.add(num(r.time().cyclesPerOp()));
      c.add(num(r.memory().allocRatio()));
      c.add(r.memory().gcPauseMillis() == null ? "" : r.memory().gcPauseMillis().toString());
      c.add(r.memory().peakRssBytes() == null ? "" : r.memory().peakRssBytes().toString());
      // the result file's two fields, not the table's "≈2": a number a spreadsheet can sort
      Ranking.Place place = ranks.get(row);
      c.add(place == null ? "" : Integer.toString(place.position()));
      c.add(place == null ? "" : Boolean.toString(place.tied()));
      c.add(Integer.toString(r.identity().threadCount()));
      sb.append(String.join(",", c.stream().map(CsvExporter::quote).toList())).append('\n');
    }
    return sb.toString();
  }

  private static String num(Double v) {
    return v == null ? "" : String.format(Locale.ROOT, "%.6g", v);
  }

  static String quote(String cell) {
    if (cell.contains(",") || cell.contains("\"") || cell.contains("\n")) {
      return '"' + cell.replace("\"", "\"\"") + '"';
    }
    return cell;
  }
}
