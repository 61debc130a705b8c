package dev.vernier.junit;

/** Code under test returning {@code float} or {@code double}: sunk unboxed. */
@FunctionalInterface
public interface ThrowingDoubleSupplier {
  double getAsDouble() throws Throwable;
}
