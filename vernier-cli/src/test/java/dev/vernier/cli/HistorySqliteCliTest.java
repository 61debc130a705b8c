package dev.vernier.cli;

import dev.vernier.history.TestDatabases;
import dev.vernier.history.store.DatabaseUrl;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** The history commands on SQLite, and a --db that is neither SQLite nor PostgreSQL. */
class HistorySqliteCliTest extends HistoryCliContract {
  @Override
  DatabaseUrl database() throws Exception {
    return TestDatabases.sqlite(Files.createTempDirectory(dir, "db"));
  }

  @Test
  void aForeignDatabaseUrlIsAUsageError() {
    CliRun.of("history", "show", "x", "--db", "jdbc:mysql://h/db")
        .isUsageError("--db must be jdbc:sqlite:FILE or jdbc:postgresql://HOST/DB");
  }

  @Test
  void theMinimumIsJudgedOnlyAgainstStoredRuns() {
    CliRun.of("compare", "a.json", "b.json", "--figure", "min")
        .isUsageError("--figure min needs --db");
    CliRun.of("compare", "a.json", "b.json", "--figure", "mean", "--db", "jdbc:sqlite:x.db")
        .isUsageError("--figure must be median or min, got 'mean'");
  }
}
