package dev.vernier.samples.traps;

import dev.vernier.Benchmark;
import dev.vernier.Setup;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.util.function.LongUnaryOperator;

/**
 * A JIT that never settles: the work is done by a class that is replaced by a fresh copy every
 * few thousand calls (as code generators, scripting engines and some serialisation libraries
 * do), so the JIT compiles each copy anew, first with C1, then with C2, for as long as the
 * benchmark runs. There is no steady state; Vernier says JIT_DURING_MEASUREMENT (and names the
 * compilations) rather than report a figure as if the code had settled.
 */
public class ChurnBench {
  static final int CALLS_PER_COPY = 20_000;

  private byte[] kernelBytes;
  private LongUnaryOperator kernel;
  private int calls;
  private long seed = 17;

  @Setup
  void load() throws IOException, ReflectiveOperationException {
    String name = Kernel.class.getName().replace('.', '/') + ".class";
    try (InputStream in = ChurnBench.class.getClassLoader().getResourceAsStream(name)) {
      kernelBytes = in.readAllBytes();
    }
    kernel = fresh();
  }

  @Benchmark
  long churn() throws ReflectiveOperationException {
    if (++calls == CALLS_PER_COPY) {
      calls = 0;
      kernel = fresh();
    }
    seed = kernel.applyAsLong(seed);
    return seed;
  }

  /** A new copy of {@link Kernel}: a hidden class of its own, so its code is compiled anew. */
  private LongUnaryOperator fresh() throws ReflectiveOperationException {
    Class<?> c = MethodHandles.lookup().defineHiddenClass(kernelBytes, true).lookupClass();
    return (LongUnaryOperator) c.getDeclaredConstructor().newInstance();
  }

  /** Some mixing: enough work per call for the JIT's tiers to differ. */
  public static final class Kernel implements LongUnaryOperator {
    public Kernel() {}

    @Override
    public long applyAsLong(long v) {
      long h = v;
      for (int i = 0; i < 64; i++) {
        h = (h ^ (h >>> 29)) * 0xBF58476D1CE4E5B9L + i;
      }
      return h;
    }
  }
}
