package dev.vernier.engine.lint;

import java.util.ArrayList;
import java.util.List;

/**
 * What one method's own instructions do, before its calls are followed: whether it reads a value
 * the JIT cannot know at compile time, whether it has an effect the JIT must keep, and which
 * methods it calls and which static fields it reads (judged later, once their owners are known).
 */
final class MethodBody {
  /** A call site or a static field read: owner (internal name), name, descriptor. */
  record Ref(String owner, String name, String descriptor) {}

  /** An instance field or array element read, or another source the JIT cannot fold. */
  String input;
  /** A field or array write, a Blackhole use, a throw, a monitor: work the JIT must keep. */
  String effect;
  /** Calls to {@code Blackhole.consume}: the result is sunk. */
  boolean consumes;
  final List<Ref> calls = new ArrayList<>();
  final List<Ref> staticReads = new ArrayList<>();
}
