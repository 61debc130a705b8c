package dev.vernier.engine.result;

import java.util.List;

/**
 * A fork's draw of layout perturbations ({@code --perturb}): enough to run that fork again as it
 * ran ({@code --jvm-args} with the flags, the environment variable padded to the same length).
 *
 * @param draw which draw of the row this is, from 1; forks share a draw in pairs, so that the
 *     row can tell the draws' spread from the JVMs' own
 * @param seed the draw's own seed: the same seed gives the same flags and padding
 * @param flags the JVM flags the draw added after the forks' others
 * @param envPadding characters in the environment variable {@code VERNIER_PERTURB_PAD}
 */
public record PerturbationDraw(int draw, long seed, List<String> flags, int envPadding) {
  public PerturbationDraw {
    flags = flags == null ? List.of() : List.copyOf(flags);
  }
}
