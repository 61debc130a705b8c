package dev.vernier;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a method to be measured. The method may return a value (it is sunk, so the JIT cannot
 * remove the work) or take a {@link Blackhole} and consume what it computes.
 *
 * <p>The declaring class is the benchmark's state: Vernier makes one instance per fork (one per
 * thread with {@link Threads}) with its no-argument constructor, and the method reads the instance's fields on every call, so inputs
 * kept in fields are never constant-folded.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
public @interface Benchmark {
  /** The benchmark the other methods of this class are compared to (the {@code Ratio} column). */
  boolean baseline() default false;
}
