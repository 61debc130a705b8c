package dev.vernier.engine.measure;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.nio.ByteBuffer;

/**
 * Native memory, zeroed as it is handed out (so each of its pages is touched) and given back to
 * the system when closed, so that the fork's peak resident set does not carry it. From JDK 22
 * on, a confined {@code java.lang.foreign.Arena} (looked up by name: the engine compiles for
 * 17), freed by its {@code close}. Before, where that API is absent or a preview, a direct
 * buffer freed through {@code sun.misc.Unsafe.invokeCleaner}, which JDK 17 to 21 allow without
 * a warning; the JDKs that warn on it (24 and later) take the first way.
 */
final class FreshMemory implements AutoCloseable {
  /** The first JDK whose foreign-memory API is final (JEP 454). */
  static final int ARENA_SINCE = 22;
  private static final long PAGE = 4096;
  private static final MethodHandle OF_CONFINED;
  private static final MethodHandle ALLOCATE;
  private static final MethodHandle CLOSE;

  static {
    MethodHandle of = null;
    MethodHandle allocate = null;
    MethodHandle close = null;
    if (Runtime.version().feature() >= ARENA_SINCE) {
      try {
        MethodHandles.Lookup lookup = MethodHandles.publicLookup();
        Class<?> arena = Class.forName("java.lang.foreign.Arena");
        Class<?> segment = Class.forName("java.lang.foreign.MemorySegment");
        of = lookup.findStatic(arena, "ofConfined", MethodType.methodType(arena))
            .asType(MethodType.methodType(Object.class));
        allocate = lookup.findVirtual(arena, "allocate",
                MethodType.methodType(segment, long.class, long.class))
            .asType(MethodType.methodType(void.class, Object.class, long.class, long.class));
        close = lookup.findVirtual(arena, "close", MethodType.methodType(void.class))
            .asType(MethodType.methodType(void.class, Object.class));
      } catch (ReflectiveOperationException e) {
        of = null; // a JDK without it after all: direct buffers
      }
    }
    OF_CONFINED = of;
    ALLOCATE = allocate;
    CLOSE = close;
  }

  private final Object arena;
  private final ByteBuffer buffer;

  private FreshMemory(Object arena, ByteBuffer buffer) {
    this.arena = arena;
    this.buffer = buffer;
  }

  /** {@code bytes} of zeroed native memory. */
  static FreshMemory allocate(int bytes) {
    if (OF_CONFINED != null) {
      try {
        Object arena = (Object) OF_CONFINED.invokeExact();
        ALLOCATE.invokeExact(arena, (long) bytes, PAGE); // the arena holds it until closed
        return new FreshMemory(arena, null);
      } catch (Throwable e) {
        throw new IllegalStateException("cannot allocate " + bytes + " bytes: " + e, e);
      }
    }
    return new FreshMemory(null, ByteBuffer.allocateDirect(bytes));
  }

  @Override
  public void close() {
    try {
      if (arena != null) {
        CLOSE.invokeExact(arena);
      } else {
        Object unsafe = unsafe();
        if (unsafe != null) {
          unsafe.getClass().getMethod("invokeCleaner", ByteBuffer.class).invoke(unsafe, buffer);
        }
      }
    } catch (Throwable e) {
      // left to the collector
    }
  }

  /** {@code sun.misc.Unsafe}, open to class-path code; null where it is not. */
  private static Object unsafe() {
    try {
      Field f = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
      f.setAccessible(true);
      return f.get(null);
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }
}
