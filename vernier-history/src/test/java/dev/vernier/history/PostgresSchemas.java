package dev.vernier.history;

import dev.vernier.history.store.DatabaseUrl;
import java.util.ArrayList;
import java.util.List;

/** The PostgreSQL schemas one test made: {@link #fresh()} for each, {@link #dropAll()} after. */
public final class PostgresSchemas {
  private final List<DatabaseUrl> made = new ArrayList<>();

  public DatabaseUrl fresh() throws Exception {
    DatabaseUrl db = TestDatabases.postgresSchema();
    made.add(db);
    return db;
  }

  public void dropAll() throws Exception {
    for (DatabaseUrl db : made) {
      TestDatabases.dropPostgresSchema(db);
    }
    made.clear();
  }
}
