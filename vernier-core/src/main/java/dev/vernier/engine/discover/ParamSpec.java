package dev.vernier.engine.discover;

import java.util.List;

/**
 * A {@code @Param} field as declared: its name, its type (a JVM descriptor such as {@code I} or
 * {@code Ljava/lang/String;}), the values written in the annotation, and whether it is marked
 * {@code @Size} (the work's size, for cost per element).
 */
public record ParamSpec(String name, String typeDescriptor, List<String> values, boolean size) {

  public ParamSpec(String name, String typeDescriptor, List<String> values) {
    this(name, typeDescriptor, values, false);
  }
}
