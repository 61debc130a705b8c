package dev.vernier.engine.report;

import dev.vernier.engine.result.RunResult;

/** One output format of a run. Adding a format is adding one of these. */
public interface Exporter {
  String render(RunResult result);
}
