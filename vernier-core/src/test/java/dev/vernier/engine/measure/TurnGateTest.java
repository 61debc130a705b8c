package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Two threads stand in for the two forks of a pair, sharing one buffer as they share a file. */
class TurnGateTest {
  private static final int ROUNDS = 40;

  /** A side's life as a gated fork lives it: its warm-up turn, the start line, its batches. */
  private static Thread side(ByteBuffer shared, int side, long seed, List<Integer> order,
      AtomicInteger warming, List<Integer> overlaps) {
    return side(shared, side, seed, false, order, warming, overlaps);
  }

  /** @param swapping the harness moves the sides between cores (it is played by the test) */
  private static Thread side(ByteBuffer shared, int side, long seed, boolean swapping,
      List<Integer> order, AtomicInteger warming, List<Integer> overlaps) {
    return new Thread(() -> {
      TurnGate g = swapping ? TurnGate.onBufferSwapping(shared, side, seed, ROUNDS)
          : TurnGate.onBuffer(shared, side, seed, ROUNDS);
      g.warmUpTurn();
      if (warming.incrementAndGet() != 1) {
        overlaps.add(side);
      }
      sleep(5); // warming up
      warming.decrementAndGet();
      assertThat(g.start()).isTrue();
      while (g.await()) {
        order.add(side);
        g.done();
      }
      g.finish();
    });
  }

  @Test
  void eachRoundRunsOneBatchOfEachSideInTheDrawnOrder() throws Exception {
    ByteBuffer shared = ByteBuffer.allocateDirect(TurnGate.FILE_BYTES).order(ByteOrder.nativeOrder());
    long seed = 12345;
    List<Integer> order = Collections.synchronizedList(new ArrayList<>());
    List<Integer> overlaps = Collections.synchronizedList(new ArrayList<>());
    AtomicInteger warming = new AtomicInteger();
    Thread a = side(shared, 0, seed, order, warming, overlaps);
    Thread b = side(shared, 1, seed, order, warming, overlaps);
    a.start();
    b.start();
    a.join(10_000);
    b.join(10_000);
    assertThat(overlaps).as("both warmed up at once").isEmpty();
    assertThat(order).hasSize(2 * ROUNDS);
    int firstA = 0;
    for (int r = 0; r < ROUNDS; r++) {
      List<Integer> round = order.subList(2 * r, 2 * r + 2);
      assertThat(round).containsExactlyInAnyOrder(0, 1);
      assertThat(round.get(0)).isEqualTo(TurnGate.owner(2L * r, seed));
      firstA += round.get(0) == 0 ? 1 : 0;
    }
    // the order is drawn per round: neither side always goes first (40 rounds: p < 1e-11)
    assertThat(firstA).isBetween(1, ROUNDS - 1);
  }

  @Test
  void theSideDrawnToWarmFirstDoesSoEvenWhenTheOtherArrivesFirst() throws Exception {
    for (long seed = 40; seed < 44; seed++) {
      ByteBuffer shared =
          ByteBuffer.allocateDirect(TurnGate.FILE_BYTES).order(ByteOrder.nativeOrder());
      int first = TurnGate.warmsFirst(seed);
      List<Integer> warmed = Collections.synchronizedList(new ArrayList<>());
      long s = seed;
      Thread early = new Thread(() -> warmThenStart(shared, 1 - first, s, warmed));
      Thread late = new Thread(() -> {
        sleep(30); // the side drawn first comes late, as a JVM started second does
        warmThenStart(shared, first, s, warmed);
      });
      early.start();
      late.start();
      early.join(10_000);
      late.join(10_000);
      assertThat(warmed).as("seed " + seed).containsExactly(first, 1 - first);
    }
    // the pairs of a comparison count their seeds up by one: they take turns at warming first
    assertThat(TurnGate.warmsFirst(41)).isNotEqualTo(TurnGate.warmsFirst(42));
  }

  @Test
  void aSideWaitingForItsWarmUpTurnIsReleasedByAnAbort() throws Exception {
    ByteBuffer shared = ByteBuffer.allocateDirect(TurnGate.FILE_BYTES).order(ByteOrder.nativeOrder());
    TurnGate g = TurnGate.onBuffer(shared, 0, 7, ROUNDS); // seed 7: side 1 warms first
    Thread aborter = abortIn50Ms(shared);
    assertThat(g.warmUpTurn()).as("side 1 never came").isFalse();
    aborter.join();
  }

  /** Writes the abort word 50 ms from now, as TurnGate.abort writes the file. */
  private static Thread abortIn50Ms(ByteBuffer shared) {
    Thread aborter = new Thread(() -> {
      sleep(50);
      shared.putLong(TurnGate.ABORT * 8, 1L);
    });
    aborter.start();
    return aborter;
  }

  private static void warmThenStart(ByteBuffer shared, int side, long seed, List<Integer> warmed) {
    TurnGate g = TurnGate.onBuffer(shared, side, seed, ROUNDS);
    assertThat(g.warmUpTurn()).isTrue();
    warmed.add(side);
    sleep(5);
    assertThat(g.start()).isTrue();
  }

