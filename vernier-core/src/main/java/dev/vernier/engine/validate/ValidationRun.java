package dev.vernier.engine.validate;

import dev.vernier.engine.discover.DiscoveryException;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.plan.Planner;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.run.RunListener;
import dev.vernier.engine.run.Runner;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;

/** Runs the known-answer benchmarks in forks, as {@code vernier run} would. */
public final class ValidationRun {
  private ValidationRun() {}

  public static RunResult run(RunOptions options, RunListener listener, String version)
      throws DiscoveryException {
    List<Path> classpath = List.of(location());
    List<BenchmarkTask> tasks = Planner.plan(classpath, Validation.PACKAGE, List.of(), options);
    return new Runner(options, classpath, listener, version).run(tasks);
  }

  /** The jar or directory these classes came from: the CLI jar itself when shaded. */
  static Path location() {
    try {
      return Path.of(EmptyCall.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
