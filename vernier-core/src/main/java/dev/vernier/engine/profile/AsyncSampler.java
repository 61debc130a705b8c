package dev.vernier.engine.profile;

import one.profiler.AsyncProfiler;

/**
 * async-profiler through its Java API, its native library extracted from the jar on the
 * classpath. For cpu it takes the best timer the machine offers, in this order, and records which:
 * perf_events' {@code cpu-clock} (a software event: works in VMs without a hardware PMU),
 * {@code ctimer} (per-thread CPU timers, no perf_events needed), {@code itimer} (setitimer, one
 * per process). Only the measuring thread's stacks are kept (by its thread frame).
 */
final class AsyncSampler implements Sampler {
  private static final String[] CPU_MODES = {"cpu-clock", "ctimer", "itimer"};

  private final AsyncProfiler profiler;
  private final String event;
  private final long interval;
  private String mode;
  private String note;
  private String threadFrame;

  private AsyncSampler(AsyncProfiler profiler, String event, long interval) {
    this.profiler = profiler;
    this.event = event;
    this.interval = interval;
  }

  /** Loads the native library; throws (an Error, often) where it cannot. */
  static AsyncSampler load(String event, long interval) {
    return new AsyncSampler(AsyncProfiler.getInstance(), event, interval);
  }

  /**
   * The cpu mode that works on this machine, tried in this JVM (start and stop at once):
   * {@code cpu-clock}, {@code ctimer} or {@code itimer}; null when none does or the library
   * cannot load. For {@code vernier profile}, whose agent cannot fall back by itself.
   */
  static String probeCpuMode() {
    AsyncProfiler p;
    try {
      p = AsyncProfiler.getInstance();
    } catch (Throwable t) {
      return null;
    }
    for (String m : CPU_MODES) {
      try {
        p.execute("start,event=" + m + ",loglevel=none");
        p.execute("stop");
        return m;
      } catch (Exception e) {
        // try the next
      }
    }
    return null;
  }

  static String modeName(String event) {
    return "cpu-clock".equals(event) ? "perf_events cpu-clock" : event;
  }

  @Override
  public void start() throws Exception {
    Thread me = Thread.currentThread();
    threadFrame = "[" + me.getName() + " tid=";
    String common = ",threads,loglevel=error,interval=" + interval;
    if ("cpu".equals(event)) {
      StringBuilder failures = new StringBuilder();
      for (String m : CPU_MODES) {
        try {
          profiler.execute("start,event=" + m + common);
          mode = modeName(m);
          note = failures.length() == 0 ? null : "fell back to " + m + " (" + failures + ")";
          break;
        } catch (IllegalStateException e) {
          failures.append(failures.length() == 0 ? "" : "; ").append(m).append(": ")
              .append(e.getMessage());
        }
      }
      if (mode == null) {
        throw new IllegalStateException("no cpu sampling mode works here: " + failures);
      }
    } else if ("wall".equals(event)) {
      // the thread filter keeps the wall sampler on the measuring thread alone
      profiler.execute("start,event=wall,filter" + common);
      profiler.addThread(me);
      mode = "wall";
    } else {
      profiler.execute("start,event=alloc" + common);
      mode = "TLAB-driven allocation sampling";
    }
  }

  @Override
  public void stop() throws Exception {
    profiler.execute("stop");
  }

  @Override
  public CollapsedStacks stacks() throws Exception {
    // ann: marks each Java frame _[j] compiled, _[i] inlined, _[0] interpreted, _[1] C1
    String text = profiler.execute("collapsed,ann" + ("alloc".equals(event) ? ",total" : ""));
    CollapsedStacks all = CollapsedStacks.parse(text);
    CollapsedStacks mine = new CollapsedStacks();
    all.counts().forEach((stack, n) -> {
      if (stack.startsWith(threadFrame)) {
        int semi = stack.indexOf(';');
        if (semi > 0) {
          mine.add(stack.substring(semi + 1), n);
        }
      }
    });
    return mine;
  }

  @Override
  public EngineInfo info() {
    String n = note;
    if ("perf_events cpu-clock".equals(mode)) {
      n = "cpu-clock is perf's software timer event: no hardware counters needed";
    }
    return new EngineInfo("async-profiler " + profiler.getVersion(), event, mode, interval, n);
  }
}
