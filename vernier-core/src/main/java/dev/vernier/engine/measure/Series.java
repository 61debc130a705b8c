package dev.vernier.engine.measure;

import java.util.Arrays;

/**
 * Samples kept inside the fork while it warms up or measures, in arrays allocated up front, so
 * that recording a sample allocates nothing and runs no code that could still be compiling: the
 * fork says nothing to the harness until a phase is over (a socket write per sample compiled the
 * JDK's channel code while the benchmark was measured, and the JIT's activity could not be told
 * apart from the benchmark's).
 *
 * <p>A full series either refuses more samples ({@link #full()}) or, when it rolls, forgets its
 * older half: warm-up only needs its recent samples.
 */
final class Series {
  private final boolean rolling;
  private double[] values;
  private long[] ops;
  private long[] bytes;
  private long[] atNanos;
  private int size;
  private long dropped;

  Series(int capacity, boolean rolling) {
    this.rolling = rolling;
    values = new double[capacity];
    ops = new long[capacity];
    bytes = new long[capacity];
    atNanos = new long[capacity];
  }

  /** Records one sample; in a full series that does not roll, does nothing. */
  void add(double value, long sampleOps, long sampleBytes, long at) {
    if (size == values.length) {
      if (!rolling) {
        return;
      }
      int half = size / 2;
      shift(half);
    }
    values[size] = value;
    ops[size] = sampleOps;
    bytes[size] = sampleBytes;
    atNanos[size] = at;
    size++;
  }

  /** Forgets the first {@code n} samples. */
  void dropFirst(int n) {
    shift(Math.min(n, size));
  }

  private void shift(int n) {
    System.arraycopy(values, n, values, 0, size - n);
    System.arraycopy(ops, n, ops, 0, size - n);
    System.arraycopy(bytes, n, bytes, 0, size - n);
    System.arraycopy(atNanos, n, atNanos, 0, size - n);
    size -= n;
    dropped += n;
  }

  void clear() {
    dropped += size;
    size = 0;
  }

  boolean full() {
    return !rolling && size == values.length;
  }

  int size() {
    return size;
  }

  /** Samples forgotten by rolling, trimming or clearing. */
  long dropped() {
    return dropped;
  }

  double value(int i) {
    return values[i];
  }

  long ops(int i) {
    return ops[i];
  }

  long bytes(int i) {
    return bytes[i];
  }

  long atNanos(int i) {
    return atNanos[i];
  }

  double[] values() {
    return Arrays.copyOf(values, size);
  }

  /** Sum of the operations of the kept samples. */
  long totalOps() {
    long t = 0;
    for (int i = 0; i < size; i++) {
      t += ops[i];
    }
    return t;
  }

  /** Sum of the bytes of the kept samples. */
  long totalBytes() {
    long t = 0;
    for (int i = 0; i < size; i++) {
      t += bytes[i];
    }
    return t;
  }
}
