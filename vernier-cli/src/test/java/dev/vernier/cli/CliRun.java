package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Runs the CLI in this JVM with stdout and stderr captured (forks are still real processes). */
record CliRun(int code, String out, String err) {
  /** {@code vernier command args...}. */
  static CliRun command(String command, String... args) {
    String[] full = new String[args.length + 1];
    full[0] = command;
    System.arraycopy(args, 0, full, 1, args.length);
    return of(full);
  }

  static synchronized CliRun of(String... args) {
    PrintStream oldOut = System.out;
    PrintStream oldErr = System.err;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code;
    try {
      System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
      System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
      code = VernierCli.execute(args);
    } finally {
      System.setOut(oldOut);
      System.setErr(oldErr);
    }
    return new CliRun(code, out.toString(StandardCharsets.UTF_8),
        err.toString(StandardCharsets.UTF_8));
  }

  /** Exit 2 with exactly one line on stderr, no stack trace. */
  void isUsageError(String expected) {
    assertThat(code).as(err).isEqualTo(2);
    List<String> lines = err.lines().filter(l -> !l.isBlank()).toList();
    assertThat(lines).as(err).hasSize(1);
    assertThat(lines.get(0)).startsWith("vernier: ").contains(expected);
    assertThat(err).doesNotContain("\tat ").doesNotContain("Exception:");
  }
}
