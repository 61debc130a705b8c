package dev.vernier.cli;

import dev.vernier.history.store.DatabaseUrl;
import dev.vernier.history.store.HistoryException;
import dev.vernier.history.store.HistoryStore;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --db URL}, shared by the history commands and {@code compare}. */
final class HistoryDatabase {
  @Option(names = "--db", paramLabel = "URL",
      description = "History database: jdbc:sqlite:FILE or jdbc:postgresql://HOST/DB (default:"
          + " $" + DatabaseUrl.ENVIRONMENT_VARIABLE + ", else jdbc:sqlite:"
          + DatabaseUrl.DEFAULT_FILE + ").")
  String url;

  /** Opens (creating and migrating as needed); any failure is one line, exit 2. */
  HistoryStore open() {
    try {
      return HistoryStore.open(DatabaseUrl.resolve(url, System.getenv(),
          Path.of("").toAbsolutePath()));
    } catch (HistoryException e) {
      throw new UsageException(e.getMessage());
    }
  }
}
