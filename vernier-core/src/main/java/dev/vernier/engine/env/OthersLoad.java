package dev.vernier.engine.env;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How many cores the machine's other processes kept busy over a stretch of time: the machine's
 * busy CPU time (Linux's {@code /proc/stat}) less this process's own and its finished
 * children's ({@code /proc/self/stat}: forks are children, reaped once they end), as a share of
 * all the cores' time. A load average cannot say this: it counts this run's own threads too, and
 * two threads of a benchmark on two cores look like a busy machine.
 *
 * <p>Why it matters: two threads of one benchmark only contend when they run at once; beside a
 * neighbour that keeps a core busy they take turns, and false sharing or a contended counter
 * reads like no contention at all. Where {@code /proc} is missing (not Linux) every figure is
 * unknown ({@link Double#NaN}).
 */
public final class OthersLoad {
  private final long busy;
  private final long total;
  private final long own;
  /** Online CPUs: /proc/stat's ticks are theirs, whatever this JVM's cpuset lets it see. */
  private final long cpus;

  private OthersLoad(long[] machine, long own) {
    this.busy = machine[0];
    this.total = machine[1];
    this.cpus = machine[2];
    this.own = own;
  }

  /**
   * Whether others kept the machine quiet enough to judge a timing check: at most half a core
   * busy over the stretch (unknown counts as quiet, so a check is never skipped for no reason).
   */
  public static boolean quiet(double othersCores) {
    return !(othersCores > 0.5);
  }

  /** The counters now: take them before the stretch and end it with {@link #coresUntilNow}. */
  public static OthersLoad now() {
    try {
      return new OthersLoad(machine(Files.readString(Path.of("/proc/stat"))),
          self(Files.readString(Path.of("/proc/self/stat"))));
    } catch (IOException | RuntimeException e) {
      return new OthersLoad(new long[] {-1, -1, 0}, -1);
    }
  }

  /** Whether the counters could be read (Linux's /proc). */
  public boolean known() {
    return total >= 0;
  }

  /**
   * The cores others kept busy on average from these counters to now (0 on a quiet machine, up
   * to the core count), or NaN when unknown. Children still running are not yet counted as this
   * process's own: call it after the forks of the stretch have ended.
   */
  public double coresUntilNow() {
    return cores(this, now());
  }

  static double cores(OthersLoad start, OthersLoad end) {
    long dTotal = end.total - start.total;
    if (start.total < 0 || end.total < 0 || dTotal <= 0) {
      return Double.NaN;
    }
    long others = Math.max(0, (end.busy - start.busy) - (end.own - start.own));
    return (double) others / dTotal * end.cpus;
  }

  /**
   * {busy, total} clock ticks of all CPUs from /proc/stat's first line (steal is neither), and
   * the count of its per-CPU lines.
   */
  static long[] machine(String procStat) {
    String[] f = procStat.substring(0, procStat.indexOf('\n')).trim().split("\\s+");
    long user = Long.parseLong(f[1]);
    long nice = Long.parseLong(f[2]);
    long system = Long.parseLong(f[3]);
    long idle = Long.parseLong(f[4]);
    long iowait = Long.parseLong(f[5]);
    long irq = Long.parseLong(f[6]);
    long softirq = Long.parseLong(f[7]);
    long busy = user + nice + system + irq + softirq;
    long cpus = procStat.lines().filter(l -> l.matches("cpu\\d+ .*")).count();
    return new long[] {busy, busy + idle + iowait, cpus};
  }

  /** utime + stime + cutime + cstime of /proc/self/stat (fields 14-17, after the command). */
  static long self(String procSelfStat) {
    String[] f = procSelfStat.substring(procSelfStat.lastIndexOf(')') + 2).trim().split("\\s+");
    // f[0] is field 3 (state), so field k is f[k - 3]
    return Long.parseLong(f[11]) + Long.parseLong(f[12]) + Long.parseLong(f[13])
        + Long.parseLong(f[14]);
  }
}
