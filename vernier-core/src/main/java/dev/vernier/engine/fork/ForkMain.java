package dev.vernier.engine.fork;

import dev.vernier.Mode;
import dev.vernier.engine.discover.GroupPlan;
import dev.vernier.engine.env.JvmFacts;
import dev.vernier.engine.jmh.JmhInstance;
import dev.vernier.engine.jmh.StateRegistry;
import dev.vernier.engine.jmh.ThreadPlace;
import dev.vernier.engine.measure.BenchmarkInstance;
import dev.vernier.engine.measure.EmptyFloor;
import dev.vernier.engine.measure.ForkMeasurement;
import dev.vernier.engine.measure.FrequencyCalibrator;
import dev.vernier.engine.measure.Measurer;
import dev.vernier.engine.measure.Phase;
import dev.vernier.engine.measure.SampleListener;
import dev.vernier.engine.measure.ThreadedMeasurer;
import dev.vernier.engine.measure.TurnGate;
import dev.vernier.engine.measure.UnitFactory;
import dev.vernier.engine.profile.ForkProfiler;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * The entry point of a forked JVM: connects back to the harness, receives one benchmark, measures
 * it and streams samples and counters back. Everything the user's code prints goes to this
 * process's stdout and stderr, which the harness only keeps for error messages.
 */
public final class ForkMain {
  private ForkMain() {}

