package dev.vernier.cli;

import dev.vernier.engine.env.EnvironmentProbe;
import dev.vernier.engine.report.EnvironmentReport;
import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.ResultFiles;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code vernier env}: what a run would measure on, seen from inside one fork. */
@Command(name = "env", mixinStandardHelpOptions = true,
    description = "Start one fork with the run's --jvm and --jvm-args and print its"
        + " environment: JVM, JIT mode, GC, flags, agents, OS, CPU, caches, virtualisation,"
        + " the calibrated CPU clock, and the environment's warnings (DEBUG_JVM,"
        + " ASSERTIONS_ENABLED, FREQUENCY_UNSTABLE).")
final class EnvCommand implements Callable<Integer> {
  /** The JSON {@code env --json} prints: the result file's environment section, with a schema. */
  record Output(String schema, String vernierVersion, Environment environment) {}

  @Mixin
  JvmOptions jvm;

  @Option(names = "--json", description = "Print JSON (schema vernier-env/1) instead of text.")
  boolean json;

  @Override
  public Integer call() {
    Environment env;
    try {
      env = EnvironmentProbe.probe(jvm.java(), jvm.args(), Duration.ofSeconds(60));
    } catch (EnvironmentProbe.ProbeFailedException e) {
      throw new UsageException("the fork could not report its environment: " + e.getMessage());
    }
    System.out.print(json
        ? ResultFiles.toJson(new Output("vernier-env/1", Version.VERSION, env)) + "\n"
        : EnvironmentReport.render(env));
    return ExitCodes.OK;
  }
}
