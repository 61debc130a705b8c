package dev.vernier.engine.discover;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.AnnotationVisitor;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** Collects a class's {@code @Param} fields and {@code @Benchmark} methods from its class file. */
final class BenchmarkClassVisitor extends ClassVisitor {
  static final String BENCHMARK = "Ldev/vernier/Benchmark;";
  private static final String PARAM = "Ldev/vernier/Param;";
  private static final String SIZE = "Ldev/vernier/Size;";
  private static final java.util.Set<String> NUMBERS = java.util.Set.of("I", "J", "S", "B", "F",
      "D", "Ljava/lang/Integer;", "Ljava/lang/Long;", "Ljava/lang/Short;", "Ljava/lang/Byte;",
      "Ljava/lang/Float;", "Ljava/lang/Double;");
  private static final String MODE = "Ldev/vernier/Mode;";
  private static final String OPS = "Ldev/vernier/OperationsPerInvocation;";
  private static final String THREADS = "Ldev/vernier/Threads;";
  private static final String BLACKHOLE_ONLY = "(Ldev/vernier/Blackhole;)";

  private String className;
  private boolean skipped;
  private String classMode;
  private int classOps = 1;
  private int classThreads = 1;
  private final List<ParamSpec> params = new ArrayList<>();
  private final List<MethodFacts> methods = new ArrayList<>();

  BenchmarkClassVisitor() {
    super(Opcodes.ASM9);
  }

  List<BenchmarkDescriptor> benchmarks() {
    List<BenchmarkDescriptor> out = new ArrayList<>();
    if (skipped) {
      return out;
    }
    for (MethodFacts m : methods) {
      if (m.benchmark) {
        out.add(new BenchmarkDescriptor(className, m.name, m.descriptor, m.isStatic, m.baseline,
            m.mode != null ? m.mode : classMode, m.ops != null ? m.ops : classOps,
            List.copyOf(params), m.threads != null ? m.threads : classThreads));
      }
    }
    return out;
  }

  @Override
  public void visit(int version, int access, String name, String signature, String superName,
      String[] interfaces) {
    className = name.replace('/', '.');
    skipped = (access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_INTERFACE)) != 0;
  }

  @Override
  public AnnotationVisitor visitAnnotation(String descriptor, boolean visible) {
    if (MODE.equals(descriptor)) {
      return new ValueReader(v -> classMode = v);
    }
    if (OPS.equals(descriptor)) {
      return new ValueReader(v -> classOps = Integer.parseInt(v));
    }
    if (THREADS.equals(descriptor)) {
      return new ValueReader(v -> classThreads = threadCount(v, className));
    }
    return null;
  }

  @Override
  public FieldVisitor visitField(int access, String name, String descriptor, String signature,
      Object value) {
    return new FieldVisitor(Opcodes.ASM9) {
      private List<String> values; // non-null once @Param is seen
      private boolean size;

      @Override
      public AnnotationVisitor visitAnnotation(String annotation, boolean visible) {
        if (SIZE.equals(annotation)) {
          size = true;
          return null;
        }
        if (!PARAM.equals(annotation)) {
          return null;
        }
        if ((access & Opcodes.ACC_FINAL) != 0) {
          throw new InvalidBenchmarkException("@Param field " + className + "." + name
              + " is final: Vernier cannot set it; remove 'final'");
        }
        values = new ArrayList<>();
        return new ValueReader(values::add);
      }

      @Override
      public void visitEnd() {
        if (size && !NUMBERS.contains(descriptor)) {
          throw new InvalidBenchmarkException("@Size field " + className + "." + name
              + " is not a number: mark an int, long, float or double @Param");
        }
        if (values != null) {
          params.add(new ParamSpec(name, descriptor, values, size));
        }
      }
    };
  }

  @Override
  public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
      String[] exceptions) {
    MethodFacts facts = new MethodFacts(name, descriptor, (access & Opcodes.ACC_STATIC) != 0);
    methods.add(facts);
    return new MethodVisitor(Opcodes.ASM9) {
      @Override
      public AnnotationVisitor visitAnnotation(String annotation, boolean visible) {
        switch (annotation) {
          case BENCHMARK:
            facts.benchmark = true;
            checkSignature(facts);
            return new AnnotationVisitor(Opcodes.ASM9) {
              @Override
              public void visit(String key, Object value) {
                if ("baseline".equals(key)) {
                  facts.baseline = (Boolean) value;
                }
              }
            };
          case MODE:
            return new ValueReader(v -> facts.mode = v);
          case OPS:
            return new ValueReader(v -> facts.ops = Integer.parseInt(v));
          case THREADS:
            return new ValueReader(v -> facts.threads = threadCount(v, className + "." + name));
          default:
            return null;
        }
      }
    };
  }

  private static int threadCount(String value, String where) {
    int n = Integer.parseInt(value);
    if (n < 1) {
      throw new InvalidBenchmarkException("@Threads(" + n + ") on " + where
          + ": a benchmark runs on at least 1 thread");
    }
    return n;
  }

  private void checkSignature(MethodFacts m) {
    if (!m.descriptor.startsWith("()") && !m.descriptor.startsWith(BLACKHOLE_ONLY)) {
      throw new InvalidBenchmarkException("@Benchmark " + className + "." + m.name
          + " takes parameters Vernier cannot supply: take none, or one Blackhole,"
          + " and keep inputs in fields");
    }
  }

  private static final class MethodFacts {
    final String name;
    final String descriptor;
    final boolean isStatic;
    boolean benchmark;
    boolean baseline;
    String mode;
    Integer ops;
    Integer threads;

    MethodFacts(String name, String descriptor, boolean isStatic) {
      this.name = name;
      this.descriptor = descriptor;
      this.isStatic = isStatic;
    }
  }

  /** Reads an annotation's {@code value}: a scalar, an enum constant, or each array element. */
  private static final class ValueReader extends AnnotationVisitor {
    private final java.util.function.Consumer<String> sink;

    ValueReader(java.util.function.Consumer<String> sink) {
      super(Opcodes.ASM9);
      this.sink = sink;
    }

    @Override
    public void visit(String name, Object value) {
      sink.accept(String.valueOf(value));
    }

    @Override
    public void visitEnum(String name, String descriptor, String value) {
      sink.accept(value);
    }

    @Override
    public AnnotationVisitor visitArray(String name) {
      return this;
    }
  }
}
