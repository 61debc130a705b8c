/** Times a dependent xorshift chain in 50 ms batches for N seconds; prints "t_ms ns_per_op". */
public class DriftProbe {
  static long chain(long x, int n) {
    for (int i = 0; i < n; i++) { x ^= x << 13; x ^= x >>> 7; x ^= x << 17; x *= 0x9E3779B97F4A7C15L; }
    return x;
  }
  public static void main(String[] a) {
    long seconds = Long.parseLong(a[0]);
    long x = 1;
    for (int i = 0; i < 20000; i++) x = chain(x, 1000);   // warm
    long t0 = System.nanoTime(), end = t0 + seconds * 1_000_000_000L;
    StringBuilder out = new StringBuilder();
    while (System.nanoTime() < end) {
      long s = System.nanoTime(); long ops = 0;
      while (System.nanoTime() - s < 50_000_000L) { x = chain(x, 1000); ops += 1000; }
      long e = System.nanoTime();
      out.append((s - t0) / 1_000_000).append(' ').append((double) (e - s) / ops).append('\n');
    }
    System.out.print(out); System.err.println(x);
  }
}
