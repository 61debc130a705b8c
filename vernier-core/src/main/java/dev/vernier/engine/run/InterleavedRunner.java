package dev.vernier.engine.run;

import dev.vernier.engine.env.HostProbe;
import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.fork.ForkRunner;
import dev.vernier.engine.fork.ForkSpec;
import dev.vernier.engine.heap.HeapPolicy;
import dev.vernier.engine.measure.TurnGate;
import dev.vernier.engine.perturb.Perturbation;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.PerturbationDraw;
import dev.vernier.engine.result.PerturbationSetting;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.verdict.AllocationVerdict;
import dev.vernier.engine.verdict.Change;
import dev.vernier.engine.verdict.ChangeEstimator;
import dev.vernier.engine.verdict.Comparer;
import dev.vernier.engine.verdict.ComparisonReport;
import dev.vernier.engine.verdict.DrawSurvival;
import dev.vernier.engine.verdict.PairedEstimator;
import dev.vernier.engine.verdict.SequentialPairs;
import dev.vernier.exec.Verdict;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Interleaved A/B in one run. Two stored runs are separated by time and the machine drifts
 * between them; here A (the classpath and java under test) and B (the one to compare against)
 * are measured in the same minutes, so the drift cancels in their ratio.
 *
 * <p>In avgt and thrpt modes (the default way, {@link #pairedTurns}) each pair is two forks
 * alive at once, one of each side, that warm up side by side and then take turns batch by batch
 * ({@link TurnGate}): their samples lie milliseconds apart, where this project's VM moves by 8%
 * between seconds. Each pair gives the ratio of its sides' fastest batches; after each pair
 * {@link SequentialPairs} judges all pairs so far and the benchmark stops as soon as the verdict
 * is decided, or when its budget or the most pairs are spent.
 *
 * <p>In sample and single-shot modes, or with fixed {@code --warmup}/{@code --time}, whole forks
 * alternate instead (A B, B A, ...) and {@link PairedEstimator} judges a fixed number of pairs
 * on each fork's best sample.
 */
public final class InterleavedRunner {
  /**
   * Pairs per benchmark for whole forks taking turns, when the user did not say. Measured on
   * this project's machine (quiet, a real 5% difference): 6 pairs found it in 7 of 10 runs, 10
   * pairs in 9 of 10, with no wrong direction and no A/A claim either way; each run of 10 pairs
   * takes about 45 s.
   */
  public static final int DEFAULT_PAIRS = 10;
  /** The most pairs of forks taking turns batch by batch, unless the user said --forks. */
  public static final int MAX_TURN_PAIRS = 8;
  /** Each side's batches per pair when they take turns: with 10 ms batches, 0.6 s a pair. */
  public static final int ROUNDS = 30;
  /** The time a benchmark may take to its verdict, unless the user gave a budget. */
  public static final Duration DEFAULT_CAP = Duration.ofSeconds(30);

  /** One side: what it is called in reports, its classpath and its java. */
  public record Side(String label, List<Path> classpath, Path java) {}

  /** Both sides' result files and their paired comparison (A is "new", B is "base"). */
  public record Outcome(RunResult a, RunResult b, ComparisonReport comparison) {}

  private final RunOptions options;
  private final Side a;
  private final Side b;
  private final RunListener listener;
  private final String vernierVersion;
  private final double margin;
  private Duration cap = DEFAULT_CAP;
  private boolean turns = true;
  /** The two cores pairs' sides are swapped between (CoreSwap), or null; found at run(). */
  private int[] cores;

  public InterleavedRunner(RunOptions options, Side a, Side b, RunListener listener,
      String vernierVersion, double margin) {
    this.options = options;
    this.a = a;
    this.b = b;
    this.listener = listener;
    this.vernierVersion = vernierVersion;
    this.margin = margin;
  }

  /** How long each benchmark may take to its verdict (default {@link #DEFAULT_CAP}). */
  public InterleavedRunner withCap(Duration c) {
    this.cap = c;
    return this;
  }

  /** Whole forks alternate (A B, B A, ...) even where the sides could take turns by batch. */
  public InterleavedRunner withWholeForks() {
    this.turns = false;
    return this;
  }

  /** Where pairs of forks take turns batch by batch: the batched modes, times not fixed. */
  boolean pairedTurns(BenchmarkTask task) {
    String mode = task.mode();
    return turns && !options.fixedTimes() && ("avgt".equals(mode) || "thrpt".equals(mode));
  }

  public Outcome run(List<BenchmarkTask> tasks) {
    String startedAt = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
    // the heap policy of a run (a fixed, pre-touched heap where new pages are slow), alike on
    // both sides, so that neither measures while its heap still grows
    HostProbe host = HostProbe.local();
    HeapPolicy.HeapDecision heap = options.heapPolicy().decideForPairs(host.pageTouchNanos(),
        host.transparentHugePages());
    List<String> heapFlags = heap.forForks(options.jvmArgs()).flags();
    ForkRunner runA = new ForkRunner(a.java(), options.jvmArgs(), a.classpath(),
        options.forkTimeout()).withJvmArgs(heapFlags, List.of());
    ForkRunner runB = new ForkRunner(b.java(), options.jvmArgs(), b.classpath(),
        options.forkTimeout()).withJvmArgs(heapFlags, List.of());
    List<BenchmarkResult> rowsA = new ArrayList<>();
    List<BenchmarkResult> rowsB = new ArrayList<>();
    List<ComparisonReport.Row> rows = new ArrayList<>();
    Map<String, String> envA = Map.of();
    Map<String, String> envB = Map.of();
    boolean anyTurns = false;
    if (tasks.stream().anyMatch(this::pairedTurns)) {
      cores = CoreSwap.cores();
    }
    for (int i = 0; i < tasks.size(); i++) {
      BenchmarkTask task = tasks.get(i);
      listener.benchmarkStarted(task, i, tasks.size());
      long t0 = System.nanoTime();
      boolean paired = pairedTurns(task);
      anyTurns |= paired;
      Sides sides = paired ? turnPairs(task, runA, runB) : wholeForks(task, runA, runB);
      long millis = (System.nanoTime() - t0) / 1_000_000;
      envA = envA.isEmpty() ? sides.a.get(0).environment() : envA;
      envB = envB.isEmpty() ? sides.b.get(0).environment() : envB;
      // both sides' rows carry the benchmark's wall time and, for pairs, why they stopped
      BenchmarkResult ra = Analysis.analyse(task, sides.a, List.of(), sides.stop,
          millis * 1_000_000L, sides::swapAt);
      BenchmarkResult rb = Analysis.analyse(task, sides.b, List.of(), sides.stop,
          millis * 1_000_000L, sides::swapAt);
      rowsA.add(ra);
      rowsB.add(rb);
      listener.benchmarkFinished(ra);
      if (ra.ok() && rb.ok()) {
        rows.add(row(ra, rb, samples(sides.a), samples(sides.b), sides, millis));
      }
    }
    RunResult resultA = new RunResult(RunResult.SCHEMA, vernierVersion, startedAt,
        perturbed(Runner.environment(envA, rowsA)), Baselines.withRatios(rowsA));
    RunResult resultB = new RunResult(RunResult.SCHEMA, vernierVersion, startedAt,
        perturbed(Runner.environment(envB, rowsB)), Baselines.withRatios(rowsB));
    String method = !anyTurns ? WHOLE_FORKS_METHOD
        : turnsMethod(cores != null);
    ComparisonReport report = new ComparisonReport(ComparisonReport.SCHEMA, b.label(),
        "vernier " + vernierVersion, a.label(), "vernier " + vernierVersion, margin * 100,
        ChangeEstimator.LEVEL, method, ComparisonReport.MIN,
        0, List.of(anyTurns ? "interleaved: the two sides took turns batch by batch, so drift"
            + " cancels in each pair's ratio" : "interleaved: pairs of forks ran back to back,"
            + " so drift cancels in each ratio"),
        null, rows, ComparisonReport.geomean(rows), List.of(), List.of(), resultB, resultA);
    return new Outcome(resultA, resultB, report);
  }

  /** The report's method for pairs taking turns, which says whether the cores were swapped. */
  static String turnsMethod(boolean coresSwapped) {
    return "interleaved pairs of forks taking turns batch by batch (random order each round)"
        + (coresSwapped ? ", their sides on two cores swapped halfway" : "")
        + "; each pair's ratio the mean of its halves' ratios of fastest batches; repeated 99%"
        + " intervals over the pairs (Pocock), stopping once decided";
  }

  static final String WHOLE_FORKS_METHOD = "interleaved forks (A B, B A, ...), paired t-test on"
      + " the log-ratios of fork minima";

  /**
   * Both sides' forks of one benchmark, and for pairs taking turns their last look.
   *
   * @param ratios for pairs taking turns, each pair's A/B ratio; else null
   * @param moved the forks whose side swapped cores halfway (by identity), empty for none
   */
  private record Sides(List<ForkResult> a, List<ForkResult> b, Change look, String stop,
      double[] ratios, Set<ForkResult> moved) {
    /** The index of a fork's first kept sample on its second core, 0 when it did not move. */
    int swapAt(ForkResult f) {
      return moved.contains(f) ? firstHalf(f, f.samples().size()) : 0;
    }
  }

  /** Whole forks, A B, B A, ...: a fixed number of pairs. */
  private Sides wholeForks(BenchmarkTask task, ForkRunner runA, ForkRunner runB) {
    int pairs = options.forks() > 0 ? options.forks() : DEFAULT_PAIRS;
    List<ForkResult> forksA = new ArrayList<>();
    List<ForkResult> forksB = new ArrayList<>();
    ForkSpec spec = spec(task, pairs);
    int started = 0;
    for (int k = 0; k < pairs; k++) {
      boolean aFirst = k % 2 == 0;
      PerturbationDraw draw = options.perturbation().draw(task.id(), k + 1);
      for (boolean sideA : new boolean[] {aFirst, !aFirst}) {
        listener.forkStarted(task, ++started, 2 * pairs);
        ForkResult r = perturbed(sideA ? runA : runB, draw).run(spec, listener.forFork(task))
            .withPerturbation(draw);
        listener.forkFinished(task, started, 2 * pairs, r);
        (sideA ? forksA : forksB).add(r);
      }
      if (forksA.get(k).failed() || forksB.get(k).failed()) {
        break; // a benchmark that throws will throw again
      }
    }
    return new Sides(forksA, forksB, null, null, null, Set.of());
  }

  /**
   * Pairs of forks alive at once, taking turns batch by batch, until the verdict is decided
   * ({@link SequentialPairs}), {@code --forks} pairs when the user fixed them, or the cap.
   */
  private Sides turnPairs(BenchmarkTask task, ForkRunner runA, ForkRunner runB) {
    boolean fixed = options.forks() > 0;
    int maxPairs = fixed ? options.forks() : MAX_TURN_PAIRS;
    ForkSpec spec = turnSpec(task);
    ForkRunner gatedA = runA.withJvmArgs(TurnGate.JVM_FLAGS, List.of());
    ForkRunner gatedB = runB.withJvmArgs(TurnGate.JVM_FLAGS, List.of());
    List<ForkResult> forksA = new ArrayList<>();
    List<ForkResult> forksB = new ArrayList<>();
    List<Double> ratios = new ArrayList<>();
    long start = System.nanoTime();
    long seed = new SplittableRandom().nextLong();
    Change look = null;
    String stop = null;
    Set<ForkResult> moved = Collections.newSetFromMap(new IdentityHashMap<>());
    int[] taskCores = task.threads() > 1 ? null : cores; // one thread is moved, not a gang
    for (int k = 0; k < maxPairs; k++) {
      listener.forkStarted(task, 2 * k + 1, 2 * maxPairs);
      // --perturb: both sides of a pair under one draw, so that the pair's ratio compares the
      // code, and the draws differ from pair to pair (two pairs a draw)
      PerturbationDraw draw = options.perturbation().draw(task.id(), k + 1);
      TurnPair.Outcome out = TurnPair.run(perturbed(gatedA, draw), perturbed(gatedB, draw), spec,
          seed + k, taskCores, listener.forFork(task));
      ForkResult[] pair = {out.a().withPerturbation(draw), out.b().withPerturbation(draw)};
      listener.forkFinished(task, 2 * k + 1, 2 * maxPairs, pair[0]);
      forksA.add(pair[0]);
      forksB.add(pair[1]);
      if (out.swapped()) {
        moved.addAll(List.of(pair));
      }
      if (pair[0].failed() || pair[1].failed()) {
        stop = "a fork failed";
        break; // a benchmark that throws will throw again
      }
      ratios.add(ratio(pair[0], pair[1], "thrpt".equals(task.mode())));
      double[] r = ratios.stream().mapToDouble(Double::doubleValue).toArray();
      look = SequentialPairs.look(r, maxPairs, margin, "thrpt".equals(task.mode()),
          ChangeEstimator.pooledMedian(samples(forksB)),
          ChangeEstimator.pooledMedian(samples(forksA)));
      long spent = System.nanoTime() - start;
      long perPair = spent / (k + 1);
      String settled = fixed ? null : settled(look, r);
      if (settled != null) {
        stop = settled + " after " + (k + 1) + " pairs";
        break;
      }
      if (!fixed && k + 1 >= SequentialPairs.MIN_PAIRS && spent + perPair > cap.toNanos()) {
        stop = "the budget of " + cap.toSeconds() + " s was spent after " + (k + 1) + " pairs";
        break;
      }
    }
    if (stop == null) {
      stop = (fixed ? "the " : "the most ") + maxPairs + " pairs were measured";
    }
    if (taskCores != null && moved.size() / 2 < forksA.size()) {
      stop += "; cores swapped in " + moved.size() / 2 + " of " + forksA.size() + " pairs";
    }
    return new Sides(forksA, forksB, look, stop,
        ratios.stream().mapToDouble(Double::doubleValue).toArray(), moved);
  }

  /**
   * Why the pairs so far suffice, or null. Unperturbed: the verdict is decided. Perturbed, a
   * claimed change must also have survived the draws or been shown a layout effect, and a layout
   * effect the pairs do not claim ends the row too ({@link DrawSurvival}).
   */
  private String settled(Change look, double[] ratios) {
    boolean decided = SequentialPairs.decided(look);
    if (!options.perturbation().on()) {
      return decided ? "decided" : null;
    }
    if (decided && !claimed(look)) {
      return "decided";
    }
    int[] draws = pairDraws(ratios.length);
    DrawSurvival.Outcome o = DrawSurvival.of(ratios, draws, decided,
        Perturbation.drawOf(MAX_TURN_PAIRS));
    if (!o.settled() || ratios.length < SequentialPairs.MIN_PAIRS) {
      return null;
    }
    return Boolean.TRUE.equals(o.holds()) ? "decided and survived " + draws[draws.length - 1]
        + " draws" : "a layout effect under " + draws[draws.length - 1] + " draws";
  }

  /** Each of the first {@code n} pairs' draw: pair k runs under the draw of fork number k. */
  private static int[] pairDraws(int n) {
    int[] draws = new int[n];
    for (int i = 0; i < n; i++) {
      draws[i] = Perturbation.drawOf(i + 1);
    }
    return draws;
  }

  private static boolean claimed(Change c) {
    return c != null && (c.verdict() == Verdict.SLOWER || c.verdict() == Verdict.FASTER);
  }

  private Environment perturbed(Environment e) {
    Perturbation p = options.perturbation();
    return !p.on() ? e : e.withPerturbation(new PerturbationSetting(p.leverNames(), p.seed()));
  }

  /** The forks under a draw's flags, after every other, and its environment padding. */
  private static ForkRunner perturbed(ForkRunner runner, PerturbationDraw draw) {
    return draw == null ? runner
        : runner.withJvmArgs(List.of(), draw.flags()).withEnvPadding(draw.envPadding());
  }

  /**
   * A/B of one pair's figures: the geometric mean of its two halves' ratios, each the ratio of
   * the sides' fastest batches (most throughput) in that half of the rounds.
   *
   * <p>The fastest batch, as in whole-fork pairs ({@link PairedEstimator}): noise only adds time
   * (seed 004), and here the batches of 10 ms, one side's right after the other's, differed by
   * 8–12% (sd of their log-ratios) while their floors did not: on the same pairs (2026-12-05,
   * quiet, 14 runs of 8 pairs a condition) the pairs' log-ratios spread 1.4% (sd) by their
   * minima against 2.4% by their medians on a planted +5% (tools/verdicts/replay.py).
   *
   * <p>The halves, because the sides swap cores halfway ({@link CoreSwap}): each half's ratio
   * carries the cores' difference, one way and then the other, and the mean cancels it, where
   * the fastest batch of all would take each side's from its faster core's half, and compare
   * two halves seconds apart. Without a swap the halves are two looks at the same thing. A side
   * that left out its first samples (a compilation early in the rounds) has fewer in its first
   * half; a half that one side has none of is left out, and the ratio is the other half's.
   */
  static double ratio(ForkResult a, ForkResult b, boolean higherIsBetter) {
    double[] va = values(a);
    double[] vb = values(b);
    int ha = firstHalf(a, va.length);
    int hb = firstHalf(b, vb.length);
    List<Double> halves = new ArrayList<>();
    if (ha > 0 && hb > 0) {
      halves.add(pairRatio(Arrays.copyOfRange(va, 0, ha), Arrays.copyOfRange(vb, 0, hb),
          higherIsBetter));
    }
    if (ha < va.length && hb < vb.length) {
      halves.add(pairRatio(Arrays.copyOfRange(va, ha, va.length),
          Arrays.copyOfRange(vb, hb, vb.length), higherIsBetter));
    }
    if (halves.isEmpty()) {
      return pairRatio(va, vb, higherIsBetter);
    }
    return Math.exp(halves.stream().mapToDouble(Math::log).average().orElseThrow());
  }

  /** How many of a side's kept samples it measured before the swap: half the rounds. */
  private static int firstHalf(ForkResult f, int kept) {
    int leftOut = f.measurement() == null ? 0 : f.measurement().samplesLeftOut();
    return Math.max(0, Math.min(kept, ROUNDS / 2 - leftOut));
  }

  private static double pairRatio(double[] a, double[] b, boolean higherIsBetter) {
    return PairedEstimator.pairRatios(List.of(a), List.of(b), higherIsBetter)[0];
  }

  private static double[] values(ForkResult f) {
    return f.samples().stream().mapToDouble(Double::doubleValue).toArray();
  }

  /**
   * A fork of a pair: warm-up to steady state (at least {@link #TURN_MIN_WARMUP_NANOS}, at most a
   * sixth of the cap, under the pair's shorter windows: {@code SteadyState.TURN_MIN_QUIET_NANOS}),
   * then {@link #ROUNDS} turns. Its measurement is the rounds' own time (0.3 s with 10 ms
   * batches): steady state's flat window spans half of what follows, and a second there kept
   * every side warming 0.4 s longer than its figure needed, twice on each pair's critical path.
   */
  private ForkSpec turnSpec(BenchmarkTask task) {
    long warmMax = Math.max(2 * SECOND, cap.toNanos() / 6);
    long target = options.sampleTarget().toNanos();
    return new ForkSpec(task.benchmark().className(), task.benchmark().method(), task.params(),
        task.mode(), task.benchmark().operationsPerInvocation(), warmMax, ROUNDS * target,
        target, Runner.MIN_SAMPLES, true, TURN_MIN_WARMUP_NANOS, null, 0,
        task.benchmark().source(), task.threads(), task.benchmark().group());
  }

  /**
   * Fixed times when asked for ({@code --warmup}, {@code --time}); otherwise each fork warms to
   * steady state (0.5 s to its share of the budget, at least 1 s) and measures its share (at
   * least 1 s): every pair must be measured alike, so the schedule does not adapt here.
   */
  private ForkSpec spec(BenchmarkTask task, int pairs) {
    long warmMax;
    long warmMin;
    long measure;
    boolean steady = !options.fixedTimes();
    if (steady) {
      long share = options.budget().toNanos() / (2L * pairs);
      warmMax = Math.max(SECOND, share * 40 / 100);
      warmMin = SECOND / 2;
      measure = Math.max(SECOND, share * 45 / 100);
    } else {
      warmMax = options.warmup() != null ? options.warmup().toNanos() : SECOND;
      warmMin = 0;
      measure = options.measurement() != null ? options.measurement().toNanos() : SECOND;
    }
    return new ForkSpec(task.benchmark().className(), task.benchmark().method(), task.params(),
        task.mode(), task.benchmark().operationsPerInvocation(), warmMax, measure,
        options.sampleTarget().toNanos(), Runner.MIN_SAMPLES, steady, warmMin, null, 0,
        task.benchmark().source(), task.threads(), task.benchmark().group());
  }

  private static final long SECOND = 1_000_000_000L;
  /** A pair's side warms up at least this long (whole-fork pairs: half a second). */
  static final long TURN_MIN_WARMUP_NANOS = 300_000_000L;

  private ComparisonReport.Row row(BenchmarkResult ra, BenchmarkResult rb, List<double[]> sa,
      List<double[]> sb, Sides sides, long millis) {
    boolean thrpt = "thrpt".equals(ra.identity().mode());
    boolean turned = sides.look != null;
    Change c = turned ? sides.look : PairedEstimator.estimate(sa, sb, margin, thrpt);
    double[] ratios = turned ? sides.ratios : PairedEstimator.pairRatios(sa, sb, thrpt);
    String stop = sides.stop == null ? null : String.format(java.util.Locale.ROOT, "%s, in %.1f s",
        sides.stop, millis / 1000.0);
    String note = stop == null ? c.note() : c.note() == null ? stop : c.note() + "; " + stop;
    ComparisonReport.Row r = new ComparisonReport.Row(ra.id(), ra.time().unit(), c.baseMedian(),
        c.newMedian(), Comparer.min(sb), Comparer.min(sa),
        c.changePct(), c.ciLowPct(), c.ciHighPct(), c.pValue(), c.verdict().label(),
        rb.memory().allocatedBytesPerOp(), ra.memory().allocatedBytesPerOp(), sb.size(), sa.size(),
        note, Arrays.stream(ratios).boxed().toList())
        .withAllocVerdict(AllocationVerdict.of(forkBytes(rb), forkBytes(ra)))
        .withTiming(ratios.length, millis);
    if (!options.perturbation().on()) {
      return r;
    }
    DrawSurvival.Outcome o = DrawSurvival.of(ratios, pairDraws(ratios.length), claimed(c));
    return r.withSurvival(o.holds(), o.note());
  }

  /** Each measured fork's bytes per op. */
  static List<Double> forkBytes(BenchmarkResult row) {
    return row.evidence().forks().stream().map(ForkRecord::allocatedBytesPerOp)
        .filter(java.util.Objects::nonNull).map(Number::doubleValue).toList();
  }

  private static List<double[]> samples(List<ForkResult> forks) {
    return forks.stream().filter(f -> !f.failed())
        .map(f -> f.samples().stream().mapToDouble(Double::doubleValue).toArray()).toList();
  }
}
