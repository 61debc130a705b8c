package dev.vernier.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The wrapper against real processes, cross-checked with GNU time where it is installed (Debian
 * package {@code time}); never an absolute time.
 */
class ExecRusageTest {
  private static final long MIB = 1024 * 1024;
  /** Touches every page of 200 MiB: bytes multiplication writes them all. */
  private static final List<String> ALLOC_200M =
      List.of("python3", "-c", "x = b'\\x01' * (200 * 1024 * 1024)");
  /** About half a second of single-threaded CPU in user space. */
  private static final List<String> SPIN = List.of("python3", "-c",
      "s = 0\nfor i in range(4_000_000):\n    s += i * i");
  private static final File GNU_TIME = new File("/usr/bin/time");

  private static RusageExecutor perl;
  private static RusageExecutor python;

  @BeforeAll
  static void wrappers() {
    List<String> p = RusageExecutor.perlWrapper();
    perl = p == null ? null : new RusageExecutor(p);
    python = new RusageExecutor(RusageExecutor.pythonWrapper());
  }

  @AfterAll
  static void close() {
    if (perl != null) {
      perl.close();
    }
    python.close();
  }

  private static RusageExecutor main() {
    return perl != null ? perl : python;
  }

  /**
   * Runs GNU time inside our wrapper, around the command: one and the same run measured twice.
   * Ours then also holds GNU time's own share (about 1 ms of CPU, about 1 MiB of RSS, which is
   * below the child's peak and so does not show in the maximum). Returns {our user+sys ns, our
   * peak RSS bytes, GNU time's user+sys ns, GNU time's max RSS bytes}.
   */
  private static long[] bothOnOneRun(List<String> command, Path dir) throws Exception {
    Path out = dir.resolve("time.txt");
    List<String> argv = new ArrayList<>(List.of(GNU_TIME.getPath(), "-o", out.toString(), "-f",
        "%U %S %M"));
    argv.addAll(command);
    RunResult ours = main().run(ProcessSpec.direct(argv), false);
    assertThat(ours.exitCode()).isZero();
    String[] f = Files.readString(out).strip().split("\\s+");
    long cpu = Math.round((Double.parseDouble(f[0]) + Double.parseDouble(f[1])) * 1e9);
    return new long[] {ours.cpuNs(), ours.peakRssBytes(), cpu, Long.parseLong(f[2]) * 1024};
  }

  @Test
  void peakRssOfAKnownAllocation() throws Exception {
    RunResult r = main().run(ProcessSpec.direct(ALLOC_200M), false);
    assertThat(r.exitCode()).isZero();
    // the 200 MiB plus the interpreter: above the allocation, not absurdly above
    assertThat(r.peakRssBytes()).isBetween(200 * MIB, 260 * MIB);
    // both wrappers read the same kernel figure
    RunResult viaPython = python.run(ProcessSpec.direct(ALLOC_200M), false);
    assertThat((double) viaPython.peakRssBytes()).isCloseTo(r.peakRssBytes(),
        org.assertj.core.api.Assertions.withinPercentage(5));
  }

  @Test
  void peakRssAgreesWithGnuTime(@TempDir Path dir) throws Exception {
    assumeThat(GNU_TIME.canExecute()).as("GNU time (Debian package 'time') installed").isTrue();
    long[] both = bothOnOneRun(ALLOC_200M, dir);
    assertThat((double) both[1]).isCloseTo(both[3],
        org.assertj.core.api.Assertions.withinPercentage(5));
  }

  /**
   * CPU time of a CPU-bound child (~0.5 s) against GNU time's reading of the same run. Both take
   * the kernel's accounting of the child; ours adds GNU time's own start-up (about 1 ms) and GNU
   * time rounds to 10 ms, so they agree within a few percent; 5% leaves room for a slow,
   * loaded machine where that start-up grows. (Comparing separate runs instead would need a far
   * wider margin: on a shared 2-core machine the CPU time of the same child varies by ±30% from
   * run to run.) A wrapper that missed the child's CPU, counted its own, or mixed up units, would
   * be off by far more.
   */
  @Test
  void cpuTimeAgreesWithGnuTime(@TempDir Path dir) throws Exception {
    assumeThat(GNU_TIME.canExecute()).as("GNU time (Debian package 'time') installed").isTrue();
    long[] both = bothOnOneRun(SPIN, dir);
    assertThat(both[2]).as("GNU time saw a CPU-bound child").isGreaterThan(100_000_000L);
    assertThat((double) both[0]).isCloseTo(both[2],
        org.assertj.core.api.Assertions.withinPercentage(5));
  }

  @Test
  void cpuTimeOfASingleThreadedChildIsBoundedByItsWallTime() {
    RunResult r = main().run(ProcessSpec.direct(SPIN), false);
    // CPU time cannot exceed wall time for one thread (tick accounting may round by a little);
    // on a loaded machine the child may wait for a core, so below only a bound that catches a
    // wrong unit or a missing child (factors of 1000, or zero)
    assertThat((double) r.cpuNs()).isLessThanOrEqualTo(r.wallNs() * 1.05);
    assertThat((double) r.cpuNs()).isGreaterThan(r.wallNs() * 0.1);
    assertThat(r.userNs()).isGreaterThan(r.sysNs());
  }

  @Test
  void exitCodesAndSignalsComeThrough() {
    for (RusageExecutor ex : wrappersPresent()) {
      assertThat(ex.run(ProcessSpec.shell("exit 3"), false).exitCode()).isEqualTo(3);
      assertThat(ex.run(ProcessSpec.shell("kill -9 $$"), false).exitCode()).isEqualTo(137);
      assertThat(ex.run(ProcessSpec.direct(List.of("true")), false).exitCode()).isZero();
    }
  }

  @Test
  void aCommandThatCannotStartIsNotAnExitCode(@TempDir Path dir) throws IOException {
    Path notExecutable = Files.writeString(dir.resolve("data.txt"), "hello");
    for (RusageExecutor ex : wrappersPresent()) {
      assertThatThrownBy(() -> ex.run(ProcessSpec.direct(List.of("no-such-command-vernier")),
          false)).isInstanceOf(CannotStartException.class)
          .hasMessageContaining("no-such-command-vernier");
      assertThatThrownBy(() -> ex.run(ProcessSpec.direct(List.of(notExecutable.toString())),
          false)).isInstanceOf(CannotStartException.class);
    }
  }

  @Test
  void childrenWaitedForAreCounted() {
    // the shell waits for python: its CPU and memory are the command's
    RunResult r = main().run(ProcessSpec.shell("python3 -c \"x = b'\\x01' * (100 * 1024 * 1024)\";"
        + " true"), false);
    assertThat(r.peakRssBytes()).isGreaterThan(100 * MIB);
    assertThat(r.userNs() + r.sysNs()).isPositive();
  }

  @Test
  void theRssFloorIsSmallAndBelowARealAllocation() {
    long floor = main().rssFloorBytes();
    assertThat(floor).isPositive().isLessThan(32 * MIB);
  }

  private static List<RusageExecutor> wrappersPresent() {
    return perl == null ? List.of(python) : List.of(perl, python);
  }
}
