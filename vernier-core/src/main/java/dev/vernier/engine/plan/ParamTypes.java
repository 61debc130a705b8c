package dev.vernier.engine.plan;

import dev.vernier.engine.measure.ParamConverter;
import java.util.Arrays;
import java.util.List;
import org.objectweb.asm.Type;

/**
 * Whether a {@code @Param} value converts to its field's type, from the type's descriptor: the
 * JDK's types through {@link ParamConverter} (as the fork converts them), the user's enums from
 * their class files, so that no user class is loaded in the harness.
 */
final class ParamTypes {
  private ParamTypes() {}

  /** @throws IllegalArgumentException saying why {@code value} does not convert */
  static void check(ClassFileView view, String descriptor, String value) {
    Type t = Type.getType(descriptor);
    Class<?> jdk = jdkClass(t);
    if (jdk != null) {
      ParamConverter.convert(jdk, value);
      return;
    }
    if (t.getSort() == Type.OBJECT) {
      if (ClassFileView.jdk(t.getInternalName())) {
        return; // a JDK type this JDK has not: the fork's JDK converts it
      }
      List<String> constants = view.enumConstants(t.getInternalName());
      if (constants != null) {
        if (!constants.contains(value.trim())) {
          String name = t.getClassName().replace('$', '.');
          throw new IllegalArgumentException("cannot convert '" + value + "' to "
              + name.substring(name.lastIndexOf('.') + 1) + ": No enum constant " + name + "."
              + value.trim());
        }
        return;
      }
    }
    throw new IllegalArgumentException("@Param of type " + t.getClassName()
        + " is not supported: use String, a primitive, its box or an enum");
  }

  /** The constants of the field's enum type, for a {@code @Param} that lists no values. */
  static List<String> enumConstants(ClassFileView view, String descriptor) {
    Type t = Type.getType(descriptor);
    if (t.getSort() != Type.OBJECT) {
      return List.of();
    }
    Class<?> jdk = jdkClass(t);
    if (jdk != null) {
      return jdk.isEnum() ? Arrays.stream(jdk.getEnumConstants())
          .map(e -> ((Enum<?>) e).name()).toList() : List.of();
    }
    List<String> constants = view.enumConstants(t.getInternalName());
    return constants == null ? List.of() : constants;
  }

  /** The type as this JVM's class when it is a primitive or the JDK's; null otherwise. */
  private static Class<?> jdkClass(Type t) {
    Class<?> primitive = switch (t.getSort()) {
      case Type.BOOLEAN -> boolean.class;
      case Type.CHAR -> char.class;
      case Type.BYTE -> byte.class;
      case Type.SHORT -> short.class;
      case Type.INT -> int.class;
      case Type.FLOAT -> float.class;
      case Type.LONG -> long.class;
      case Type.DOUBLE -> double.class;
      default -> null;
    };
    if (primitive != null) {
      return primitive;
    }
    Type element = t.getSort() == Type.ARRAY ? t.getElementType() : t;
    if (element.getSort() == Type.OBJECT && !ClassFileView.jdk(element.getInternalName())) {
      return null;
    }
    try {
      return Class.forName(t.getSort() == Type.ARRAY ? t.getDescriptor().replace('/', '.')
          : t.getClassName(), false, ClassLoader.getPlatformClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      return null;
    }
  }
}
