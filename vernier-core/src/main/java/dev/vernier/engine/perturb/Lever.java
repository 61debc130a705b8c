package dev.vernier.engine.perturb;

import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * One layout accident a fork can be given. Each draws its flags from the fork's own generator;
 * the values stay within what leaves the generated code's kind alone (the heap's base stays below
 * 4 GiB less the largest heap the policy sets, so compressed oops keep their unscaled mode; the
 * identity hash only among the generators of random quality), so that a draw moves where things
 * land, not what the JIT makes.
 */
public enum Lever {
  /** Where C2 aligns loop heads (a power of two up to 16; 16 on x86 by default). */
  LOOP_ALIGNMENT("loop-alignment") {
    @Override
    List<String> flags(SplittableRandom rnd) {
      return List.of("-XX:OptoLoopAlignment=" + (1 << rnd.nextInt(5)));
    }
  },
  /** Where compiled code's interior (OSR) entries are aligned: 16 or 32 on x86. */
  ENTRY_ALIGNMENT("entry-alignment") {
    @Override
    List<String> flags(SplittableRandom rnd) {
      return List.of("-XX:InteriorEntryAlignment=" + (16 << rnd.nextInt(2)));
    }
  },
  /** The compile thresholds scaled by 0.9 to 1.1: compilation at other moments, other profiles. */
  THRESHOLDS("thresholds") {
    @Override
    List<String> flags(SplittableRandom rnd) {
      return List.of(String.format(Locale.ROOT, "-XX:CompileThresholdScaling=%.3f",
          0.9 + 0.2 * rnd.nextDouble()));
    }
  },
  /** The heap's lowest address, 1 to 2.5 GiB in 64 MiB steps: every object elsewhere. */
  HEAP_BASE("heap-base") {
    @Override
    List<String> flags(SplittableRandom rnd) {
      return List.of("-XX:HeapBaseMinAddress=" + (1024 + 64 * rnd.nextInt(25)) + "m");
    }
  },
  /** The identity hash generator: Park-Miller (0), address-mixed (1) or xorshift (5, default). */
  HASH_CODE("hash-code") {
    @Override
    List<String> flags(SplittableRandom rnd) {
      int[] kinds = {0, 1, 5};
      return List.of("-XX:+UnlockExperimentalVMOptions",
          "-XX:hashCode=" + kinds[rnd.nextInt(kinds.length)]);
    }
  },
  /** A system property of 0 to 4,096 characters: the command line's length, the stack's start. */
  COMMAND_LINE("command-line") {
    @Override
    List<String> flags(SplittableRandom rnd) {
      return List.of("-Dvernier.perturb.pad=" + "x".repeat(rnd.nextInt(4097)));
    }
  },
  /** An environment variable of 0 to 4,096 characters (Mytkowicz et al.'s lever). */
  ENVIRONMENT("environment") {
    @Override
    List<String> flags(SplittableRandom rnd) {
      return List.of();
    }

    @Override
    int envPadding(SplittableRandom rnd) {
      return rnd.nextInt(4097);
    }
  };

  /** The environment variable that {@link #ENVIRONMENT} pads. */
  public static final String ENV_VARIABLE = "VERNIER_PERTURB_PAD";

  private final String label;

  Lever(String label) {
    this.label = label;
  }

  /** The lever's name on the command line and in the result file. */
  public String label() {
    return label;
  }

  abstract List<String> flags(SplittableRandom rnd);

  /** Characters of environment padding this lever draws; 0 for a lever of flags only. */
  int envPadding(SplittableRandom rnd) {
    return 0;
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
