package dev.vernier.junit;

/**
 * Code under test that returns its result: the result is sunk, so the JIT cannot remove the
 * allocation that made it (an object that does not escape reads 0 B after escape analysis).
 */
@FunctionalInterface
public interface ThrowingSupplier<T> {
  T get() throws Throwable;
}
