package dev.vernier.exec;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A fake {@link Executor}, like hyperfine's mock executor: each command (by its display text)
 * answers from a script of wall times in ms and exit codes, and every call is recorded.
 */
class ScriptedExecutor implements Executor {
  final List<String> calls = new ArrayList<>();
  private final Map<String, Deque<double[]>> scripts = new HashMap<>();

  /** Wall times in ms, in the order of the calls (warm-ups included), exit code 0. */
  ScriptedExecutor script(String command, double... wallMs) {
    Deque<double[]> d = scripts.computeIfAbsent(command, k -> new ArrayDeque<>());
    for (double ms : wallMs) {
      d.add(new double[] {ms, 0});
    }
    return this;
  }

  ScriptedExecutor scriptExit(String command, double wallMs, int exitCode) {
    scripts.computeIfAbsent(command, k -> new ArrayDeque<>()).add(new double[] {wallMs, exitCode});
    return this;
  }

  @Override
  public RunResult run(ProcessSpec command, boolean showOutput) {
    calls.add(command.display());
    if (command.display().startsWith("missing")) {
      throw new CannotStartException("cannot start '" + command.display() + "': not found");
    }
    Deque<double[]> d = scripts.get(command.display());
    double[] next = d == null || d.isEmpty() ? new double[] {10, 0} : d.poll();
    long wall = (long) (next[0] * 1e6);
    return new RunResult(wall, wall * 3 / 4, wall / 8, 50L << 20, (int) next[1]);
  }
}
