package dev.vernier.engine.verdict;

import static dev.vernier.engine.verdict.ChangeEstimatorTest.forks;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.vernier.engine.perturb.Perturbation;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.PerturbationDraw;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.Samples;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ComparerTest {
  private static MeasuredRun.Benchmark bench(String id, long seed, double level, long alloc) {
    return new MeasuredRun.Benchmark(id, "ns/op", forks(seed, 20, 0.005, level, level * 1.001,
        level * 0.999), alloc, List.of());
  }

  private static MeasuredRun run(String name, Double ghz, MeasuredRun.Benchmark... b) {
    return new MeasuredRun(name, "vernier 0.1.0", ghz, List.of(b));
  }

  /** Four forks, two a draw, the draws' flags those of {@code seed}. */
  private static MeasuredRun.Benchmark perturbed(long seed, long drawSeed, double... levels) {
    Perturbation p = Perturbation.parse("loop-alignment", drawSeed);
    List<PerturbationDraw> draws = List.of(p.draw("x", 1), p.draw("x", 2), p.draw("x", 3),
        p.draw("x", 4));
    return new MeasuredRun.Benchmark("x", "ns/op", forks(seed, 20, 0.003, levels), 0, List.of(),
        draws);
  }

  /** Two files run with --perturb and one seed: fork i of a draw against fork i of it. */
  @Test
  void storedPerturbedRunsSayWhetherTheVerdictSurvives() {
    MeasuredRun base = run("b", null, perturbed(1, 5, 100, 100.2, 99.8, 100.1));
    ComparisonReport.Row real = Comparer.compare(base, run("n", null, perturbed(2, 5, 110,
        110.1, 109.9, 110.2)), 0.02, null).benchmarks().get(0);
    assertThat(real.verdict()).isEqualTo("slower");
    assertThat(real.survives()).isTrue();
    assertThat(real.note())
        .containsPattern("survives perturbation: \\+(9\\.9|10\\.[0-2])% under draw 1");
    // +10% under draw 1 only: a layout effect, whatever the forks' verdict says
    ComparisonReport.Row layout = Comparer.compare(base, run("n", null, perturbed(3, 5, 110,
        110.1, 99.9, 100.2)), 0.02, null).benchmarks().get(0);
    assertThat(layout.survives()).as(layout.toString()).isFalse();
    assertThat(layout.note()).contains("does not survive perturbation (a layout effect)");
    // another seed, other flags: no fork of one side ran the other's layout
    ComparisonReport.Row other = Comparer.compare(base, run("n", null, perturbed(2, 6, 110,
        110.1, 109.9, 110.2)), 0.02, null).benchmarks().get(0);
    assertThat(other.survives()).isNull();
    assertThat(other.note()).contains("survival not judged");
    // unperturbed files: nothing said
    ComparisonReport.Row plain = Comparer.compare(run("b", null, bench("x", 1, 100, 0)),
        run("n", null, bench("x", 2, 110, 0)), 0.02, null).benchmarks().get(0);
    assertThat(plain.survives()).isNull();
    assertThat(String.valueOf(plain.note())).doesNotContain("surviv");
  }

  @Test
  void verdictPerBenchmarkAndGeometricMean() {
    MeasuredRun base = run("base.json", null, bench("a", 1, 100, 24), bench("b", 2, 200, 0),
        bench("gone", 3, 50, 0));
    MeasuredRun newer = run("new.json", null, bench("a", 4, 120, 32), bench("b", 5, 200.2, 0),
        bench("added", 6, 10, 0));
    ComparisonReport r = Comparer.compare(base, newer, 0.02, null);
    assertThat(r.schema()).isEqualTo("vernier-compare/1");
    assertThat(r.benchmarks()).extracting(ComparisonReport.Row::id).containsExactly("a", "b");
    ComparisonReport.Row a = r.benchmarks().get(0);
    assertThat(a.verdict()).isEqualTo("slower");
    assertThat(a.changePct()).isCloseTo(20, within(1.0));
    assertThat(a.allocBase()).isEqualTo(24L);
    assertThat(a.allocNew()).isEqualTo(32L);
    assertThat(r.benchmarks().get(1).verdict()).isEqualTo("same");
    assertThat(r.onlyInBase()).containsExactly("gone");
    assertThat(r.onlyInNew()).containsExactly("added");
    double expected = (Math.sqrt((1 + a.changePct() / 100)
        * (1 + r.benchmarks().get(1).changePct() / 100)) - 1) * 100;
    assertThat(r.geomeanChangePct()).isCloseTo(expected, within(1e-9));
    assertThat(Comparer.regressions(r, 10)).extracting(ComparisonReport.Row::id)
        .containsExactly("a");
    assertThat(Comparer.regressions(r, 25)).isEmpty();
  }

  @Test
  void aReferenceThatMovedWidensEveryInterval() {
    MeasuredRun base = run("base.json", null, bench("ref", 1, 100, 0), bench("x", 2, 100, 0));
    MeasuredRun newer = run("new.json", null, bench("ref", 3, 104, 0), bench("x", 4, 104, 0));
    ComparisonReport plain = Comparer.compare(base, newer, 0.02, null);
    assertThat(plain.benchmarks().get(1).verdict()).isEqualTo("slower");
    ComparisonReport drifted = Comparer.compare(base, newer, 0.02, "ref");
    assertThat(drifted.driftPct()).isCloseTo(4, within(0.5));
    assertThat(drifted.driftWitnesses()).anyMatch(w -> w.startsWith("reference ref"));
    assertThat(drifted.benchmarks().get(0).verdict()).isEqualTo("reference");
    assertThat(drifted.benchmarks().get(1).verdict()).isEqualTo("inconclusive");
    assertThat(drifted.geomeanChangePct()).isCloseTo(4, within(0.5)); // x only
  }

  @Test
  void frequencyChangeIsADriftWitness() {
    MeasuredRun base = run("base.json", 3.0, bench("x", 1, 100, 0));
    MeasuredRun newer = run("new.json", 2.85, bench("x", 2, 104, 0));
    ComparisonReport r = Comparer.compare(base, newer, 0.02, null);
    assertThat(r.driftPct()).isCloseTo(5, within(1e-9));
    assertThat(r.driftWitnesses().get(0)).contains("3.000 GHz -> 2.850 GHz");
    assertThat(r.benchmarks().get(0).verdict()).isEqualTo("inconclusive");
  }

  @Test
  void withoutWitnessesTheReportSaysSo() {
    ComparisonReport r = Comparer.compare(run("b", null), run("n", null), 0.02, null);
    assertThat(r.driftPct()).isZero();
    assertThat(r.driftWitnesses()).containsExactly("no drift witness: neither file has a"
        + " calibrated CPU frequency and no --reference benchmark was named; only the"
        + " fork-to-fork spread is accounted for");
  }

  @Test
  void aLoadedRunIsADriftWitness() {
    // Same floor, but in the new run every fork's median sits 10% above its minimum.
    double[] quiet = {100, 100.5, 101, 100.2, 100.7};
    double[] loaded = {100, 110, 111, 110.5, 112};
    MeasuredRun base = run("b", null, new MeasuredRun.Benchmark("x", "ns/op",
        List.of(quiet, quiet, quiet), 0L, List.of()));
    MeasuredRun newer = run("n", null, new MeasuredRun.Benchmark("x", "ns/op",
        List.of(loaded, loaded, loaded), 0L, List.of()));
    ComparisonReport r = Comparer.compare(base, newer, 0.02, null);
    assertThat(r.driftPct()).isCloseTo((110.5 / 100) / (100.5 / 100) * 100 - 100, within(1e-9));
    assertThat(r.driftWitnesses().get(0)).startsWith("noise above the floor");
    assertThat(r.benchmarks().get(0).verdict()).isEqualTo("inconclusive");
  }

  @Test
  void storedVariationJudgesRunsWhoseForksAgreeAndNotADisturbedOne() {
    RunToRunVariation tight = (id, throughput) ->
        new RunToRunVariation.Estimate(0.005, 20, 10, 0, "stored run-to-run variation (test)");
    MeasuredRun base = run("base.json", null, bench("a", 1, 100, 0));
    for (String figure : List.of(ComparisonReport.MEDIAN, ComparisonReport.MIN)) {
      ComparisonReport.Row calm = Comparer.compare(base, run("calm.json", null,
          bench("a", 2, 105, 0)), 0.02, null, tight, figure).benchmarks().get(0);
      assertThat(calm.method()).startsWith("stored run-to-run variation");
      assertThat(calm.verdict()).isEqualTo("slower");
      // every fork slowed by its own amount: a busy neighbour, not the code
      MeasuredRun busy = run("busy.json", null, new MeasuredRun.Benchmark("a", "ns/op",
          forks(3, 20, 0.005, 112, 135, 121), 0, List.of()));
      ComparisonReport.Row row = Comparer.compare(base, busy, 0.02, null, tight, figure)
          .benchmarks().get(0);
      assertThat(row.method()).as(figure).startsWith(Comparer.METHOD)
          .contains("the forks of busy.json differ by");
      assertThat(row.note()).contains("a disturbed run, not judged by the stored variation");
    }
  }

  @Test
  void anUnknownReferenceIsRefused() {
    assertThatThrownBy(() -> Comparer.compare(run("b.json", null, bench("x", 1, 100, 0)),
        run("n.json", null, bench("x", 2, 100, 0)), 0.02, "nope"))
        .hasMessage("--reference nope is not in b.json");
  }

  /** A JMH -rf json entry of MapBench.get, params alphabetically as JMH writes them. */
  private static String jmhEntry(String keyLength, String mapSize, double score) {
    return """
        {"jmhVersion": "1.37", "benchmark": "pkg.MapBench.get", "mode": "avgt", "threads": 1,
         "forks": 2, "jvm": "/usr/bin/java", "jvmArgs": [], "jdkVersion": "17.0.15",
         "warmupIterations": 2, "warmupTime": "1 s", "measurementIterations": 3,
         "measurementTime": "1 s", "params": {"keyLength": "%s", "mapSize": "%s"},
         "primaryMetric": {"score": %s, "scoreError": 0.1, "scoreConfidence": [%s, %s],
           "scorePercentiles": {"0.0": %s, "50.0": %s, "100.0": %s}, "scoreUnit": "ns/op",
           "rawData": [[%s, %s, %s], [%s, %s, %s]]},
         "secondaryMetrics": {}}
        """.formatted(keyLength, mapSize, score, score, score, score, score, score, score,
        score * 1.01, score * 0.99, score, score * 1.02, score * 0.98);
  }

  /** A Vernier row of MapBench.get, params in declaration order (mapSize first); 10 ns. */
  private static BenchmarkResult vernierRow(String mapSize, String keyLength) {
    Map<String, String> params = new LinkedHashMap<>();
    params.put("mapSize", mapSize);
    params.put("keyLength", keyLength);
    return Samples.okRow("pkg.MapBench.get[mapSize=" + mapSize + ",keyLength=" + keyLength + "]",
        params);
  }

  @Test
  void aJmhFileMatchesAVernierFileByParameterNameAndValueInAnyOrder(@TempDir Path dir)
      throws Exception {
    Path jmh = dir.resolve("jmh.json");
    Files.writeString(jmh, "[" + jmhEntry("64", "1024", 10) + ","
        + jmhEntry("64", "16384", 20) + "," + jmhEntry("32", "16384", 30) + "]");
    Path vernier = dir.resolve("vernier.json");
    ResultFiles.write(vernier, Samples.run(vernierRow("16384", "64"), vernierRow("1024", "64"),
        vernierRow("16384", "128")));

    ComparisonReport r = Comparer.compare(ResultReader.read(jmh), ResultReader.read(vernier),
        0.02, null);

    // each row under the new side's id, paired by value: the base medians are JMH's 10 and 20
    assertThat(r.benchmarks()).extracting(ComparisonReport.Row::id).containsExactly(
        "pkg.MapBench.get[mapSize=1024,keyLength=64]",
        "pkg.MapBench.get[mapSize=16384,keyLength=64]");
    assertThat(r.benchmarks()).extracting(ComparisonReport.Row::baseMedian)
        .containsExactly(10.0, 20.0);
    assertThat(r.benchmarks()).extracting(ComparisonReport.Row::newMedian)
        .containsExactly(10.0, 10.0);
    assertThat(r.onlyInBase()).containsExactly("pkg.MapBench.get[keyLength=32,mapSize=16384]");
    assertThat(r.onlyInNew()).containsExactly("pkg.MapBench.get[mapSize=16384,keyLength=128]");
  }

  @Test
  void aReferenceIsFoundWhateverTheOrderOfItsParameters() {
    MeasuredRun base = run("b.json", null, bench("p.C.m[b=1,a=2]", 1, 100, 0),
        bench("p.C.x", 2, 100, 0));
    MeasuredRun newer = run("n.json", null, bench("p.C.m[a=2,b=1]", 3, 104, 0),
        bench("p.C.x", 4, 104, 0));
    ComparisonReport r = Comparer.compare(base, newer, 0.02, "p.C.m[a=2,b=1]");
    assertThat(r.benchmarks().get(0).verdict()).isEqualTo("reference");
    assertThat(r.benchmarks().get(1).verdict()).isEqualTo("inconclusive");
  }

  @Test
  void aValueWithCommasStaysOneParameter() {
    assertThat(MeasuredRun.sameBenchmark("p.C.m[sizes=1,2,3,mode=A]", "p.C.m[mode=A,sizes=1,2,3]"))
        .isTrue();
    assertThat(MeasuredRun.sameBenchmark("p.C.m[sizes=1,2,mode=A]", "p.C.m[mode=A,sizes=1,3]"))
        .isFalse();
    assertThat(MeasuredRun.sameBenchmark("p.C.m[n=1]", "p.C.m[n=10]")).isFalse();
    // JMH names a nested class with a dot (the JDK's CipherBench.GCM.encrypt), Vernier with $
    assertThat(MeasuredRun.sameBenchmark("p.C$GCM.m[n=1]", "p.C.GCM.m[n=1]")).isTrue();
    assertThat(MeasuredRun.sameBenchmark("p.C$GCM.m", "p.C.GCM.m")).isTrue();
  }
}
