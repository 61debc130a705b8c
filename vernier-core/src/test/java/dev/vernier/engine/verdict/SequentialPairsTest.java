package dev.vernier.engine.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.stats.StudentT;
import dev.vernier.exec.Verdict;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The sequential verdict's error rates under the stopping rule the runner uses (look after every
 * pair, stop at the first decided look), on simulated pairs drawn here with seeds of the test's
 * own, not the class's.
 */
class SequentialPairsTest {
  private static final int MAX = 12;
  private static final double MARGIN = 0.02;

  /** The verdict where a sequence of log-normal pair ratios stops (or at the last pair). */
  private static Verdict stopped(SplittableRandom r, double change, double sd) {
    double[] pairs = new double[MAX];
    for (int k = 0; k < MAX; k++) {
      pairs[k] = Math.exp(Math.log1p(change) + sd * r.nextGaussian());
      double[] sofar = java.util.Arrays.copyOf(pairs, k + 1);
      Change c = SequentialPairs.look(sofar, MAX, MARGIN, false, 1, 1);
      if (SequentialPairs.decided(c)) {
        return c.verdict();
      }
    }
    return Verdict.INCONCLUSIVE;
  }

  @Test
  void noChangeIsClaimedAtMostOnePercentOfTheTimeDespiteLookingAfterEveryPair() {
    SplittableRandom r = new SplittableRandom(2026);
    int runs = 20_000;
    int claims = 0;
    for (int i = 0; i < runs; i++) {
      Verdict v = stopped(r, 0, 0.02);
      claims += v == Verdict.FASTER || v == Verdict.SLOWER ? 1 : 0;
    }
    // 1% expected; 1.4% is four standard errors above it
    assertThat(claims / (double) runs).isLessThan(0.014);
  }

  @Test
  void theSameLooksAtAPlainNinetyNinePercentIntervalClaimMoreOften() {
    // why the nominal level is lowered: at 99% per look, looking ten times errs far more
    SplittableRandom r = new SplittableRandom(77);
    int runs = 10_000;
    int claims = 0;
    for (int i = 0; i < runs; i++) {
      double sum = 0;
      double sumSq = 0;
      for (int k = 1; k <= MAX; k++) {
        double x = r.nextGaussian();
        sum += x;
        sumSq += x * x;
        if (k >= SequentialPairs.MIN_PAIRS) {
          double mean = sum / k;
          double sd = Math.sqrt((sumSq - k * mean * mean) / (k - 1));
          if (StudentT.twoSidedP(mean / (sd / Math.sqrt(k)), k - 1) < 0.01) {
            claims++;
            break;
          }
        }
      }
    }
    assertThat(claims / (double) runs).isGreaterThan(0.025);
    assertThat(SequentialPairs.nominalAlpha(MAX)).isLessThan(0.005).isGreaterThan(0.0005);
  }

  @Test
  void aFivePercentSlowdownIsFoundTheRightWayAndEarly() {
    SplittableRandom r = new SplittableRandom(5);
    int slower = 0;
    int faster = 0;
    for (int i = 0; i < 2_000; i++) {
      Verdict v = stopped(r, 0.05, 0.01);
      slower += v == Verdict.SLOWER ? 1 : 0;
      faster += v == Verdict.FASTER ? 1 : 0;
    }
    assertThat(faster).isZero();
    assertThat(slower).isGreaterThan(1_950);
  }

  @Test
  void noVerdictBeforeThreePairsAndSameWhenTightAroundNoChange() {
    Change two = SequentialPairs.look(new double[] {1.5, 1.5}, MAX, MARGIN, false, 1, 1);
    assertThat(two.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(two.ciLowPct()).isNaN();
    Change tight = SequentialPairs.look(new double[] {1.001, 0.999, 1.0, 1.0005, 0.9995},
        MAX, MARGIN, false, 1, 1);
    assertThat(tight.verdict()).isEqualTo(Verdict.SAME);
    // throughput: a higher figure on the new side is faster
    Change thrpt = SequentialPairs.look(new double[] {1.20, 1.21, 1.19, 1.20}, MAX, MARGIN,
        true, 1, 1);
    assertThat(thrpt.verdict()).isEqualTo(Verdict.FASTER);
  }
}
