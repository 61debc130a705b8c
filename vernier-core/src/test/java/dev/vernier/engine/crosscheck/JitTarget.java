package dev.vernier.engine.crosscheck;

/** A program for {@link JitLogTest}'s child JVMs: a hot method calling a small helper. */
public final class JitTarget {
  private JitTarget() {}

  static int work(int[] values) {
    int s = 0;
    for (int v : values) {
      s += helper(v);
    }
    return s;
  }

  static int helper(int x) {
    x ^= x >>> 7;
    x *= 0x9E3779B1;
    return x ^ (x >>> 15);
  }

  public static void main(String[] args) {
    int[] values = new int[256];
    for (int i = 0; i < values.length; i++) {
      values[i] = i * 31;
    }
    long sum = 0;
    for (int i = 0; i < 100_000; i++) {
      sum += work(values);
    }
    System.out.println(sum);
  }
}
