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
 * <p>What the wrapper does. It forks, execs the command in the child (no shell, PATH search; an
 * exec error comes back through a close-on-exec pipe, so "cannot start" is never mistaken for an
 * exit code), and calls {@code wait4(pid)}, which returns the child's {@code struct rusage} as the
 * kernel completed it at exit: {@code ru_utime}, {@code ru_stime} (microseconds) of the child plus
 * every descendant it waited for, and {@code ru_maxrss}, the largest peak RSS among the child and
 * those descendants (the kernel's {@code RUSAGE_BOTH}: a maximum, not a sum). That is exactly what
 * GNU {@code /usr/bin/time} prints, since it uses {@code wait4} too, but {@code time} is not
 * always installed and prints CPU times to 10 ms only. Wall time is read with
 * {@code CLOCK_MONOTONIC} just before the fork and just after {@code wait4} returns, so the
 * wrapper's own start-up is never timed. Descendants never waited for (daemons) are not counted.
 *
 * <p>Which wrapper. Perl, from Debian's Essential package {@code perl-base} (present on every
 * Debian and Ubuntu system, even minimal containers), calling {@code wait4} and
 * {@code clock_gettime} through its core {@code syscall} builtin (numbers for x86-64 and arm64,
 * 64-bit struct layouts). Elsewhere, Python 3's {@code os.wait4}. The choice matters for small
 * commands: the kernel counts the pages a child inherits by fork (until it execs) towards its
 * peak RSS, so every fork-and-exec wrapper puts a floor under the figure — about 1 MiB for GNU
 * time (C), about 2.7 MiB for perl, about 7 MiB for python (measured on Debian 12). A command whose
 * real peak is below the floor reads as the floor; above it the figure is exact. No C helper is
 * compiled: that would need a compiler wherever vernier runs.
 */
public final class RusageExecutor implements Executor, AutoCloseable {
  /**
   * Perl wrapper. argv: [wait4 syscall number, clock_gettime syscall number, report file,
   * command...]. Writes one line to the report file: "ok WALL_NS USER_NS SYS_NS PEAK_RSS_BYTES
   * EXIT" or "nostart MESSAGE". Uses only perl-base: no Time::HiRes, no POSIX.
   */
  static final String PERL_WRAPPER = """
      use strict;
      my ($WAIT4, $CLOCK, $out, @argv) = @ARGV;
      sub report { open(my $f, '>', $out) or die "$out: $!"; print $f "$_[0]\\n"; close $f; }
      sub now {
        my $ts = "\\0" x 16;
        syscall($CLOCK + 0, 1, $ts) == 0 or die "clock_gettime: $!";
        my ($s, $ns) = unpack('q2', $ts);
        return $s * 1000000000 + $ns;
      }
      pipe(my $r, my $w) or die "pipe: $!";
      my $t0 = now();
      my $pid = fork;
      if (!defined $pid) { report("nostart fork: $!"); exit 0; }
      if ($pid == 0) {
        close $r;
        { no warnings; exec { $argv[0] } @argv; }
        syswrite($w, "$!");
        exit 127;
      }
      close $w;
      my $err = '';
      while (sysread($r, my $buf, 4096)) { $err .= $buf; }
      my $st = pack('i', 0);
      my $ru = "\\0" x 144;
      my $got;
      do { $got = syscall($WAIT4 + 0, $pid + 0, $st, 0, $ru); } while ($got == -1 && $!{EINTR});
      my $t1 = now();
      $got == $pid or die "wait4: $!";
      if (length $err) { report("nostart $err"); exit 0; }
      my @f = unpack('q5', $ru);
      my $status = unpack('i', $st);
      my $code = ($status & 0x7f) ? 128 + ($status & 0x7f) : ($status >> 8) & 0xff;
      report(sprintf('ok %d %d %d %d %d', $t1 - $t0, $f[0] * 1000000000 + $f[1] * 1000,
        $f[2] * 1000000000 + $f[3] * 1000, $f[4] * 1024, $code));
      """;

