package dev.vernier.engine.measure;

import dev.vernier.Level;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A benchmark that records what the harness called, in order: set-up and tear-down by level, a
 * batch, and its first single call ("once"; later calls only counted). {@link #onCall} is each
 * call's own behaviour.
 */
class RecordingInstance implements BenchmarkInstance {
  final List<String> events = new CopyOnWriteArrayList<>();
  /** Threads that made the first call (one: each unit belongs to its thread). */
  final List<String> callers = new CopyOnWriteArrayList<>();
  private final boolean invocationLevel;
  volatile int calls;

  RecordingInstance(boolean invocationLevel) {
    this.invocationLevel = invocationLevel;
  }

  /** What a call does besides being counted; {@code first} for the first. */
  void onCall(boolean first) {}

  @Override
  public void setup(Level level) {
    events.add("setup " + level);
  }

  @Override
  public void tearDown(Level level) {
    events.add("tearDown " + level);
  }

  @Override
  public boolean hasInvocationLevel() {
    return invocationLevel;
  }

  @Override
  public long runBatch(long ops) {
    events.add("batch");
    return 1;
  }

  @Override
  public void runOnce() {
    boolean first = calls++ == 0;
    if (first) {
      events.add("once");
      callers.add(Thread.currentThread().getName());
    }
    onCall(first);
  }
}
