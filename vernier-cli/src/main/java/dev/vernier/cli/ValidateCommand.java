package dev.vernier.cli;

import dev.vernier.engine.discover.DiscoveryException;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.report.ValidationText;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.validate.Check;
import dev.vernier.engine.validate.Validation;
import dev.vernier.engine.validate.ValidationRun;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code vernier validate}: Vernier checks itself and the machine against known answers. */
@Command(name = "validate", mixinStandardHelpOptions = true,
    description = "Run benchmarks whose answers are known (empty-call floor, a linear kernel's"
        + " 2n/n ratio, a dead-code pair, exact bytes of known allocations) and check the CPU"
        + " clock across forks and the JVM's mode; print each truth, the figure measured and"
        + " pass/fail. Exits 1 when a check fails.")
final class ValidateCommand implements Callable<Integer> {
  @Mixin
  JvmOptions jvm;

  @Option(names = "--forks", paramLabel = "N",
      description = "Forks per benchmark (default ${DEFAULT-VALUE}).", defaultValue = "1")
  int forks;

  @Option(names = "--warmup", paramLabel = "DURATION",
      description = "Warm-up per fork (default ${DEFAULT-VALUE}): the dead-code pair needs C2.",
      defaultValue = "1s")
  String warmup;

  @Option(names = "--time", paramLabel = "DURATION",
      description = "Measurement per fork (default ${DEFAULT-VALUE}).", defaultValue = "500ms")
  String time;

  @Option(names = "--json", paramLabel = "FILE",
      description = "Write the validation run's result file (vernier/1).")
  Path json;

  @Mixin OverwriteOption overwrite;

  @Override
  public Integer call() {
    new OutputFiles().add("--json", json).check(overwrite.overwrite);
    if (forks < 1) {
      throw new UsageException("--forks must be 1 or more: validation measures in forks");
    }
    Duration warm = Durations.parse(warmup);
    Duration measure = Durations.parse(time);
    RunOptions options = new RunOptions(forks, warm, measure, RunOptions.DEFAULT_SAMPLE, null,
        jvm.java(), jvm.args(), RunOptions.defaultTimeout(warm.plus(measure)), Map.of(),
        RunOptions.DEFAULT_BUDGET, RunOptions.DEFAULT_TARGET_ERROR);
    RunResult run;
    try {
      run = ValidationRun.run(options, new ProgressPrinter(System.err, ProgressPrinter.terminal(), 0), Version.VERSION);
    } catch (DiscoveryException e) {
      throw new IllegalStateException("the validation benchmarks are missing: " + e.getMessage());
    }
    List<Check> checks = Validation.checks(run);
    System.out.print(ValidationText.render(run, checks));
    if (json != null) {
      try {
        ResultFiles.write(json, run);
      } catch (IOException e) {
        System.err.println("vernier: cannot write results: " + e);
        return ExitCodes.USAGE;
      }
    }
    return checks.stream().anyMatch(Check::failed) ? ExitCodes.FAILED : ExitCodes.OK;
  }
}
