package dev.vernier.engine.fork;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;

/** Drains a fork's stdout and stderr so it never blocks, keeping the last lines for errors. */
final class OutputTail extends Thread {
  /** Enough for the error line above a long stack trace. */
  private static final int KEEP = 60;
  /** Lines {@link #summary} shows, and how much of each. */
  private static final int SHOWN = 4;
  private static final int LINE_CHARS = 300;
  private final InputStream in;
  private final Deque<String> lines = new ArrayDeque<>();

  OutputTail(InputStream in) {
    super("vernier-fork-output");
    this.in = in;
    setDaemon(true);
  }

  @Override
  public void run() {
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null; ) {
        synchronized (lines) {
          lines.addLast(line);
          if (lines.size() > KEEP) {
            lines.removeFirst();
          }
        }
      }
    } catch (IOException e) {
      // the fork is gone; what we have is what there is
    }
  }

  /**
   * The launcher's closing lines when the JVM cannot start: they say nothing about why, the line
   * before them does (say, "Unrecognized VM option 'Foo'").
   */
  private static boolean boilerplate(String line) {
    return line.startsWith("Error: Could not create the Java Virtual Machine")
        || line.startsWith("Error: A fatal exception has occurred");
  }

  /**
   * The fork's last lines worth reading, joined with " | ": without blank lines and stack
   * frames, and with the first line that looks like an error in front when it scrolled past
   * them; "" when the fork printed nothing.
   */
  String summary() {
    synchronized (lines) {
      Deque<String> shown = new ArrayDeque<>();
      for (String l : lines) {
        String t = l.trim();
        if (!t.isEmpty() && !stackFrame(t) && !boilerplate(t)) {
          shown.addLast(t.length() > LINE_CHARS ? t.substring(0, LINE_CHARS) + "..." : t);
          if (shown.size() > SHOWN) {
            shown.removeFirst();
          }
        }
      }
      String error = lastError();
      String cut = error.length() > LINE_CHARS ? error.substring(0, LINE_CHARS) + "..." : error;
      if (!error.isEmpty() && !shown.contains(cut)) {
        shown.addFirst(cut);
      }
      return String.join(" | ", shown);
    }
  }

  private static boolean stackFrame(String line) {
    return line.startsWith("at ") || line.startsWith("... ") && line.endsWith(" more");
  }

  /** The first line that looks like an error, or else the last line; "" when silent. */
  private String lastError() {
    synchronized (lines) {
      String last = "";
      for (String l : lines) {
        if (!l.isBlank() && !boilerplate(l.trim())) {
          last = l.trim();
        }
      }
      for (String l : lines) {
        if ((l.contains("Error") || l.contains("Exception")) && !boilerplate(l.trim())) {
          return l.trim();
        }
      }
      return last;
    }
  }
}
