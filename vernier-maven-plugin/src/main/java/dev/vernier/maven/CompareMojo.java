package dev.vernier.maven;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Execute;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * {@code mvn vernier:compare}: {@code vernier:run}, then {@code vernier compare} of the new
 * result against a stored baseline: the verdict table in the build log,
 * {@code target/vernier/compare.json}, {@code compare.md} (a pull-request comment) and
 * {@code compare.html}, and a
 * failed build on a {@code slower} verdict beyond {@code vernier.failOnRegression} percent.
 */
@Mojo(name = "compare", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
@Execute(phase = LifecyclePhase.TEST_COMPILE)
public final class CompareMojo extends BenchmarkMojo {
  /** The history database as a baseline (contract): record the run, then judge it there. */
  static final String HISTORY = "history";

  /**
   * The history database for {@code vernier.baseline=history}: jdbc:sqlite:FILE or
   * jdbc:postgresql://HOST/DB (default: SQLite in the project's .vernier/history.db).
   */
  @Parameter(property = "vernier.db")
  String db;

  /** The result file to compare against, relative to the project (for example one kept in git). */
  @Parameter(property = "vernier.baseline", required = true)
  String baseline;

  /** Fail the build when a benchmark is judged slower by more than this percentage. */
  @Parameter(property = "vernier.failOnRegression")
  Double failOnRegression;

  /** Changes whose whole interval lies within this percentage are judged the same. */
  @Parameter(property = "vernier.margin", defaultValue = "2")
  double margin;

  @Override
  void beforeMeasuring() throws MojoFailureException {
    if (HISTORY.equals(baseline)) {
      return;
    }
    Path file = baselineFile();
    if (!Files.isRegularFile(file)) {
      throw new MojoFailureException("Vernier: vernier.baseline " + file + " does not exist;"
          + " keep a run's target/vernier/" + RunSettings.RESULT + " there first");
    }
  }

  @Override
  void afterMeasuring(Path result) throws MojoExecutionException, MojoFailureException {
    Path out = outputDirectory.toPath();
    if (HISTORY.equals(baseline)) {
      String url = db != null && !db.isBlank() ? db.trim() : "jdbc:sqlite:"
          + project.getBasedir().toPath().resolve(".vernier").resolve("history.db");
      List<List<String>> steps = RunSettings.historyArguments(url, result, failOnRegression, out);
      String[] names = {"history add", "history check"};
      for (int i = 0; i < steps.size(); i++) {
        CliProcess.Outcome o = runCli(steps.get(i), out.resolve("history" + i + ".args"));
        if (o.exitCode() != 0) {
          throw failure(o, names[i]);
        }
      }
      return;
    }
    CliProcess.Outcome outcome = runCli(RunSettings.compareArguments(baselineFile(), result,
        margin, failOnRegression, out), out.resolve("compare.args"));
    if (outcome.exitCode() != 0) {
      throw failure(outcome, "compare");
    }
  }

  private Path baselineFile() {
    return project.getBasedir().toPath().resolve(baseline);
  }
}
