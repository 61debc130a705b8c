package dev.vernier.cli;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code vernier demo}: the bundled samples with a short budget. */
@Command(name = "demo", mixinStandardHelpOptions = true,
    description = "Run the bundled sample benchmarks (dev.vernier.samples) with a short budget:"
        + " 2 s per benchmark (--quick) unless told otherwise.")
final class DemoCommand implements Callable<Integer> {
  static final String SAMPLES = "dev.vernier.samples";
  /** Without patterns: the samples directly in the package; its sub-packages on request. */
  static final String TOP_LEVEL = "^dev\\.vernier\\.samples\\.[^.]+\\.[^.]+$";

  @Parameters(paramLabel = "PATTERN", arity = "0..*",
      description = "Samples to run (default: those directly in dev.vernier.samples)."
          + " '*.traps.*' runs one sample per trap Vernier detects, '*.scaling.*' an O(n^2)"
          + " kernel.")
  List<String> patterns = new ArrayList<>();

  @Mixin
  MeasureOptions options;

  @Override
  public Integer call() {
    if (options.budget == null && options.warmup == null && options.time == null) {
      options.quick = true;
    }
    List<Path> samples = List.of(samplesLocation());
    return new BenchmarkSession(options).run(samples, samples, SAMPLES,
        patterns.isEmpty() ? List.of(TOP_LEVEL) : patterns);
  }

  /** The jar or directory the samples were loaded from: the CLI jar itself when shaded. */
  static Path samplesLocation() {
    try {
      return Path.of(dev.vernier.samples.ParseBench.class.getProtectionDomain().getCodeSource()
          .getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
