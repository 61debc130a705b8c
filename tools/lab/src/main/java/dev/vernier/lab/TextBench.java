package dev.vernier.lab;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Text: a regex, number formatting and two small parsers; all allocate. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class TextBench {
  String log;
  String query;
  String json;
  double value;
  Pattern timestamp;

  @Setup
  public void build() {
    log = "2026-12-01T21:04:23Z INFO fork 3 measured 120 samples in 10.2 s; "
        + "2026-12-01T21:04:33Z WARN heap grew by 64 MiB; 2026-12-01T21:04:41Z INFO done";
    query = "q=java+benchmark&page=3&size=50&sort=median&dir=asc&lang=en&debug=false&x=%20y";
    json = "{\"id\": 12345, \"name\": \"vernier\", \"tags\": [\"jmh\", \"jvm\", \"gc\"], "
        + "\"ratio\": 1.0625, \"ok\": true, \"note\": null}";
    value = 12345.678901;
    timestamp = Pattern.compile("(\\d{4})-(\\d{2})-(\\d{2})T(\\d{2}):(\\d{2}):(\\d{2})Z (\\w+)");
  }

  @Benchmark
  public int regex() {
    Matcher m = timestamp.matcher(log);
    int sum = 0;
    while (m.find()) {
      sum += Integer.parseInt(m.group(6)) + m.group(7).length();
    }
    return sum;
  }

  @Benchmark
  public String formatDouble() {
    return String.format(Locale.ROOT, "%.3f", value);
  }

  @Benchmark
  public Map<String, String> parseQuery() {
    Map<String, String> out = new HashMap<>();
    int start = 0;
    while (start < query.length()) {
      int amp = query.indexOf('&', start);
      int end = amp < 0 ? query.length() : amp;
      int eq = query.indexOf('=', start);
      if (eq > start && eq < end) {
        out.put(query.substring(start, eq), query.substring(eq + 1, end).replace('+', ' '));
      }
      start = end + 1;
    }
    return out;
  }

  @Benchmark
  public List<String> tokenizeJson() {
    List<String> tokens = new ArrayList<>();
    int i = 0;
    while (i < json.length()) {
      char c = json.charAt(i);
      if (c == '"') {
        int close = json.indexOf('"', i + 1);
        tokens.add(json.substring(i, close + 1));
        i = close + 1;
      } else if (c == '-' || Character.isLetterOrDigit(c)) {
        int j = i;
        while (j < json.length() && (Character.isLetterOrDigit(json.charAt(j))
            || json.charAt(j) == '.' || json.charAt(j) == '-')) {
          j++;
        }
        tokens.add(json.substring(i, j));
        i = j;
      } else {
        if (!Character.isWhitespace(c)) {
          tokens.add(String.valueOf(c));
        }
        i++;
      }
    }
    return tokens;
  }
}
