/**
 * Adaptive stopping: how many forks a benchmark gets and how long each measures, so that the
 * confidence interval of the median reaches its target in the least time the budget allows.
 * {@link dev.vernier.engine.adaptive.ForkSchedule} decides fork by fork;
 * {@link dev.vernier.engine.adaptive.VarianceComponents} splits the noise into its between-fork
 * and within-fork parts (Kalibera and Jones 2013).
 */
package dev.vernier.engine.adaptive;
