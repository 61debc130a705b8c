package dev.vernier.engine.discover;

import java.util.List;

/**
 * A {@code @Param} field as declared: its name, its type (a JVM descriptor such as {@code I} or
 * {@code Ljava/lang/String;}), the values written in the annotation, whether it is marked
 * {@code @Size} (the work's size, for cost per element), and the class that declares it (a JMH
 * {@code @State} class other than the benchmark's own; null for the benchmark's class).
 */
public record ParamSpec(String name, String typeDescriptor, List<String> values, boolean size,
    String owner) {

  public ParamSpec(String name, String typeDescriptor, List<String> values, boolean size) {
    this(name, typeDescriptor, values, size, null);
  }

  public ParamSpec(String name, String typeDescriptor, List<String> values) {
    this(name, typeDescriptor, values, false, null);
  }
}
