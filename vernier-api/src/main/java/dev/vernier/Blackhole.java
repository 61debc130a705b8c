package dev.vernier;

import java.lang.ref.WeakReference;

/**
 * Consumes values so that the JIT cannot prove them unused and delete the work that made them.
 *
 * <p>When the fork's JVM supports HotSpot compiler blackholes (JDK 17+, experimental), Vernier
 * registers {@code consumeCompiler} with {@code -XX:CompileCommand=blackhole}: the JIT then keeps
 * the argument alive and emits no code for the call. Otherwise the fallback compares the value
 * with volatile fields the JIT cannot predict, which costs a load or two per call. Which one was
 * used is recorded in the result file ({@code environment.jvm.compilerBlackholes}).
 *
 * <p>The harness makes the instance a benchmark receives; a benchmark never needs to make one.
 */
public final class Blackhole {
  /** System property the harness sets on forks whose JVM accepted the blackhole compile command. */
  public static final String COMPILER_PROPERTY = "vernier.blackhole.compiler";

  /** Read once: a static final the JIT folds, so the branch below costs nothing. */
  private static final boolean COMPILER = Boolean.getBoolean(COMPILER_PROPERTY);

  // Fallback state. Each pair is never equal, so the comparisons never succeed, but the JIT
  // must load and compare for every call because the fields are volatile.
  private volatile int i1 = 1, i2 = 2;
  private volatile long l1 = 1, l2 = 2;
  private volatile float f1 = 1, f2 = 2;
  private volatile double d1 = 1, d2 = 2;
  private volatile boolean z1 = false, z2 = true;
  private volatile Object retained;
  private volatile int mask = 1;
  private int state = (int) System.nanoTime();

  /** True when the JIT's own blackholes are in force in this JVM. */
  public static boolean compilerBlackholes() {
    return COMPILER;
  }

  public void consume(Object v) {
    if (COMPILER) {
      consumeCompiler(v);
    } else {
      // Objects are compared with nothing: a fresh object can be proven different from any
      // loaded reference and then removed. Instead, rarely and unpredictably, publish it.
      int m = mask;
      int s = state = state * 1664525 + 1013904223;
      if ((s & m) == 0) {
        retained = new WeakReference<>(v);
        mask = (m << 1) + 1;
      }
    }
  }

  public void consume(int v) {
    if (COMPILER) {
      consumeCompiler(v);
    } else if (v == i1 & v == i2) {
      fail();
    }
  }

  public void consume(long v) {
    if (COMPILER) {
      consumeCompiler(v);
    } else if (v == l1 & v == l2) {
      fail();
    }
  }

  public void consume(double v) {
    if (COMPILER) {
      consumeCompiler(v);
    } else if (v == d1 & v == d2) {
      fail();
    }
  }

  public void consume(float v) {
    if (COMPILER) {
      consumeCompiler(v);
    } else if (v == f1 & v == f2) {
      fail();
    }
  }

  public void consume(boolean v) {
    if (COMPILER) {
      consumeCompiler(v);
    } else if (v == z1 & v == z2) {
      fail();
    }
  }

  public void consume(byte v) {
    consume((int) v);
  }

  public void consume(short v) {
    consume((int) v);
  }

  public void consume(char v) {
    consume((int) v);
  }

  // Empty on purpose: with -XX:CompileCommand=blackhole the JIT keeps each argument alive and
  // removes the call. Without it these are never called.
  public static void consumeCompiler(Object v) {}

  public static void consumeCompiler(int v) {}

  public static void consumeCompiler(long v) {}

  public static void consumeCompiler(double v) {}

  public static void consumeCompiler(float v) {}

  public static void consumeCompiler(boolean v) {}

  private static void fail() {
    throw Broken.error();
  }

  /**
   * Holds the message, so that this class's constant pool has no string literal left unresolved
   * after class initialisation. Before C2 compiles a method, HotSpot resolves the string
   * constants of its class on the thread that asked for the compilation: a literal here would
   * be created (104 B: the String and its byte[]) on the benchmark thread, in a measured batch.
   */
  private static final class Broken {
    static IllegalStateException error() {
      return new IllegalStateException("Blackhole: impossible equality; the JIT broke its contract");
    }
  }
}
