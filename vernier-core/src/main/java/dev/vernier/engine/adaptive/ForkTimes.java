package dev.vernier.engine.adaptive;

/**
 * The times the next fork is given.
 *
 * @param steadyWarmup warm up until steady state, between the two warm-up bounds; else exactly
 *     {@code maxWarmupNanos}
 */
public record ForkTimes(long minWarmupNanos, long maxWarmupNanos, long measureNanos,
    boolean steadyWarmup) {}
