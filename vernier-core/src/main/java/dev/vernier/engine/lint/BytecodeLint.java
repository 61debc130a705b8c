package dev.vernier.engine.lint;

import dev.vernier.engine.discover.BenchmarkDescriptor;
import dev.vernier.engine.result.Warning;
import java.util.ArrayList;
import java.util.List;

/**
 * Static checks on a benchmark method's bytecode, before anything runs. Two traps can be read
 * from the class file: a result nobody uses (dead code the JIT may delete) and an input the JIT
 * can know at compile time (work it may fold into a constant, as LLVM turns a sum of squares
 * into n(n-1)(2n-1)/6). The checks follow calls into the class's own methods and any class file
 * on the classpath; a call they cannot see into counts as reading and writing state, so a
 * benchmark is only flagged when its bytecode shows the trap.
 */
public final class BytecodeLint {
  public static final String RESULT_DISCARDED = "RESULT_DISCARDED";
  public static final String CONSTANT_INPUT = "CONSTANT_INPUT";

  private final Reach reach;

  public BytecodeLint(ClassFiles files) {
    this.reach = new Reach(files);
  }

  /** The warnings for one benchmark method; empty when its bytecode shows no trap. */
  public List<Warning> check(BenchmarkDescriptor b) {
    Reach.Facts facts = reach.of(b.className().replace('.', '/'), b.method(), b.descriptor());
    List<Warning> out = new ArrayList<>();
    String name = b.simpleName();
    if (b.returnsVoid() && facts.effect() == null) {
      String what = b.takesBlackhole()
          ? name + " returns nothing and passes nothing to its Blackhole"
          : name + " returns nothing, takes no Blackhole";
      out.add(new Warning(RESULT_DISCARDED, "warn",
          what + " and writes no field: its result is dead code the JIT may remove, leaving an"
              + " empty loop to time",
          "return the value (Vernier sinks it), or take a Blackhole and pass the value to"
              + " bh.consume(...)"));
    }
    if (facts.input() == null) {
      out.add(new Warning(CONSTANT_INPUT, "warn",
          name + " reads nothing but constants and static finals (no instance field, no @Param,"
              + " no BlackBox): the JIT may compute the answer once, or fold it to a constant",
          "read the input from an instance field (a @Param, or one filled in @Setup), or wrap"
              + " the literal in BlackBox.of(...)"));
    }
    return out;
  }
}
