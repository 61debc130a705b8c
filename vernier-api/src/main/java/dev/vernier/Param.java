package dev.vernier;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A field whose values span the benchmark's parameter space. Every combination of the class's
 * parameters is measured separately. Values are written as strings and converted to the field's
 * type: String, a primitive or its box, or an enum constant's name. An empty list on an enum field
 * means all of its constants. {@code vernier run --param name=v1,v2} overrides the list.
 */
@Target(ElementType.FIELD)
@Retention(RetentionPolicy.RUNTIME)
public @interface Param {
  String[] value() default {};
}
