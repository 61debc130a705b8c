package dev.vernier.engine.run;

import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.fork.ForkRunner;
import dev.vernier.engine.fork.ForkSpec;
import dev.vernier.engine.measure.SampleListener;
import dev.vernier.engine.measure.TurnGate;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * One pair of an interleaved comparison: a fork of each side started at once, sharing a turn
 * file ({@link TurnGate}) through which they take turns batch by batch once both are warm. When
 * one fails, the other is told to stop rather than wait for its partner until its time limit.
 * Given two cores, the sides' measuring threads are placed on them and swapped halfway
 * ({@link CoreSwap}).
 */
final class TurnPair {
  private TurnPair() {}

  /** Both forks' results, and whether their cores were swapped halfway. */
  record Outcome(ForkResult a, ForkResult b, boolean swapped) {}

  /**
   * Runs both forks to their end.
   *
   * @param cpus the two cores to swap the sides between, or null to leave them where they are
   */
  static Outcome run(ForkRunner a, ForkRunner b, ForkSpec spec, long seed, int[] cpus,
      SampleListener progress) {
    Path file = newTurnFile();
    try {
      String f = file.toString();
      int rounds = InterleavedRunner.ROUNDS;
      boolean swap = cpus != null;
      ForkSpec specA = spec.withTurns(new TurnGate.Turns(f, 0, seed, rounds, swap));
      ForkSpec specB = spec.withTurns(new TurnGate.Turns(f, 1, seed, rounds, swap));
      // threads of their own: on two cores the common pool has one, and the pair needs both
      ExecutorService two = Executors.newFixedThreadPool(2);
      try (CoreSwap cores = swap ? CoreSwap.start(file, seed, rounds, cpus, CoreSwap.TASKSET)
          : null) {
        Future<ForkResult> ra = two.submit(() -> abortOnFailure(a.run(specA, progress), file));
        Future<ForkResult> rb = two.submit(() -> abortOnFailure(b.run(specB, (p, v, o) -> { }),
            file));
        ForkResult resultA = ra.get();
        ForkResult resultB = rb.get();
        return new Outcome(resultA, resultB, cores != null && cores.swapped());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        TurnGate.abort(file);
        throw new IllegalStateException("interrupted while a pair of forks ran", e);
      } catch (ExecutionException e) {
        throw new IllegalStateException(e.getCause());
      } finally {
        two.shutdown();
      }
    } finally {
      try {
        Files.deleteIfExists(file);
      } catch (IOException e) {
        // a temporary file left behind
      }
    }
  }

  private static ForkResult abortOnFailure(ForkResult r, Path file) {
    if (r.failed()) {
      TurnGate.abort(file);
    }
    return r;
  }

  private static Path newTurnFile() {
    try {
      Path file = Files.createTempFile("vernier-turns-", ".bin");
      Files.write(file, new byte[TurnGate.FILE_BYTES]);
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create the pair's turn file", e);
    }
  }
}
