package dev.vernier.cli;

import dev.vernier.history.PostgresSchemas;
import dev.vernier.history.TestDatabases;
import dev.vernier.history.store.DatabaseUrl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The history commands on a real PostgreSQL server, each test in a schema of its own. */
class HistoryPostgresCliTest extends HistoryCliContract {
  private final PostgresSchemas schemas = new PostgresSchemas();

  @Override
  DatabaseUrl database() throws Exception {
    return schemas.fresh();
  }

  @AfterEach
  void drop() throws Exception {
    schemas.dropAll();
  }

  @Test
  void aWrongPasswordIsOneLineWithoutThePassword() throws Exception {
    String wrong = TestDatabases.postgresBase().replaceAll("password=[^&]*", "password=s3cret");
    CliRun r = CliRun.of("history", "show", "x", "--db", wrong);
    r.isUsageError("password authentication failed");
    org.assertj.core.api.Assertions.assertThat(r.err()).doesNotContain("s3cret");
  }
}
