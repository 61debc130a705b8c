package dev.vernier.engine.lint;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** Reads a class file into its methods' {@link MethodBody} and its fields' flags. */
final class BodyReader extends ClassVisitor {
  static final String VERNIER_BLACKHOLE = "dev/vernier/Blackhole";
  static final String JMH_BLACKHOLE = "org/openjdk/jmh/infra/Blackhole";
  static final String BLACKBOX = "dev/vernier/BlackBox";

  final Map<String, MethodBody> methods = new HashMap<>();
  /** Abstract and native methods: what a call to one does is unknown. */
  final Set<String> withoutCode = new HashSet<>();
  final Map<String, Integer> fieldAccess = new HashMap<>();
  String superName;

  private BodyReader() {
    super(Opcodes.ASM9);
  }

  static BodyReader read(byte[] classFile) {
    BodyReader r = new BodyReader();
    new ClassReader(classFile).accept(r, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
    return r;
  }

  static String key(String name, String descriptor) {
    return name + descriptor;
  }

  @Override
  public void visit(int version, int access, String name, String signature, String superName,
      String[] interfaces) {
    this.superName = superName;
  }

  @Override
  public FieldVisitor visitField(int access, String name, String descriptor, String signature,
      Object value) {
    fieldAccess.put(name, access);
    return null;
  }

  @Override
  public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
      String[] exceptions) {
    MethodBody body = new MethodBody();
    methods.put(key(name, descriptor), body);
    if ((access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) != 0) {
      withoutCode.add(key(name, descriptor));
    }
    return new MethodVisitor(Opcodes.ASM9) {
      @Override
      public void visitFieldInsn(int opcode, String owner, String field, String desc) {
        switch (opcode) {
          case Opcodes.GETFIELD -> input(body, "reads field " + simple(owner) + "." + field);
          case Opcodes.GETSTATIC -> body.staticReads.add(new MethodBody.Ref(owner, field, desc));
          default -> effect(body, "writes field " + simple(owner) + "." + field);
        }
      }

      @Override
      public void visitInsn(int opcode) {
        if (opcode >= Opcodes.IALOAD && opcode <= Opcodes.SALOAD) {
          input(body, "reads an array element");
        } else if (opcode >= Opcodes.IASTORE && opcode <= Opcodes.SASTORE) {
          effect(body, "writes an array element");
        } else if (opcode == Opcodes.ATHROW) {
          effect(body, "throws");
        } else if (opcode == Opcodes.MONITORENTER) {
          effect(body, "locks a monitor");
          input(body, "locks a monitor");
        }
      }

      @Override
      public void visitTypeInsn(int opcode, String type) {
        if (opcode == Opcodes.NEW || opcode == Opcodes.ANEWARRAY) {
          input(body, "allocates"); // a fresh object per call: nothing the JIT can fold
        }
      }

      @Override
      public void visitIntInsn(int opcode, int operand) {
        if (opcode == Opcodes.NEWARRAY) {
          input(body, "allocates");
        }
      }

      @Override
      public void visitMultiANewArrayInsn(String descriptor, int dimensions) {
        input(body, "allocates");
      }

      @Override
      public void visitMethodInsn(int opcode, String owner, String method, String desc,
          boolean itf) {
        if (VERNIER_BLACKHOLE.equals(owner) || JMH_BLACKHOLE.equals(owner)) {
          body.consumes = true;
          effect(body, "consumes a Blackhole");
        } else if (BLACKBOX.equals(owner)) {
          input(body, "reads BlackBox.of");
        } else {
          body.calls.add(new MethodBody.Ref(owner, method, desc));
        }
      }

      @Override
      public void visitInvokeDynamicInsn(String method, String desc, Handle bsm,
          Object... bsmArgs) {
        input(body, "makes an invokedynamic call"); // a new string or lambda at least
        if (!PureJdk.isPureBootstrap(bsm.getOwner())) {
          effect(body, "makes an invokedynamic call"); // linked at run time: assume the worst
        }
      }
    };
  }

  private static void input(MethodBody b, String why) {
    if (b.input == null) {
      b.input = why;
    }
  }

  private static void effect(MethodBody b, String why) {
    if (b.effect == null) {
      b.effect = why;
    }
  }

  static String simple(String internalName) {
    return internalName.substring(internalName.lastIndexOf('/') + 1);
  }
}
