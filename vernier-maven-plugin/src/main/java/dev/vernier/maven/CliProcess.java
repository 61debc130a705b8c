package dev.vernier.maven;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * The command line's self-contained jar, run in a JVM of its own: the same engine, options,
 * output and exit codes as {@code vernier} in a terminal, and a harness whose classpath, heap
 * and flags are not Maven's. Its arguments go through an argument file (picocli's
 * {@code @file}), so a long test classpath never meets the operating system's limit on one
 * argument, and the run can be repeated by hand.
 */
final class CliProcess {
  /** The CLI's own prefix on the one line it prints for an error or a regression. */
  static final String ERROR_PREFIX = "vernier: ";

  private CliProcess() {}

  /**
   * What the CLI ended with.
   *
   * @param exitCode the contract's exit code: 0 ok, 1 a benchmark failed, 2 bad usage or input,
   *     3 a regression beyond the threshold
   * @param lastError the last line it began with {@code vernier: }, without the prefix; null if
   *     none
   */
  record Outcome(int exitCode, String lastError) {}

  /** The java command that runs {@code jar} with the arguments in {@code argsFile}. */
  static List<String> command(Path jar, Path argsFile) {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    return List.of(java.toString(), "-jar", jar.toString(), "@" + argsFile);
  }

  /** Writes the arguments to {@code argsFile}, runs the CLI and hands each line it prints on. */
  static Outcome run(Path jar, List<String> args, Path argsFile, Consumer<String> lines)
      throws IOException, InterruptedException {
    Files.createDirectories(argsFile.toAbsolutePath().getParent());
    Files.writeString(argsFile, args.stream().map(CliProcess::quoted)
        .collect(Collectors.joining(System.lineSeparator(), "", System.lineSeparator())));
    Process process = new ProcessBuilder(command(jar, argsFile)).redirectErrorStream(true).start();
    String lastError = null;
    try (BufferedReader out = new BufferedReader(
        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line; (line = out.readLine()) != null; ) {
        lines.accept(line);
        if (line.startsWith(ERROR_PREFIX)) {
          lastError = line.substring(ERROR_PREFIX.length());
        }
      }
      return new Outcome(process.waitFor(), lastError);
    } finally {
      if (process.isAlive()) { // interrupted: the CLI kills its forks on the way out
        process.destroy();
      }
    }
  }

  /** One argument as picocli's argument file reads it back: quoted, \ and " escaped. */
  static String quoted(String arg) {
    return '"' + arg.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
  }
}
