package dev.vernier.history.store;

import dev.vernier.history.record.Fingerprint;
import dev.vernier.history.record.RunRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.postgresql.ds.PGSimpleDataSource;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * The history database: runs, their fingerprints and their benchmarks' figures, in SQLite or
 * PostgreSQL (the same SQL; the migrations differ by dialect only in placeholders). {@link #add}
 * writes all its runs in one transaction, so two {@code history add} at once both land whole, and
 * a failure leaves nothing half-written.
 */
public final class HistoryStore implements AutoCloseable {
  /** How long a writer waits for another's lock on an SQLite file before giving up. */
  private static final int SQLITE_BUSY_MILLIS = 60_000;
  private static final int CONNECT_TIMEOUT_SECONDS = 10;
  private static final String POINT_COLUMNS = "r.id, r.branch, r.commit_sha, r.started_at,"
      + " r.fingerprint_id, r.calibrated_ghz, m.benchmark_id, m.mode, m.unit, m.median, m.min,"
      + " m.ci_low, m.ci_high, m.samples, m.forks, m.fork_medians, m.fork_minima";

  private final DatabaseUrl db;
  private final Connection connection;
  private final int schemaVersion;

  private HistoryStore(DatabaseUrl db, Connection connection, int schemaVersion) {
    this.db = db;
    this.connection = connection;
    this.schemaVersion = schemaVersion;
  }

  /** Opens the database, creating it and migrating its schema to the latest as needed. */
  public static HistoryStore open(DatabaseUrl db) throws HistoryException {
    return open(db, "latest");
  }

  /** Opens and migrates to {@code target} only: an older schema, for tests of migration. */
  public static HistoryStore open(DatabaseUrl db, String target) throws HistoryException {
    DataSource source = dataSource(db);
    int version = Migrations.migrate(source, db, target);
    try {
      Connection c = source.getConnection();
      return new HistoryStore(db, c, version);
    } catch (SQLException e) {
      throw failure(db, e);
    }
  }

  private static DataSource dataSource(DatabaseUrl db) throws HistoryException {
    if (DatabaseUrl.SQLITE.equals(db.vendor())) {
      Path file = db.sqliteFile();
      try {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
          Files.createDirectories(parent);
        }
      } catch (java.io.IOException e) {
        throw new HistoryException("history database " + db.display()
            + ": cannot create its folder (" + e.getMessage() + ")");
      }
      SQLiteConfig config = new SQLiteConfig();
      config.setBusyTimeout(SQLITE_BUSY_MILLIS);
      config.enforceForeignKeys(true);
      // A writer takes the lock when its transaction begins, not at its first write, so two
      // concurrent adds queue instead of deadlocking on a lock upgrade.
      config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
      SQLiteDataSource ds = new SQLiteDataSource(config);
      ds.setUrl(db.url());
      return ds;
    }
    PGSimpleDataSource ds = new PGSimpleDataSource();
    ds.setURL(db.url());
    if (!db.url().contains("connectTimeout")) {
      ds.setConnectTimeout(CONNECT_TIMEOUT_SECONDS);
    }
    if (!db.url().contains("loginTimeout")) {
      ds.setLoginTimeout(CONNECT_TIMEOUT_SECONDS);
    }
    return ds;
  }

  public DatabaseUrl url() {
    return db;
  }

  public int schemaVersion() {
    return schemaVersion;
  }

  /** What {@link #add} did with one result file. */
  public record Added(String source, long runId, boolean duplicate, int benchmarks) {}

  /**
   * Records runs on a branch in one transaction: all of them or, on any failure, none. A file
   * already recorded (the same bytes) is not recorded twice; its entry says so.
   *
   * @param commit the commit the runs measured; null when unknown
   */
  public List<Added> add(List<RunRecord> runs, String branch, String commit)
      throws HistoryException {
    List<Added> out = new ArrayList<>();
    try {
      connection.setAutoCommit(false);
      try {
        for (RunRecord run : runs) {
          out.add(addOne(run, branch, commit));
        }
        connection.commit();
      } catch (SQLException | RuntimeException e) {
        connection.rollback();
        throw e;
      } finally {
        connection.setAutoCommit(true);
      }
    } catch (SQLException e) {
      throw failure(db, e);
    }
    return out;
  }

  private Added addOne(RunRecord run, String branch, String commit) throws SQLException {
    Optional<Long> existing = single("SELECT id FROM run WHERE content_sha256 = ?",
        run.contentSha256());
    if (existing.isPresent()) {
      return new Added(run.source(), existing.get(), true, 0);
    }
    Fingerprint f = run.fingerprint();
    update("INSERT INTO fingerprint (id, jvm, jvm_flags, gc, cpu_model, logical_cores, os)"
        + " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING", f.id(), f.jvm(),
        f.jvmFlags(), f.gc(), f.cpuModel(), f.logicalCores(), f.os());
    long runId;
    try (PreparedStatement s = connection.prepareStatement("INSERT INTO run (branch,"
        + " commit_sha, started_at, added_at, fingerprint_id, calibrated_ghz, vernier_version,"
        + " source, content_sha256) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id")) {
      bind(s, branch, commit, run.startedAt(),
          Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(), f.id(), run.calibratedGHz(),
          run.vernierVersion(), run.source(), run.contentSha256());
      try (ResultSet rs = s.executeQuery()) {
        rs.next();
        runId = rs.getLong(1);
      }
    }
    try (PreparedStatement bench = connection.prepareStatement(
            "INSERT INTO benchmark (id) VALUES (?) ON CONFLICT (id) DO NOTHING");
        PreparedStatement row = connection.prepareStatement("INSERT INTO measurement (run_id,"
            + " benchmark_id, mode, unit, median, min, ci_low, ci_high, samples, forks,"
            + " fork_medians, fork_minima, allocated_bytes_per_op, cycles_per_op)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
      for (RunRecord.Measurement m : run.measurements()) {
        bind(bench, m.benchmarkId());
        bench.addBatch();
        bind(row, runId, m.benchmarkId(), m.mode(), m.unit(), m.median(), m.min(), m.ciLow(),
            m.ciHigh(), m.samples(), m.forks(), joined(m.forkMedians()),
            joined(m.forkMinima()), m.allocatedBytesPerOp(), m.cyclesPerOp());
        row.addBatch();
      }
      bench.executeBatch();
      row.executeBatch();
    }
    return new Added(run.source(), runId, false, run.measurements().size());
  }

  /** Every benchmark id ever recorded, sorted. */
  public List<String> benchmarkIds() throws HistoryException {
    return strings("SELECT id FROM benchmark ORDER BY id");
  }

  /** Every branch with at least one run, sorted. */
  public List<String> branches() throws HistoryException {
    return strings("SELECT DISTINCT branch FROM run ORDER BY branch");
  }

  /** One benchmark's figures in every run that has it, in the order runs were added. */
  public List<StoredPoint> series(String benchmarkId) throws HistoryException {
    return points("SELECT " + POINT_COLUMNS + " FROM measurement m JOIN run r ON r.id ="
        + " m.run_id WHERE m.benchmark_id = ? ORDER BY m.run_id", benchmarkId);
  }

  /** Every benchmark's figures in the runs of one branch, by benchmark, then run order. */
  public List<StoredPoint> branch(String branch) throws HistoryException {
    return points("SELECT " + POINT_COLUMNS + " FROM run r JOIN measurement m ON m.run_id ="
        + " r.id WHERE r.branch = ? ORDER BY m.benchmark_id, r.id", branch);
  }

  /** The ids of a branch's runs in the order they were added: position = history index. */
  public List<Long> runIds(String branch) throws HistoryException {
    List<Long> ids = new ArrayList<>();
    try (PreparedStatement s = connection.prepareStatement(
        "SELECT id FROM run WHERE branch = ? ORDER BY id")) {
      s.setString(1, branch);
      try (ResultSet rs = s.executeQuery()) {
        while (rs.next()) {
          ids.add(rs.getLong(1));
        }
      }
    } catch (SQLException e) {
      throw failure(db, e);
    }
    return ids;
  }

  /**
   * The most recent runs of one benchmark on one fingerprint, any branch, newest first: the
   * evidence of its run-to-run variation on that machine.
   *
   * @param exceptContent SHA-256 of result files to leave out (the files being compared)
   */
  public List<StoredPoint> recent(String benchmarkId, String fingerprintId, int limit,
      List<String> exceptContent) throws HistoryException {
    List<Object> args = new ArrayList<>(List.of(benchmarkId, fingerprintId));
    args.addAll(exceptContent);
    String except = exceptContent.isEmpty() ? "" : " AND r.content_sha256 NOT IN ("
        + String.join(", ", java.util.Collections.nCopies(exceptContent.size(), "?")) + ")";
    return points("SELECT " + POINT_COLUMNS + " FROM measurement m JOIN run r ON r.id ="
        + " m.run_id WHERE m.benchmark_id = ? AND r.fingerprint_id = ?" + except
        + " ORDER BY m.run_id DESC LIMIT " + limit, args.toArray());
  }

  /** The fingerprint recorded under an id, if any. */
  public Optional<Fingerprint> fingerprint(String id) throws HistoryException {
    try (PreparedStatement s = connection.prepareStatement("SELECT jvm, jvm_flags, gc,"
        + " cpu_model, logical_cores, os FROM fingerprint WHERE id = ?")) {
      s.setString(1, id);
      try (ResultSet rs = s.executeQuery()) {
        if (!rs.next()) {
          return Optional.empty();
        }
        return Optional.of(new Fingerprint(id, rs.getString(1), rs.getString(2), rs.getString(3),
            rs.getString(4), rs.getInt(5), rs.getString(6)));
      }
    } catch (SQLException e) {
      throw failure(db, e);
    }
  }

  /** The number of runs recorded. */
  public long runCount() throws HistoryException {
    try {
      return single("SELECT COUNT(*) FROM run").orElse(0L);
    } catch (SQLException e) {
      throw failure(db, e);
    }
  }

  /** A plain query for tests and diagnostics (e.g. SQLite's query plan). */
  public List<String> query(String sql, Object... args) throws HistoryException {
    List<String> out = new ArrayList<>();
    try (PreparedStatement s = connection.prepareStatement(sql)) {
      bind(s, args);
      try (ResultSet rs = s.executeQuery()) {
        int columns = rs.getMetaData().getColumnCount();
        while (rs.next()) {
          List<String> cells = new ArrayList<>();
          for (int i = 1; i <= columns; i++) {
            cells.add(rs.getString(i));
          }
          out.add(String.join("|", cells));
        }
      }
    } catch (SQLException e) {
      throw failure(db, e);
    }
    return out;
  }

  private List<String> strings(String sql) throws HistoryException {
    return query(sql);
  }

  private List<StoredPoint> points(String sql, Object... args) throws HistoryException {
    List<StoredPoint> out = new ArrayList<>();
    try (PreparedStatement s = connection.prepareStatement(sql)) {
      bind(s, args);
      try (ResultSet rs = s.executeQuery()) {
        while (rs.next()) {
          out.add(new StoredPoint(rs.getLong(1), rs.getString(2), rs.getString(3),
              rs.getString(4), rs.getString(5), nullableDouble(rs, 6), rs.getString(7),
              rs.getString(8), rs.getString(9), rs.getDouble(10), nullableDouble(rs, 11),
              nullableDouble(rs, 12), nullableDouble(rs, 13), nullableInt(rs, 14),
              nullableInt(rs, 15), split(rs.getString(16)), split(rs.getString(17))));
        }
      }
    } catch (SQLException e) {
      throw failure(db, e);
    }
    return out;
  }

  private Optional<Long> single(String sql, Object... args) throws SQLException {
    try (PreparedStatement s = connection.prepareStatement(sql)) {
      bind(s, args);
      try (ResultSet rs = s.executeQuery()) {
        return rs.next() ? Optional.of(rs.getLong(1)) : Optional.empty();
      }
    }
  }

  private void update(String sql, Object... args) throws SQLException {
    try (PreparedStatement s = connection.prepareStatement(sql)) {
      bind(s, args);
      s.executeUpdate();
    }
  }

  private static void bind(PreparedStatement s, Object... args) throws SQLException {
    for (int i = 0; i < args.length; i++) {
      Object a = args[i];
      if (a == null) {
        s.setNull(i + 1, Types.NULL);
      } else if (a instanceof Double d) {
        s.setDouble(i + 1, d);
      } else if (a instanceof Integer n) {
        s.setInt(i + 1, n);
      } else if (a instanceof Long n) {
        s.setLong(i + 1, n);
      } else {
        s.setString(i + 1, a.toString());
      }
    }
  }

  /** A list of figures as one column: "1.5,1.6"; null for none recorded. */
  private static String joined(List<Double> values) {
    return values == null ? null
        : values.stream().map(String::valueOf).collect(Collectors.joining(","));
  }

  private static List<Double> split(String column) {
    return column == null || column.isBlank() ? List.of()
        : Arrays.stream(column.split(",")).map(Double::valueOf).toList();
  }

  private static Double nullableDouble(ResultSet rs, int column) throws SQLException {
    double v = rs.getDouble(column);
    return rs.wasNull() ? null : v;
  }

  private static Integer nullableInt(ResultSet rs, int column) throws SQLException {
    int v = rs.getInt(column);
    return rs.wasNull() ? null : v;
  }

  /** One line: the URL without its password, and the driver's first line. */
  static HistoryException failure(DatabaseUrl db, SQLException e) {
    return new HistoryException("history database " + db.display() + ": "
        + Migrations.firstLine(e.getMessage()));
  }

  @Override
  public void close() {
    try {
      connection.close();
    } catch (SQLException e) {
      // nothing left to do with a connection that will not close
    }
  }
}
