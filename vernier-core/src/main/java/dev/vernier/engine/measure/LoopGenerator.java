package dev.vernier.engine.measure;

import static org.objectweb.asm.Opcodes.*;

import dev.vernier.Blackhole;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

/**
 * Writes a {@link BenchmarkLoop} for one benchmark method with ASM and defines it as a hidden
 * nestmate of the benchmark's class, so it may call private and package-private methods directly.
 *
 * <p>The batch loop is, in Java terms:
 *
 * <pre>
 *   long start = System.nanoTime();
 *   for (long i = 0; i &lt; ops; i++) {
 *     blackhole.consume(benchmark.method());
 *     VarHandle.acquireFence();
 *   }
 *   return System.nanoTime() - start;
 * </pre>
 *
 * <p>Why the fence: once C2 inlines the method, a computation on the benchmark's fields (say
 * {@code Math.log(x)}) is loop-invariant, and C2 would compute it once per batch and report a
 * per-call cost that shrinks as the batch grows. An acquire fence forbids moving later loads
 * above it, so every iteration must load the fields again and redo the work; nor can two
 * iterations' loads be merged. It is what JMH gets from its volatile read per iteration, minus
 * the load itself: on x86 and AArch64 it emits no instruction, only a compiler barrier.
 *
 * <p>A JMH benchmark takes arguments ({@code @State} objects, JMH's {@code Blackhole}): its loop
 * ({@link #generateWithArguments}) receives them as one {@code Object[]} in place of the
 * benchmark, {@code {target, arg0, arg1, ...}}, and loads each into a typed local (one checkcast
 * each) before the clock starts; the loop itself is the same.
 */
public final class LoopGenerator {
  private static final String LOOP = Type.getInternalName(BenchmarkLoop.class);
  private static final String BLACKHOLE = Type.getInternalName(Blackhole.class);
  private static final String RUN_DESC = "(Ljava/lang/Object;L" + BLACKHOLE + ";J)J";
  private static final String ONCE_DESC = "(Ljava/lang/Object;L" + BLACKHOLE + ";)V";

  private LoopGenerator() {}

  public static BenchmarkLoop generate(Method method) throws ReflectiveOperationException {
    return generate(method, true);
  }

  /**
   * The loop of a benchmark that takes arguments: {@code run} and {@code once} expect, as their
   * benchmark, an {@code Object[]} of the target (null for a static method) and the arguments.
   */
  public static BenchmarkLoop generateWithArguments(Method method)
      throws ReflectiveOperationException {
    return define(method, bytecode(method, true, true));
  }

  /** Without the fence only to show, in a test, what the fence prevents. */
  static BenchmarkLoop generate(Method method, boolean fenced)
      throws ReflectiveOperationException {
    return define(method, bytecode(method, fenced));
  }

  private static BenchmarkLoop define(Method method, byte[] bytes)
      throws ReflectiveOperationException {
    Class<?> owner = method.getDeclaringClass();
    MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(owner, MethodHandles.lookup());
    Class<?> loop = lookup.defineHiddenClass(bytes, true, MethodHandles.Lookup.ClassOption.NESTMATE)
        .lookupClass();
    return (BenchmarkLoop) loop.getDeclaredConstructor().newInstance();
  }

  static byte[] bytecode(Method method, boolean fenced) {
    return bytecode(method, fenced, false);
  }

  static byte[] bytecode(Method method, boolean fenced, boolean arguments) {
    String owner = Type.getInternalName(method.getDeclaringClass());
    String name = owner + "$VernierLoop";
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS) {
      @Override
      protected String getCommonSuperClass(String a, String b) {
        return "java/lang/Object"; // frames never merge two different reference types here
      }
    };
    cw.visit(V17, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, name, null, "java/lang/Object",
        new String[] {LOOP});

    MethodVisitor init = cw.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
    init.visitCode();
    init.visitVarInsn(ALOAD, 0);
    init.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
    init.visitInsn(RETURN);
    init.visitMaxs(0, 0);
    init.visitEnd();

