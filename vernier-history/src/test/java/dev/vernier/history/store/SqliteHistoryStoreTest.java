package dev.vernier.history.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vernier.history.TestDatabases;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The history suite on SQLite, and what only SQLite has: the file and its default place. */
class SqliteHistoryStoreTest extends HistoryStoreContract {
  @Override
  DatabaseUrl database() throws Exception {
    return TestDatabases.sqlite(Files.createTempDirectory(dir, "db"));
  }

  @Override
  String trueLiteral() {
    return "1";
  }

  @Test
  void theDefaultDatabaseIsCreatedUnderDotVernier() throws Exception {
    DatabaseUrl db = DatabaseUrl.resolve(null, Map.of(), dir);
    assertThat(db.sqliteFile()).isEqualTo(dir.resolve(".vernier/history.db"));
    HistoryStore.open(db).close();
    assertThat(Files.size(dir.resolve(".vernier/history.db"))).isPositive();
  }

  @Test
  void theEnvironmentVariableNamesTheDatabaseAndDbOverridesIt() throws Exception {
    Map<String, String> env = Map.of(DatabaseUrl.ENVIRONMENT_VARIABLE,
        "jdbc:postgresql://db.example/history");
    assertThat(DatabaseUrl.resolve(null, env, dir).vendor()).isEqualTo(DatabaseUrl.POSTGRESQL);
    assertThat(DatabaseUrl.resolve("jdbc:sqlite:x.db", env, dir).vendor())
        .isEqualTo(DatabaseUrl.SQLITE);
  }

  @Test
  void aForeignUrlIsRefusedWithoutItsPassword() {
    assertThatThrownBy(() -> DatabaseUrl.resolve("jdbc:mysql://h/db?user=u&password=hunter2",
        Map.of(), dir))
        .isInstanceOf(HistoryException.class)
        .hasMessageContaining("--db must be jdbc:sqlite:FILE or jdbc:postgresql://HOST/DB")
        .hasMessageContaining("password=***")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("hunter2"));
  }

  @Test
  void aFileThatIsNotADatabaseIsRefusedInOneLine() throws Exception {
    Path notDb = dir.resolve("not.db");
    Files.writeString(notDb, "this is not an SQLite database, just text that is long enough");
    DatabaseUrl db = DatabaseUrl.resolve("jdbc:sqlite:" + notDb, Map.of(), dir);
    assertThatThrownBy(() -> HistoryStore.open(db))
        .isInstanceOf(HistoryException.class)
        .hasMessageStartingWith("history database jdbc:sqlite:" + notDb)
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
  }
}
