package dev.vernier.engine.run;

import dev.vernier.engine.measure.TurnGate;
import java.io.IOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Puts the two sides of a pair on two cores and swaps them halfway through the rounds. On this
 * project's VM the two cores ran at speeds a few percent apart that changed with the hour (the
 * host's other tenants), and each side of a pair stayed on the core it started on: the cores'
 * difference went into the pair's ratio. With the sides swapped halfway, each half's ratio
 * carries the difference one way and the other half's the other way, and their mean cancels it
 * ({@link InterleavedRunner}'s pair ratio). Only the measuring threads are moved, with {@code
 * taskset -p}, the JIT's and the collector's threads stay free; the forks wait for each move at
 * a round's boundary ({@link TurnGate#CORES}), so no batch straddles one.
 */
final class CoreSwap implements AutoCloseable {
  /** Moves a thread (its kernel id) onto one core; false when it could not. */
  interface Pinner {
    boolean pin(long tid, int cpu);
  }

  private final Thread thread;
  private volatile boolean stopped;
  private volatile boolean swapped;

  private CoreSwap(Path file, long seed, int rounds, int[] cpus, Pinner pinner) {
    thread = new Thread(() -> watch(file, seed, rounds, cpus, pinner), "vernier-core-swap");
    thread.setDaemon(true);
  }

  /**
   * Starts watching a pair's turn file.
   *
   * @param cpus the two cores to use
   * @param seed the pair's seed: its second bit says which side takes {@code cpus[0]} first
   */
  static CoreSwap start(Path file, long seed, int rounds, int[] cpus, Pinner pinner) {
    CoreSwap s = new CoreSwap(file, seed, rounds, cpus, pinner);
    s.thread.start();
    return s;
  }

  /** Whether both sides were placed at the start and swapped halfway. */
  boolean swapped() {
    return swapped;
  }

  @Override
  public void close() {
    stopped = true;
    thread.interrupt();
    try {
      thread.join(2_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void watch(Path file, long seed, int rounds, int[] cpus, Pinner pinner) {
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ,
        StandardOpenOption.WRITE)) {
      MappedByteBuffer m = ch.map(FileChannel.MapMode.READ_WRITE, 0, TurnGate.FILE_BYTES);
      long tid0 = await(m, TurnGate.TID);
      long tid1 = await(m, TurnGate.TID + 1);
      int c = (int) ((seed >>> 1) & 1); // the low bit says who warms first (TurnGate.warmsFirst)
      boolean ok = pinner.pin(tid0, cpus[c]) & pinner.pin(tid1, cpus[1 - c]);
      TurnGate.setWord(m, TurnGate.CORES, 1L);
      while (TurnGate.word(m, TurnGate.SEQ) < rounds) {
        pause();
      }
      ok &= pinner.pin(tid0, cpus[1 - c]) & pinner.pin(tid1, cpus[c]);
      swapped = ok;
      TurnGate.setWord(m, TurnGate.CORES, 2L);
    } catch (IOException | InterruptedException e) {
      // the pair is over (its file gone, or close() was called): nothing to place
    }
  }

  /** A word of the file once it is set (a thread id is never 0). */
  private long await(MappedByteBuffer m, int word) throws InterruptedException {
    long v;
    while ((v = TurnGate.word(m, word)) == 0) {
      pause();
    }
    return v;
  }

  private void pause() throws InterruptedException {
    if (stopped) {
      throw new InterruptedException("the pair ended");
    }
    Thread.sleep(1);
  }

  /**
   * The two cores to place pairs on (the first two this process may run on), or null where the
   * sides cannot be moved: one core, no {@code taskset}, or not Linux.
   */
  static int[] cores() {
    List<Integer> allowed = allowedCpus();
    // taskset asked to set this process's own cores to what they are: whether it works here
    if (allowed.size() < 2 || !taskset(ProcessHandle.current().pid(),
        String.join(",", allowed.stream().map(String::valueOf).toList()))) {
      return null;
    }
    return new int[] {allowed.get(0), allowed.get(1)};
  }

  /** {@code taskset -p -c CPU TID}, as a pinner. */
  static final Pinner TASKSET = (tid, cpu) -> taskset(tid, Integer.toString(cpu));

  /** Cpus_allowed_list of /proc/self/status ("0-1", "0,2-3"); empty where unreadable. */
  static List<Integer> allowedCpus() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (line.startsWith("Cpus_allowed_list:")) {
          return parseCpuList(line.substring(line.indexOf(':') + 1).trim());
        }
      }
    } catch (IOException | RuntimeException e) {
      // not Linux
    }
    return List.of();
  }

  static List<Integer> parseCpuList(String text) {
    List<Integer> cpus = new ArrayList<>();
    for (String part : text.split(",")) {
      String[] range = part.trim().split("-");
      int from = Integer.parseInt(range[0]);
      int to = range.length > 1 ? Integer.parseInt(range[1]) : from;
      for (int c = from; c <= to; c++) {
        cpus.add(c);
      }
    }
    return cpus;
  }

  /** {@code taskset -p -c CPUS TID}: whether it moved the thread. */
  private static boolean taskset(long tid, String cpus) {
    try {
      Process p = new ProcessBuilder("taskset", "-p", "-c", cpus, Long.toString(tid))
          .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
      if (!p.waitFor(5, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return false;
      }
      return p.exitValue() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
