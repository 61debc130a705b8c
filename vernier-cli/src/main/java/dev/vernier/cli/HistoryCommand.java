package dev.vernier.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code vernier history}: record runs, show trends, find change points across commits. */
@Command(name = "history", mixinStandardHelpOptions = true,
    description = "Stored runs across commits: add result files, show a benchmark's trend,"
        + " check for change points.",
    subcommands = {HistoryAddCommand.class, HistoryShowCommand.class,
        HistoryCheckCommand.class})
final class HistoryCommand implements Runnable {
  @Override
  public void run() {
    new CommandLine(this).usage(System.out);
  }
}
