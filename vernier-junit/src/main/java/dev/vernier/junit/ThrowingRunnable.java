package dev.vernier.junit;

/** Code under test whose result, if any, is not needed (see {@link ThrowingSupplier}). */
@FunctionalInterface
public interface ThrowingRunnable {
  void run() throws Throwable;
}
