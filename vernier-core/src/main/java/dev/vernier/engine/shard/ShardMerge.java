package dev.vernier.engine.shard;

import dev.vernier.engine.report.EnvironmentText;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Scaling;
import dev.vernier.engine.result.Warning;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * {@code vernier merge}: one result file from the shards of a CI matrix. Shards must have run on
 * the same environment (JVM vendor, version and VM, the user's JVM flags, CPU model), or their
 * figures are not one run's; with {@code allowMixed} they are merged anyway and the environment
 * carries a {@value #MIXED_ENVIRONMENTS} warning, which {@code history add} refuses. A benchmark
 * in two shards is refused: shards of one run are disjoint.
 */
public final class ShardMerge {
  public static final String MIXED_ENVIRONMENTS = "MIXED_ENVIRONMENTS";

  private ShardMerge() {}

  /** A shard as read, with the file it came from for messages. */
  public record Part(String source, RunResult result) {}

  /** @throws IllegalArgumentException in one line when the shards cannot be merged */
  public static RunResult merge(List<Part> parts, boolean allowMixed) {
    if (parts.isEmpty()) {
      throw new IllegalArgumentException("nothing to merge");
    }
    Part reference = null;
    List<String> differences = new ArrayList<>();
    for (Part p : parts) {
      if (p.result().benchmarks() == null || p.result().benchmarks().isEmpty()) {
        continue; // an empty shard ran no fork: it has no JVM to compare
      }
      if (reference == null) {
        reference = p;
        continue;
      }
      String why = difference(reference.result().environment(), p.result().environment());
      if (why != null) {
        if (!allowMixed) {
          throw new IllegalArgumentException(p.source() + " ran on a different environment than "
              + reference.source() + " (" + why + "): merge --allow-mixed to merge anyway");
        }
        differences.add(p.source() + ": " + why);
      }
    }
    Map<String, String> seen = new HashMap<>();
    List<BenchmarkResult> rows = new ArrayList<>();
    List<Scaling> scaling = new ArrayList<>();
    for (Part p : parts) {
      for (BenchmarkResult b : p.result().benchmarks() == null ? List.<BenchmarkResult>of()
          : p.result().benchmarks()) {
        String before = seen.putIfAbsent(b.id(), p.source());
        if (before != null) {
          throw new IllegalArgumentException(b.id() + " is in both " + before + " and "
              + p.source() + ": shards of one run are disjoint");
        }
        rows.add(b);
      }
      scaling.addAll(p.result().scaling());
    }
    Part base = reference != null ? reference : parts.get(0);
    String startedAt = parts.stream().map(p -> p.result().startedAt()).filter(Objects::nonNull)
        .min(String::compareTo).orElse(base.result().startedAt());
    return new RunResult(RunResult.SCHEMA, base.result().vernierVersion(), startedAt,
        environment(base.result().environment(), parts, differences), rows, scaling);
  }

  /** Null when alike; else what differs, in words. */
  static String difference(Environment a, Environment b) {
    if (a == null || b == null || a.jvm() == null || b.jvm() == null) {
      return a == b ? null : "one has no environment";
    }
    List<String> out = new ArrayList<>();
    compare(out, "JVM vendor", a.jvm().vendor(), b.jvm().vendor());
    compare(out, "JVM version", a.jvm().version(), b.jvm().version());
    compare(out, "VM", a.jvm().vmName(), b.jvm().vmName());
    compare(out, "JVM flags", flags(a), flags(b));
    compare(out, "CPU model", a.cpu() == null ? null : a.cpu().model(),
        b.cpu() == null ? null : b.cpu().model());
    return out.isEmpty() ? null : String.join("; ", out);
  }

  private static String flags(Environment e) {
    return String.join(" ", EnvironmentText.visibleFlags(e.jvm().inputArguments() == null
        ? List.of() : e.jvm().inputArguments()));
  }

  private static void compare(List<String> out, String what, String a, String b) {
    if (!Objects.equals(a, b)) {
      out.add(what + " '" + a + "' vs '" + b + "'");
    }
  }

  /** The reference shard's environment, every shard's warnings once, the clock's full range. */
  private static Environment environment(Environment e, List<Part> parts,
      List<String> differences) {
    if (e == null) {
      return null;
    }
    Set<Warning> warnings = new LinkedHashSet<>();
    Double lo = null;
    Double hi = null;
    for (Part p : parts) {
      Environment pe = p.result().environment();
      if (pe == null) {
        continue;
      }
      if (pe.warnings() != null) {
        warnings.addAll(pe.warnings());
      }
      if (pe.cpu() != null && pe.cpu().calibratedGHzMin() != null) {
        lo = lo == null ? pe.cpu().calibratedGHzMin() : Math.min(lo, pe.cpu().calibratedGHzMin());
      }
      if (pe.cpu() != null && pe.cpu().calibratedGHzMax() != null) {
        hi = hi == null ? pe.cpu().calibratedGHzMax() : Math.max(hi, pe.cpu().calibratedGHzMax());
      }
    }
    if (!differences.isEmpty()) {
      warnings.add(new Warning(MIXED_ENVIRONMENTS, "warn", "merged from shards that ran on"
          + " different environments: " + String.join(" | ", differences),
          "compare figures only between rows of the same environment; run the matrix on one"
              + " machine type, or keep the shards' files apart"));
    }
    Environment.Cpu c = e.cpu();
    Environment.Cpu cpu = c == null ? null : new Environment.Cpu(c.model(), c.logicalCores(),
        c.calibratedGHz(), lo, hi, c.nominalMHz(), c.caches(), c.virtualization(), c.governor(),
        c.turbo());
    return new Environment(e.jvm(), e.os(), cpu, List.copyOf(warnings));
  }
}
