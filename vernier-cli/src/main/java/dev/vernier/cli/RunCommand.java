package dev.vernier.cli;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code vernier run}: discover benchmarks on a classpath and measure them in forked JVMs. */
@Command(name = "run", mixinStandardHelpOptions = true,
    description = "Run @Benchmark methods found on --cp whose Class.method matches a PATTERN"
        + " (glob such as 'Parse*.split', or a regular expression), each in forked JVMs.")
final class RunCommand implements Callable<Integer> {
  @Option(names = "--cp", paramLabel = "CLASSPATH", required = true,
      description = "Directories and jars holding the benchmarks (and what they need).")
  String classpath;

  @Parameters(paramLabel = "PATTERN", arity = "0..*",
      description = "Benchmarks to run (default: all).")
  List<String> patterns = new ArrayList<>();

  @Mixin
  MeasureOptions options;

  @Override
  public Integer call() {
    List<Path> cp = new ArrayList<>();
    for (String part : classpath.split(File.pathSeparator)) {
      if (!part.isBlank()) {
        cp.add(Path.of(part));
      }
    }
    if (cp.isEmpty()) {
      throw new UsageException("--cp is empty");
    }
    return new BenchmarkSession(options).run(cp, "", patterns);
  }
}
