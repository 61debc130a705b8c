package dev.vernier.engine.result;

/**
 * How much of a perturbed row's spread between forks its draws explain.
 *
 * @param share the between-draw part of the variance of the forks' log medians, 0 to 1; null
 *     when the forks cannot tell (fewer than two draws, or no draw with two forks)
 * @param draws the draws among the row's forks
 * @param forks the forks counted (those of the figure)
 */
public record PerturbationShare(Double share, int draws, int forks) {}
