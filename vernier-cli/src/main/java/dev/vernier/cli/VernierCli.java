package dev.vernier.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code vernier} command: one subcommand per job. */
@Command(name = "vernier", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = "Java benchmarks whose numbers are evidence.",
    subcommands = {RunCommand.class, DemoCommand.class, ExecCommand.class, CompareCommand.class,
        ReportCommand.class, AmdahlCommand.class, ProfileCommand.class, EnvCommand.class,
        ValidateCommand.class, HistoryCommand.class, MergeCommand.class, ListCommand.class,
        CrossCheckCommand.class})
public final class VernierCli implements Runnable {

  public static void main(String[] args) {
    System.exit(execute(args));
  }

  /** Runs a command line and returns the exit code (0 ok, 1 a benchmark failed, 2 bad usage). */
  public static int execute(String... args) {
    CommandLine cli = new CommandLine(new VernierCli());
    cli.setParameterExceptionHandler((ex, a) -> {
      System.err.println("vernier: " + ex.getMessage());
      return ExitCodes.USAGE;
    });
    cli.setExecutionExceptionHandler((ex, line, parsed) -> {
      if (ex instanceof UsageException) {
        System.err.println("vernier: " + ex.getMessage());
        return ExitCodes.USAGE;
      }
      System.err.println("vernier: internal error: " + ex);
      return ExitCodes.FAILED;
    });
    return cli.execute(args);
  }

  @Override
  public void run() {
    new CommandLine(this).usage(System.out);
  }
}
