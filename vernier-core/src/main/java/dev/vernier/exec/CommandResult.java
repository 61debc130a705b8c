package dev.vernier.exec;

import java.util.List;

/** The counted runs of one command, in the order they were made. */
public record CommandResult(ProcessSpec command, List<RunResult> runs) {
  public CommandResult {
    runs = List.copyOf(runs);
  }

  public double[] wallNs() {
    return FigureStats.values(runs, RunResult::wallNs);
  }

  public FigureStats wall() {
    return FigureStats.of(runs, RunResult::wallNs);
  }

  public FigureStats user() {
    return FigureStats.of(runs, RunResult::userNs);
  }

  public FigureStats sys() {
    return FigureStats.of(runs, RunResult::sysNs);
  }

  public FigureStats peakRss() {
    return FigureStats.of(runs, RunResult::peakRssBytes);
  }

  public long failedRuns() {
    return runs.stream().filter(r -> r.exitCode() != 0).count();
  }
}
