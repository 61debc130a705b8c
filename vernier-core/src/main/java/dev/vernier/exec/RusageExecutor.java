package dev.vernier.exec;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a command under a small wrapper that reads the kernel's own accounting of the finished
 * child.
 *
 * <p>Why a wrapper. The JVM cannot wait for a child itself: {@link Process} is reaped by the JDK's
 * reaper thread with {@code waitpid}, which throws the child's resource usage away, and Java 17
 * has no {@code wait4}. Reading {@code /proc/PID/stat} (utime, stime, cutime, cstime) and
 * {@code VmHWM} from {@code /proc/PID/status} races with the exit: the numbers must be read after
 * the last instruction and before the reaper removes the entry, and a short child is often gone
 * before the first read. Polling VmHWM also misses peaks between polls.
 *
 * <p>The wrapper is a dozen lines of Python run with the system {@code python3} ({@code -I -S}:
 * no site packages, no environment influence, ~10 ms to start, never timed). It starts the
 * command with {@code posix_spawnp} (vfork + exec, no shell; an error to start is reported
 * back, not mistaken for an exit code), then calls {@code wait4(pid)}, which returns the child's
 * {@code struct rusage} as the kernel completed it at exit: {@code ru_utime} and {@code ru_stime}
 * (microsecond resolution) of the child plus every descendant it waited for, and
 * {@code ru_maxrss}, the largest peak RSS among the child and those descendants (kernel's
 * {@code RUSAGE_BOTH}; a maximum, not a sum). That is exactly what GNU {@code /usr/bin/time}
 * reports, since it too uses {@code wait4}, but {@code time} is not always installed and prints
 * CPU times to 10 ms only. Wall time is taken with {@code CLOCK_MONOTONIC} around the spawn and
 * the wait, so the wrapper's own start-up is not in it. Descendants that are never waited for
 * (daemons) are not counted; neither would they be by {@code time}.
 *
 * <p>Perl (always on Debian) was the other candidate, but it has neither {@code wait4} nor
 * {@code getrusage} without the non-core BSD::Resource module; a C helper would need a compiler
 * at build time. Python's {@code os.wait4} is in the standard library since 3.3 and
 * {@code posix_spawnp} since 3.8 (Debian 11 ships 3.9).
 */
public final class RusageExecutor implements Executor, AutoCloseable {
  /**
   * argv: [report file, command...]. Writes one line to the report file: "ok WALL_NS USER_NS
   * SYS_NS PEAK_RSS_BYTES EXIT" or "nostart MESSAGE".
   */
  static final String WRAPPER = """
      import os, sys, time
      out, argv = sys.argv[1], sys.argv[2:]
      def report(text):
          with open(out, 'w') as f:
              f.write(text + '\\n')
      try:
          t0 = time.monotonic_ns()
          pid = os.posix_spawnp(argv[0], argv, os.environ)
      except OSError as e:
          report('nostart ' + (e.strerror or str(e)))
          sys.exit(0)
      _, status, ru = os.wait4(pid, 0)
      t1 = time.monotonic_ns()
      code = os.waitstatus_to_exitcode(status)
      if code < 0:
          code = 128 - code
      report('ok %d %d %d %d %d' % (t1 - t0, round(ru.ru_utime * 1e6) * 1000,
             round(ru.ru_stime * 1e6) * 1000, ru.ru_maxrss * 1024, code))
      """;

  private static final File DEV_NULL = new File("/dev/null");

  private final String python;
  private final Path report;

  public RusageExecutor() {
    this(findPython());
  }

  RusageExecutor(String python) {
    this.python = python;
    try {
      this.report = Files.createTempFile("vernier-exec-", ".txt");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Debian's {@code /usr/bin/python3} first (no version-manager shim in the way), else PATH's. */
  static String findPython() {
    if (new File("/usr/bin/python3").canExecute()) {
      return "/usr/bin/python3";
    }
    String path = System.getenv("PATH");
    if (path != null) {
      for (String dir : path.split(File.pathSeparator)) {
        File f = new File(dir, "python3");
        if (f.canExecute()) {
          return f.getPath();
        }
      }
    }
    throw new CannotStartException("vernier exec needs python3 to read a child's resource usage"
        + " (wait4); install it (Debian package python3-minimal)");
  }

  @Override
  public RunResult run(ProcessSpec command, boolean showOutput) {
    List<String> argv = new ArrayList<>(List.of(python, "-I", "-S", "-c", WRAPPER,
        report.toString()));
    argv.addAll(command.argv());
    ProcessBuilder pb = new ProcessBuilder(argv).redirectInput(DEV_NULL);
    if (showOutput) {
      pb.redirectOutput(ProcessBuilder.Redirect.INHERIT)
          .redirectError(ProcessBuilder.Redirect.INHERIT);
    } else {
      pb.redirectOutput(ProcessBuilder.Redirect.DISCARD)
          .redirectError(ProcessBuilder.Redirect.DISCARD);
    }
    String line;
    int wrapperExit;
    try {
      Files.deleteIfExists(report);
      Process p = pb.start();
      wrapperExit = p.waitFor();
      line = Files.readString(report, StandardCharsets.UTF_8).strip();
    } catch (NoSuchFileException e) {
      throw new CannotStartException("the measuring wrapper (" + python
          + ") reported nothing for " + command.display());
    } catch (IOException e) {
      throw new CannotStartException("cannot run the measuring wrapper " + python + ": "
          + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CannotStartException("interrupted while running " + command.display(), e);
    }
    return parse(line, command, wrapperExit);
  }

  static RunResult parse(String line, ProcessSpec command, int wrapperExit) {
    if (line.startsWith("nostart ")) {
      throw new CannotStartException("cannot start '" + command.argv().get(0) + "': "
          + line.substring("nostart ".length()));
    }
    String[] f = line.split(" ");
    if (f.length != 6 || !f[0].equals("ok")) {
      throw new CannotStartException("the measuring wrapper failed (exit " + wrapperExit
          + ") for " + command.display() + ": " + line);
    }
    return new RunResult(Long.parseLong(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3]),
        Long.parseLong(f[4]), Integer.parseInt(f[5]));
  }

  @Override
  public void close() {
    try {
      Files.deleteIfExists(report);
    } catch (IOException e) {
      // a temporary file left behind is harmless
    }
  }
}
