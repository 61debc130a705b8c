package dev.vernier.engine.fork;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes and reads a record component by component in declaration order: what the fork reads
 * before the benchmark runs ({@link ForkSpec}) and what it reports after
 * ({@code ForkMeasurement}).
 *
 * <p>Why not Jackson: before the benchmark, the fork's JVM shares the JDK's
 * profiles and class hierarchy with the benchmark, and Jackson is a great deal of JDK use. Reading
 * one spec with it put {@code MemberKey} into {@code HashMap.getNode}'s {@code equals} profile
 * and loaded {@code InternCache}, a subclass of {@code ConcurrentHashMap}, which the JIT logged as
 * a failed leaf-type dependency: a benchmark of {@code ConcurrentHashMap} no longer had a class
 * with no subclasses. After it, Jackson's first use in a fresh JVM took 0.7-0.8 s of class
 * loading and interpreted code here, in every fork, on the critical path of each interleaved
 * pair. This reads with a handful of reflective calls, each made once.
 *
 * <p>Supported component types: primitives and their boxes, String, enums, nested records,
 * {@code List<T>} and {@code Map<String, T>} of those; any of the reference types may be null.
 * Adding a component to the record is all a new field needs.
 */
final class RecordCodec {
  private RecordCodec() {}

  static void write(DataOutputStream out, Record value) throws IOException {
    try {
      for (RecordComponent c : value.getClass().getRecordComponents()) {
        writeValue(out, c.getGenericType(), c.getAccessor().invoke(value));
      }
    } catch (ReflectiveOperationException e) {
      throw new IOException("cannot write " + value.getClass().getSimpleName() + ": " + e, e);
    }
  }

  static <T extends Record> T read(DataInputStream in, Class<T> type) throws IOException {
    RecordComponent[] components = type.getRecordComponents();
    Class<?>[] types = new Class<?>[components.length];
    Object[] values = new Object[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
      values[i] = readValue(in, components[i].getGenericType());
    }
    try {
      Constructor<T> ctor = type.getDeclaredConstructor(types);
      ctor.setAccessible(true);
      return ctor.newInstance(values);
    } catch (ReflectiveOperationException e) {
      throw new IOException("cannot make " + type.getSimpleName() + ": " + e, e);
    }
  }

  private static void writeValue(DataOutputStream out, Type type, Object v) throws IOException {
    Class<?> raw = raw(type);
    if (raw.isPrimitive()) {
      writePrimitive(out, raw, v);
      return;
    }
    out.writeBoolean(v != null);
    if (v == null) {
      return;
    }
    if (raw == String.class) {
      writeString(out, (String) v);
    } else if (raw.isEnum()) {
      out.writeInt(((Enum<?>) v).ordinal());
    } else if (raw.isRecord()) {
      write(out, (Record) v);
    } else if (raw == List.class) {
      List<?> list = (List<?>) v;
      out.writeInt(list.size());
      for (Object e : list) {
        writeValue(out, argument(type, 0), e);
      }
    } else if (raw == Map.class) {
      Map<?, ?> map = (Map<?, ?>) v;
      out.writeInt(map.size());
      for (Map.Entry<?, ?> e : map.entrySet()) {
        writeString(out, (String) e.getKey());
        writeValue(out, argument(type, 1), e.getValue());
      }
    } else {
      writePrimitive(out, unboxed(raw), v);
    }
  }

  private static Object readValue(DataInputStream in, Type type) throws IOException {
    Class<?> raw = raw(type);
    if (raw.isPrimitive()) {
      return readPrimitive(in, raw);
    }
    if (!in.readBoolean()) {
      return null;
    }
    if (raw == String.class) {
      return readString(in);
    } else if (raw.isEnum()) {
      return raw.getEnumConstants()[in.readInt()];
    } else if (raw.isRecord()) {
      return read(in, raw.asSubclass(Record.class));
    } else if (raw == List.class) {
      int n = in.readInt();
      List<Object> list = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        list.add(readValue(in, argument(type, 0)));
      }
      return Collections.unmodifiableList(list);
    } else if (raw == Map.class) {
      int n = in.readInt();
      Map<String, Object> map = new LinkedHashMap<>();
      for (int i = 0; i < n; i++) {
        map.put(readString(in), readValue(in, argument(type, 1)));
      }
      return Collections.unmodifiableMap(map);
    }
    return readPrimitive(in, unboxed(raw));
  }

  /** Strings as UTF-8 with an int length: writeUTF stops at 64 KB, a class path may not. */
  private static void writeString(DataOutputStream out, String s) throws IOException {
    byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
    out.writeInt(bytes.length);
    out.write(bytes);
  }

  private static String readString(DataInputStream in) throws IOException {
    byte[] bytes = new byte[in.readInt()];
    in.readFully(bytes);
    return new String(bytes, StandardCharsets.UTF_8);
  }

  private static void writePrimitive(DataOutputStream out, Class<?> p, Object v)
      throws IOException {
    if (p == int.class) {
      out.writeInt((Integer) v);
    } else if (p == long.class) {
      out.writeLong((Long) v);
    } else if (p == boolean.class) {
      out.writeBoolean((Boolean) v);
    } else if (p == double.class) {
      out.writeDouble((Double) v);
    } else if (p == float.class) {
      out.writeFloat((Float) v);
    } else if (p == short.class) {
      out.writeShort((Short) v);
    } else if (p == byte.class) {
      out.writeByte((Byte) v);
    } else if (p == char.class) {
      out.writeChar((Character) v);
    } else {
      throw new IOException("the fork channel cannot carry a " + p.getName());
    }
  }

  private static Object readPrimitive(DataInputStream in, Class<?> p) throws IOException {
    if (p == int.class) {
      return in.readInt();
    } else if (p == long.class) {
      return in.readLong();
    } else if (p == boolean.class) {
      return in.readBoolean();
    } else if (p == double.class) {
      return in.readDouble();
    } else if (p == float.class) {
      return in.readFloat();
    } else if (p == short.class) {
      return in.readShort();
    } else if (p == byte.class) {
      return in.readByte();
    } else if (p == char.class) {
      return in.readChar();
    }
    throw new IOException("the fork channel cannot carry a " + p.getName());
  }

  /** The primitive of a box ({@code Integer} → {@code int}); anything else is refused. */
  private static Class<?> unboxed(Class<?> boxed) throws IOException {
    Class<?> p = MethodType.methodType(boxed).unwrap().returnType();
    if (!p.isPrimitive()) {
      throw new IOException("the fork channel cannot carry a " + boxed.getName());
    }
    return p;
  }

  private static Class<?> raw(Type type) {
    return type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : (Class<?>) type;
  }

  private static Type argument(Type type, int index) throws IOException {
    if (type instanceof ParameterizedType p) {
      return p.getActualTypeArguments()[index];
    }
    throw new IOException("a raw collection cannot cross the fork channel: " + type);
  }
}
