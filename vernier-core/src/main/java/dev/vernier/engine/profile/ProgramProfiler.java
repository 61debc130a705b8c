package dev.vernier.engine.profile;

import dev.vernier.exec.ProcessSpec;
import dev.vernier.exec.RunResult;
import dev.vernier.exec.RusageExecutor;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code vernier profile}: runs a Java program with a profiler attached from its first
 * instruction, and summarises the run. The engine is async-profiler as a JVM agent
 * ({@code -agentpath:} to the native library extracted from Vernier's jar), its cpu mode chosen
 * by trying the modes in this JVM first (the agent cannot fall back by itself); else JFR
 * ({@code -XX:StartFlightRecording}). Wall, user and system time and peak RSS come from the
 * kernel ({@code wait4}, see {@link RusageExecutor}), pauses and allocation from the program's
 * GC log, hardware counters from {@code perf stat} when asked.
 */
public final class ProgramProfiler {
  /**
   * @param name base name of the files under {@code out}: NAME.collapsed, NAME.html...; when
   *     any of them exists already, the first free NAME-2, NAME-3... ({@link FreeNames}); null
   *     for the program's name ({@link #defaultName})
   * @param top how many frames to list
   */
  public record Settings(String event, String engine, long interval, Path out, String name,
      boolean counters, int top) {}

  private final Settings s;

  public ProgramProfiler(Settings settings) {
    this.s = settings;
  }

  private static final List<String> SUFFIXES =
      List.of(".collapsed", ".html", ".gc.log", ".jfr", ".perf.csv");
  /** java's options that take the next argument as their value. */
  private static final List<String> WITH_VALUE = List.of("-cp", "-classpath", "--class-path",
      "-p", "--module-path", "--add-modules", "--add-opens", "--add-exports", "--add-reads",
      "--patch-module", "--upgrade-module-path", "--limit-modules", "--enable-native-access");

  /**
   * The files' base name when none is given: the program's main class without its package
   * ({@code WordFrequency}), the jar's name without {@code .jar}, or {@code profile}.
   */
  public static String defaultName(List<String> command) {
    for (int i = 1; i < command.size(); i++) {
      String a = command.get(i);
      if (a.equals("-jar") && i + 1 < command.size()) {
        String jar = Path.of(command.get(i + 1)).getFileName().toString();
        return safe(jar.endsWith(".jar") ? jar.substring(0, jar.length() - 4) : jar);
      }
      if ((a.equals("-m") || a.equals("--module")) && i + 1 < command.size()) {
        String m = command.get(i + 1);
        return safe(m.substring(m.lastIndexOf('/') + 1).replaceAll(".*\\.", ""));
      }
      if (WITH_VALUE.contains(a)) {
        i++;
      } else if (!a.startsWith("-")) {
        return safe(a.endsWith(".java")
            ? Path.of(a).getFileName().toString().replaceAll("\\.java$", "")
            : a.substring(a.lastIndexOf('.') + 1));
      }
    }
    return "profile";
  }

  private static String safe(String name) {
    String s = name.replaceAll("[^A-Za-z0-9._-]", "_");
    return s.isEmpty() ? "profile" : s;
  }

  /** True for a command this can profile: one that starts with a java executable. */
  public static boolean isJava(List<String> command) {
    if (command.isEmpty()) {
      return false;
    }
    String exe = Path.of(command.get(0)).getFileName().toString();
    return exe.equals("java") || exe.equals("java.exe");
  }

  public ProgramProfile run(List<String> command) throws IOException {
    Files.createDirectories(s.out());
    String name = FreeNames.first(s.out(), s.name() == null ? defaultName(command) : s.name(),
        SUFFIXES);
    Path collapsed = s.out().resolve(name + ".collapsed").toAbsolutePath();
    Path html = s.out().resolve(name + ".html").toAbsolutePath();
    Path gcLog = s.out().resolve(name + ".gc.log").toAbsolutePath();
    Path jfr = s.out().resolve(name + ".jfr").toAbsolutePath();
    Path perfOut = s.out().resolve(name + ".perf.csv").toAbsolutePath();
    for (Path p : List.of(collapsed, html, gcLog, jfr, perfOut)) {
      if (p.toString().contains(",")) {
        throw new IllegalArgumentException("the output path may not contain a comma: " + p);
      }
    }
    long interval = new ProfileRequest(s.event(), s.engine(), "", s.interval())
        .effectiveInterval();

    String engine = "jfr";
    String mode = String.join("+", JfrSampler.eventNames(s.event()));
    String note = null;
    String agent = null;
    if (!"jfr".equals(s.engine())) {
      String event = "cpu".equals(s.event()) ? AsyncSampler.probeCpuMode() : s.event();
      Path lib = event == null ? null : extractLibrary();
      if (lib != null) {
        engine = "async-profiler";
        mode = AsyncSampler.modeName(event);
        agent = "-agentpath:" + lib + "=start,event=" + event + ",interval=" + interval
            + ",loglevel=error,collapsed,ann" + ("alloc".equals(s.event()) ? ",total" : "")
            + ",file=" + collapsed;
        if ("cpu-clock".equals(event)) {
          note = "cpu-clock is perf's software timer event: no hardware counters needed";
        }
      } else if ("async-profiler".equals(s.engine())) {
        throw new IllegalArgumentException("async-profiler cannot run on this machine ("
            + System.getProperty("os.name") + " " + System.getProperty("os.arch") + ")");
      } else {
        note = "async-profiler cannot run here; JFR instead (Java frames only)";
      }
    }

    List<String> argv = new ArrayList<>();
    String perf = s.counters() ? PerfStat.executable() : null;
    if (perf != null) {
      argv.addAll(PerfStat.prefix(perf, perfOut.toString()));
    }
    argv.add(command.get(0));
    if (agent != null) {
      argv.add(agent);
    } else {
      argv.add("-XX:StartFlightRecording=filename=" + jfr + ",settings=profile");
    }
    argv.add("-Xlog:gc,gc+heap+exit:file=" + gcLog);
    argv.addAll(command.subList(1, command.size()));

    RunResult r;
    try (RusageExecutor exec = new RusageExecutor()) {
      r = exec.run(ProcessSpec.direct(argv), true);
    }

    CollapsedStacks stacks;
    if (agent != null) {
      stacks = Files.exists(collapsed) ? CollapsedStacks.read(collapsed) : new CollapsedStacks();
    } else {
      stacks = Files.exists(jfr) ? JfrSampler.read(jfr, s.event(), -1) : new CollapsedStacks();
    }
    stacks = stacks.withoutAddresses();
    stacks.write(collapsed);
    FlameGraphs.write(stacks, String.join(" ", command) + " (" + s.event() + ")", html);

    GcLog.Summary gc = Files.exists(gcLog) ? GcLog.parse(Files.readString(gcLog))
        : new GcLog.Summary(0, 0, 0, false);
    Map<String, Long> counters = Map.of();
    String countersNote = null;
    if (s.counters()) {
      counters = perf != null && Files.exists(perfOut)
          ? PerfStat.parse(Files.readString(perfOut)) : Map.of();
      if (!counters.containsKey("cycles") && !counters.containsKey("instructions")) {
        countersNote = PerfStat.unsupportedNote(perf);
      }
    }
    TopFrames frames = new TopFrames(BenchmarkProfiler.sites(stacks, s.event()), stack -> false,
        !"alloc".equals(s.event()));
    return new ProgramProfile(engine, s.event(), mode, stacks.total(), frames.bySelf(s.top()),
        frames.byTotal(s.top()), frames.passThrough(BenchmarkProfiler.LEFT_OUT),
        collapsed.toString(), html.toString(), interval, note, frames.samplesNote(interval),
        List.copyOf(command), r.exitCode(), r.wallNs(), r.userNs(), r.sysNs(), r.peakRssBytes(), gc.pauses(), Math.round(gc.pauseMillis() * 1000) / 1000.0,
        gc.exitSeen() ? gc.allocatedBytes() : null, counters, countersNote);
  }

  /** The native library for this platform, copied out of the jar; null where there is none. */
  static Path extractLibrary() throws IOException {
    String os = System.getProperty("os.name").toLowerCase();
    String arch = System.getProperty("os.arch");
    String dir;
    if (os.contains("linux")) {
      dir = switch (arch) {
        case "amd64", "x86_64" -> "linux-x64";
        case "aarch64", "arm64" -> "linux-arm64";
        default -> null;
      };
    } else {
      dir = os.contains("mac") ? "macos" : null;
    }
    if (dir == null) {
      return null;
    }
    try (InputStream in = ProgramProfiler.class.getResourceAsStream(
        "/" + dir + "/libasyncProfiler.so")) {
      if (in == null) {
        return null;
      }
      Path lib = Files.createTempFile("vernier-asprof-", ".so");
      lib.toFile().deleteOnExit();
      Files.copy(in, lib, StandardCopyOption.REPLACE_EXISTING);
      return lib;
    }
  }
}
