package dev.vernier.exec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.vernier.engine.result.ResultFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;

/** Renders an {@link ExecResult}: the console table, Markdown, and JSON (schema vernier-exec/1). */
public final class ExecReport {
  public static final String SCHEMA = "vernier-exec/1";
  private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

  private ExecReport() {}

  // ---------------------------------------------------------------- JSON

  /** The result as JSON, schema {@value #SCHEMA}; times in ns, memory in bytes. */
  public static ObjectNode toJson(ExecResult result) {
    ObjectNode root = JSON.objectNode();
    root.put("schema", SCHEMA);
    ArrayNode commands = root.putArray("commands");
    for (CommandResult c : result.commands()) {
      ObjectNode cn = commands.addObject();
      cn.put("command", c.command().display());
      ArrayNode argv = cn.putArray("argv");
      c.command().argv().forEach(argv::add);
      ArrayNode runs = cn.putArray("runs");
      for (RunResult r : c.runs()) {
        ObjectNode rn = runs.addObject();
        rn.put("wallNs", r.wallNs());
        rn.put("userNs", r.userNs());
        rn.put("sysNs", r.sysNs());
        rn.put("peakRssBytes", r.peakRssBytes());
        rn.put("exitCode", r.exitCode());
      }
      cn.set("wallNs", stats(c.wall()));
      cn.set("userNs", stats(c.user()));
      cn.set("sysNs", stats(c.sys()));
      cn.set("peakRssBytes", stats(c.peakRss()));
    }
    PairedRatio.Comparison cmp = result.comparison();
    if (cmp != null) {
      ObjectNode cn = root.putObject("comparison");
      cn.put("ratioMedian", cmp.ratioMedian());
      cn.put("ciLow", cmp.interval().low());
      cn.put("ciHigh", cmp.interval().high());
      cn.put("verdict", cmp.verdict().label());
      cn.put("figure", "wallNs");
      cn.put("ciLevel", cmp.interval().level());
      cn.put("ciCoverage", cmp.coverage());
      cn.put("pairs", cmp.pairs());
      cn.put("margin", cmp.margin());
    }
    ArrayNode warnings = root.putArray("warnings");
    for (ExecWarning w : result.warnings()) {
      ObjectNode wn = warnings.addObject();
      wn.put("code", w.code());
      wn.put("severity", w.severity());
      wn.put("message", w.message());
      wn.put("fix", w.fix());
    }
    ExecSettings s = result.settings();
    ObjectNode sn = root.putObject("settings");
    sn.put("runs", s.runs());
    sn.put("warmup", s.warmup());
    if (s.prepare() != null) {
      sn.put("prepare", s.prepare().display());
    } else {
      sn.putNull("prepare");
    }
    sn.put("ignoreFailure", s.ignoreFailure());
    return root;
  }

  /** Order and moment statistics rounded to whole ns or bytes. */
  private static JsonNode stats(FigureStats f) {
    ObjectNode n = JSON.objectNode();
    n.put("min", Math.round(f.min()));
    n.put("median", Math.round(f.median()));
    n.put("mean", Math.round(f.mean()));
    n.put("max", Math.round(f.max()));
    n.put("stdDev", Math.round(f.stdDev()));
    return n;
  }

  public static String json(ExecResult result) {
    return ResultFiles.toJson(toJson(result));
  }

  public static void writeJson(Path file, ExecResult result) throws IOException {
    ResultFiles.write(file, toJson(result));
  }

  // ---------------------------------------------------------------- console table

  private static final String[] COLUMNS = {"min", "median", "mean", "max", "stdDev"};

  /** The readable report for the terminal. */
  public static String table(ExecResult result) {
    StringBuilder sb = new StringBuilder();
    List<CommandResult> cs = result.commands();
    for (int i = 0; i < cs.size(); i++) {
      CommandResult c = cs.get(i);
      String tag = cs.size() == 2 ? (i == 0 ? "A: " : "B: ") : "";
      sb.append(tag).append(c.command().display()).append(String.format(Locale.ROOT,
          "   (%d runs, %d warm-up%s)%n", c.runs().size(), result.settings().warmup(),
          c.failedRuns() > 0 ? ", " + c.failedRuns() + " failed" : ""));
      sb.append(String.format(Locale.ROOT, "  %-10s %-5s", "", ""));
      for (String col : COLUMNS) {
        sb.append(String.format(Locale.ROOT, " %10s", col));
      }
      sb.append(System.lineSeparator());
      row(sb, "wall", c.wall(), true);
      row(sb, "user", c.user(), true);
      row(sb, "sys", c.sys(), true);
      row(sb, "peak RSS", c.peakRss(), false);
      sb.append(System.lineSeparator());
    }
    PairedRatio.Comparison cmp = result.comparison();
    if (cmp != null) {
      sb.append(comparisonLine(cmp)).append(System.lineSeparator());
    }
    for (ExecWarning w : result.warnings()) {
      sb.append(String.format(Locale.ROOT, "%s %s: %s%n    fix: %s%n", w.severity(), w.code(),
          w.message(), w.fix()));
    }
    return sb.toString();
  }

