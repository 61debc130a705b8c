package dev.vernier.cli;

import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.measure.Phase;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.report.Figures;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.RunFacts;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.run.Analysis;
import dev.vernier.engine.run.RunListener;
import dev.vernier.engine.stats.Summary;
import java.io.PrintStream;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Progress on stderr, so the table on stdout stays clean for pipes. On a terminal one live line
 * per benchmark is redrawn in place (fork, phase and how far into it, the median so far and its
 * rough error, time left), several times a second; elsewhere, plain lines: one per fork and one
 * per finished benchmark. A fork sends its samples only once it has measured (so that nothing
 * runs beside the benchmark), so the running median moves fork by fork. Forks taking turns (the
 * default), a benchmark comes back once a round: its running median and time are kept between.
 */
final class ProgressPrinter implements RunListener {
  private static final long REDRAW_NANOS = 100_000_000L;

  private final PrintStream out;
  private final boolean live;
  private final long budgetNanos;
  private int index;
  private int total;
  private long turnStart;
  private long lastDraw;
  private int fork;
  private int forks;
  private Phase phase;
  private long phaseStart;
  private long phasePlanned;
  private BenchmarkTask current;
  private Thread ticker;
  private Shown shown = new Shown(0);
  /** Each unfinished benchmark's progress, by id: in turns a benchmark leaves and comes back. */
  private final Map<String, Shown> byId = new HashMap<>();

  /** A benchmark's samples so far, its time on its own turns, its place among those asked for. */
  private static final class Shown {
    final RunningSamples running = new RunningSamples();
    final int index;
    long spentNanos;

    Shown(int index) {
      this.index = index;
    }
  }

  /**
   * @param live redraw one line in place (a terminal)
   * @param budgetNanos the budget per benchmark for "time left", 0 when times are fixed
   */
  ProgressPrinter(PrintStream out, boolean live, long budgetNanos) {
    this.out = out;
    this.live = live;
    this.budgetNanos = budgetNanos;
  }

  /** Progress on stderr for a run with these options: live on a terminal, time left by budget. */
  static ProgressPrinter forRun(RunOptions options) {
    return new ProgressPrinter(System.err, terminal(),
        options.fixedTimes() ? 0 : options.budget().toNanos());
  }

  /**
   * Live when stderr, where progress goes, is a terminal and TERM is not dumb. Java has no isatty;
   * on Linux the descriptor's link names the device. Elsewhere, a console (stdin and stdout both
   * terminals) is the nearest sign.
   */
  static boolean terminal() {
    if ("dumb".equals(System.getenv("TERM"))) {
      return false;
    }
    try {
      String target = java.nio.file.Files.readSymbolicLink(java.nio.file.Path.of("/proc/self/fd/2"))
          .toString();
      return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
    } catch (java.io.IOException | UnsupportedOperationException | SecurityException e) {
      return System.console() != null;
    }
  }

  @Override
  public synchronized void benchmarkStarted(BenchmarkTask task, int index, int total) {
    this.index = index + 1;
    this.total = total;
    this.turnStart = System.nanoTime();
    this.current = task;
    this.shown = byId.computeIfAbsent(task.id(), id -> new Shown(this.index));
    if (live && ticker == null) {
      ticker = new Thread(this::tick, "vernier-progress");
      ticker.setDaemon(true);
      ticker.start();
    }
  }

