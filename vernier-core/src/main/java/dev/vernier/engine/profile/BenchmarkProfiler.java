package dev.vernier.engine.profile;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Profile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The harness side of {@code run --profile}: gives each benchmark a fresh directory for its forks'
 * raw profiles, then merges them into {@code OUT/ID.collapsed} and {@code OUT/ID.html} (or
 * {@code ID-2}... when an earlier run left those: see {@link FreeNames}) and the result's
 * {@link Profile}.
 *
 * <p>Harness frames. Stacks are cut at the generated loop ({@code ...$VernierLoop.runBatch}), so
 * the flame graph starts at the benchmark; samples taken outside the loop (the measurer between
 * batches, iteration-level setup) are kept under one root frame {@value #OUTSIDE}. Samples whose
 * leaf is Vernier's own code (the loop, the blackhole, the measurer) stay in the denominator and
 * are reported as {@link Profile#harnessShare()}, not as top frames.
 */
public final class BenchmarkProfiler {
  public static final String OUTSIDE = "[vernier: outside the timed loop]";
  private static final int TOP = 8;
  /** How many of the frames left out of the cumulative list are named under it. */
  static final int LEFT_OUT = 4;
  private final ProfileRequest base;
  private final Path out;

  /** {@code base.dir()} is the user's {@code --out} directory. */
  public BenchmarkProfiler(ProfileRequest base) {
    this.base = base;
    this.out = Path.of(base.dir());
  }

  /**
   * The request a benchmark's forks get: a directory of its own under {@code --out}, named after
   * the benchmark and never one an earlier run (or another benchmark whose name maps to the same
   * file name) left there: {@code ID}, {@code ID-2}... The merged {@code .collapsed} and
   * {@code .html} files take the same name.
   */
  public ProfileRequest forBenchmark(String id) {
    String name = FreeNames.first(out, fileName(id), List.of("", ".collapsed", ".html"));
    Path dir = out.resolve(name).toAbsolutePath();
    try {
      Files.createDirectories(dir);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot prepare profile directory " + dir, e);
    }
    return new ProfileRequest(base.event(), base.engine(), dir.toString(), base.interval());
  }

  /** The result with its profile, merged from what its forks wrote; unchanged if none did. */
  public BenchmarkResult attach(BenchmarkResult r, ProfileRequest request) {
    try {
      Profile p = merge(r.id(), request);
      return p == null ? r : r.withEvidence(r.evidence().withProfile(p));
    } catch (IOException e) {
      return r.withEvidence(r.evidence().withProfile(new Profile("none", request.event(), "none",
          0, List.of(), null, null, 0, 0, "cannot merge the forks' profiles: " + e.getMessage())));
    }
  }

  private Profile merge(String id, ProfileRequest request) throws IOException {
    Path dir = Path.of(request.dir());
    CollapsedStacks merged = new CollapsedStacks();
    List<ForkProfiler.ForkProfile> forks = new ArrayList<>();
    ObjectMapper json = new ObjectMapper();
    try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "fork-*.json")) {
      for (Path f : files) {
        forks.add(json.readValue(f.toFile(), ForkProfiler.ForkProfile.class));
        String name = f.getFileName().toString();
        Path stacks = dir.resolve(name.substring(0, name.length() - 5) + ".collapsed");
        if (Files.exists(stacks)) {
          merged.addAll(focus(CollapsedStacks.read(stacks)));
        }
      }
    }
    if (forks.isEmpty()) {
      return null; // every fork failed before measuring
    }
    ForkProfiler.ForkProfile first = forks.get(0);
    Set<String> notes = new LinkedHashSet<>();
    Set<String> modes = new LinkedHashSet<>();
    for (ForkProfiler.ForkProfile f : forks) {
      modes.add(f.mode());
      if (f.note() != null) {
        notes.add(f.note());
      }
      if (f.error() != null) {
        notes.add(f.error());
      }
    }
    Path collapsed = dir.resolveSibling(dir.getFileName() + ".collapsed");
    Path html = dir.resolveSibling(dir.getFileName() + ".html");
    merged.write(collapsed);
    FlameGraphs.write(merged, id + " (" + first.event() + ", measurement phase)", html);
    TopFrames frames = new TopFrames(sites(merged, first.event()),
        BenchmarkProfiler::isHarnessStack, !"alloc".equals(first.event()));
    return new Profile(first.engine(), first.event(), String.join(", ", modes), merged.total(),
        frames.bySelf(TOP), collapsed.toString(), html.toString(), first.interval(),
        merged.share(BenchmarkProfiler::isHarnessStack),
        notes.isEmpty() ? null : String.join("; ", notes), frames.byTotal(TOP),
        frames.passThrough(LEFT_OUT), frames.samplesNote(first.interval()));
  }

  /** The stacks the top list is taken from: allocation sites for an alloc profile. */
  static CollapsedStacks sites(CollapsedStacks stacks, String event) {
    return "alloc".equals(event) ? stacks.allocationSites() : stacks;
  }

  /** Cuts each stack at the generated loop; stacks without it go under {@link #OUTSIDE}. */
  static CollapsedStacks focus(CollapsedStacks raw) {
    CollapsedStacks out = new CollapsedStacks();
    raw.withoutAddresses().counts().forEach((stack, n) -> {
      int loop = stack.indexOf("$VernierLoop.");
      if (loop < 0) {
        out.add(OUTSIDE + ";" + stack, n);
      } else {
        int from = stack.lastIndexOf(';', loop) + 1;
        out.add(stack.substring(from), n);
      }
    });
    return out;
  }

  /**
   * Time the harness spent: outside the timed loop, in its own frames at the leaf, or in native
   * code the loop calls itself (its clock: {@code System.nanoTime} is {@code clock_gettime}
   * under the loop's frame), since the benchmark's own calls start with its Java method.
   */
  static boolean isHarnessStack(String stack) {
    if (stack.startsWith(OUTSIDE) || isHarness(CollapsedStacks.leaf(stack))) {
      return true;
    }
    String[] f = stack.split(";", 3);
    return f.length >= 2 && f[0].contains("$VernierLoop.")
        && !EntryFrames.isJava(CollapsedStacks.displayName(f[1]));
  }

  /** Vernier's own frames: the generated loop, the blackhole, the engine. */
  static boolean isHarness(String frame) {
    String f = frame.replace('/', '.');
    return f.contains("$VernierLoop.") || f.startsWith("dev.vernier.engine.")
        || f.startsWith("dev.vernier.Blackhole.");
  }

  /** A benchmark id as a file name: {@code pkg.Bench.m[n=10]} → {@code pkg.Bench.m_n_10_}. */
  public static String fileName(String id) {
    return id.replaceAll("[^A-Za-z0-9._-]", "_");
  }
}
