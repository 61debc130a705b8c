package dev.vernier.engine.report.html;

import dev.vernier.engine.report.Exporter;
import dev.vernier.engine.result.RunResult;
import java.nio.file.Path;
import java.util.List;

/** One run as the one-file HTML report ({@link HtmlReport}). */
public final class HtmlExporter implements Exporter {
  private final String generator;
  private final String label;
  private final Path dir;

  /**
   * @param generator the line under the title: which Vernier wrote it, and how
   * @param label how the page names the run
   * @param dir where the run's relative paths (profiles) are resolved; null for the current one
   */
  public HtmlExporter(String generator, String label, Path dir) {
    this.generator = generator;
    this.label = label;
    this.dir = dir;
  }

  @Override
  public String render(RunResult result) {
    return HtmlReport.runs(generator, List.of(new HtmlReport.Source(label, result, dir)));
  }
}
