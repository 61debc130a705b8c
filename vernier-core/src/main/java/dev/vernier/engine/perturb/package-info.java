/**
 * Perturbed forks ({@code --perturb}): every fork of a benchmark runs under its own seeded draw of
 * the layout accidents HotSpot lets a product build vary (code alignment, compile thresholds, the
 * heap's base, the identity hash, the size of the environment and the command line), so that a
 * figure which holds only under one layout shows as spread instead of as a result (Mytkowicz et
 * al., ASPLOS 2009; Curtsinger and Berger, ASPLOS 2013).
 * {@link dev.vernier.engine.perturb.Lever} is one kind of accident,
 * {@link dev.vernier.engine.perturb.Perturbation} draws them per fork, and
 * {@link dev.vernier.engine.result.Evidence#perturbation} says how much of a row's spread the
 * draws explain.
 */
package dev.vernier.engine.perturb;
