package dev.vernier.engine.profile;

/** One profiling engine inside a JVM: start, stop, and the stacks it saw of one thread. */
interface Sampler {
  /** Starts sampling; the calling thread is the one whose stacks are kept. */
  void start() throws Exception;

  void stop() throws Exception;

  /** Collapsed stacks of the calling thread between start and stop (root first). */
  CollapsedStacks stacks() throws Exception;

  /** What this engine recorded: name, event, mode, note. */
  EngineInfo info();

  record EngineInfo(String engine, String event, String mode, long interval, String note) {}
}
