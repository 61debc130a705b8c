package dev.vernier.cli;

import dev.vernier.history.TestDatabases;
import dev.vernier.history.store.DatabaseUrl;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The history commands on a real PostgreSQL server, each test in a schema of its own. */
class HistoryPostgresCliTest extends HistoryCliContract {
  private final List<DatabaseUrl> made = new ArrayList<>();

  @Override
  DatabaseUrl database() throws Exception {
    DatabaseUrl db = TestDatabases.postgresSchema();
    made.add(db);
    return db;
  }

  @AfterEach
  void drop() throws Exception {
    for (DatabaseUrl db : made) {
      TestDatabases.dropPostgresSchema(db);
    }
  }

  @Test
  void aWrongPasswordIsOneLineWithoutThePassword() throws Exception {
    String wrong = TestDatabases.postgresBase().replaceAll("password=[^&]*", "password=s3cret");
    CliRun r = CliRun.of("history", "show", "x", "--db", wrong);
    r.isUsageError("password authentication failed");
    org.assertj.core.api.Assertions.assertThat(r.err()).doesNotContain("s3cret");
  }
}
