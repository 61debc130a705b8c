package dev.vernier.engine.measure;

import java.util.Map;

/** Turns a parameter value written as a string into a field's type. */
public final class ParamConverter {
  private static final Map<Class<?>, Class<?>> BOXES = Map.of(
      Integer.class, int.class, Long.class, long.class, Double.class, double.class,
      Float.class, float.class, Boolean.class, boolean.class, Byte.class, byte.class,
      Short.class, short.class, Character.class, char.class);

  private ParamConverter() {}

  public static Object convert(Class<?> type, String value) {
    Class<?> t = BOXES.getOrDefault(type, type);
    try {
      if (t == String.class) {
        return value;
      } else if (t == int.class) {
        return Integer.parseInt(value.trim());
      } else if (t == long.class) {
        return Long.parseLong(value.trim());
      } else if (t == double.class) {
        return Double.parseDouble(value.trim());
      } else if (t == float.class) {
        return Float.parseFloat(value.trim());
      } else if (t == short.class) {
        return Short.parseShort(value.trim());
      } else if (t == byte.class) {
        return Byte.parseByte(value.trim());
      } else if (t == boolean.class) {
        return parseBoolean(value.trim());
      } else if (t == char.class) {
        if (value.length() != 1) {
          throw new IllegalArgumentException("not one character");
        }
        return value.charAt(0);
      } else if (t.isEnum()) {
        return enumConstant(t, value.trim());
      }
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "cannot convert '" + value + "' to " + type.getSimpleName() + ": " + e.getMessage());
    }
    throw new IllegalArgumentException("@Param of type " + type.getName()
        + " is not supported: use String, a primitive, its box or an enum");
  }

  private static boolean parseBoolean(String v) {
    if (v.equalsIgnoreCase("true") || v.equalsIgnoreCase("false")) {
      return Boolean.parseBoolean(v);
    }
    throw new IllegalArgumentException("expected true or false");
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Object enumConstant(Class<?> type, String name) {
    return Enum.valueOf((Class) type, name);
  }
}
