package dev.vernier.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.measure.TurnGate;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The harness's side of the swap, on a real turn file that the test writes as the two forks
 * would, and a pinner that records the moves instead of making them.
 */
class CoreSwapTest {
  private static final int ROUNDS = 30;

  @Test
  void placesEachSideOnACoreOfItsOwnThenSwapsThemOnceHalfTheBatchesAreDone(@TempDir Path dir)
      throws Exception {
    for (long seed : new long[] {0, 2}) { // the seed's second bit: who takes the first core
      Path file = turnFile(dir, seed);
      List<String> moves = Collections.synchronizedList(new ArrayList<>());
      int[] cpus = {4, 7};
      try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ,
          StandardOpenOption.WRITE);
          CoreSwap swap = CoreSwap.start(file, seed, ROUNDS, cpus,
              (tid, cpu) -> moves.add(tid + "@" + cpu))) {
        MappedByteBuffer m = ch.map(FileChannel.MapMode.READ_WRITE, 0, TurnGate.FILE_BYTES);
        m.order(ByteOrder.nativeOrder());
        m.putLong(TurnGate.TID * 8, 1001);
        Thread.sleep(20);
        assertThat(moves).as("one side published, not the other").isEmpty();
        m.putLong((TurnGate.TID + 1) * 8, 1002);
        waitFor(m, 1);
        int first = seed == 0 ? 4 : 7;
        int other = seed == 0 ? 7 : 4;
        assertThat(moves).containsExactly("1001@" + first, "1002@" + other);
        m.putLong(TurnGate.SEQ * 8, ROUNDS - 1);
        Thread.sleep(20);
        assertThat(m.getLong(TurnGate.CORES * 8)).as("not yet halfway").isEqualTo(1);
        m.putLong(TurnGate.SEQ * 8, ROUNDS);
        waitFor(m, 2);
        assertThat(moves).containsExactly("1001@" + first, "1002@" + other, "1001@" + other,
            "1002@" + first);
        assertThat(swap.swapped()).isTrue();
      }
    }
  }

  @Test
  void tellsTheForksToGoOnWhenAMoveFails(@TempDir Path dir) throws Exception {
    Path file = turnFile(dir, 0);
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ,
        StandardOpenOption.WRITE);
        CoreSwap swap = CoreSwap.start(file, 0, ROUNDS, new int[] {0, 1}, (tid, cpu) -> false)) {
      MappedByteBuffer m = ch.map(FileChannel.MapMode.READ_WRITE, 0, TurnGate.FILE_BYTES);
      m.order(ByteOrder.nativeOrder());
      m.putLong(TurnGate.TID * 8, 11);
      m.putLong((TurnGate.TID + 1) * 8, 12);
      waitFor(m, 1);
      m.putLong(TurnGate.SEQ * 8, ROUNDS);
      waitFor(m, 2); // the forks wait on this word: it is written whatever taskset said
      assertThat(swap.swapped()).isFalse();
    }
  }

  @Test
  void readsTheKernelsListsOfCores() {
    assertThat(CoreSwap.parseCpuList("0-1")).containsExactly(0, 1);
    assertThat(CoreSwap.parseCpuList("0,2-4,7")).containsExactly(0, 2, 3, 4, 7);
    assertThat(CoreSwap.parseCpuList("3")).containsExactly(3);
  }

  private static Path turnFile(Path dir, long seed) throws Exception {
    Path file = dir.resolve("turns-" + seed + ".bin");
    Files.write(file, new byte[TurnGate.FILE_BYTES]);
    return file;
  }

  /** Until the harness has written {@code value} to the CORES word (at most 5 s). */
  private static void waitFor(MappedByteBuffer m, long value) throws InterruptedException {
    for (int i = 0; i < 5_000 && m.getLong(TurnGate.CORES * 8) < value; i++) {
      Thread.sleep(1);
    }
    assertThat(m.getLong(TurnGate.CORES * 8)).isEqualTo(value);
  }
}
