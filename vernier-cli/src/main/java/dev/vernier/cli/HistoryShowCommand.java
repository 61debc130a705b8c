package dev.vernier.cli;

import dev.vernier.engine.result.ResultFiles;
import dev.vernier.history.store.HistoryException;
import dev.vernier.history.store.HistoryStore;
import dev.vernier.history.trend.Trend;
import dev.vernier.history.trend.TrendExporter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code vernier history show PATTERN}: each matching benchmark's trend over the runs. */
@Command(name = "show", mixinStandardHelpOptions = true,
    description = "Each stored benchmark matching PATTERN (as run's patterns), run by run, one"
        + " series per environment fingerprint.")
final class HistoryShowCommand implements Callable<Integer> {
  @Parameters(paramLabel = "PATTERN", description = "Glob such as 'Parse*' or a regex.")
  String pattern;

  @Option(names = "--last", paramLabel = "N", defaultValue = "30",
      description = "Show each series' last N runs; 0 for all (default ${DEFAULT-VALUE}).")
  int last;

  @Option(names = "--json", paramLabel = "FILE", description = "Write the trend as JSON"
      + " (schema " + Trend.SCHEMA + ").")
  Path json;

  @Option(names = "--md", paramLabel = "FILE", description = "Write it as Markdown.")
  Path md;

  @Option(names = "--html", paramLabel = "FILE",
      description = "Write it as an HTML page with a chart per benchmark.")
  Path html;

  @Mixin
  HistoryDatabase db = new HistoryDatabase();

  @Mixin OverwriteOption overwrite;

  @Override
  public Integer call() {
    new OutputFiles().add("--json", json).add("--md", md).add("--html", html).check(overwrite.overwrite);
    if (last < 0) {
      throw new UsageException("--last must be 0 or more");
    }
    Trend trend;
    try (HistoryStore store = db.open()) {
      trend = Trend.of(store, pattern, last);
    } catch (HistoryException e) {
      throw new UsageException(e.getMessage());
    }
    System.out.print(TrendExporter.text(trend));
    try {
      if (json != null) {
        ResultFiles.write(json, trend);
      }
      TextFiles.write(md, TrendExporter.markdown(trend));
      TextFiles.write(html, TrendExporter.html(trend));
    } catch (IOException e) {
      throw new UsageException("cannot write: " + e.getMessage());
    }
    return ExitCodes.OK;
  }
}
