package dev.vernier.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The test method's body, once warm, must allocate at most {@code bytes} per run. The body runs
 * once as a normal test (its own assertions apply), then over and over to warm it up and measure
 * it as {@link Allocations#assertAtMost(long, ThrowingRunnable)} does; so it must be repeatable
 * and take no parameters.
 *
 * <pre>
 *   &#64;Test &#64;AllocationLimit(bytes = 0)
 *   void parsingAllocatesNothing() { sink = parser.parse(line); }
 * </pre>
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@ExtendWith(AllocationLimitExtension.class)
public @interface AllocationLimit {
  /** Most bytes one run of the body may allocate. */
  long bytes();

  /**
   * Measure in a fresh JVM (see {@link ForkedAllocation}): slower by a JVM start, but the JIT's
   * profile is this body's alone, as in a service that runs only this code hot.
   */
  boolean fork() default false;
}
