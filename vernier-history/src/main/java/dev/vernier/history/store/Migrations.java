package dev.vernier.history.store;

import java.util.Map;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationState;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.logging.Log;
import org.flywaydb.core.api.logging.LogFactory;

/**
 * The history's schema, versioned with Flyway: {@code V<n>__*.sql} under
 * {@code dev/vernier/history/migration}, one set for SQLite and PostgreSQL, where the few words
 * their dialects spell differently are placeholders ({@link #PLACEHOLDERS}). Opening a database
 * applies what it lacks (an empty one gets everything); a database migrated by a newer Vernier is
 * refused rather than written with a schema this one does not know.
 */
final class Migrations {
  /** Flyway's bookkeeping table, named so it cannot clash with a schema's other tables. */
  static final String TABLE = "vernier_schema_history";

  /** Per dialect, the words of the migrations that differ: ${name} in a script. */
  static final Map<String, Map<String, String>> PLACEHOLDERS = Map.of(
      DatabaseUrl.SQLITE, Map.of("run_id_column", "INTEGER PRIMARY KEY AUTOINCREMENT"),
      DatabaseUrl.POSTGRESQL, Map.of("run_id_column", "BIGSERIAL PRIMARY KEY"));

  private static final Log SILENT = new Log() {
    @Override public void debug(String message) {}
    @Override public void info(String message) {}
    @Override public void warn(String message) {}
    @Override public void error(String message) {}
    @Override public void error(String message, Exception e) {}
    @Override public void notice(String message) {}
  };

  static {
    // Flyway's messages ("Migrating schema ...", version advice) are not the user's business:
    // failures reach the user as exceptions, in one line.
    LogFactory.setFallbackLogCreator(type -> SILENT);
  }

  private Migrations() {}

  /**
   * Brings the database to {@code target} ("latest" for every migration this Vernier has).
   *
   * @return the schema version after migrating
   */
  static int migrate(DataSource dataSource, DatabaseUrl db, String target)
      throws HistoryException {
    try {
      Flyway flyway = Flyway.configure(Migrations.class.getClassLoader())
          .dataSource(dataSource)
          .locations("classpath:dev/vernier/history/migration")
          .placeholders(PLACEHOLDERS.get(db.vendor()))
          .table(TABLE)
          .target(target)
          .load();
      refuseNewer(flyway, db);
      flyway.migrate();
      MigrationInfo current = flyway.info().current();
      return current == null ? 0 : Integer.parseInt(current.getVersion().getVersion());
    } catch (FlywayException e) {
      throw new HistoryException("history database " + db.display() + ": "
          + firstLine(e.getMessage()));
    }
  }

  private static void refuseNewer(Flyway flyway, DatabaseUrl db) throws HistoryException {
    MigrationInfo[] all = flyway.info().all();
    MigrationVersion newest = null;
    MigrationVersion known = null;
    for (MigrationInfo m : all) {
      boolean future = m.getState() == MigrationState.FUTURE_SUCCESS
          || m.getState() == MigrationState.FUTURE_FAILED;
      if (future && (newest == null || m.getVersion().compareTo(newest) > 0)) {
        newest = m.getVersion();
      }
      if (!future && (known == null || m.getVersion().compareTo(known) > 0)) {
        known = m.getVersion();
      }
    }
    if (newest != null) {
      throw new HistoryException("history database " + db.display() + " has schema version "
          + newest + ", newer than this Vernier knows (" + known + "): use a newer Vernier");
    }
  }

  static String firstLine(String message) {
    if (message == null) {
      return "unknown error";
    }
    String line = message.strip().lines().findFirst().orElse("unknown error");
    return line.length() > 300 ? line.substring(0, 300) + "..." : line;
  }
}
