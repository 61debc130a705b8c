package dev.vernier;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a numeric {@link Param} as the size of the work (elements, bytes, iterations). Vernier
 * then reports the cost per element between successive sizes, where the fixed cost of a call
 * cancels ((t(2n) - t(n)) / n), and fits the complexity over all sizes (O(1) to O(n^3)). List
 * sizes that double ({@code "1000", "2000", "4000"}) so the slopes compare like with like.
 * {@code vernier run --size-param n} does the same for a parameter without the annotation.
 */
@Target(ElementType.FIELD)
@Retention(RetentionPolicy.RUNTIME)
public @interface Size {}
