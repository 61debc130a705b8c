package dev.vernier.maven;

import dev.vernier.engine.discover.BenchmarkDescriptor;
import dev.vernier.engine.discover.BenchmarkFilter;
import dev.vernier.engine.discover.ClasspathScanner;
import dev.vernier.engine.discover.DiscoveryException;
import java.nio.file.Path;
import java.util.List;

/**
 * The benchmarks a run would find, looked for in Maven's JVM with the engine's own scanner
 * (class files read, nothing loaded) before any JVM starts: a module without benchmarks, or
 * whose benchmarks {@code vernier.include} does not match, is told so and the build goes on.
 *
 * @param found every {@code @Benchmark} method in the directories, as {@code pkg.Class.method}
 * @param selected those the patterns select
 */
record Discovery(List<String> found, List<String> selected) {

  static Discovery in(List<Path> directories, List<String> patterns) throws DiscoveryException {
    List<BenchmarkDescriptor> all = new ClasspathScanner("").scan(directories);
    BenchmarkFilter filter = new BenchmarkFilter(patterns);
    return new Discovery(
        all.stream().map(BenchmarkDescriptor::qualifiedName).distinct().toList(),
        all.stream().filter(filter::matches).map(BenchmarkDescriptor::qualifiedName).distinct()
            .toList());
  }
}
