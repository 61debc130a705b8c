package dev.vernier.engine.measure;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.locks.LockSupport;

/**
 * Two forks, one of each side of a comparison, alive at once and taking turns batch by batch: a
 * round is one measured batch of each, in an order drawn per round (randomised multiple
 * interleaved trials, Abedi and Brecht), so the two sides' samples lie milliseconds apart and
 * the machine's drift, which moves figures by 8–10% over seconds on a shared VM, touches both
 * alike. The forks warm up one at a time (two JVMs compiling at once on two cores never
 * looked steady: warm-up ran out at 5 s in both where one alone settles in about one), and the
 * first to be warm waits at the start line, idle, for the other.
 *
 * <p>The forks share a small file mapped into both (no harness process in the loop, no channel
 * traffic during measurement): the number of batches done so far, who is at the start line,
 * who has finished, and an abort word the harness sets when a fork of the pair failed. The side
 * waiting for its turn parks for {@link #PARK_NANOS} at a time, so it costs the measuring side
 * almost nothing. Every path of the gate runs before the benchmark is measured
 * ({@link #rehearse}), so its compilation cannot be mistaken for the benchmark's.
 *
 * <p>Where the harness moves the sides between cores ({@link Turns#swapCores}), each side
 * publishes its measuring thread's kernel id at the start line, and waits before its first
 * batch, and again before the first batch of the second half, until the harness says that it has
 * placed both sides on their cores ({@code CORES}): the two halves then ran on swapped cores,
 * and no batch straddles a move.
 */
public final class TurnGate {
  /** Offsets, in longs, of the shared words. */
  public static final int SEQ = 0;
  static final int READY = 1; // READY + side
  static final int DONE = 3; // DONE + side
  static final int ABORT = 5;
  /** Who is warming up: 0 for no one, else side + 1. */
  static final int WARMING = 6;
  /** Each side's measuring thread, its id in the kernel: TID + side (0 until published). */
  public static final int TID = 7;
  /** The harness's placement: 0 none yet, 1 the first half's cores, 2 the second half's. */
  public static final int CORES = 9;
  /** Bytes of the shared file. */
  public static final int FILE_BYTES = 80; // ten longs
  /** The longest a side waits for the harness to place the cores; then it goes on without. */
  static final long CORES_WAIT_NANOS = 500_000_000L;
  /** How long the waiting side sleeps between looks (the kernel adds its timer slack). */
  static final long PARK_NANOS = 20_000;
  /** Park calls in the rehearsal: past C1 and C2 at the lowered thresholds the fork sets. */
  static final int REHEARSED_PARKS = 600;
  /** Flags a gated fork needs: its waiting path compiles within the rehearsal. */
  public static final java.util.List<String> JVM_FLAGS = java.util.List.of(
      "-XX:CompileCommand=CompileThresholdScaling,dev/vernier/engine/measure/TurnGate.*,0.05",
      "-XX:CompileCommand=CompileThresholdScaling,java/util/concurrent/locks/LockSupport.*,0.05");

