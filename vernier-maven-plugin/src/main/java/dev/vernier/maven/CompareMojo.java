package dev.vernier.maven;

import java.io.IOException;
import java.nio.file.Files;
import org.apache.maven.execution.MavenSession;
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
 * {@code mvn vernier:compare}: against a commit ({@code vernier.against=REF}: that commit's
 * test classes built in a git worktree, both versions measured now, interleaved), or
 * {@code vernier:run} then {@code vernier compare} of the new result against a stored baseline.
 * Either way the verdict table in the build log, {@code target/vernier/compare.json},
 * {@code compare.md} (a pull-request comment) and {@code compare.html}, and a failed build on a
 * {@code slower} (or {@code suspected-slower}) verdict beyond {@code vernier.failOnRegression}
 * percent, or bytes per op grown beyond {@code vernier.failOnAllocationRegression} percent.
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
  @Parameter(property = "vernier.baseline")
  String baseline;

  /**
   * A git ref (branch, tag or SHA, for example origin/main) to compare against instead of a
   * baseline: built in a worktree under the output directory and measured interleaved.
   */
  @Parameter(property = "vernier.against")
  String against;

  /** Fail the build when bytes per op grow by more than this percentage (judged exactly). */
  @Parameter(property = "vernier.failOnAllocationRegression")
  Double failOnAllocationRegression;

  @Parameter(defaultValue = "${session}", readonly = true, required = true)
  MavenSession session;

  /** Side B's classpath once {@link #against} is built. */
  private List<String> againstClasspath;

  /** Fail the build when a benchmark is judged slower by more than this percentage. */
  @Parameter(property = "vernier.failOnRegression")
  Double failOnRegression;

  /** Changes whose whole interval lies within this percentage are judged the same. */
  @Parameter(property = "vernier.margin", defaultValue = "2")
  double margin;

  @Override
  void beforeMeasuring() throws MojoFailureException {
    boolean hasAgainst = against != null && !against.isBlank();
    boolean hasBaseline = baseline != null && !baseline.isBlank();
    if (hasAgainst == hasBaseline) {
      throw new MojoFailureException("Vernier: vernier:compare needs one of vernier.against (a"
          + " git ref to build and measure now) or vernier.baseline (a stored result file)");
    }
    if (hasAgainst) {
      againstClasspath = buildAgainst();
      return;
    }
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
  List<String> runArguments(RunSettings settings, List<Path> scan, List<String> classpath,
      Path out) throws MojoFailureException {
    if (againstClasspath == null) {
      return settings.runArguments(scan, classpath, out);
    }
    if (settings.formatSet().contains("csv")) {
      throw new MojoFailureException("Vernier: vernier.formats=csv is not written with"
          + " vernier.against; the comparison goes to compare.json, compare.md, compare.html");
    }
    return settings.againstArguments(scan, classpath, againstClasspath, margin,
        failOnRegression, failOnAllocationRegression, out);
  }

  /** Checks out and builds {@link #against}; its test classpath. */
  private List<String> buildAgainst() throws MojoFailureException {
    Path maven = Path.of(System.getProperty("maven.home", "/usr/share/maven"), "bin", "mvn");
    AgainstBuild build = new AgainstBuild(project.getBasedir().toPath(),
        outputDirectory.toPath(), maven,
        Path.of(session.getLocalRepository().getBasedir()), session.isOffline(),
        session.getUserProperties(), line -> getLog().info(line));
    try {
      return build.build(against.trim()).classpath();
    } catch (IllegalStateException e) {
      throw new MojoFailureException("Vernier: " + e.getMessage());
    } catch (IOException e) {
      throw new MojoFailureException("Vernier: cannot build " + against + ": " + e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new MojoFailureException("Vernier: interrupted while building " + against);
    }
  }

  @Override
  void afterMeasuring(Path result) throws MojoExecutionException, MojoFailureException {
    if (againstClasspath != null) {
      return; // the interleaved run judged and wrote the comparison itself
    }
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
        margin, failOnRegression, failOnAllocationRegression, out),
        out.resolve("compare.args"));
    if (outcome.exitCode() != 0) {
      throw failure(outcome, "compare");
    }
  }

  private Path baselineFile() {
    return project.getBasedir().toPath().resolve(baseline);
  }
}
