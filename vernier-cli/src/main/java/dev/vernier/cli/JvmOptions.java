package dev.vernier.cli;

import dev.vernier.engine.plan.RunOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code --jvm} and {@code --jvm-args}: the forks' java and flags, for every forking command. */
final class JvmOptions {
  @Option(names = "--jvm", paramLabel = "PATH",
      description = "The java executable forks run (default: the one running Vernier).")
  Path jvm;

  @Option(names = "--jvm-args", paramLabel = "'ARGS'",
      description = "Extra JVM arguments for the forks, space separated.")
  String jvmArgs;

  Path java() {
    Path java = jvm != null ? jvm : RunOptions.currentJava();
    if (!Files.isExecutable(java)) {
      throw new UsageException("--jvm " + java + " is not an executable java");
    }
    return java;
  }

  List<String> args() {
    return jvmArgs == null || jvmArgs.isBlank()
        ? List.of() : Arrays.asList(jvmArgs.trim().split("\\s+"));
  }
}
