package dev.vernier.testbench;

import java.util.SplittableRandom;

/**
 * A seeded, bursty neighbour for validating verdicts on a shared machine: one thread that
 * alternates bursts of work with idle gaps, both of random length (exponential, mean
 * {@code --burst-ms} and {@code --gap-ms}), each burst either arithmetic (it takes a core) or a
 * walk over 64 MiB (it takes memory bandwidth and the shared cache as well). The seed fixes the
 * whole sequence, so two validation runs meet the same neighbour.
 *
 * <pre>java -cp vernier-core/target/test-classes dev.vernier.testbench.NoisyNeighbour \
 *     --seed 1 --seconds 600 [--burst-ms 40] [--gap-ms 60]</pre>
 *
 * It stops by itself after {@code --seconds}.
 */
public final class NoisyNeighbour {
  private static volatile long sink;

  private NoisyNeighbour() {}

  public static void main(String[] args) throws InterruptedException {
    long seed = 1;
    double seconds = 60;
    double burstMs = 40;
    double gapMs = 60;
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--seed" -> seed = Long.parseLong(args[i + 1]);
        case "--seconds" -> seconds = Double.parseDouble(args[i + 1]);
        case "--burst-ms" -> burstMs = Double.parseDouble(args[i + 1]);
        case "--gap-ms" -> gapMs = Double.parseDouble(args[i + 1]);
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    SplittableRandom random = new SplittableRandom(seed);
    long[] memory = new long[8 << 20]; // 64 MiB
    long end = System.nanoTime() + (long) (seconds * 1e9);
    long bursts = 0;
    while (System.nanoTime() < end) {
      long burstNanos = (long) (exponential(random, burstMs) * 1e6);
      boolean memoryBurst = random.nextInt(3) == 0;
      long until = System.nanoTime() + burstNanos;
      long x = random.nextLong();
      int at = 0;
      while (System.nanoTime() < until) {
        if (memoryBurst) {
          for (int i = 0; i < 4096; i++) { // a cache line apart: every access misses
            at = (at + 8) & (memory.length - 1);
            memory[at] += x;
          }
        } else {
          for (int i = 0; i < 4096; i++) {
            x = x * 0x9E3779B97F4A7C15L + i;
            x ^= x >>> 29;
          }
        }
      }
      sink += x + memory[at];
      bursts++;
      long gapNanos = (long) (exponential(random, gapMs) * 1e6);
      Thread.sleep(gapNanos / 1_000_000, (int) (gapNanos % 1_000_000));
    }
    System.out.println("noisy neighbour: " + bursts + " bursts, seed " + seed);
  }

  private static double exponential(SplittableRandom r, double mean) {
    return -mean * Math.log(1 - r.nextDouble());
  }
}
