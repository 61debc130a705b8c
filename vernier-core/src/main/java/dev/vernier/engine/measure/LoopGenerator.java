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

  /** Without the fence only to show, in a test, what the fence prevents. */
  static BenchmarkLoop generate(Method method, boolean fenced)
      throws ReflectiveOperationException {
    Class<?> owner = method.getDeclaringClass();
    byte[] bytes = bytecode(method, fenced);
    MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(owner, MethodHandles.lookup());
    Class<?> loop = lookup.defineHiddenClass(bytes, true, MethodHandles.Lookup.ClassOption.NESTMATE)
        .lookupClass();
    return (BenchmarkLoop) loop.getDeclaredConstructor().newInstance();
  }

  static byte[] bytecode(Method method, boolean fenced) {
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

    writeRun(cw, method, owner, fenced);
    writeOnce(cw, method, owner);
    cw.visitEnd();
    return cw.toByteArray();
  }

  // Locals of run: 0 this, 1 benchmark, 2 blackhole, 3-4 ops, 5 typed benchmark, 6-7 start, 8-9 i
  private static void writeRun(ClassWriter cw, Method method, String owner, boolean fenced) {
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_FINAL, "run", RUN_DESC, null, null);
    mv.visitCode();
    mv.visitVarInsn(ALOAD, 1);
    mv.visitTypeInsn(CHECKCAST, owner);
    mv.visitVarInsn(ASTORE, 5);
    mv.visitMethodInsn(INVOKESTATIC, "java/lang/System", "nanoTime", "()J", false);
    mv.visitVarInsn(LSTORE, 6);
    mv.visitInsn(LCONST_0);
    mv.visitVarInsn(LSTORE, 8);
    Label test = new Label();
    Label body = new Label();
    mv.visitJumpInsn(GOTO, test);
    mv.visitLabel(body);
    callAndSink(mv, method, owner, 5, 2);
    if (fenced) {
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/invoke/VarHandle", "acquireFence", "()V", false);
    }
    mv.visitVarInsn(LLOAD, 8);
    mv.visitInsn(LCONST_1);
    mv.visitInsn(LADD);
    mv.visitVarInsn(LSTORE, 8);
    mv.visitLabel(test);
    mv.visitVarInsn(LLOAD, 8);
    mv.visitVarInsn(LLOAD, 3);
    mv.visitInsn(LCMP);
    mv.visitJumpInsn(IFLT, body);
    mv.visitMethodInsn(INVOKESTATIC, "java/lang/System", "nanoTime", "()J", false);
    mv.visitVarInsn(LLOAD, 6);
    mv.visitInsn(LSUB);
    mv.visitInsn(LRETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private static void writeOnce(ClassWriter cw, Method method, String owner) {
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_FINAL, "once", ONCE_DESC, null, null);
    mv.visitCode();
    mv.visitVarInsn(ALOAD, 1);
    mv.visitTypeInsn(CHECKCAST, owner);
    mv.visitVarInsn(ASTORE, 3);
    callAndSink(mv, method, owner, 3, 2);
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /** Emits {@code blackhole.consume(target.method([blackhole]))}, or the bare call for void. */
  private static void callAndSink(MethodVisitor mv, Method method, String owner, int target,
      int blackhole) {
    Class<?> ret = method.getReturnType();
    boolean sink = ret != void.class;
    if (sink) {
      mv.visitVarInsn(ALOAD, blackhole);
    }
    boolean isStatic = Modifier.isStatic(method.getModifiers());
    if (!isStatic) {
      mv.visitVarInsn(ALOAD, target);
    }
    if (method.getParameterCount() == 1) {
      mv.visitVarInsn(ALOAD, blackhole);
    }
    boolean itf = method.getDeclaringClass().isInterface();
    mv.visitMethodInsn(isStatic ? INVOKESTATIC : INVOKEVIRTUAL, owner, method.getName(),
        Type.getMethodDescriptor(method), itf);
    if (sink) {
      mv.visitMethodInsn(INVOKEVIRTUAL, BLACKHOLE, "consume", "(" + sinkType(ret) + ")V", false);
    }
  }

  private static String sinkType(Class<?> type) {
    return type.isPrimitive() ? Type.getDescriptor(type) : "Ljava/lang/Object;";
  }
}
