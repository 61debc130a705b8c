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
 */
final class TurnPair {
  private TurnPair() {}

  /** Runs both forks to their end; [0] is A's result, [1] B's. */
  static ForkResult[] run(ForkRunner a, ForkRunner b, ForkSpec spec, long seed,
      SampleListener progress) {
    Path file = newTurnFile();
    try {
      String f = file.toString();
      ForkSpec specA = spec.withTurns(new TurnGate.Turns(f, 0, seed, InterleavedRunner.ROUNDS));
      ForkSpec specB = spec.withTurns(new TurnGate.Turns(f, 1, seed, InterleavedRunner.ROUNDS));
      // threads of their own: on two cores the common pool has one, and the pair needs both
      ExecutorService two = Executors.newFixedThreadPool(2);
      try {
        Future<ForkResult> ra = two.submit(() -> abortOnFailure(a.run(specA, progress), file));
        Future<ForkResult> rb = two.submit(() -> abortOnFailure(b.run(specB, (p, v, o) -> { }),
            file));
        return new ForkResult[] {ra.get(), rb.get()};
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
