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
    long drawSeed = mix(benchmarkId, draw * 0xBF58476D1CE4E5B9L);
    SplittableRandom rnd = new SplittableRandom(drawSeed);
    List<String> flags = new ArrayList<>();
    int padding = 0;
    for (Lever l : EnumSet.copyOf(levers)) { // a fixed order: the same seed, the same flags
      double u = (stratum(benchmarkId, l, draw) + rnd.nextDouble()) / l.strata();
      flags.addAll(l.flags(u));
      padding += l.envPadding(u);
    }
    return new PerturbationDraw(draw, drawSeed, flags, padding);
  }

  /**
   * Draw {@code draw}'s stratum of lever {@code l}: the draws go through the lever's strata in a
   * seeded order, every stratum once before any comes again (Latin hypercube sampling). Two or
   * three draws then cover a lever's range, and no two consecutive ones share its value, which
   * independent draws would do for two draws in five of the loop alignment's.
   */
  private int stratum(String benchmarkId, Lever l, int draw) {
    int n = l.strata();
    int cycle = (draw - 1) / n;
    SplittableRandom order = new SplittableRandom(
        mix(benchmarkId, (l.ordinal() + 1) * 0x94D049BB133111EBL ^ cycle));
    int[] perm = new int[n];
    for (int i = 0; i < n; i++) {
      perm[i] = i;
    }
    for (int i = n - 1; i > 0; i--) { // Fisher-Yates
      int j = order.nextInt(i + 1);
      int t = perm[i];
      perm[i] = perm[j];
      perm[j] = t;
    }
    return perm[(draw - 1) % n];
  }

  private long mix(String benchmarkId, long salt) {
    return new SplittableRandom(seed ^ benchmarkId.hashCode() * 0x9E3779B97F4A7C15L ^ salt)
        .nextLong();
  }

  /** The levers' names, in order, for the environment's record. */
  public List<String> leverNames() {
    return !on() ? List.of() : EnumSet.copyOf(levers).stream().map(Lever::label).toList();
  }
}
