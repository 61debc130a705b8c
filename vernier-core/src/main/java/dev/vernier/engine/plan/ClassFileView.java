package dev.vernier.engine.plan;

import dev.vernier.engine.lint.ClassFiles;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * What the planner checks of a benchmark's class, read from class files with ASM: no user class
 * is loaded in the harness, so a suite built for a newer JDK than the one running Vernier, or
 * one that needs {@code --enable-preview} or an incubator module, plans as well and runs in
 * forks on {@code --jvm}. Names are internal ({@code pkg/Outer$Inner}).
 */
final class ClassFileView {
  /** What one class file declares, as far as the checks need. */
  record Shape(int access, String superName, List<String> interfaces, boolean innerNonStatic,
      Map<String, String> fields, List<String> enumConstants, Set<String> methods,
      Set<String> signatureTypes) {}

  private final ClassFiles files;
  private final Map<String, Shape> read = new HashMap<>();

  ClassFileView(ClassFiles files) {
    this.files = files;
  }

  /** The class's shape, or null when no class file of that name is on the classpath. */
  Shape shape(String name) {
    if (read.containsKey(name)) {
      return read.get(name);
    }
    byte[] bytes = files.bytes(name);
    Shape s = bytes == null ? null : parse(name, bytes);
    read.put(name, s);
    return s;
  }

  /**
   * The first class loading {@code name} would miss (its superclasses and interfaces, and the
   * types of its fields and methods, as {@code getDeclaredMethods} resolves them), or null. The
   * JDK's own classes are the forks' JDK's to have, not this one's.
   */
  String missingDependency(String name) {
    Shape own = shape(name);
    if (own == null) {
      return name;
    }
    for (String t : own.signatureTypes()) {
      if (!jdk(t) && shape(t) == null) {
        return t;
      }
    }
    Deque<String> todo = new ArrayDeque<>(supertypes(own));
    Set<String> seen = new HashSet<>();
    while (!todo.isEmpty()) {
      String t = todo.pop();
      if (jdk(t) || !seen.add(t)) {
        continue;
      }
      Shape s = shape(t);
      if (s == null) {
        return t;
      }
      todo.addAll(supertypes(s));
    }
    return null;
  }

  /** The descriptor of field {@code field} in the class or its superclasses; null if none. */
  String fieldDescriptor(String name, String field) {
    for (Shape s = shape(name); s != null; s = s.superName() == null ? null
        : shape(s.superName())) {
      String d = s.fields().get(field);
      if (d != null) {
        return d;
      }
    }
    return null;
  }

  /** The constants of enum {@code name} in declaration order; null when it is not an enum. */
  List<String> enumConstants(String name) {
    Shape s = shape(name);
    return s == null ? null : s.enumConstants();
  }

  /** A class of the JDK: the forks' JDK decides whether it is there (it may be newer). */
  static boolean jdk(String name) {
    return name.startsWith("java/") || name.startsWith("jdk/")
        || ClassLoader.getPlatformClassLoader().getResource(name + ".class") != null;
  }

  private static List<String> supertypes(Shape s) {
    List<String> out = new ArrayList<>(s.interfaces());
    if (s.superName() != null) {
      out.add(0, s.superName());
    }
    return out;
  }

  private static Shape parse(String name, byte[] bytes) {
    Map<String, String> fields = new LinkedHashMap<>();
    List<String> constants = new ArrayList<>();
    Set<String> methods = new HashSet<>();
    Set<String> types = new LinkedHashSet<>();
    int[] access = new int[1];
    String[] superName = new String[1];
    List<String> interfaces = new ArrayList<>();
    boolean[] innerNonStatic = new boolean[1];
    new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public void visit(int version, int acc, String n, String signature, String sup,
          String[] ifaces) {
        access[0] = acc;
        superName[0] = sup;
        interfaces.addAll(List.of(ifaces == null ? new String[0] : ifaces));
      }

      @Override
      public void visitInnerClass(String n, String outer, String inner, int acc) {
        if (n.equals(name) && outer != null && (acc & Opcodes.ACC_STATIC) == 0) {
          innerNonStatic[0] = true; // a member class that needs its outer instance
        }
      }

      @Override
      public FieldVisitor visitField(int acc, String n, String descriptor, String signature,
          Object value) {
        fields.put(n, descriptor);
        if ((acc & Opcodes.ACC_ENUM) != 0) {
          constants.add(n);
        }
        addType(types, Type.getType(descriptor));
        return null;
      }

      @Override
      public MethodVisitor visitMethod(int acc, String n, String descriptor, String signature,
          String[] exceptions) {
        methods.add(n + descriptor);
        for (Type t : Type.getArgumentTypes(descriptor)) {
          addType(types, t);
        }
        addType(types, Type.getReturnType(descriptor));
        return null;
      }
    }, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
    boolean isEnum = (access[0] & Opcodes.ACC_ENUM) != 0;
    return new Shape(access[0], superName[0], List.copyOf(interfaces), innerNonStatic[0],
        fields, isEnum ? List.copyOf(constants) : null, methods, types);
  }

  private static void addType(Set<String> types, Type t) {
    Type e = t.getSort() == Type.ARRAY ? t.getElementType() : t;
    if (e.getSort() == Type.OBJECT) {
      types.add(e.getInternalName());
    }
  }
}
