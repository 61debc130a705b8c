package dev.vernier.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.vernier.engine.profile.ProfileRequest;
import dev.vernier.engine.profile.ProgramProfile;
import dev.vernier.engine.profile.ProgramProfiler;
import dev.vernier.engine.report.ProfileText;
import dev.vernier.exec.CannotStartException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code vernier profile -- java ...}: the whole program, profiled from its start; prints a
 * short {@code perf stat}-like summary and the top frames by self and by total time with their
 * Amdahl limits, and writes collapsed stacks and a flame graph; or, with {@code --diff}, compares
 * two stored profiles ({@link ProfileDiffRun}).
 */
@Command(name = "profile", mixinStandardHelpOptions = true,
    description = "Profile a whole Java program: `vernier profile [OPTIONS] -- java ARGS...`."
        + " Prints wall, CPU, GC and allocation, the top frames by self and by total time with"
        + " their intervals and Amdahl limits, and writes collapsed stacks and an HTML flame"
        + " graph under --out. `vernier profile --diff BASE NEW` compares two stored profiles.")
final class ProfileCommand implements Callable<Integer> {
  @Option(names = "--event", paramLabel = "EVENT", defaultValue = "cpu",
      description = "cpu (default), alloc or wall.")
  String event;

  @Option(names = "--out", paramLabel = "DIR", defaultValue = "vernier-out",
      description = "Directory for NAME.collapsed, NAME.html, NAME.gc.log (default"
          + " ${DEFAULT-VALUE}). Nothing there is replaced: when NAME's files exist, NAME-2,"
          + " NAME-3... is used.")
  Path out;

  @Option(names = "--name", paramLabel = "NAME",
      description = "Base name of the files written (default: the program's main class or"
          + " jar, e.g. WordFrequency).")
  String name;

  @Option(names = "--json", paramLabel = "FILE", description = "Write the result as JSON.")
  Path json;

  @Mixin OverwriteOption overwrite;

  @Option(names = "--engine", paramLabel = "ENGINE", defaultValue = "auto",
      description = "auto (async-profiler, else JFR; default), async-profiler or jfr.")
  String engine;

  @Option(names = "--interval", paramLabel = "N",
      description = "Sampling interval: a duration for cpu and wall (default 10ms), bytes for"
          + " alloc (default 524288).")
  String interval;

  @Option(names = "--top", paramLabel = "N", defaultValue = "10",
      description = "How many frames to list (default ${DEFAULT-VALUE}).")
  int top;

  @Option(names = "--counters",
      description = "Also read hardware counters with perf stat, where the machine has them.")
  boolean counters;

  @Option(names = "--diff", arity = "2", paramLabel = "FILE",
      description = "Compare two stored profiles instead of running a program: BASE NEW, each a"
          + " result file with profiles (run --profile --json), a vernier profile --json file"
          + " or a collapsed stacks file. Prints the frames whose share grew or shrank, with"
          + " intervals, and writes a differential flame graph under --out.")
  List<Path> diff;

  @Parameters(paramLabel = "COMMAND", arity = "0..*",
      description = "The program, after --: java and its arguments.")
  List<String> command = new ArrayList<>();

  @Override
  public Integer call() {
    if (top < 1) {
      throw new UsageException("--top must be 1 or more");
    }
    if (diff != null) {
      if (!command.isEmpty()) {
        throw new UsageException("--diff compares stored profiles: give no command after --");
      }
      new OutputFiles().add("--json", json).check(overwrite.overwrite);
      return new ProfileDiffRun(diff.get(0), diff.get(1), out, name, json, top).call();
    }
    if (!ProgramProfiler.isJava(command)) {
      throw new UsageException("vernier profile profiles a Java program: the command after --"
          + " must start with java (got '" + String.join(" ", command) + "')");
    }
    new OutputFiles().add("--json", json).check(overwrite.overwrite);
    ProgramProfile p;
    try {
      String ev = ProfileRequest.checkEvent(event);
      String eng = ProfileRequest.checkEngine(engine);
      long iv = MeasureOptions.parseInterval("--interval", ev, interval);
      p = new ProgramProfiler(new ProgramProfiler.Settings(ev, eng, iv, out, name, counters, top))
          .run(command);
    } catch (IllegalArgumentException | CannotStartException e) {
      throw new UsageException(e.getMessage());
    } catch (IOException e) {
      throw new UsageException("cannot write the profile: " + e.getMessage());
    }
    System.out.flush();
    System.out.print(summary(p));
    if (json != null) {
      try {
        Path parent = json.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .writeValue(json.toFile(), p);
      } catch (IOException e) {
        throw new UsageException("cannot write " + json + ": " + e.getMessage());
      }
    }
    return p.exitCode() == 0 ? ExitCodes.OK : ExitCodes.FAILED;
  }

  /** The perf-stat-like block, then the profile's lines. */
  static String summary(ProgramProfile p) {
    StringBuilder sb = new StringBuilder("\n Profile of '" + String.join(" ", p.command())
        + "'" + (p.exitCode() == 0 ? "" : " (exit code " + p.exitCode() + ")") + "\n\n");
    double wall = p.wallNs() / 1e9;
    double cpu = (p.userNs() + p.sysNs()) / 1e9;
    sb.append(String.format(Locale.ROOT, "  %12.3f s  wall%n", wall));
    sb.append(String.format(Locale.ROOT, "  %12.3f s  CPU (user %.3f, sys %.3f)  # %.2f CPUs"
        + " utilized%n", cpu, p.userNs() / 1e9, p.sysNs() / 1e9, wall > 0 ? cpu / wall : 0));
    sb.append(String.format(Locale.ROOT, "  %12d    GC pauses, %.1f ms in total%n",
        p.gcPauses(), p.gcPauseMillis()));
    sb.append(p.allocatedBytes() == null ? "             ?    allocated (no GC log at exit)\n"
        : String.format(Locale.ROOT, "  %12s    allocated (≈, from the GC log)%n",
            mib(p.allocatedBytes())));
    sb.append(String.format(Locale.ROOT, "  %12s    peak RSS%n", mib(p.peakRssBytes())));
    for (Map.Entry<String, Long> c : p.counters().entrySet()) {
      sb.append(String.format(Locale.ROOT, "  %,12d    %s%n", c.getValue(), c.getKey()));
    }
    Long cycles = p.counters().get("cycles");
    Long instructions = p.counters().get("instructions");
    if (cycles != null && instructions != null && cycles > 0) {
      sb.append(String.format(Locale.ROOT, "  %12.2f    IPC (instructions per cycle)%n",
          (double) instructions / cycles));
    }
    if (p.countersNote() != null) {
      sb.append("  ").append(p.countersNote()).append('\n');
    }
    sb.append('\n');
    for (String line : ProfileText.lines(p.asProfile())) {
      sb.append(' ').append(line).append('\n');
    }
    return sb.toString();
  }

  private static String mib(long bytes) {
    return String.format(Locale.ROOT, "%.1f MiB", bytes / (1024.0 * 1024));
  }
}
