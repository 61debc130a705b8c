package dev.vernier.engine.perturb;

import dev.vernier.engine.result.PerturbationDraw;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * {@code --perturb}: which levers the forks' draws pull, and the run's seed. A fork's draw is a
 * function of the seed, the benchmark's id and the draw's number alone, so a run given the same
 * seed gives every fork the same flags again, whatever else ran before it.
 *
 * <p>Forks share a draw two by two (forks 1 and 2 draw 1, forks 3 and 4 draw 2, ...): two JVMs
 * under one draw differ only by the JVM's own luck, so the row can split its spread into the
 * part between draws and the part within them ({@link dev.vernier.engine.result.Evidence#perturbation}).
 *
 * @param levers the levers pulled; empty when perturbation is off
 * @param seed the run's seed
 */
public record Perturbation(Set<Lever> levers, long seed) {
  public static final Perturbation OFF = new Perturbation(Set.of(), 0);
  /** Forks per draw. */
  public static final int FORKS_PER_DRAW = 2;

  public Perturbation {
    levers = levers.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(levers));
  }

  public boolean on() {
    return !levers.isEmpty();
  }

  /**
   * {@code all}, or lever names separated by commas, for example {@code loop-alignment,heap-base}.
   */
  public static Perturbation parse(String text, long seed) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (t.isEmpty() || t.equals("all")) {
      return new Perturbation(EnumSet.allOf(Lever.class), seed);
    }
    EnumSet<Lever> set = EnumSet.noneOf(Lever.class);
    for (String name : t.split(",")) {
      set.add(Lever.of(name));
    }
    return new Perturbation(set, seed);
  }

  /** Which draw fork number {@code fork} (from 1) of a benchmark runs under. */
  public static int drawOf(int fork) {
    return (fork - 1) / FORKS_PER_DRAW + 1;
  }

  /** The draw for fork number {@code fork} (from 1) of benchmark {@code benchmarkId}; null off. */
  public PerturbationDraw draw(String benchmarkId, int fork) {
    if (!on()) {
      return null;
    }
    int draw = drawOf(fork);
    long drawSeed = new SplittableRandom(seed ^ benchmarkId.hashCode() * 0x9E3779B97F4A7C15L
        ^ draw * 0xBF58476D1CE4E5B9L).nextLong();
    SplittableRandom rnd = new SplittableRandom(drawSeed);
    List<String> flags = new ArrayList<>();
    int padding = 0;
    for (Lever l : EnumSet.copyOf(levers)) { // a fixed order: the same seed, the same flags
      flags.addAll(l.flags(rnd));
      padding += l.envPadding(rnd);
    }
    return new PerturbationDraw(draw, drawSeed, flags, padding);
  }

  /** The levers' names, in order, for the environment's record. */
  public List<String> leverNames() {
    return !on() ? List.of() : EnumSet.copyOf(levers).stream().map(Lever::label).toList();
  }
}
