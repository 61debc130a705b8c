package dev.vernier.engine.lint;

import java.util.Set;

/**
 * JDK methods that compute only from their arguments: calling one adds neither an input nor an
 * effect, so {@code Math.sqrt(2.0)} stays a constant and a discarded {@code Math.sqrt(x)} stays
 * dead. Every other JDK call is assumed to read and write state (it may: {@code nanoTime},
 * {@code List.add}), which keeps the lint from flagging correct benchmarks.
 */
final class PureJdk {
  private static final Set<String> WHOLE_CLASSES = Set.of("java/lang/Math", "java/lang/StrictMath");
  private static final Set<String> IMPURE_MATH = Set.of("random");
  private static final Set<String> BOXES = Set.of("java/lang/Integer", "java/lang/Long",
      "java/lang/Short", "java/lang/Byte", "java/lang/Character", "java/lang/Float",
      "java/lang/Double", "java/lang/Boolean");
  private static final Set<String> BOX_STATICS = Set.of("bitCount", "rotateLeft", "rotateRight",
      "numberOfLeadingZeros", "numberOfTrailingZeros", "reverse", "reverseBytes", "highestOneBit",
      "lowestOneBit", "signum", "compare", "compareUnsigned", "divideUnsigned",
      "remainderUnsigned", "toUnsignedLong", "hashCode", "sum", "max", "min", "doubleToLongBits",
      "doubleToRawLongBits", "longBitsToDouble", "floatToIntBits", "floatToRawIntBits",
      "intBitsToFloat", "isNaN", "isInfinite", "isFinite", "logicalAnd", "logicalOr",
      "logicalXor", "parseInt", "parseLong", "parseDouble", "parseFloat", "parseShort",
      "parseByte", "parseBoolean", "parseUnsignedInt", "parseUnsignedLong", "valueOf", "toString",
      "toHexString", "toBinaryString", "toOctalString", "toUnsignedString");
  /** String is immutable: its methods compute from their arguments, except these that write
   * into an array they are given. */
  private static final Set<String> STRING_WRITERS = Set.of("getChars", "getBytes");
  /** String concatenation and lambda creation: they make an object and do nothing else. */
  private static final Set<String> PURE_BOOTSTRAPS = Set.of(
      "java/lang/invoke/StringConcatFactory", "java/lang/invoke/LambdaMetafactory");

  private PureJdk() {}

  static boolean isJdk(String owner) {
    return owner.startsWith("java/") || owner.startsWith("javax/") || owner.startsWith("jdk/")
        || owner.startsWith("sun/");
  }

  static boolean isPure(String owner, String method) {
    if ("java/lang/Object".equals(owner) && "<init>".equals(method)) {
      return true; // every constructor's super() call
    }
    if (WHOLE_CLASSES.contains(owner)) {
      return !IMPURE_MATH.contains(method);
    }
    if ("java/lang/String".equals(owner)) {
      return !STRING_WRITERS.contains(method);
    }
    return BOXES.contains(owner) && BOX_STATICS.contains(method);
  }

  static boolean isPureBootstrap(String owner) {
    return PURE_BOOTSTRAPS.contains(owner);
  }
}