  private static final VarHandle LONGS =
      MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.nativeOrder());

  /** No gate: every batch runs at once (an ordinary fork). */
  public static final TurnGate NONE = new TurnGate(null, 0, 0, 0, false, 0);

  private final ByteBuffer shared;
  private final int side;
  private final long seed;
  private final int rounds;
  private final boolean swapCores;
  /** The measuring thread's kernel id, read when the gate is opened: no file I/O later. */
  private final long tid;
  private int mine;

  private TurnGate(ByteBuffer shared, int side, long seed, int rounds, boolean swapCores,
      long tid) {
    this.shared = shared;
    this.side = side;
    this.seed = seed;
    this.rounds = rounds;
    this.swapCores = swapCores;
    this.tid = tid;
  }

  /**
   * The gate a {@link Turns} describes, its file mapped; opened on the thread that will measure
   * (a single-threaded fork's), whose kernel id it publishes at the start line when the cores
   * are swapped.
   */
  public static TurnGate open(Turns turns) {
    try (FileChannel ch = FileChannel.open(Path.of(turns.file()), StandardOpenOption.READ,
        StandardOpenOption.WRITE)) {
      return new TurnGate(ch.map(FileChannel.MapMode.READ_WRITE, 0, FILE_BYTES), turns.side(),
          turns.seed(), turns.rounds(), turns.swapCores(),
          turns.swapCores() ? threadId() : 0);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot map the turn file " + turns.file(), e);
    }
  }

  /** A gate on a buffer of its own (tests, the rehearsal). */
  static TurnGate onBuffer(ByteBuffer shared, int side, long seed, int rounds) {
    return new TurnGate(shared, side, seed, rounds, false, 0);
  }

  /** The same, with the harness moving the sides between cores. */
  static TurnGate onBufferSwapping(ByteBuffer shared, int side, long seed, int rounds) {
    return new TurnGate(shared, side, seed, rounds, true, threadId());
  }

  public boolean gated() {
    return shared != null;
  }

  /** The rounds this fork measures; 0 for an ordinary fork. */
  public int rounds() {
    return rounds;
  }

  /**
   * Waits, idle, for this side's turn to warm up, and takes it; false when the pair was aborted.
   * The side drawn to warm first ({@link #warmsFirst}) takes it at once; the other waits until
   * that one is at the start line. The turn passes on there ({@link #start}).
   */
  public boolean warmUpTurn() {
    if (shared == null) {
      return true;
    }
    int first = warmsFirst(seed);
    while ((side != first && (long) LONGS.getVolatile(shared, (READY + first) * 8) == 0)
        || !LONGS.compareAndSet(shared, WARMING * 8, 0L, (long) side + 1)) {
      if (aborted()) {
        return false;
      }
      LockSupport.parkNanos(PARK_NANOS);
    }
    return true;
  }

  /**
   * Which side of a pair warms up first: the low bit of the pair's seed, so that the pairs of a
   * comparison, whose seeds count up by one, take turns at it. Left to whichever JVM came first,
   * it was nearly always the side started first, and on code whose JVMs settle at one of two
   * levels by what happened in warm-up (a regex here: 784 or 1,118 ns) that gave one side a
   * level of its own in every pair, which interleaving cannot cancel.
   */
  static int warmsFirst(long seed) {
    return (int) (seed & 1);
  }

  /**
   * Says this side is warm and at the start line, lets the other warm up, and waits, idle, for
   * it (or an abort).
   */
  public boolean start() {
    if (shared != null) {
      if (swapCores) {
        LONGS.setVolatile(shared, (TID + side) * 8, tid != 0 ? tid : -1L); // -1: not known
      }
      LONGS.compareAndSet(shared, WARMING * 8, (long) side + 1, 0L);
    }
    return start(Long.MAX_VALUE);
  }

  /** @param looks how often to look before giving up (the rehearsal's bound) */
  private boolean start(long looks) {
    if (shared == null) {
      return true;
    }
    LONGS.setVolatile(shared, (READY + side) * 8, 1L);
    for (long i = 0; (long) LONGS.getVolatile(shared, (READY + 1 - side) * 8) == 0; i++) {
      if (aborted() || i >= looks) {
        return false;
      }
      LockSupport.parkNanos(PARK_NANOS);
    }
    return true;
  }

  /**
   * Waits for this side's next turn: false when this side has had all its rounds, the other
   * side has finished or the harness aborted the pair (then measurement ends).
   */
  public boolean await() {
    return await(Long.MAX_VALUE);
  }

  private boolean await(long looks) {
    if (shared == null) {
      return true;
    }
    if (mine >= rounds) {
      return false;
    }
    long since = swapCores ? System.nanoTime() : 0;
    // one loop for every wait, the other side's batch or the harness's move: its paths are the
    // ones the rehearsal ran, so that nothing of it is compiled afresh during the rounds
    for (long i = 0; ; i++) {
      long seq = (long) LONGS.getVolatile(shared, SEQ * 8);
      if (owner(seq, seed) == side && (!swapCores || placed(seq, since))) {
        return true;
      }
      if ((long) LONGS.getVolatile(shared, (DONE + 1 - side) * 8) != 0 || aborted()
          || i >= looks) {
        return false;
      }
      LockSupport.parkNanos(PARK_NANOS);
    }
  }

  /**
   * Whether the harness has placed the cores for batch {@code seq}'s half (the first half's
   * batches are 0..rounds-1 of both sides together). A harness that has not answered within
   * {@link #CORES_WAIT_NANOS} of {@code since} is given up on: the batch runs where it is.
   */
  private boolean placed(long seq, long since) {
    long need = seq < rounds ? 1 : 2;
    return (long) LONGS.getVolatile(shared, CORES * 8) >= need
        || System.nanoTime() - since >= CORES_WAIT_NANOS;
  }

  /** After this side's batch: the turn passes on. */
  public void done() {
    if (shared == null) {
      return;
    }
    mine++;
    LONGS.getAndAdd(shared, SEQ * 8, 1L);
  }

  /** This side measures no more: the other must not wait for it. */
  public void finish() {
    if (shared != null) {
      LONGS.setVolatile(shared, (DONE + side) * 8, 1L);
    }
  }

  /**
   * This thread's id in the kernel (Linux's /proc/thread-self), which {@code taskset -p} takes,
   * or 0 where there is none.
   */
  public static long threadId() {
    try {
      String link = Files.readSymbolicLink(Path.of("/proc/thread-self")).toString();
      return Long.parseLong(link.substring(link.lastIndexOf('/') + 1));
    } catch (IOException | RuntimeException e) {
      return 0;
    }
  }

  /** A word of a mapped turn file, read as the forks read it (for the harness's CoreSwap). */
  public static long word(ByteBuffer file, int index) {
    return (long) LONGS.getVolatile(file, index * 8);
  }

  /** Writes a word of a mapped turn file as the forks write theirs. */
  public static void setWord(ByteBuffer file, int index, long value) {
    LONGS.setVolatile(file, index * 8, value);
  }

  /** The harness's word to both forks of a pair: stop waiting, the other has failed. */
  public static void abort(Path file) {
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
      ByteBuffer one = ByteBuffer.allocate(8).order(ByteOrder.nativeOrder()).putLong(0, 1L);
      ch.write(one, ABORT * 8L);
    } catch (IOException e) {
      // the pair is over already: its file is gone
    }
  }

  private boolean aborted() {
    return (long) LONGS.getVolatile(shared, ABORT * 8) != 0;
  }

  /**
   * Whose batch is number {@code seq}: round seq/2 runs both sides, the first drawn from the
   * seed and the round (a SplitMix64 step), so neither side always goes first.
   */
  static int owner(long seq, long seed) {
    long round = seq >>> 1;
    long z = seed + (round + 1) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    z ^= z >>> 31;
    int first = (int) (z & 1);
    return (seq & 1) == 0 ? first : 1 - first;
  }

  /**
   * Runs every path of a gate (a turn at once, a turn after waiting, the other side finished)
   * on a buffer of its own, so that the JIT compiles them now rather than while the benchmark is
   * measured.
   */
  public void rehearse() {
    if (shared == null) {
      return;
    }
    ByteBuffer own = ByteBuffer.allocateDirect(FILE_BYTES);
    long sink = 0;
    for (int i = 0; i < REHEARSED_PARKS; i++) {
      for (int w = 0; w < FILE_BYTES / 8; w++) {
        LONGS.setVolatile(own, w * 8, 0L);
      }
      TurnGate a = new TurnGate(own, 0, seed, 2, false, 0);
      LONGS.setVolatile(own, (READY + 1) * 8, 1L); // side 1 at the start line, if it warms first
      sink += a.warmUpTurn() ? 1 : 0;
      LONGS.setVolatile(own, (READY + 1) * 8, 0L);
      sink += a.start(1) ? 1 : 0; // the partner not there yet: one park, then out
      LONGS.setVolatile(own, (READY + 1) * 8, 1L);
      sink += a.start() ? 1 : 0;
      LONGS.setVolatile(own, SEQ * 8, firstSeqOf(0, seed)); // this side's turn at once
      sink += a.await() ? 1 : 0;
      a.done();
      LONGS.setVolatile(own, SEQ * 8, firstSeqOf(1, seed)); // the other's turn
      sink += a.await(1) ? 1 : 0; // waits once, then out
      // the cores' waits: before either half (2 rounds: batches 2 and 3 are the second), placed
      // at once or not yet (then two parks and out), so that a real wait for the harness's
      // 20-odd ms, and the swap at halfway, run code compiled here
      TurnGate moved = new TurnGate(own, 0, seed, 2, true, 1);
      boolean late = (i & 1) != 0;
      LONGS.setVolatile(own, SEQ * 8, late ? (owner(2, seed) == 0 ? 2 : 3) : firstSeqOf(0, seed));
      LONGS.setVolatile(own, CORES * 8, (i & 7) < 2 ? (late ? 1L : 0L) : 2L);
      sink += moved.await(2) ? 1 : 0;
      LONGS.setVolatile(own, (DONE + 1) * 8, (i & 1) == 0 ? 1L : 0L);
      LONGS.setVolatile(own, ABORT * 8, (i & 1) == 0 ? 0L : 1L);
      sink += a.await() ? 1 : 0; // the other finished, or the pair aborted
      a.finish();
    }
    rehearsal = sink;
  }

  private static volatile long rehearsal;

  /** A sequence number whose batch belongs to {@code side}. */
  private static long firstSeqOf(int side, long seed) {
    return owner(0, seed) == side ? 0 : 1;
  }

  /**
   * Where a gated fork finds its partner.
   *
   * @param file the shared file, {@link #FILE_BYTES} long, zeroed
   * @param side 0 or 1
   * @param seed draws the order within each round; the same for both sides
   * @param rounds measured batches each side runs
   * @param swapCores the harness places the sides on two cores and swaps them halfway: publish
   *     the measuring thread's id and wait for the placement ({@code CORES})
   */
  public record Turns(String file, int side, long seed, int rounds, boolean swapCores) {}
}
