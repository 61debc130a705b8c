package dev.vernier.engine.profile;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vernier.engine.measure.PhaseHooks;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Inside a fork: profiles the measurement phase and leaves two files in the request's directory,
 * {@code fork-PID.collapsed} (the measuring thread's stacks) and {@code fork-PID.json} (a
 * {@link ForkProfile}), which the harness merges over the forks ({@link BenchmarkProfiler}).
 * A profiler that fails never fails the benchmark: the failure is written down instead.
 */
public final class ForkProfiler implements PhaseHooks {
  private final ProfileRequest request;
  private Sampler sampler;
  private String failure;
  private String fallbackNote;

  public ForkProfiler(ProfileRequest request) {
    this.request = request;
    this.sampler = open(request);
  }

  /** What one fork's profiler wrote beside its stacks. */
  public record ForkProfile(String engine, String event, String mode, long interval, long samples,
      String note, String error) {}

  private Sampler open(ProfileRequest r) {
    long interval = r.effectiveInterval();
    if ("jfr".equals(r.engine())) {
      return new JfrSampler(r.event(), interval);
    }
    try {
      return AsyncSampler.load(r.event(), interval);
    } catch (Throwable t) { // UnsatisfiedLinkError, an unsupported platform...
      if ("async-profiler".equals(r.engine())) {
        failure = "async-profiler cannot load: " + t;
        return null;
      }
      fallbackNote = "async-profiler cannot load here (" + t + "); JFR instead";
      return new JfrSampler(r.event(), interval);
    }
  }

  @Override
  public void beforeMeasurement() {
    if (sampler == null) {
      return;
    }
    try {
      sampler.start();
    } catch (Throwable t) {
      if (sampler instanceof AsyncSampler && !"async-profiler".equals(request.engine())) {
        fallbackNote = "async-profiler cannot start here (" + t.getMessage() + "); JFR instead";
        sampler = new JfrSampler(request.event(), request.effectiveInterval());
        beforeMeasurement();
        return;
      }
      failure = "profiler cannot start: " + t.getMessage();
      sampler = null;
    }
  }

  @Override
  public void afterMeasurement() {
    if (sampler == null) {
      return;
    }
    try {
      sampler.stop();
    } catch (Throwable t) {
      failure = "profiler cannot stop: " + t.getMessage();
    }
  }

  /** Writes this fork's stacks and what they are; called after the measurement, off the clock. */
  public void finish() throws IOException {
    Path dir = Path.of(request.dir());
    Files.createDirectories(dir);
    long pid = ProcessHandle.current().pid();
    CollapsedStacks stacks = new CollapsedStacks();
    Sampler.EngineInfo info = sampler == null
        ? new Sampler.EngineInfo("none", request.event(), "none", 0, null) : sampler.info();
    if (sampler != null && failure == null) {
      try {
        stacks = sampler.stacks();
      } catch (Exception e) {
        failure = "cannot read the profile: " + e.getMessage();
      }
    }
    stacks.write(dir.resolve("fork-" + pid + ".collapsed"));
    String note = join(fallbackNote, info.note());
    ForkProfile p = new ForkProfile(info.engine(), info.event(), info.mode(), info.interval(),
        stacks.total(), note, failure);
    new ObjectMapper().writeValue(dir.resolve("fork-" + pid + ".json").toFile(), p);
  }

  private static String join(String a, String b) {
    if (a == null) {
      return b;
    }
    return b == null ? a : a + "; " + b;
  }
}
