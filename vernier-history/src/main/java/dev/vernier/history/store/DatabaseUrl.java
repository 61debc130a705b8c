package dev.vernier.history.store;

import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Where the history lives: {@code --db URL}, else the environment variable
 * {@value #ENVIRONMENT_VARIABLE}, else the SQLite file {@value #DEFAULT_FILE} under the working
 * directory. Only SQLite and PostgreSQL URLs are accepted: those are the two dialects the
 * migrations are written for.
 *
 * @param url the JDBC URL as given
 * @param vendor {@code sqlite} or {@code postgresql}: picks the migrations' placeholders
 */
public record DatabaseUrl(String url, String vendor) {
  public static final String ENVIRONMENT_VARIABLE = "VERNIER_HISTORY_DB";
  public static final String DEFAULT_FILE = ".vernier/history.db";
  public static final String SQLITE = "sqlite";
  public static final String POSTGRESQL = "postgresql";
  private static final Pattern SECRET = Pattern.compile("(?i)(password=)[^&;]*");
  private static final Pattern USER_INFO = Pattern.compile("(//[^/@:]*:)[^/@]*@");

  /**
   * @param option {@code --db}, null when not given
   * @param env the process environment
   * @param workingDirectory where the default database file goes
   */
  public static DatabaseUrl resolve(String option, Map<String, String> env,
      Path workingDirectory) throws HistoryException {
    String fromEnv = env.get(ENVIRONMENT_VARIABLE);
    String url = option != null ? option
        : fromEnv != null && !fromEnv.isBlank() ? fromEnv.trim()
        : "jdbc:sqlite:" + workingDirectory.resolve(DEFAULT_FILE);
    return of(url, option != null ? "--db" : fromEnv != null ? ENVIRONMENT_VARIABLE : "default");
  }

  static DatabaseUrl of(String url, String origin) throws HistoryException {
    if (url.startsWith("jdbc:sqlite:")) {
      String file = url.substring("jdbc:sqlite:".length());
      if (file.isBlank()) {
        throw new HistoryException(origin + ": jdbc:sqlite: needs a file, e.g. jdbc:sqlite:"
            + DEFAULT_FILE);
      }
      return new DatabaseUrl(url, SQLITE);
    }
    if (url.startsWith("jdbc:postgresql:")) {
      return new DatabaseUrl(url, POSTGRESQL);
    }
    throw new HistoryException(origin + " must be jdbc:sqlite:FILE or jdbc:postgresql://HOST/DB,"
        + " got '" + masked(url) + "'");
  }

  /** The SQLite file; null for PostgreSQL. Query parameters after '?' are not part of it. */
  public Path sqliteFile() {
    if (!SQLITE.equals(vendor)) {
      return null;
    }
    String rest = url.substring("jdbc:sqlite:".length());
    int q = rest.indexOf('?');
    rest = q < 0 ? rest : rest.substring(0, q);
    return rest.startsWith("file:") ? Path.of(rest.substring("file:".length())) : Path.of(rest);
  }

  /** The URL with any password replaced by ***, for messages and reports. */
  public String display() {
    return masked(url);
  }

  static String masked(String url) {
    return USER_INFO.matcher(SECRET.matcher(url).replaceAll("$1***")).replaceAll("$1***@");
  }
}
