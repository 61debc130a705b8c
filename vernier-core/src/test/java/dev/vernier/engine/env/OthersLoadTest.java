package dev.vernier.engine.env;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class OthersLoadTest {

  @Test
  void readsBusyAndTotalTicksWithoutStealAndTheProcessTreesOwnTimes() {
    // user nice system idle iowait irq softirq steal guest guest_nice
    long[] cpu = OthersLoad.machine("cpu  2211752 217432 414592 11974935 4801 3 16018 900 0 0\n"
        + "cpu0 1 2 3 4 5 6 7 8 0 0\n");
    assertThat(cpu[0]).isEqualTo(2211752 + 217432 + 414592 + 3 + 16018);
    assertThat(cpu[1]).isEqualTo(cpu[0] + 11974935 + 4801);
    assertThat(cpu[2]).isEqualTo(1);
    // a command with a space and a parenthesis in it; utime 11, stime 12, cutime 13, cstime 14
    assertThat(OthersLoad.self("4885 (a b) c) R 4882 4882 16377 0 -1 4194304 129 0 0 0 11 12 13"
        + " 14 20 0 1 0 7434357")).isEqualTo(11 + 12 + 13 + 14);
  }

  /**
   * A spinning process that is not this one's child (a shell's background job, orphaned) counts
   * as others; this process spinning for as long does not. Judged as a difference of the two
   * stretches, with a wide margin, so a busy machine raises both alike.
   */
  @Test
  void aNeighbourCountsAndThisProcessDoesNot() throws Exception {
    assumeTrue(OthersLoad.now().known(), "no /proc: not Linux");
    OthersLoad before = OthersLoad.now();
    new ProcessBuilder("sh", "-c", "timeout 1.5 sh -c 'while :; do :; done' &").start()
        .waitFor(5, TimeUnit.SECONDS);
    Thread.sleep(1_500);
    double neighbour = before.coresUntilNow();

    OthersLoad mine = OthersLoad.now();
    long end = System.nanoTime() + 1_500_000_000L;
    long spin = 0;
    while (System.nanoTime() < end) {
      spin++;
    }
    double self = mine.coresUntilNow();
    assertThat(spin).isPositive();
    // beside two builds and a JMH run (load 5-7 on 2 cores) others kept 1.69 cores busy in this
    // process's own stretch and 1.98 in the neighbour's: a full machine has no room to tell
    assumeTrue(self < 0.5, String.format(java.util.Locale.ROOT,
        "other processes kept %.2f cores busy while this one spun: no room for a neighbour", self));
    assertThat(neighbour - self).as("neighbour %.2f cores, this process %.2f", neighbour, self)
        .isGreaterThan(0.3);
  }
}
