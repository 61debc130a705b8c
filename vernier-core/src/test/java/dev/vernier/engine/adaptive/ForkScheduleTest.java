package dev.vernier.engine.adaptive;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The stopping rule on synthetic forks with known answers; no JVM is started. */
class ForkScheduleTest {
  private static final long MS = 1_000_000L;
  private static final long S = 1_000 * MS;

  /** Simulates a run: every fork costs 500 ms besides its samples of 10 ms each. */
  private static List<ForkObservation> simulate(ForkSchedule schedule, double between,
      double within, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    List<ForkObservation> done = new ArrayList<>();
    long elapsed = 0;
    ForkTimes t;
    while ((t = schedule.next(done, elapsed)) != null) {
      int n = (int) Math.max(1, t.measureNanos() / (10 * MS));
      double level = 100 * (1 + between * r.nextGaussian());
      double[] s = new double[n];
      for (int i = 0; i < n; i++) {
        s[i] = level * (1 + within * r.nextGaussian());
      }
      long measure = n * 10 * MS;
      long wall = 500 * MS + measure;
      elapsed += wall;
      done.add(new ForkObservation(s, wall, 300 * MS, measure, true));
      assertThat(done).hasSizeLessThanOrEqualTo(ForkSchedule.SS_MAX_FORKS);
    }
    return done;
  }

  private static ForkSchedule adaptive(long budget) {
    return ForkSchedule.adaptive(budget, -1, false, 0.01, 10 * MS, 0.999);
  }

  @Test
  void quietBenchmarkStopsAtThreeForksWithTheTargetMet() {
    ForkSchedule s = adaptive(10 * S);
    List<ForkObservation> done = simulate(s, 0.0005, 0.002, 1);
    assertThat(done).hasSize(ForkSchedule.MIN_FORKS_FOR_TARGET);
    assertThat(s.reason()).startsWith("target ±1.00% met after 3 forks");
  }

  @Test
  void forksThatDisagreeKeepItGoingEvenWhenTheBootstrapLooksNarrow() {
    ForkSchedule s = adaptive(10 * S);
    // two forks at 100, a third at 109: forks disagree by 9%, far beyond twice the target
    List<ForkObservation> done = new java.util.ArrayList<>();
    for (double level : new double[] {100, 100.2, 109}) {
      double[] x = new double[100];
      java.util.Arrays.fill(x, level);
      done.add(new ForkObservation(x, 2 * S, 500 * MS, S, true));
    }
    assertThat(s.next(done, 6 * S)).isNotNull();
    assertThat(s.reason()).isEmpty();
  }

  @Test
  void noisyForksUseTheBudgetAndSayTheTargetWasMissed() {
    ForkSchedule s = adaptive(10 * S);
    List<ForkObservation> done = simulate(s, 0.05, 0.02, 2);
    assertThat(done.size()).isGreaterThan(2);
    long wall = done.stream().mapToLong(ForkObservation::wallNanos).sum();
    assertThat(wall).isLessThanOrEqualTo(10 * S + S); // at most one fork's worth over
    assertThat(s.reason()).contains("budget spent").contains("above the target");
  }

  @Test
  void forksThatAgreeDoNotBuyOneForkMostOfTheSamples() {
    // No spread between forks makes the optimal count unbounded; the row's pooled median would
    // then follow the one long fork.
    List<ForkObservation> done = simulate(adaptive(60 * S), 0.0, 0.2, 4);
    assertThat(done.size()).isGreaterThanOrEqualTo(6);
    for (int k = ForkSchedule.MIN_FORKS; k < done.size(); k++) {
      double before = done.subList(0, k).stream().mapToInt(f -> f.samples().length).average()
          .orElseThrow();
      assertThat(done.get(k).samples().length).as("fork %d", k + 1)
          .isLessThanOrEqualTo((int) Math.ceil(ForkSchedule.MAX_SAMPLE_GROWTH * before));
    }
  }

  @Test
  void betweenForkNoiseBuysMoreShortForksWithinForkNoiseLongerOnes() {
    List<ForkObservation> between = simulate(adaptive(10 * S), 0.03, 0.001, 3);
    List<ForkObservation> within = simulate(adaptive(10 * S), 0.0, 0.2, 3);
    double meanBetween = between.stream().skip(2).mapToInt(f -> f.samples().length).average()
        .orElse(0);
    double meanWithin = within.stream().skip(2).mapToInt(f -> f.samples().length).average()
        .orElse(0);
    assertThat(meanWithin).isGreaterThan(2 * meanBetween);
  }

  @Test
  void explicitForkCountIsObeyedAndSharesTheBudget() {
    ForkSchedule s = ForkSchedule.adaptive(6 * S, 3, false, 0.01, 10 * MS, 0.999);
    List<ForkObservation> done = simulate(s, 0.0, 0.001, 4);
    assertThat(done).hasSize(3);
    ForkTimes first = s.next(List.of(), 0);
    assertThat(first.maxWarmupNanos() + first.measureNanos()).isLessThanOrEqualTo(2 * S);
  }

  @Test
  void fixedScheduleIsJmhs() {
    ForkSchedule s = ForkSchedule.fixed(2, S, 2 * S);
    ForkTimes t = s.next(List.of(), 0);
    assertThat(t.steadyWarmup()).isFalse();
    assertThat(t.maxWarmupNanos()).isEqualTo(S);
    assertThat(t.measureNanos()).isEqualTo(2 * S);
    assertThat(simulate(s, 0, 0.01, 5)).hasSize(2);
  }

  @Test
  void singleShotRunsAtLeastTenForksAndStopsWithinBudget() {
    ForkSchedule s = ForkSchedule.adaptive(8 * S, -1, true, 0.01, 10 * MS, 0.999);
    List<ForkObservation> done = simulate(s, 0.2, 0.0, 6);
    assertThat(done.size()).isBetween(ForkSchedule.SS_MIN_FORKS, 17);
  }

  @Test
  void laterForksWarmAboutAsLongAsTheEarlierOnesNeeded() {
    ForkSchedule s = adaptive(10 * S);
    ForkObservation f = new ForkObservation(new double[] {1, 1, 1}, 2 * S, 1600 * MS, 100 * MS,
        true);
    ForkTimes t = s.next(List.of(f), 2 * S);
    assertThat(t.minWarmupNanos()).isEqualTo(1200 * MS); // three quarters of what it needed
    assertThat(t.maxWarmupNanos()).isEqualTo(3200 * MS); // and up to twice that
    // a quick first fork: its whole warm-up, which was under half a second
    ForkObservation quick = new ForkObservation(new double[] {1, 1, 1}, S, 300 * MS, 100 * MS,
        true);
    assertThat(s.next(List.of(quick), S).minWarmupNanos()).isEqualTo(300 * MS);
  }
}
