package dev.vernier.engine.measure;

import dev.vernier.Blackhole;
import java.util.Arrays;

/**
 * Run in its own JVM by {@link LoopFenceTest}: warms a fenced and an unfenced loop of
 * {@link DivBench#div}, then prints the median ns/op of each at a short and a long batch.
 * Output: one line {@code fenced1k=.. fenced10m=.. unfenced1k=.. unfenced10m=..}.
 *
 * <p>Each sample is the thread's CPU time over 10 million calls, made as 10,000 batches of 1,000
 * or as one batch of 10 million: a property of the generated code, so CPU time rather than wall
 * time, which a loaded machine would inflate more for the long batch than for the short ones.
 */
public final class FenceMain {
  private FenceMain() {}

  public static void main(String[] args) throws Exception {
    DivBench bench = new DivBench();
    Blackhole bh = new Blackhole();
    var method = DivBench.class.getDeclaredMethod("div");
    BenchmarkLoop fenced = LoopGenerator.generate(method, true);
    BenchmarkLoop unfenced = LoopGenerator.generate(method, false);
    long end = System.nanoTime() + 1_500_000_000L;
    while (System.nanoTime() < end) {
      fenced.run(bench, bh, 100_000);
      unfenced.run(bench, bh, 100_000);
    }
    int batches = Integer.getInteger("batches", 15);
    double f1k = median(fenced, bench, bh, 1_000, batches);
    double f10m = median(fenced, bench, bh, 10_000_000, batches);
    double u1k = median(unfenced, bench, bh, 1_000, batches);
    double u10m = median(unfenced, bench, bh, 10_000_000, batches);
    System.out.println("fenced1k=" + f1k + " fenced10m=" + f10m + " unfenced1k=" + u1k
        + " unfenced10m=" + u10m + " blackholes=" + Blackhole.compilerBlackholes());
  }

  private static final long CALLS = 10_000_000L;

  private static double median(BenchmarkLoop loop, Object bench, Blackhole bh, long ops,
      int batches) {
    var threads = java.lang.management.ManagementFactory.getThreadMXBean();
    double[] v = new double[batches];
    for (int i = 0; i < batches; i++) {
      long c0 = threads.getCurrentThreadCpuTime();
      for (long done = 0; done < CALLS; done += ops) {
        loop.run(bench, bh, ops);
      }
      v[i] = (double) (threads.getCurrentThreadCpuTime() - c0) / CALLS;
    }
    Arrays.sort(v);
    return v[batches / 2];
  }
}
