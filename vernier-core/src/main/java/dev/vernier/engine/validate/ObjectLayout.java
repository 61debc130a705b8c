package dev.vernier.engine.validate;

import dev.vernier.engine.result.Environment;

/**
 * HotSpot's object sizes on a 64-bit JVM: an 8-byte mark word, a class pointer of 4 bytes
 * (compressed) or 8, an array's 4-byte length, everything padded to 8 bytes.
 *
 * @param classPointerBytes 4 with compressed class pointers, 8 without
 */
record ObjectLayout(int classPointerBytes) {

  /** The layout of the forks' JVM, or null where these sizes are not known to hold. */
  static ObjectLayout of(Environment.Jvm jvm) {
    if (jvm == null || jvm.compressedClassPointers() == null
        || Boolean.TRUE.equals(jvm.compactObjectHeaders())) {
      return null;
    }
    return new ObjectLayout(jvm.compressedClassPointers() ? 4 : 8);
  }

  /** An object with this many bytes of fields. */
  long object(int fieldBytes) {
    return align(8 + classPointerBytes + fieldBytes);
  }

  /** A byte array; without compressed class pointers the elements start at 24, not 20. */
  long byteArray(int length) {
    long header = classPointerBytes == 4 ? 16 : 24;
    return align(header + length);
  }

  String description() {
    return classPointerBytes == 4 ? "compressed class pointers" : "uncompressed class pointers";
  }

  private static long align(long bytes) {
    return (bytes + 7) / 8 * 8;
  }
}
