package dev.vernier.history;

import dev.vernier.history.store.DatabaseUrl;
import dev.vernier.history.store.HistoryException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Assumptions;

/**
 * The two databases the history tests run on. PostgreSQL is found through
 * {@value #POSTGRES_ENV} (a JDBC URL with user and password), else at the well-known local
 * server {@value #LOCAL_POSTGRES} that {@code .ci/run} creates. Each test gets a schema of its
 * own, dropped afterwards. When no server answers, the PostgreSQL tests are skipped with a line
 * saying so on a developer machine, and fail under CI ({@code CI=true}), whose script starts one.
 */
public final class TestDatabases {
  public static final String POSTGRES_ENV = "VERNIER_TEST_POSTGRES_URL";
  public static final String LOCAL_POSTGRES =
      "jdbc:postgresql://localhost:5432/vernier_test?user=vernier&password=vernier";

  private TestDatabases() {}

  public static DatabaseUrl sqlite(Path dir) throws HistoryException {
    return DatabaseUrl.resolve("jdbc:sqlite:" + dir.resolve("history.db"), Map.of(), dir);
  }

  /** The server's base URL, or a skipped (or, under CI, failed) test. */
  public static String postgresBase() {
    String url = System.getenv().getOrDefault(POSTGRES_ENV, LOCAL_POSTGRES);
    try (Connection c = DriverManager.getConnection(url)) {
      return url;
    } catch (SQLException e) {
      String why = "no PostgreSQL reachable at " + url.replaceAll("password=[^&]*", "password=***")
          + " (" + e.getMessage().lines().findFirst().orElse("") + "); set " + POSTGRES_ENV
          + " or run .ci/run, which installs and starts one";
      if ("true".equals(System.getenv("CI"))) {
        throw new AssertionError(why);
      }
      System.err.println("SKIPPED PostgreSQL history tests: " + why);
      Assumptions.abort(why);
      return null;
    }
  }

  /** A fresh, empty schema on the server, as a URL whose current schema it is. */
  public static DatabaseUrl postgresSchema() throws Exception {
    String base = postgresBase();
    String schema = "t_" + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
    try (Connection c = DriverManager.getConnection(base);
        Statement s = c.createStatement()) {
      s.execute("CREATE SCHEMA " + schema);
    }
    return DatabaseUrl.resolve(base + (base.contains("?") ? "&" : "?") + "currentSchema="
        + schema, Map.of(), Path.of("."));
  }

  /** Drops a schema made by {@link #postgresSchema()}. */
  public static void dropPostgresSchema(DatabaseUrl db) throws SQLException {
    String schema = db.url().replaceAll(".*currentSchema=([a-z0-9_]+).*", "$1");
    try (Connection c = DriverManager.getConnection(db.url());
        Statement s = c.createStatement()) {
      s.execute("DROP SCHEMA " + schema + " CASCADE");
    }
  }
}
