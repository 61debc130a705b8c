package dev.vernier;

/**
 * Makes an input opaque to the JIT: {@code BlackBox.of(42)} returns 42, but the compiler cannot
 * know that, so it cannot constant-fold or precompute the work that depends on it. Use it for
 * inputs written as literals or read from {@code static final} fields; inputs kept in the
 * benchmark's instance fields are already opaque.
 *
 * <p>It works by a branch on a non-final static field that is always false: the JIT does not fold
 * non-final statics, so it must keep both outcomes possible. The cost is a load and a branch.
 */
public final class BlackBox {
  // Never written. Not final, so the JIT must assume it may change.
  private static boolean swap;
  private static Object decoy;

  private BlackBox() {}

  public static int of(int v) {
    return swap ? v * 31 + 7 : v;
  }

  public static long of(long v) {
    return swap ? v * 31 + 7 : v;
  }

  public static double of(double v) {
    return swap ? v * 0.5 + 1 : v;
  }

  public static float of(float v) {
    return swap ? v * 0.5f + 1 : v;
  }

  public static boolean of(boolean v) {
    return swap != v;
  }

  public static byte of(byte v) {
    return swap ? (byte) (v + 1) : v;
  }

  public static short of(short v) {
    return swap ? (short) (v + 1) : v;
  }

  public static char of(char v) {
    return swap ? (char) (v + 1) : v;
  }

  @SuppressWarnings("unchecked")
  public static <T> T of(T v) {
    return swap ? (T) decoy : v;
  }
}
