package dev.vernier.junit;

/**
 * Code under test returning an integral primitive ({@code int}, {@code long}, ...): sunk
 * unboxed, so the sink's own boxing never enters the figure.
 */
@FunctionalInterface
public interface ThrowingLongSupplier {
  long getAsLong() throws Throwable;
}
