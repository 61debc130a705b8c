package dev.vernier;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Runs the benchmark on this many threads at once, to measure it under contention; {@code
 * vernier run --threads N} overrides it for every benchmark. On a method it applies to that
 * benchmark, on a class to every benchmark of the class that does not say otherwise.
 *
 * <p>Each thread gets an instance of the benchmark class of its own (its fields are the thread's
 * state, as JMH's {@code Scope.Thread}); what the threads share is what the class keeps in
 * static fields. The threads start every sample together and stop together: a thread that
 * finished its timed calls keeps calling the benchmark, untimed, until all have finished, so no
 * timed call runs without the others' contention. A sample is the time per call averaged over
 * the threads ({@code avgt}) or the calls per second of all threads together ({@code thrpt});
 * {@code sample} and {@code ss} modes run on one thread only.
 *
 * <p>More threads than the fork's available processors is measured but flagged ({@code
 * THREADS_OVER_CORES}): the threads then take turns rather than run at once.
 */
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
public @interface Threads {
  /** How many threads run the benchmark at once; at least 1. */
  int value();
}