  /** Redraws the live line while a benchmark runs: forks are silent until they finish. */
  private void tick() {
    try {
      while (true) {
        Thread.sleep(REDRAW_NANOS / 1_000_000);
        synchronized (this) {
          if (current != null) {
            draw(current, false);
          }
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public synchronized void phaseStarted(BenchmarkTask task, Phase phase, long plannedNanos) {
    this.phase = phase;
    this.phaseStart = System.nanoTime();
    this.phasePlanned = plannedNanos;
    draw(task, true);
  }

  @Override
  public synchronized void forkStarted(BenchmarkTask task, int fork, int forks) {
    this.fork = fork;
    this.forks = forks;
    this.phase = null;
    this.phasePlanned = 0;
    shown.running.startFork();
    draw(task, true);
  }

  @Override
  public synchronized void sample(BenchmarkTask task, Phase phase, double value) {
    if (phase == Phase.MEASUREMENT) {
      shown.running.add(value);
    }
  }

  @Override
  public synchronized void forkFinished(BenchmarkTask task, int fork, int forks, ForkResult r) {
    long now = System.nanoTime();
    shown.spentNanos += now - turnStart;
    turnStart = now;
    if (live) {
      draw(task, true);
      return;
    }
    String head = head(task) + " fork " + forkText();
    if (r.failed()) {
      out.println(head + ": failed: " + r.error());
    } else if (!r.samples().isEmpty()) {
      double[] s = r.samples().stream().mapToDouble(Double::doubleValue).toArray();
      out.println(head + ": " + s.length + " samples, median " + Figures.sig(Summary.of(s).median())
          + " " + Analysis.unit(task.mode()) + warmupText(r) + " (pid " + r.pid() + ")");
    }
    out.flush();
  }

  @Override
  public synchronized void benchmarkFinished(BenchmarkResult r) {
    current = null;
    Shown own = byId.remove(r.id());
    String head = "[" + (own == null ? index : own.index) + "/" + total + "] " + r.id();
    String body;
    if (!r.ok()) {
      body = "failed: " + r.error();
    } else if (!r.hasFigure()) {
      body = Figures.NO_FIGURE + ": its " + r.evidence().forks().size()
          + " forks disagree by multiples";
    } else {
      int forks = r.evidence().forks().size();
      Stats st = r.time().stats();
      RunFacts how = r.run();
      body = Figures.sig(st.median()) + " " + r.time().unit() + " " + interval(st) + ", "
          + forks + (forks == 1 ? " fork, " : " forks, ")
          + seconds(how.wallMillis() == null ? 0 : how.wallMillis() * 1_000_000L)
          + (how.stopReason() == null || how.stopReason().isEmpty() ? ""
              : " (" + how.stopReason() + ")");
    }
    if (live) {
      out.print("\r\033[K");
    }
    out.println(head + ": " + body);
    out.flush();
  }

  private void draw(BenchmarkTask task, boolean force) {
    if (!live) {
      return;
    }
    long now = System.nanoTime();
    if (!force && now - lastDraw < REDRAW_NANOS) {
      return;
    }
    lastDraw = now;
    StringBuilder line = new StringBuilder(head(task)).append("  fork ").append(forkText());
    line.append("  ").append(phase == null ? "starting" : switch (phase) {
      case SETUP -> "setting up";
      case WARMUP -> "warming up";
      case MEASUREMENT -> "measuring";
      case TEARDOWN -> "tearing down";
    });
    if (phase != null && phasePlanned > 0) {
      line.append(' ').append(String.format(Locale.ROOT, "%.1f/%.1f s",
          (now - phaseStart) / 1e9, phasePlanned / 1e9));
    }
    if (shown.running.count() > 0) {
      line.append("  ").append(Figures.sig(shown.running.median())).append(' ')
          .append(Analysis.unit(task.mode()));
      double err = shown.running.roughRelativeError();
      if (!Double.isNaN(err)) {
        line.append(" ±~").append(pct(err));
      }
    }
    if (budgetNanos > 0) {
      long left = budgetNanos - (shown.spentNanos + now - turnStart);
      line.append("  ").append(left >= 0 ? "~" + seconds(left) + " left"
          : seconds(-left) + " over budget (finishing the forks it needs)");
    }
    out.print("\r\033[K" + fit(line.toString(), width()));
    out.flush();
  }

  /** A line longer than the terminal would wrap, and "\r" could then not redraw it. */
  static String fit(String line, int width) {
    return line.length() <= width ? line : line.substring(0, Math.max(1, width - 1)) + "…";
  }

  private static int width() {
    try {
      return Math.max(40, Integer.parseInt(System.getenv().getOrDefault("COLUMNS", "100")) - 1);
    } catch (NumberFormatException e) {
      return 99;
    }
  }

  private String head(BenchmarkTask task) {
    return "[" + index + "/" + total + "] " + task.id();
  }

  private String forkText() {
    return forks > 0 ? fork + "/" + forks : Integer.toString(fork);
  }

  private static String warmupText(ForkResult r) {
    var m = r.measurement();
    if (m == null || m.warmupNanos() == 0) {
      return "";
    }
    return ", warm-up " + seconds(m.warmupNanos()) + (m.steadyState() ? " (steady)" : " (NOT steady)")
        + (m.measuredAgain() > 0 ? ", measured again after a compilation" : "")
        + (m.samplesLeftOut() > 0 ? ", " + m.samplesLeftOut()
            + " samples before a compilation left out" : "");
  }

  private static String seconds(long nanos) {
    return String.format(Locale.ROOT, "%.1f s", nanos / 1e9);
  }

  /**
   * The interval around the median in percent: ±x% when its sides are about even, else each side
   * (-96.1%/+3.3%: a half-width of ±49.7% would say neither side).
   */
  static String interval(Stats st) {
    double m = Math.abs(st.median());
    double below = (st.median() - st.ciLow()) / m;
    double above = (st.ciHigh() - st.median()) / m;
    double wide = Math.max(below, above);
    double narrow = Math.min(below, above);
    return wide <= 1.5 * narrow || wide < 0.001 ? "±" + pct(st.error() / m)
        : "-" + pct(below) + "/+" + pct(above);
  }

  private static String pct(double fraction) {
    return String.format(Locale.ROOT, "%.1f%%", 100 * fraction);
  }
}
