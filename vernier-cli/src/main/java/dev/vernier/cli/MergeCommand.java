package dev.vernier.cli;

import dev.vernier.engine.report.TableExporter;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.shard.ShardMerge;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code vernier merge RESULT... --json F}: one result file from a CI matrix's shards. */
@Command(name = "merge", mixinStandardHelpOptions = true,
    description = "Merge the result files of 'run --shard i/N' into one. Shards that ran on"
        + " different environments (JVM, flags, CPU model) are refused unless --allow-mixed.")
final class MergeCommand implements Callable<Integer> {
  @Parameters(paramLabel = "RESULT", arity = "1..*", description = "The shards' result files.")
  List<Path> results = new ArrayList<>();

  @Option(names = "--json", paramLabel = "FILE", required = true,
      description = "Where the merged result goes (vernier/1).")
  Path json;

  @Option(names = "--allow-mixed",
      description = "Merge shards of different environments anyway (the file then carries a "
          + ShardMerge.MIXED_ENVIRONMENTS + " warning).")
  boolean allowMixed;

  @Mixin OverwriteOption overwrite;

  @Override
  public Integer call() {
    new OutputFiles().add("--json", json).check(overwrite.overwrite);
    List<ShardMerge.Part> parts = new ArrayList<>();
    for (Path p : results) {
      parts.add(new ShardMerge.Part(p.toString(), read(p)));
    }
    RunResult merged;
    try {
      merged = ShardMerge.merge(parts, allowMixed);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    System.out.print(new TableExporter(false, false).render(merged));
    try {
      ResultFiles.write(json, merged);
    } catch (IOException e) {
      throw new UsageException("cannot write " + json + ": " + e.getMessage());
    }
    System.err.println("vernier: merged " + parts.size() + " shard" + (parts.size() == 1 ? ""
        : "s") + ", " + merged.benchmarks().size() + " benchmarks, into " + json);
    return ExitCodes.OK;
  }

  private static RunResult read(Path p) {
    if (!Files.isRegularFile(p)) {
      throw new UsageException(p + ": no such file");
    }
    try {
      RunResult r = ResultFiles.read(p);
      if (!RunResult.SCHEMA.equals(r.schema())) {
        throw new UsageException(p + ": not a Vernier result (schema " + RunResult.SCHEMA
            + " expected, got " + r.schema() + ")");
      }
      return r;
    } catch (IOException e) {
      throw new UsageException(p + ": not a Vernier result file ("
          + e.getMessage().lines().findFirst().orElse("") + ")");
    }
  }
}
