package dev.vernier.engine.env;

import dev.vernier.engine.result.Environment;

/**
 * Which compilers a JVM runs, read from its flags. Only {@link #TIERED} and {@link #C2_ONLY}
 * produce the code a production JVM runs; the other two are the Java counterparts of a Debug
 * build.
 */
public enum JitMode {
  TIERED("tiered"),
  C2_ONLY("c2-only"),
  C1_ONLY("c1-only"),
  INTERPRETED("interpreted");

  private final String id;

  JitMode(String id) {
    this.id = id;
  }

  public String id() {
    return id;
  }

  /** True for the modes whose figures say nothing about production code. */
  public boolean debug() {
    return this == C1_ONLY || this == INTERPRETED;
  }

  public static JitMode of(String id) {
    for (JitMode m : values()) {
      if (m.id.equals(id)) {
        return m;
      }
    }
    throw new IllegalArgumentException("unknown JIT mode '" + id + "'");
  }

  /**
   * Classifies a JVM.
   *
   * @param vmInfo {@code java.vm.info}
   * @param compiler the compilation MXBean's name, "" or null when there is none
   * @param tiered {@code TieredCompilation}, null if unknown
   * @param stopAtLevel {@code TieredStopAtLevel}, null if unknown
   * @param c2Available whether the VM has C2, null if unknown
   * @param jvmci {@code UseJVMCICompiler}: Graal as the top tier
   */
  public static Environment.Jit classify(String vmInfo, String compiler, Boolean tiered,
      Integer stopAtLevel, Boolean c2Available, boolean jvmci) {
    boolean topTier = !Boolean.FALSE.equals(c2Available) || jvmci;
    String top = jvmci ? "Graal" : "C2";
    JitMode mode;
    String description;
    if ((vmInfo != null && vmInfo.contains("interpreted mode"))
        || (compiler != null && compiler.isEmpty())) {
      mode = INTERPRETED;
      description = "interpreted only (-Xint), nothing compiled";
    } else if (Boolean.TRUE.equals(tiered) && stopAtLevel != null && stopAtLevel < 4) {
      mode = stopAtLevel == 0 ? INTERPRETED : C1_ONLY;
      description = (stopAtLevel == 0 ? "interpreted only" : "C1 only, no " + top)
          + " (-XX:TieredStopAtLevel=" + stopAtLevel + ")";
    } else if (!topTier) {
      mode = C1_ONLY;
      description = "C1 only: this VM has no C2";
    } else if (Boolean.FALSE.equals(tiered)) {
      mode = C2_ONLY;
      description = top + " only, no C1 tiers (-XX:-TieredCompilation)";
    } else {
      mode = TIERED;
      description = "tiered, C1 then " + top;
    }
    return new Environment.Jit(mode.id(), description, tiered, stopAtLevel, topTier,
        compiler == null || compiler.isEmpty() ? null : compiler);
  }
}
