package dev.vernier.history.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vernier.history.PostgresSchemas;
import dev.vernier.history.TestDatabases;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The history suite on a real PostgreSQL server, each test in a schema of its own. */
class PostgresHistoryStoreTest extends HistoryStoreContract {
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
  void aWrongPasswordFailsInOneLineWithoutThePassword() throws Exception {
    String base = TestDatabases.postgresBase();
    String wrong = base.replaceAll("password=[^&]*", "password=wrong-secret");
    DatabaseUrl db = DatabaseUrl.resolve(wrong, Map.of(), Path.of("."));
    assertThatThrownBy(() -> HistoryStore.open(db))
        .isInstanceOf(HistoryException.class)
        .hasMessageContaining("password authentication failed")
        .satisfies(e -> {
          assertThat(e.getMessage()).doesNotContain("wrong-secret").doesNotContain("\n");
          assertThat(e.getMessage()).contains("password=***");
        });
  }

  @Test
  void aServerThatIsNotThereFailsInOneLine() throws Exception {
    DatabaseUrl db = DatabaseUrl.resolve("jdbc:postgresql://127.0.0.1:1/none?connectTimeout=2",
        Map.of(), Path.of("."));
    assertThatThrownBy(() -> HistoryStore.open(db))
        .isInstanceOf(HistoryException.class)
        .hasMessageStartingWith("history database jdbc:postgresql://127.0.0.1:1/none")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
  }
}
