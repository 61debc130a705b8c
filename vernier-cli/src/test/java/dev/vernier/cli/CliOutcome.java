package dev.vernier.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** A command line run in process: its exit code, stdout and stderr. */
record CliOutcome(int code, String out, String err) {

  /** Runs {@code vernier command args...}, capturing both streams. */
  static synchronized CliOutcome run(String command, String... args) {
    PrintStream out = System.out;
    PrintStream err = System.err;
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    try {
      System.setOut(new PrintStream(o, true, StandardCharsets.UTF_8));
      System.setErr(new PrintStream(e, true, StandardCharsets.UTF_8));
      String[] full = new String[args.length + 1];
      full[0] = command;
      System.arraycopy(args, 0, full, 1, args.length);
      int code = VernierCli.execute(full);
      return new CliOutcome(code, o.toString(StandardCharsets.UTF_8),
          e.toString(StandardCharsets.UTF_8));
    } finally {
      System.setOut(out);
      System.setErr(err);
    }
  }
}