    writeRun(cw, method, owner, fenced, arguments);
    writeOnce(cw, method, owner, arguments);
    cw.visitEnd();
    return cw.toByteArray();
  }

  // Locals of run: 0 this, 1 benchmark, 2 blackhole, 3-4 ops, 5 typed benchmark, 6-7 start, 8-9 i
  // (with arguments: 5 typed benchmark, 6.. one per argument, then start and i)
  private static void writeRun(ClassWriter cw, Method method, String owner, boolean fenced,
      boolean arguments) {
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_FINAL, "run", RUN_DESC, null, null);
    mv.visitCode();
    int start = arguments ? loadArguments(mv, method, owner, 5) : 6;
    if (!arguments) {
      mv.visitVarInsn(ALOAD, 1);
      mv.visitTypeInsn(CHECKCAST, owner);
      mv.visitVarInsn(ASTORE, 5);
    }
    int i = start + 2;
    mv.visitMethodInsn(INVOKESTATIC, "java/lang/System", "nanoTime", "()J", false);
    mv.visitVarInsn(LSTORE, start);
    mv.visitInsn(LCONST_0);
    mv.visitVarInsn(LSTORE, i);
    Label test = new Label();
    Label body = new Label();
    mv.visitJumpInsn(GOTO, test);
    mv.visitLabel(body);
    callAndSink(mv, method, owner, 5, 2, arguments);
    if (fenced) {
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/invoke/VarHandle", "acquireFence", "()V", false);
    }
    mv.visitVarInsn(LLOAD, i);
    mv.visitInsn(LCONST_1);
    mv.visitInsn(LADD);
    mv.visitVarInsn(LSTORE, i);
    mv.visitLabel(test);
    mv.visitVarInsn(LLOAD, i);
    mv.visitVarInsn(LLOAD, 3);
    mv.visitInsn(LCMP);
    mv.visitJumpInsn(IFLT, body);
    mv.visitMethodInsn(INVOKESTATIC, "java/lang/System", "nanoTime", "()J", false);
    mv.visitVarInsn(LLOAD, start);
    mv.visitInsn(LSUB);
    mv.visitInsn(LRETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private static void writeOnce(ClassWriter cw, Method method, String owner, boolean arguments) {
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_FINAL, "once", ONCE_DESC, null, null);
    mv.visitCode();
    if (arguments) {
      loadArguments(mv, method, owner, 3);
    } else {
      mv.visitVarInsn(ALOAD, 1);
      mv.visitTypeInsn(CHECKCAST, owner);
      mv.visitVarInsn(ASTORE, 3);
    }
    callAndSink(mv, method, owner, 3, 2, arguments);
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /**
   * Emits {@code blackhole.consume(target.method(...))}, or the bare call for void. The arguments:
   * a Vernier benchmark's one Blackhole if it takes it; with {@code arguments}, the locals after
   * the target (see {@link #loadArguments}).
   */
  private static void callAndSink(MethodVisitor mv, Method method, String owner, int target,
      int blackhole, boolean arguments) {
    Class<?> ret = method.getReturnType();
    boolean sink = ret != void.class;
    if (sink) {
      mv.visitVarInsn(ALOAD, blackhole);
    }
    boolean isStatic = Modifier.isStatic(method.getModifiers());
    if (!isStatic) {
      mv.visitVarInsn(ALOAD, target);
    }
    for (int k = 0; k < method.getParameterCount(); k++) {
      mv.visitVarInsn(ALOAD, arguments ? target + 1 + k : blackhole);
    }
    boolean itf = method.getDeclaringClass().isInterface();
    mv.visitMethodInsn(isStatic ? INVOKESTATIC : INVOKEVIRTUAL, owner, method.getName(),
        Type.getMethodDescriptor(method), itf);
    if (sink) {
      mv.visitMethodInsn(INVOKEVIRTUAL, BLACKHOLE, "consume", "(" + sinkType(ret) + ")V", false);
    }
  }

  /**
   * Loads the target and each argument from the {@code Object[]} in local 1 into typed locals
   * from {@code target} on: the target there, argument k at {@code target + 1 + k}. Returns the
   * first free local.
   */
  private static int loadArguments(MethodVisitor mv, Method method, String owner, int target) {
    Class<?>[] types = method.getParameterTypes();
    for (int k = -1; k < types.length; k++) {
      mv.visitVarInsn(ALOAD, 1);
      mv.visitTypeInsn(CHECKCAST, "[Ljava/lang/Object;");
      mv.visitLdcInsn(k + 1);
      mv.visitInsn(AALOAD);
      mv.visitTypeInsn(CHECKCAST, k < 0 ? owner : Type.getInternalName(types[k]));
      mv.visitVarInsn(ASTORE, target + 1 + k);
    }
    return target + 1 + types.length;
  }

  private static String sinkType(Class<?> type) {
    return type.isPrimitive() ? Type.getDescriptor(type) : "Ljava/lang/Object;";
  }
}