  /** Python wrapper, same protocol without the syscall numbers: argv [report file, command...]. */
  static final String PYTHON_WRAPPER = """
      import os, sys, time
      out, argv = sys.argv[1], sys.argv[2:]
      def report(text):
          with open(out, 'w') as f:
              f.write(text + '\\n')
      r, w = os.pipe()
      t0 = time.monotonic_ns()
      pid = os.fork()
      if pid == 0:
          try:
              os.close(r)
              os.execvp(argv[0], argv)
          except OSError as e:
              os.write(w, (e.strerror or str(e)).encode())
          os._exit(127)
      os.close(w)
      err = b''
      while True:
          chunk = os.read(r, 4096)
          if not chunk:
              break
          err += chunk
      _, status, ru = os.wait4(pid, 0)
      t1 = time.monotonic_ns()
      if err:
          report('nostart ' + err.decode(errors='replace'))
          sys.exit(0)
      code = os.waitstatus_to_exitcode(status)
      if code < 0:
          code = 128 - code
      report('ok %d %d %d %d %d' % (t1 - t0, round(ru.ru_utime * 1e6) * 1000,
             round(ru.ru_stime * 1e6) * 1000, ru.ru_maxrss * 1024, code))
      """;

  private static final File DEV_NULL = new File("/dev/null");

  /** The wrapper's command line up to the report file. */
  private final List<String> wrapper;
  private final Path report;
  private long rssFloor = -1;

  /** The perl wrapper where this architecture's syscall numbers are known, else python. */
  public RusageExecutor() {
    this(defaultWrapper());
  }

  RusageExecutor(List<String> wrapper) {
    this.wrapper = List.copyOf(wrapper);
    try {
      this.report = Files.createTempFile("vernier-exec-", ".txt");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The perl wrapper on x86-64 and arm64 Linux, or null elsewhere or without perl. */
  static List<String> perlWrapper() {
    String arch = System.getProperty("os.arch");
    String[] numbers = switch (arch) {
      case "amd64", "x86_64" -> new String[] {"61", "228"};
      case "aarch64" -> new String[] {"260", "113"};
      default -> null;
    };
    String perl = executable("perl", "/usr/bin/perl");
    if (numbers == null || perl == null) {
      return null;
    }
    return List.of(perl, "-e", PERL_WRAPPER, "--", numbers[0], numbers[1]);
  }

  /** The python wrapper, or null without python3. */
  static List<String> pythonWrapper() {
    String python = executable("python3", "/usr/bin/python3");
    return python == null ? null : List.of(python, "-I", "-S", "-c", PYTHON_WRAPPER);
  }

  static List<String> defaultWrapper() {
    List<String> w = perlWrapper();
    if (w == null) {
      w = pythonWrapper();
    }
    if (w == null) {
      throw new CannotStartException("vernier exec needs perl (Debian package perl-base) or"
          + " python3 to read a child's resource usage with wait4; neither was found");
    }
    return w;
  }

  /** The system's copy first (no version-manager shim in the way), else the first on PATH. */
  private static String executable(String name, String preferred) {
    if (new File(preferred).canExecute()) {
      return preferred;
    }
    String path = System.getenv("PATH");
    if (path != null) {
      for (String dir : path.split(File.pathSeparator)) {
        File f = new File(dir, name);
        if (f.canExecute()) {
          return f.getPath();
        }
      }
    }
    return null;
  }

  @Override
  public RunResult run(ProcessSpec command, boolean showOutput) {
    List<String> argv = new ArrayList<>(wrapper);
    argv.add(report.toString());
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
      throw new CannotStartException("the measuring wrapper (" + wrapper.get(0)
          + ") reported nothing for " + command.display());
    } catch (IOException e) {
      throw new CannotStartException("cannot run the measuring wrapper " + wrapper.get(0) + ": "
          + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CannotStartException("interrupted while running " + command.display(), e);
    }
    return parse(line, command, wrapperExit);
  }

  /** Measured once: the peak RSS of {@code true} (a program that touches almost nothing). */
  @Override
  public synchronized long rssFloorBytes() {
    if (rssFloor < 0) {
      try {
        rssFloor = run(ProcessSpec.direct(List.of("true")), false).peakRssBytes();
      } catch (CannotStartException e) {
        rssFloor = 0;
      }
    }
    return rssFloor;
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
