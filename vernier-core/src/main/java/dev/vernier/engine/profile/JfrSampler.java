package dev.vernier.engine.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * The fallback where async-profiler's native library cannot load: Java Flight Recorder, built
 * into the JDK. cpu is {@code jdk.ExecutionSample} (threads running Java code); wall adds
 * {@code jdk.NativeMethodSample} (threads in native code), which is as close as JFR comes: a
 * thread parked or sleeping is not sampled. alloc is {@code jdk.ObjectAllocationSample},
 * weighted by bytes. JFR's shortest period is 10 ms on Linux, and it samples Java frames only.
 */
final class JfrSampler implements Sampler {
  private final String event;
  private final long interval;
  private Recording recording;
  private Path file;
  private long threadId;

  JfrSampler(String event, long interval) {
    this.event = event;
    this.interval = interval;
  }

  private List<String> eventNames() {
    return eventNames(event);
  }

  static List<String> eventNames(String event) {
    return switch (event) {
      case "alloc" -> List.of("jdk.ObjectAllocationSample");
      case "wall" -> List.of("jdk.ExecutionSample", "jdk.NativeMethodSample");
      default -> List.of("jdk.ExecutionSample");
    };
  }

  @Override
  public void start() throws Exception {
    threadId = Thread.currentThread().getId();
    recording = new Recording();
    for (String name : eventNames()) {
      var settings = recording.enable(name).withStackTrace();
      if (!"alloc".equals(event)) {
        settings.withPeriod(Duration.ofNanos(Math.max(interval, 10_000_000)));
      }
    }
    recording.start();
  }

  @Override
  public void stop() throws Exception {
    recording.stop();
    file = Files.createTempFile("vernier-profile", ".jfr");
    recording.dump(file);
    recording.close();
  }

  @Override
  public CollapsedStacks stacks() throws Exception {
    try {
      return read(file, event, threadId);
    } finally {
      Files.deleteIfExists(file);
    }
  }

  /**
   * The stacks of a recording's samples for {@code event}, of one thread ({@code threadId}) or
   * of all ({@code -1}).
   */
  static CollapsedStacks read(Path file, String event, long threadId) throws IOException {
    List<String> wanted = eventNames(event);
    CollapsedStacks out = new CollapsedStacks();
    for (RecordedEvent e : RecordingFile.readAllEvents(file)) {
      if (!wanted.contains(e.getEventType().getName()) || e.getStackTrace() == null) {
        continue;
      }
      RecordedThread t = e.hasField("sampledThread") ? e.getThread("sampledThread")
          : e.getThread();
      if (threadId >= 0 && (t == null || t.getJavaThreadId() != threadId)) {
        continue;
      }
      long weight = "alloc".equals(event) ? Math.max(1, e.getLong("weight")) : 1;
      String stack = collapse(e.getStackTrace());
      if ("alloc".equals(event) && e.hasField("objectClass")) {
        stack += ";" + e.getClass("objectClass").getName() + "_[i]"; // as async-profiler does
      }
      out.add(stack, weight);
    }
    return out;
  }

  /** JFR's frame type as async-profiler's {@code ann} mark, so that inlined frames show. */
  static String mark(String type) {
    return switch (type == null ? "" : type) {
      case "Inlined" -> "_[i]";
      case "JIT compiled" -> "_[j]";
      case "Interpreted" -> "_[0]";
      case "C1 compiled" -> "_[1]";
      default -> "";
    };
  }

  /** JFR lists frames leaf first; collapsed stacks go root first. */
  static String collapse(RecordedStackTrace trace) {
    List<RecordedFrame> frames = trace.getFrames();
    StringBuilder sb = new StringBuilder();
    for (int i = frames.size() - 1; i >= 0; i--) {
      RecordedFrame f = frames.get(i);
      if (sb.length() > 0) {
        sb.append(';');
      }
      sb.append(f.getMethod().getType().getName().replace('.', '/')).append('.')
          .append(f.getMethod().getName()).append(mark(f.getType()));
    }
    return sb.toString();
  }

  @Override
  public EngineInfo info() {
    return new EngineInfo("jfr", event, String.join("+", eventNames()), interval,
        "JFR samples Java frames only, at most every 10 ms");
  }
}
