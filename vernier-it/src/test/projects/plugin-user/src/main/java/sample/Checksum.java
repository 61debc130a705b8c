package sample;

/** The project's code under test: a chain of dependent multiply-xorshift rounds. */
public final class Checksum {
  private Checksum() {}

  public static long mix(long x, int rounds) {
    for (int i = 0; i < rounds; i++) {
      x *= 0x9E3779B97F4A7C15L;
      x ^= x >>> 29;
    }
    return x;
  }
}
