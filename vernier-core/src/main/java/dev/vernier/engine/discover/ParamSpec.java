package dev.vernier.engine.discover;

import java.util.List;

/**
 * A {@code @Param} field as declared: its name, its type (a JVM descriptor such as {@code I} or
 * {@code Ljava/lang/String;}) and the values written in the annotation.
 */
public record ParamSpec(String name, String typeDescriptor, List<String> values) {}
