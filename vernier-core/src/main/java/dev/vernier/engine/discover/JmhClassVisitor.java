package dev.vernier.engine.discover;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.AnnotationVisitor;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** Reads a class file's JMH annotations into {@link JmhClassFacts}, without loading the class. */
final class JmhClassVisitor extends ClassVisitor {
  private String name;
  private String superName;
  private boolean concrete;
  private boolean noArgConstructor;
  private final Map<String, AnnotationValues> annotations = new LinkedHashMap<>();
  private final List<ParamSpec> params = new ArrayList<>();
  private final List<JmhClassFacts.Method> methods = new ArrayList<>();

  JmhClassVisitor() {
    super(Opcodes.ASM9);
  }

  JmhClassFacts facts() {
    return new JmhClassFacts(name, superName, concrete, noArgConstructor, annotations, params,
        methods);
  }

  /** {@code Benchmark} for {@code Lorg/openjdk/jmh/annotations/Benchmark;}; null if not JMH's. */
  static String jmhName(String descriptor) {
    return descriptor.startsWith(JmhClassFacts.PKG)
        ? descriptor.substring(JmhClassFacts.PKG.length(), descriptor.length() - 1) : null;
  }

  @Override
  public void visit(int version, int access, String name, String signature, String superName,
      String[] interfaces) {
    this.name = name;
    this.superName = superName;
    this.concrete = (access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_INTERFACE)) == 0;
  }

  @Override
  public AnnotationVisitor visitAnnotation(String descriptor, boolean visible) {
    String jmh = jmhName(descriptor);
    if (jmh == null) {
      return null;
    }
    AnnotationValues values = new AnnotationValues();
    annotations.put(jmh, values);
    return values;
  }

  @Override
  public FieldVisitor visitField(int access, String field, String descriptor, String signature,
      Object value) {
    return new FieldVisitor(Opcodes.ASM9) {
      private AnnotationValues param;

      @Override
      public AnnotationVisitor visitAnnotation(String annotation, boolean visible) {
        if (!"Param".equals(jmhName(annotation))) {
          return null;
        }
        if ((access & Opcodes.ACC_FINAL) != 0) {
          throw new InvalidBenchmarkException("@Param field " + name.replace('/', '.') + "."
              + field + " is final: Vernier cannot set it; remove 'final'");
        }
        param = new AnnotationValues();
        return param;
      }

      @Override
      public void visitEnd() {
        if (param != null) {
          params.add(new ParamSpec(field, descriptor, param.all("value"), false,
              name.replace('/', '.')));
        }
      }
    };
  }

  @Override
  public MethodVisitor visitMethod(int access, String method, String descriptor, String signature,
      String[] exceptions) {
    if ("<init>".equals(method) && "()V".equals(descriptor)) {
      noArgConstructor = true;
    }
    JmhClassFacts.Method facts =
        new JmhClassFacts.Method(method, descriptor, (access & Opcodes.ACC_STATIC) != 0);
    return new MethodVisitor(Opcodes.ASM9) {
      @Override
      public AnnotationVisitor visitAnnotation(String annotation, boolean visible) {
        String jmh = jmhName(annotation);
        if (jmh == null) {
          return null;
        }
        if (facts.annotations.isEmpty()) {
          methods.add(facts);
        }
        AnnotationValues values = new AnnotationValues();
        facts.annotations.put(jmh, values);
        return values;
      }
    };
  }
}
