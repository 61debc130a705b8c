package dev.vernier.engine.perturb;

import java.util.List;
import java.util.Locale;

/**
 * One layout accident a fork can be given. Each draws its flags from the fork's own generator;
 * the values stay within what leaves the generated code's kind alone (the heap's base stays below
 * 4 GiB less the largest heap the policy sets, so compressed oops keep their unscaled mode; the
 * identity hash only among the generators of random quality), so that a draw moves where things
 * land, not what the JIT makes.
 */
public enum Lever {
  /** Where C2 aligns loop heads (a power of two up to 16; 16 on x86 by default). */
  LOOP_ALIGNMENT("loop-alignment", 5) {
    @Override
    List<String> flags(double u) {
      return List.of("-XX:OptoLoopAlignment=" + (1 << pick(u, 5)));
    }
  },
  /** Where compiled code's interior (OSR) entries are aligned: 16 or 32 on x86. */
  ENTRY_ALIGNMENT("entry-alignment", 2) {
    @Override
    List<String> flags(double u) {
      return List.of("-XX:InteriorEntryAlignment=" + (16 << pick(u, 2)));
    }
  },
  /** The compile thresholds scaled by 0.9 to 1.1: compilation at other moments, other profiles. */
  THRESHOLDS("thresholds", Strata.CONTINUOUS) {
    @Override
    List<String> flags(double u) {
      return List.of(String.format(Locale.ROOT, "-XX:CompileThresholdScaling=%.3f",
          0.9 + 0.2 * u));
    }
  },
  /** The heap's lowest address, 1 to 2.5 GiB in 64 MiB steps: every object elsewhere. */
  HEAP_BASE("heap-base", Strata.CONTINUOUS) {
    @Override
    List<String> flags(double u) {
      return List.of("-XX:HeapBaseMinAddress=" + (1024 + 64 * pick(u, 25)) + "m");
    }
  },
  /** The identity hash generator: Park-Miller (0), address-mixed (1) or xorshift (5, default). */
  HASH_CODE("hash-code", 3) {
    @Override
    List<String> flags(double u) {
      int[] kinds = {0, 1, 5};
      return List.of("-XX:+UnlockExperimentalVMOptions", "-XX:hashCode=" + kinds[pick(u, 3)]);
    }
  },
  /** A system property of 0 to 4,096 characters: the command line's length, the stack's start. */
  COMMAND_LINE("command-line", Strata.CONTINUOUS) {
    @Override
    List<String> flags(double u) {
      return List.of("-Dvernier.perturb.pad=" + "x".repeat(pick(u, 4097)));
    }
  },
  /** An environment variable of 0 to 4,096 characters (Mytkowicz et al.'s lever). */
  ENVIRONMENT("environment", Strata.CONTINUOUS) {
    @Override
    List<String> flags(double u) {
      return List.of();
    }

    @Override
    int envPadding(double u) {
      return pick(u, 4097);
    }
  };

  /** The environment variable that {@link #ENVIRONMENT} pads. */
  public static final String ENV_VARIABLE = "VERNIER_PERTURB_PAD";

  private final String label;
  private final int strata;

  Lever(String label, int strata) {
    this.label = label;
    this.strata = strata;
  }

  /** The lever's name on the command line and in the result file. */
  public String label() {
    return label;
  }

  /**
   * How many strata {@link Perturbation} spreads this lever's draws over: each of its values for
   * a lever of few, {@link Strata#CONTINUOUS} bands for one of many. Consecutive draws fall in
   * different strata, so that two draws never share a lever's value by chance.
   */
  int strata() {
    return strata;
  }

  /** The flags for {@code u} in [0, 1), the draw's position in this lever's range. */
  abstract List<String> flags(double u);

  /** Characters of environment padding this lever draws; 0 for a lever of flags only. */
  int envPadding(double u) {
    return 0;
  }

  /** Bands of a lever of many values (a holder: enum constants cannot name a later field). */
  static final class Strata {
    static final int CONTINUOUS = 8;

    private Strata() {}
  }

  /** The value of {@code n} that {@code u} in [0, 1) falls on. */
  private static int pick(double u, int n) {
    return Math.min(n - 1, (int) (u * n));
  }

  /** The lever of that name, or an error that lists them. */
  public static Lever of(String name) {
    for (Lever l : values()) {
      if (l.label.equals(name.trim().toLowerCase(Locale.ROOT))) {
        return l;
      }
    }
    throw new IllegalArgumentException("no perturbation lever '" + name + "'; levers: "
        + String.join(", ", List.of(values()).stream().map(Lever::label).toList()));
  }
}
