package dev.vernier.history;

import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.Evidence;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.Identity;
import dev.vernier.engine.result.MemoryFigures;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.RunFacts;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.result.TimeFigures;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Result files with known figures, for history tests: each benchmark gets three forks of 30
 * samples around its level, so a run's median is its level within the fork noise.
 */
public final class SyntheticRuns {
  public static final String CPU = "Test CPU @ 3.00GHz";

  private SyntheticRuns() {}

  public static Environment environment(String cpuModel, Double ghz) {
    return new Environment(new Environment.Jvm("Eclipse Adoptium", "17.0.15",
        "OpenJDK 64-Bit Server VM", List.of("-Xmx1g"), List.of("G1 Young Generation"), true,
        "/jdk", 1L), new Environment.Os("Linux", "6.1", "amd64"),
        new Environment.Cpu(cpuModel, 2, ghz), List.of());
  }

  /**
   * @param levels benchmark id to its level in ns/op
   * @param forkNoise relative noise of each sample, e.g. 0.002
   */
  public static RunResult run(Map<String, Double> levels, long seed, double forkNoise,
      Environment env) {
    Random r = new Random(seed);
    List<BenchmarkResult> rows = new ArrayList<>();
    levels.forEach((id, level) -> rows.add(row(id, level, r, forkNoise)));
    return new RunResult(RunResult.SCHEMA, "0.1.0", "2026-11-30T10:00:00Z", env, rows);
  }

  /**
   * As {@link #run}, but each fork of {@code disturbedId} slowed all through by its own factor,
   * as a busy neighbour slows the forks it shares the machine with.
   */
  public static RunResult disturbed(Map<String, Double> levels, long seed, double forkNoise,
      Environment env, String disturbedId, double... forkFactors) {
    Random r = new Random(seed);
    List<BenchmarkResult> rows = new ArrayList<>();
    levels.forEach((id, level) -> rows.add(id.equals(disturbedId)
        ? row(id, level, r, forkNoise, forkFactors) : row(id, level, r, forkNoise)));
    return new RunResult(RunResult.SCHEMA, "0.1.0", "2026-11-30T10:00:00Z", env, rows);
  }

  public static BenchmarkResult row(String id, double level, Random r, double noise) {
    return row(id, level, r, noise, 1, 1, 1);
  }

  private static BenchmarkResult row(String id, double level, Random r, double noise,
      double... forkFactors) {
    List<ForkRecord> forks = new ArrayList<>();
    List<Double> all = new ArrayList<>();
    for (double factor : forkFactors) {
      List<Double> s = new ArrayList<>();
      for (int i = 0; i < 30; i++) {
        s.add(level * factor * (1 + noise * r.nextGaussian()));
      }
      all.addAll(s);
      forks.add(new ForkRecord(100 + forks.size(), s, 1000, 0L, 0, 0, 0, null, 3.0, 0, 0,
          null));
    }
    double median = all.stream().sorted().toList().get(all.size() / 2);
    Stats st = new Stats(90, median * 0.99, median, median, 1, median * 0.999, median * 1.001,
        0.999, median, median, 2.0);
    int dot = id.lastIndexOf('.');
    return new BenchmarkResult(new Identity(id, id.substring(0, dot), id.substring(dot + 1),
        Map.of(), "avgt", false, Identity.VERNIER, null, null), "ok", null,
        TimeFigures.of("ns/op", st), new MemoryFigures(0L, null, 0.0, null, null, null),
        new Evidence(forks, null, List.of()), RunFacts.NONE);
  }

  public static Path write(Path dir, String name, RunResult run) throws IOException {
    Path p = dir.resolve(name);
    ResultFiles.write(p, run);
    return p;
  }
}