  private static void row(StringBuilder sb, String name, FigureStats f, boolean time) {
    // one unit per row, chosen by its largest figure, so a row of mostly zeros still reads well
    String unit = time ? Units.timeUnit(f.max()) : Units.bytesUnit(f.max());
    DoubleFunction<String> fmt = time ? v -> Units.timeIn(v, unit) : v -> Units.bytesIn(v, unit);
    sb.append(String.format(Locale.ROOT, "  %-10s %-5s", name, unit));
    for (double v : new double[] {f.min(), f.median(), f.mean(), f.max(), f.stdDev()}) {
      sb.append(String.format(Locale.ROOT, " %10s", fmt.apply(v)));
    }
    sb.append(System.lineSeparator());
  }

  private static String comparisonLine(PairedRatio.Comparison cmp) {
    return String.format(Locale.ROOT,
        "A/B wall time (median of %d paired ratios): %.3f, %.0f%% CI [%.3f, %.3f]"
            + " -> %s (margin ±%s%%)%s",
        cmp.pairs(), cmp.ratioMedian(), cmp.interval().level() * 100, cmp.interval().low(),
        cmp.interval().high(), verdictWords(cmp), trim(cmp.margin() * 100),
        cmp.enoughPairs() ? "" : String.format(Locale.ROOT, " [coverage only %.0f%%]",
            cmp.coverage() * 100));
  }

  private static String verdictWords(PairedRatio.Comparison cmp) {
    return switch (cmp.verdict()) {
      case FASTER -> String.format(Locale.ROOT, "faster: A takes %.1f%% less time than B",
          (1 - cmp.ratioMedian()) * 100);
      case SLOWER -> String.format(Locale.ROOT, "slower: A takes %.1f%% more time than B",
          (cmp.ratioMedian() - 1) * 100);
      case SAME -> "same";
      case INCONCLUSIVE -> "inconclusive";
    };
  }

  private static String trim(double v) {
    return v == Math.rint(v) ? String.valueOf((long) v) : String.format(Locale.ROOT, "%.1f", v);
  }

  // ---------------------------------------------------------------- Markdown

  public static String markdown(ExecResult result) {
    StringBuilder sb = new StringBuilder("# vernier exec\n\n");
    List<CommandResult> cs = result.commands();
    for (int i = 0; i < cs.size(); i++) {
      CommandResult c = cs.get(i);
      String tag = cs.size() == 2 ? (i == 0 ? "A: " : "B: ") : "";
      sb.append("## ").append(tag).append('`').append(c.command().display()).append("`\n\n");
      sb.append(String.format(Locale.ROOT, "%d runs, %d warm-up.%n%n", c.runs().size(),
          result.settings().warmup()));
      sb.append("| figure | unit | min | median | mean | max | stdDev |\n");
      sb.append("|---|---|---:|---:|---:|---:|---:|\n");
      mdRow(sb, "wall", c.wall(), true);
      mdRow(sb, "user", c.user(), true);
      mdRow(sb, "sys", c.sys(), true);
      mdRow(sb, "peak RSS", c.peakRss(), false);
      sb.append('\n');
    }
    if (result.comparison() != null) {
      sb.append("## Comparison\n\n").append(comparisonLine(result.comparison())).append("\n\n");
    }
    if (!result.warnings().isEmpty()) {
      sb.append("## Warnings\n\n");
      for (ExecWarning w : result.warnings()) {
        sb.append(String.format(Locale.ROOT, "- **%s** (%s): %s Fix: %s%n", w.code(),
            w.severity(), w.message(), w.fix()));
      }
    }
    return sb.toString();
  }

  private static void mdRow(StringBuilder sb, String name, FigureStats f, boolean time) {
    // one unit per row, chosen by its largest figure, so a row of mostly zeros still reads well
    String unit = time ? Units.timeUnit(f.max()) : Units.bytesUnit(f.max());
    DoubleFunction<String> fmt = time ? v -> Units.timeIn(v, unit) : v -> Units.bytesIn(v, unit);
    sb.append("| ").append(name).append(" | ").append(unit);
    for (double v : new double[] {f.min(), f.median(), f.mean(), f.max(), f.stdDev()}) {
      sb.append(" | ").append(fmt.apply(v));
    }
    sb.append(" |\n");
  }
}
