package dev.vernier.cli;

import dev.vernier.engine.report.CsvExporter;
import dev.vernier.engine.report.MarkdownExporter;
import dev.vernier.engine.report.TableExporter;
import dev.vernier.engine.report.html.HtmlReport;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.verdict.Ranking;
import dev.vernier.engine.verdict.ResultReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code vernier report RESULT...}: stored runs rendered again, as {@code run} printed them,
 * and as the HTML report, Markdown, CSV or a result file. Reads Vernier result files and JMH's
 * {@code -rf json} files (converted: {@code --json} turns a JMH file into a Vernier one).
 */
@Command(name = "report", mixinStandardHelpOptions = true,
    description = "Render stored result files again (Vernier --json or JMH -rf json): prints the"
        + " table as run printed it, and writes --html, --md, --csv or --json. Several files"
        + " are shown side by side (--html) or one after the other.")
final class ReportCommand implements Callable<Integer> {
  @Parameters(paramLabel = "RESULT", arity = "1..*", description = "Result files.")
  List<Path> files = new ArrayList<>();

  @Option(names = "--html", paramLabel = "FILE", description = "Write the one-file HTML report.")
  Path html;

  @Option(names = "--md", paramLabel = "FILE", description = "Write Markdown tables.")
  Path md;

  @Option(names = "--csv", paramLabel = "FILE", description = "Write a CSV table (one RESULT).")
  Path csv;

  @Option(names = "--json", paramLabel = "FILE",
      description = "Write the run as a Vernier result file, vernier/1 (one RESULT).")
  Path json;

  @Option(names = "--explain", description = "Under each table, each warning's evidence and fix"
      + " rather than one line per warning code.")
  boolean explain;

  @Option(names = "--rss", description = "Show each benchmark's peak resident memory.")
  boolean rss;

  @Mixin OverwriteOption overwrite;

  @Override
  public Integer call() {
    new OutputFiles().add("--html", html).add("--md", md).add("--csv", csv).add("--json", json)
        .check(overwrite.overwrite);
    if (files.size() > 1 && (csv != null || json != null)) {
      throw new UsageException((csv != null ? "--csv" : "--json") + " takes one RESULT, got "
          + files.size());
    }
    List<HtmlReport.Source> runs = new ArrayList<>();
    for (Path f : files) {
      try {
        RunResult run = ResultReader.readRun(f);
        boolean ranked = run.benchmarks().stream().anyMatch(b -> b.time().rank() != null);
        runs.add(new HtmlReport.Source(f.toString(), ranked ? run : Ranking.attach(run),
            f.toAbsolutePath().getParent()));
      } catch (ResultReader.UnreadableException e) {
        throw new UsageException(e.getMessage());
      }
    }
    boolean several = runs.size() > 1;
    StringBuilder text = new StringBuilder();
    StringBuilder markdown = new StringBuilder();
    for (HtmlReport.Source s : runs) {
      text.append(several ? "== " + s.label() + "\n" : "")
          .append(new TableExporter(rss, explain).render(s.run())).append(several ? "\n" : "");
      if (md != null) {
        markdown.append(several ? "## " + s.label() + "\n\n" : "")
            .append(new MarkdownExporter().render(s.run())).append(several ? "\n" : "");
      }
    }
    System.out.print(text);
    System.out.flush();
    try {
      if (html != null) {
        OutputFiles.write(html, HtmlReport.runs("Written by Vernier " + Version.VERSION
            + ": vernier report " + String.join(" ", files.stream().map(Path::toString)
            .toList()), runs));
      }
      if (md != null) {
        OutputFiles.write(md, markdown.toString());
      }
      if (csv != null) {
        OutputFiles.write(csv, new CsvExporter().render(runs.get(0).run()));
      }
      if (json != null) {
        ResultFiles.write(json, runs.get(0).run());
      }
    } catch (IOException e) {
      throw new UsageException("cannot write: " + e.getMessage());
    }
    return ExitCodes.OK;
  }
}