  public static void main(String[] args) throws Exception {
    openEveryClasspathEntry();
    int port = Integer.parseInt(args[0]);
    long token = Long.parseLong(args[1]);
    try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
      serve(socket, token, ClassLoader.getSystemClassLoader());
    }
    System.exit(0); // user code may have left non-daemon threads behind
  }

  /**
   * Makes the class loader open every class-path entry now, before any benchmark code runs: it
   * opens a jar only when a look-up first reaches it, and opening one concatenates its URL into
   * a string, which goes through {@code String.valueOf(Object)}. Done during a benchmark that
   * calls {@code String.valueOf} (String.join does, per element), the JIT saw a URL there and
   * compiled the call for two classes (seen with -XX:+PrintInlining: "TypeProfile (1/21012
   * counts) = java/net/URL").
   */
  static void openEveryClasspathEntry() {
    ClassLoader.getSystemClassLoader().getResource("dev/vernier/engine/fork/no-such-resource");
  }

  /** Runs one benchmark over a connected channel; also used in-process for {@code --forks 0}. */
  static void serve(Socket socket, long token, ClassLoader loader) throws IOException {
    DataOutputStream out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream()));
    DataInputStream in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
    out.writeInt(Protocol.MAGIC);
    out.writeLong(token);
    out.flush();
    ForkSpec spec = ForkSpec.read(in);
    // The JVM's facts are collected after the benchmark: collecting them runs streams and
    // string code of the JDK, whose profiles the benchmark may share.
    boolean compiles = !System.getProperty("java.vm.info", "").contains("interpreted mode");
    try {
      // The core clock before and after: cycles per op, and FREQUENCY_UNSTABLE when they differ.
      // An interleaved pair's forks read it after only: the pair's ratio needs no clock, and
      // the reading before is on the path to every pair's first warm-up.
      Double ghzBefore = spec.turns() != null ? null : FrequencyCalibrator.calibrateGHz(compiles);
      SampleListener listener = new SampleListener() {
        @Override
        public void sample(Phase phase, double value, long ops) {
          try { // after the phase is over: the Measurer holds its samples until then
            out.writeByte(Protocol.SAMPLE);
            out.writeByte(phase.ordinal());
            out.writeDouble(value);
            out.writeLong(ops);
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        }

        @Override
        public void phaseStarted(Phase phase, long plannedNanos) {
          try {
            out.writeByte(Protocol.PHASE);
            out.writeByte(phase.ordinal());
            out.writeLong(plannedNanos);
            out.flush();
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        }
      };
      Mode.Kind kind = Mode.Kind.of(spec.mode());
      // making a JMH benchmark's states runs their trial set-ups (JMH's order: see StateGraph)
      listener.phaseStarted(Phase.SETUP, 0);
      UnitFactory units = units(spec, loader);
      GroupPlan group = spec.group();
      Measurer measurer = spec.threads() > 1
          ? ThreadedMeasurer.create(units, spec.threads(), group == null ? null : group.counted(),
              spec.plan(), listener, kind, spec.opsPerInvocation())
          : new Measurer(units.create(0), spec.plan(), listener, kind, spec.opsPerInvocation());
      // run --profile: the profiler runs during the measurement phase only (PhaseHooks)
      ForkProfiler profiler = spec.profile() == null ? null : new ForkProfiler(spec.profile());
      if (profiler != null) {
        measurer.withHooks(profiler);
      }
      if (spec.turns() != null) {
        measurer.withGate(TurnGate.open(spec.turns()));
      }
      long beforeNanos = Measurer.uptimeNanos();
      ForkMeasurement m = measurer.run();
      long endNanos = Measurer.uptimeNanos();
      if (profiler != null) {
        profiler.finish();
      }
      // the floor SUB_NANOSECOND compares against, after the work, and only for a figure
      // small enough to be compared with it
      if (batched(spec.mode()) && measurer.medianNanosPerCall() < EmptyFloor.NEEDED_BELOW_NANOS) {
        m = m.withEmptyFloor(EmptyFloor.nanosPerCallOrNull(loader));
      }
      m = m.withCalibration(ghzBefore, FrequencyCalibrator.calibrateGHz(compiles));
      // before: JVM start to the benchmark, less its warm-up's own start (set-up of the trial)
      m = m.withOverhead(beforeNanos, Measurer.uptimeNanos() - endNanos);
      out.writeByte(Protocol.RESULT);
      RecordCodec.write(out, m); // not Jackson: see RecordCodec
      out.writeLong(peakRssBytes());
    } catch (UncheckedIOException e) {
      throw e.getCause();
    } catch (Throwable t) {
      out.writeByte(Protocol.ERROR);
      out.writeUTF(ErrorLine.of(t));
    }
    writeEnvironment(out, JvmFacts.collect(benchmarkClass(loader, spec.className())));
    out.writeByte(Protocol.DONE);
    out.flush();
  }

  /**
   * What each thread runs: for Vernier's API a fresh instance of the class per thread (its
   * fields are the thread's own state); for JMH's, one thread's states with the shared ones
   * ({@code Scope.Benchmark}, and a group's {@code Scope.Group}) from one registry; in a
   * {@code @Group}, each thread its own method of the group.
   */
  private static UnitFactory units(ForkSpec spec, ClassLoader loader) {
    if (!spec.jmh()) {
      return thread -> BenchmarkInstance.create(loader, spec.className(), spec.method(),
          spec.params());
    }
    StateRegistry shared = new StateRegistry();
    GroupPlan group = spec.group();
    if (group == null) {
      return thread -> JmhInstance.create(loader, spec.className(), spec.method(), null,
          spec.params(), shared, ThreadPlace.symmetric(thread, spec.threads()));
    }
    return thread -> JmhInstance.create(loader, spec.className(), group.methodOfThread(thread),
        group.descriptorOfThread(thread), spec.params(), shared,
        ThreadPlace.inGroup(group, thread));
  }

  /** Modes whose figure comes from batches of calls through the generated loop. */
  private static boolean batched(String mode) {
    Mode.Kind kind = Mode.Kind.of(mode);
    return kind == Mode.Kind.AVGT || kind == Mode.Kind.THRPT;
  }

  private static void writeEnvironment(DataOutputStream out, Map<String, String> env)
      throws IOException {
    out.writeByte(Protocol.ENVIRONMENT);
    out.writeInt(env.size());
    for (Map.Entry<String, String> e : env.entrySet()) {
      out.writeUTF(e.getKey());
      out.writeUTF(e.getValue());
    }
  }

  /** The benchmark's class, not initialised, to ask its assertion status; null if unloadable. */
  private static Class<?> benchmarkClass(ClassLoader loader, String name) {
    try {
      return Class.forName(name, false, loader);
    } catch (ClassNotFoundException | LinkageError e) {
      return null; // creating the instance will report it
    }
  }

  /** The kernel's high-water mark of this process's resident memory, 0 where unreadable. */
  static long peakRssBytes() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (line.startsWith("VmHWM:")) {
          return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
        }
      }
    } catch (IOException | RuntimeException e) {
      // not Linux: no figure
    }
    return 0;
  }
}
