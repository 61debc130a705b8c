package dev.vernier.engine.result;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A hand-made result with every field filled, and a failed row beside it. */
public final class Samples {
  private Samples() {}

  public static BenchmarkResult okRow(String id, Map<String, String> params) {
    Stats stats = new Stats(40, 9.5, 10.25, 10.5, 0.75, 10.0, 10.5, 0.999, 11.0, 12.5, 2.0,
        12.9, 13.0);
    ForkRecord fork = new ForkRecord(4242, List.of(10.0, 10.5, 9.5), 1000, 280000L, 3, 7, 1 << 26,
        0L, 2.9, 300_000_000L, 12, null, true, "steady after 0.30 s", List.of(), 400_000_000L, 0.3,
        2.88, 2.9, null, null, null, null, null, null, null, null, null, null, null, null);
    return new BenchmarkResult(
        new Identity(id, "pkg.ParseBench", "split", params, "avgt", true, Identity.VERNIER, null,
            null), "ok", null,
        new TimeFigures("ns/op", stats, 1234.5, new TimeFigures.Ratio(1.0, 0.98, 1.02), null),
        new MemoryFigures(280000L, null, 66.4, null, null, null),
        new Evidence(List.of(fork), null,
            List.of(new Warning("RESULT_DISCARDED", "warn", "maybe dead", "return it"))),
        new RunFacts("target ±1.00% met after 2 forks", 4200L, null));
  }

  public static BenchmarkResult failedRow(String id) {
    ForkRecord fork = new ForkRecord(0, List.of(), 0, null, 0, 0, 0, null, null, 0, 0,
        "java.lang.IllegalStateException: boom | bad");
    return BenchmarkResult.failed(
        new Identity(id, "pkg.ParseBench", "scan", Map.of(), "avgt", false, Identity.VERNIER, null,
            null), "ns/op", "java.lang.IllegalStateException: boom | bad",
        new Evidence(List.of(fork), null, List.of()), new RunFacts(null, 900L, null));
  }

  public static RunResult run(BenchmarkResult... rows) {
    Environment env = new Environment(
        new Environment.Jvm("Eclipse Adoptium", "17.0.15", "OpenJDK 64-Bit Server VM",
            List.of("-Xmx1g", "-XX:+UseG1GC"), List.of("G1 Young Generation", "G1 Old Generation"),
            true, "/opt/java", 1L << 30, "mixed mode",
            new Environment.Jit("tiered", "tiered, C1 then C2", true, 4, true,
                "HotSpot 64-Bit Tiered Compilers"),
            true, true, false, List.of(), 1L << 27, false),
        new Environment.Os("Linux", "6.1", "amd64", "Debian GNU/Linux 12 (bookworm)"),
        new Environment.Cpu("Some CPU @ 2.90GHz", 2, 2.9, 2.88, 2.9, 2900.0,
            List.of(new Environment.Cache(1, "Data", 49152), new Environment.Cache(2, "Unified",
                2L << 20)), null, "performance", false),
        List.of(new Warning("DEBUG_JVM", "error", "interpreted", "drop -Xint")));
    return new RunResult(RunResult.SCHEMA, "0.1.0", "2026-11-30T10:00:00Z", env, List.of(rows));
  }

  public static RunResult typical() {
    Map<String, String> params = new LinkedHashMap<>();
    params.put("n", "1000");
    return run(okRow("pkg.ParseBench.split[n=1000]", params), failedRow("pkg.ParseBench.scan"));
  }
}
