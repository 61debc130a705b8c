package dev.vernier.cli;

import dev.vernier.history.record.ResultFileReader;
import dev.vernier.history.record.RunRecord;
import dev.vernier.history.store.HistoryException;
import dev.vernier.history.store.HistoryStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code vernier history add RESULT...}: record runs, all or none. */
@Command(name = "add", mixinStandardHelpOptions = true,
    description = "Record result files (vernier/1) as runs of a commit on a branch, with their"
        + " environment fingerprint. All files are checked before anything is written, and"
        + " written in one transaction.")
final class HistoryAddCommand implements Callable<Integer> {
  @Parameters(paramLabel = "RESULT", arity = "1..*", description = "Result files (run --json).")
  List<Path> results = new ArrayList<>();

  @Option(names = "--commit", paramLabel = "SHA",
      description = "The commit measured (default: $GITHUB_SHA, $GIT_COMMIT, else git's HEAD).")
  String commit;

  @Option(names = "--branch", paramLabel = "B",
      description = "The branch (default: the CI's branch variable, else git's, else main).")
  String branch;

  @Mixin
  HistoryDatabase db = new HistoryDatabase();

  @Override
  public Integer call() {
    List<RunRecord> runs = new ArrayList<>();
    try {
      for (Path p : results) {
        runs.add(ResultFileReader.read(p));
      }
    } catch (HistoryException e) {
      throw new UsageException(e.getMessage() + "; nothing was recorded");
    }
    String c = GitContext.commit(commit, System.getenv());
    String b = GitContext.branch(branch, System.getenv());
    try (HistoryStore store = db.open()) {
      for (HistoryStore.Added a : store.add(runs, b, c)) {
        System.out.println(a.duplicate()
            ? "already recorded: " + a.source() + " (run " + a.runId() + "), skipped"
            : "recorded " + a.source() + " as run " + a.runId() + ": " + a.benchmarks()
                + " benchmark" + (a.benchmarks() == 1 ? "" : "s") + ", branch " + b
                + ", commit " + (c == null ? "(unknown)" : c) + ", fingerprint "
                + fingerprintOf(runs, a.source()));
      }
      System.out.println("history: " + store.url().display() + " (" + store.runCount()
          + " runs)");
    } catch (HistoryException e) {
      throw new UsageException(e.getMessage());
    }
    return ExitCodes.OK;
  }

  private static String fingerprintOf(List<RunRecord> runs, String source) {
    return runs.stream().filter(r -> r.source().equals(source)).findFirst()
        .map(r -> r.fingerprint().id()).orElse("?");
  }
}
