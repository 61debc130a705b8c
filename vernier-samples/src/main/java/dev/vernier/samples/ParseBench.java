package dev.vernier.samples;

import dev.vernier.Benchmark;
import dev.vernier.Setup;

/**
 * The three parsers of one order line from the .NET article (seed 001): split, substring with
 * indexOf, and a scan that allocates nothing. Their times are close and flip from run to run;
 * their bytes per operation are exact and never move. Each call parses 1000 lines.
 */
public class ParseBench {
  static final String LINE = "ORD-10482,742,Confirmed,145000,2024-06-15T18:32:07";

  String[] lines;

  @Setup
  void build() {
    lines = new String[1000];
    for (int i = 0; i < lines.length; i++) {
      lines[i] = new String(LINE.toCharArray()); // distinct objects, as if read from a file
    }
  }

  @Benchmark(baseline = true)
  long split() {
    long sum = 0;
    for (String line : lines) {
      String[] parts = line.split(",");
      sum += parts[0].length();
      sum += Integer.parseInt(parts[1]);
      if (parts[2].equals("Confirmed")) {
        sum += 1;
      }
      sum += Long.parseLong(parts[3]);
      sum += Integer.parseInt(parts[4].substring(11, 13));
    }
    return sum;
  }

  @Benchmark
  long substring() {
    long sum = 0;
    for (String line : lines) {
      int c1 = line.indexOf(',');
      int c2 = line.indexOf(',', c1 + 1);
      int c3 = line.indexOf(',', c2 + 1);
      int c4 = line.indexOf(',', c3 + 1);
      sum += line.substring(0, c1).length();
      sum += Integer.parseInt(line.substring(c1 + 1, c2));
      if (line.substring(c2 + 1, c3).equals("Confirmed")) {
        sum += 1;
      }
      sum += Long.parseLong(line.substring(c3 + 1, c4));
      sum += Integer.parseInt(line.substring(c4 + 12, c4 + 14));
    }
    return sum;
  }

  @Benchmark
  long scan() {
    long sum = 0;
    for (String line : lines) {
      int c1 = line.indexOf(',');
      int c2 = line.indexOf(',', c1 + 1);
      int c3 = line.indexOf(',', c2 + 1);
      int c4 = line.indexOf(',', c3 + 1);
      sum += c1;
      sum += digits(line, c1 + 1, c2);
      if (c3 - c2 - 1 == 9 && line.regionMatches(c2 + 1, "Confirmed", 0, 9)) {
        sum += 1;
      }
      sum += digits(line, c3 + 1, c4);
      sum += digits(line, c4 + 12, c4 + 14);
    }
    return sum;
  }

  private static long digits(String s, int from, int to) {
    long v = 0;
    for (int i = from; i < to; i++) {
      v = v * 10 + (s.charAt(i) - '0');
    }
    return v;
  }
}
