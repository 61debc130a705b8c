package dev.vernier.engine.discover;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.AnnotationVisitor;
import org.objectweb.asm.Opcodes;

/**
 * One annotation as written in a class file: each element's values as strings (a scalar, an enum
 * constant's name, or every element of an array). Defaults are not in the class file, so an
 * element the source did not write is absent.
 */
final class AnnotationValues extends AnnotationVisitor {
  private final Map<String, List<String>> values = new LinkedHashMap<>();

  AnnotationValues() {
    super(Opcodes.ASM9);
  }

  /** The element's values; empty when the source did not write it. */
  List<String> all(String element) {
    return values.getOrDefault(element, List.of());
  }

  /** The element's single value, or null when the source did not write it. */
  String one(String element) {
    List<String> v = all(element);
    return v.isEmpty() ? null : v.get(0);
  }

  /** The {@code value} element of an annotation that may be absent (null). */
  static String value(AnnotationValues a) {
    return a == null ? null : a.one("value");
  }

  /** An element's values of an annotation that may be absent (empty). */
  static List<String> all(AnnotationValues a, String element) {
    return a == null ? List.of() : List.copyOf(a.all(element));
  }

  boolean has(String element) {
    return values.containsKey(element);
  }

  @Override
  public void visit(String name, Object value) {
    add(name, String.valueOf(value));
  }

  @Override
  public void visitEnum(String name, String descriptor, String value) {
    add(name, value);
  }

  @Override
  public AnnotationVisitor visitArray(String name) {
    values.computeIfAbsent(name, k -> new ArrayList<>()); // an empty array is still written
    AnnotationValues outer = this;
    return new AnnotationVisitor(Opcodes.ASM9) {
      @Override
      public void visit(String ignored, Object value) {
        outer.add(name, String.valueOf(value));
      }

      @Override
      public void visitEnum(String ignored, String descriptor, String value) {
        outer.add(name, value);
      }
    };
  }

  private void add(String name, String value) {
    values.computeIfAbsent(name, k -> new ArrayList<>()).add(value);
  }
}