  @Test
  void aSideWaitingForItsPartnerIsReleasedByAnAbort() throws Exception {
    ByteBuffer shared = ByteBuffer.allocateDirect(TurnGate.FILE_BYTES).order(ByteOrder.nativeOrder());
    TurnGate g = TurnGate.onBuffer(shared, 0, 6, ROUNDS); // seed 6: side 0 warms first
    Thread aborter = abortIn50Ms(shared);
    assertThat(g.warmUpTurn()).isTrue();
    assertThat(g.start()).as("no partner, then the abort").isFalse();
    aborter.join();
  }

  @Test
  void theLastSideStopsWhenItsPartnerHasFinished() {
    ByteBuffer shared = ByteBuffer.allocateDirect(TurnGate.FILE_BYTES).order(ByteOrder.nativeOrder());
    long seed = 3;
    TurnGate g = TurnGate.onBuffer(shared, 0, seed, ROUNDS);
    // the other side's turn, and it has finished: waiting would never end
    shared.putLong(TurnGate.SEQ * 8, TurnGate.owner(0, seed) == 1 ? 0 : 1);
    shared.putLong((TurnGate.DONE + 1) * 8, 1L);
    assertThat(g.await()).isFalse();
  }

  @Test
  void anOrdinaryForkIsNeverHeld() {
    assertThat(TurnGate.NONE.gated()).isFalse();
    assertThat(TurnGate.NONE.warmUpTurn()).isTrue();
    assertThat(TurnGate.NONE.start()).isTrue();
    for (int i = 0; i < 3; i++) {
      assertThat(TurnGate.NONE.await()).isTrue();
      TurnGate.NONE.done();
    }
  }

  /**
   * With the cores swapped by the harness, no batch runs before the harness has placed the sides,
   * and none of the second half before it has swapped them: the harness here is a third thread
   * that takes its time (30 ms) over each move and notes how many batches had run by then.
   */
  @Test
  void swappingSidesWaitForTheHarnessBeforeTheirFirstBatchAndAgainHalfway() throws Exception {
    ByteBuffer shared = ByteBuffer.allocateDirect(TurnGate.FILE_BYTES).order(ByteOrder.nativeOrder());
    long seed = 99;
    List<Integer> order = Collections.synchronizedList(new ArrayList<>());
    List<Integer> seenAtMoves = Collections.synchronizedList(new ArrayList<>());
    Thread[] sides = new Thread[2];
    AtomicInteger warming = new AtomicInteger();
    List<Integer> overlaps = Collections.synchronizedList(new ArrayList<>());
    for (int side = 0; side < 2; side++) {
      sides[side] = side(shared, side, seed, true, order, warming, overlaps);
      sides[side].start();
    }
    Thread harness = new Thread(() -> {
      while (shared.getLong(TurnGate.TID * 8) == 0 || shared.getLong((TurnGate.TID + 1) * 8) == 0) {
        sleep(1);
      }
      sleep(30); // placing the sides
      seenAtMoves.add(order.size());
      shared.putLong(TurnGate.CORES * 8, 1L);
      while (shared.getLong(TurnGate.SEQ * 8) < ROUNDS) {
        sleep(1);
      }
      sleep(30); // swapping them
      seenAtMoves.add(order.size());
      shared.putLong(TurnGate.CORES * 8, 2L);
    });
    harness.start();
    for (Thread t : sides) {
      t.join(10_000);
    }
    harness.join(10_000);
    assertThat(overlaps).as("both warmed up at once").isEmpty();
    assertThat(seenAtMoves).containsExactly(0, ROUNDS); // half of both sides' 2 x ROUNDS
    assertThat(order).hasSize(2 * ROUNDS);
    long tid0 = shared.getLong(TurnGate.TID * 8);
    long tid1 = shared.getLong((TurnGate.TID + 1) * 8);
    if (Files.exists(Path.of("/proc/thread-self"))) { // Linux: the kernel's own thread ids
      assertThat(tid0).isPositive().isNotEqualTo(tid1);
      assertThat(Path.of("/proc/self/task/" + TurnGate.threadId())).exists();
    }
  }

  @Test
  void aSideGivesUpOnAHarnessThatNeverPlacesTheCores() {
    ByteBuffer shared = ByteBuffer.allocateDirect(TurnGate.FILE_BYTES).order(ByteOrder.nativeOrder());
    long seed = 5;
    TurnGate g = TurnGate.onBufferSwapping(shared, TurnGate.owner(0, seed), seed, ROUNDS);
    long t0 = System.nanoTime();
    assertThat(g.await()).as("its turn, the cores never placed: it goes on").isTrue();
    // it did wait for them (on a busy machine it may wait longer, never shorter)
    assertThat(System.nanoTime() - t0).isGreaterThanOrEqualTo(TurnGate.CORES_WAIT_NANOS);
  }

  @Test
  void aSideWithoutSwappingNeitherPublishesItsThreadNorWaitsForCores() {
    ByteBuffer shared = ByteBuffer.allocateDirect(TurnGate.FILE_BYTES).order(ByteOrder.nativeOrder());
    long seed = 5;
    int side = TurnGate.owner(0, seed);
    shared.putLong((TurnGate.READY + 1 - side) * 8, 1L); // the partner is at the start line
    TurnGate g = TurnGate.onBuffer(shared, side, seed, ROUNDS);
    assertThat(g.start()).isTrue();
    assertThat(shared.getLong((TurnGate.TID + side) * 8)).isZero();
    assertThat(g.await()).isTrue(); // at once: a test of waiting would time it (see above)
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
