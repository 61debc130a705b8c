package dev.vernier.samples.traps;

import dev.vernier.Benchmark;
import dev.vernier.Setup;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Forks that settle at different levels: each JVM runs one of two amounts of work, as a JIT
 * decision or a memory layout that differs from JVM to JVM would make it do. Within one fork the
 * figure is steady and tight, so one fork alone would look precise and be wrong half the time;
 * across forks it is FORKS_DISAGREE (and MULTIMODAL once several forks stand at each level).
 *
 * <p>The level alternates from fork to fork (a counter in a file in the temporary directory) so
 * that every run of two forks or more shows both: the effect this sample plants is the spread,
 * not a coin that may land the same way every time. The counter is the driver's own (its pid in
 * the file's name: forks are its children), so two runs at once on one machine do not take turns
 * from one counter and leave each run's forks at one level.
 */
public class TwoLevelsBench {
  long[] values = new long[4_096];
  int rounds;

  @Setup
  void pickLevel() throws IOException {
    for (int i = 0; i < values.length; i++) {
      values[i] = i * 0x9E3779B97F4A7C15L;
    }
    rounds = forkNumber() % 2 == 0 ? 1_000 : 1_500;
  }

  @Benchmark
  long sum() {
    long acc = 0;
    for (int i = 0; i < rounds; i++) {
      acc += values[i] ^ (acc >>> 7);
    }
    return acc;
  }

  /** 0, 1, 2, ... for the successive JVMs of one driver that ask. */
  static int forkNumber() throws IOException {
    long driver = ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(0L);
    Path counter = Path.of(System.getProperty("java.io.tmpdir"),
        "vernier-two-levels-" + driver + ".count");
    try (FileChannel ch = FileChannel.open(counter, StandardOpenOption.CREATE,
        StandardOpenOption.READ, StandardOpenOption.WRITE); FileLock lock = ch.lock()) {
      java.nio.ByteBuffer buf = java.nio.ByteBuffer.allocate(4);
      int n = ch.read(buf, 0) == 4 ? buf.flip().getInt() : 0;
      ch.write(java.nio.ByteBuffer.allocate(4).putInt(0, n + 1), 0);
      return n;
    }
  }
}
