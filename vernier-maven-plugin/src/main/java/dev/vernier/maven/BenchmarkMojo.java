package dev.vernier.maven;

import dev.vernier.engine.discover.ClasspathScanner;
import dev.vernier.engine.discover.DiscoveryException;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * What {@code vernier:run} and {@code vernier:compare} share: find the benchmarks in the
 * project's test classes, then measure them with its test classpath by running the command
 * line's jar ({@link CliProcess}), its table in the build log and its result file in
 * {@code target/vernier}. A benchmark that fails is reported and the others still run; the build
 * fails only where the user asked for it ({@code vernier.failOnError},
 * {@code vernier.failOnRegression}) or on bad settings.
 */
abstract class BenchmarkMojo extends AbstractMojo {
  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  MavenProject project;

  /** Skip Vernier altogether. */
  @Parameter(property = "vernier.skip", defaultValue = "false")
  boolean skip;

  /** Benchmarks to run, comma-separated, as the CLI's patterns ({@code Parse*.split}); all if unset. */
  @Parameter(property = "vernier.include")
  String include;

  /** A 2 s budget per benchmark: a first look. */
  @Parameter(property = "vernier.quick", defaultValue = "false")
  boolean quick;

  /** Wall time per benchmark, all forks included ({@code 5s}); the CLI's default if unset. */
  @Parameter(property = "vernier.budget")
  String budget;

  /** Fresh JVMs per benchmark; as many as the budget and target error call for if unset. */
  @Parameter(property = "vernier.forks")
  Integer forks;

  /** Values for {@code @Param}s: {@code n=1,2;m=3}. */
  @Parameter(property = "vernier.params")
  String params;

  /** The java executable the forks run; the one running Maven if unset. */
  @Parameter(property = "vernier.jvm")
  String jvm;

  /** Extra JVM arguments for the forks, space separated. */
  @Parameter(property = "vernier.jvmArgs")
  String jvmArgs;

  /** avgt, thrpt, sample or ss, for every benchmark. */
  @Parameter(property = "vernier.mode")
  String mode;

  /** Stop once the interval of the median is within this percentage ({@code 1%}). */
  @Parameter(property = "vernier.targetError")
  String targetError;

  /** Profile each benchmark's measurement phase: cpu, alloc or wall. */
  @Parameter(property = "vernier.profile")
  String profile;

  /** A {@code @Param} that is the work's size: cost per element and complexity. */
  @Parameter(property = "vernier.sizeParam")
  String sizeParam;

  /** Report files besides {@code result.json} and {@code result.html}, comma-separated: md, csv. */
  @Parameter(property = "vernier.formats", defaultValue = "json")
  String formats;

  /** Every fork under its own draw of layout perturbations ({@code --perturb}). */
  @Parameter(property = "vernier.perturb", defaultValue = "false")
  boolean perturb;

  /** More {@code vernier run} options, space separated: {@code --warmup 1s --time 2s --rss}. */
  @Parameter(property = "vernier.args")
  String args;

  /** Fail the build when a benchmark fails (by default it is reported and the build goes on). */
  @Parameter(property = "vernier.failOnError", defaultValue = "false")
  boolean failOnError;

  /** Where the result file, reports, profiles and the CLI's argument files go. */
  @Parameter(property = "vernier.outputDirectory",
      defaultValue = "${project.build.directory}/vernier")
  File outputDirectory;

  /** Where to look for benchmarks; the test classes if unset (add the main classes if yours live there). */
  @Parameter
  List<File> benchmarkDirectories;

  @Override
  public final void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("Vernier: skipped (vernier.skip)");
      return;
    }
    beforeMeasuring();
    Path result = measure();
    if (result != null) {
      afterMeasuring(result);
    }
  }

  /** Checks what must hold before minutes are spent measuring. */
  void beforeMeasuring() throws MojoFailureException {}

  /** The CLI's arguments for the measurement ({@code vernier run}). */
  List<String> runArguments(RunSettings settings, List<Path> scan, List<String> classpath,
      Path out) throws MojoFailureException {
    return settings.runArguments(scan, classpath, out);
  }

  /** What to do with the result file once written. */
  void afterMeasuring(Path result) throws MojoExecutionException, MojoFailureException {}

  /** Runs the selected benchmarks; the result file, or null when there was nothing to run. */
  private Path measure() throws MojoExecutionException, MojoFailureException {
    RunSettings settings = new RunSettings(include, quick, budget, forks, params, jvm, jvmArgs,
        mode, targetError, profile, sizeParam, formats, args, perturb);
    List<Path> scan = scanDirectories();
    if (scan.isEmpty()) {
      getLog().info("Vernier: no compiled classes in " + describe(declaredDirectories())
          + ": nothing to run");
      return null;
    }
    Discovery found;
    try {
      found = Discovery.in(scan, settings.patterns());
    } catch (DiscoveryException e) {
      throw new MojoFailureException("Vernier: " + e.getMessage());
    }
    if (found.found().isEmpty()) {
      getLog().info("Vernier: no @Benchmark method in " + describe(scan) + ": nothing to run");
      return null;
    }
    if (found.selected().isEmpty()) {
      getLog().warn("Vernier: no benchmark in " + describe(scan) + " matches vernier.include="
          + include + "; found: " + String.join(", ", found.found()));
      return null;
    }
    Path out = outputDirectory.toPath();
    List<String> runArgs;
    try {
      runArgs = runArguments(settings, scan, testClasspath(), out);
    } catch (IllegalArgumentException e) {
      throw new MojoFailureException("Vernier: " + e.getMessage());
    }
    CliProcess.Outcome outcome = runCli(runArgs, out.resolve("run.args"));
    switch (outcome.exitCode()) {
      case 0 -> getLog().info("Vernier: results in " + out.resolve(RunSettings.RESULT));
      case 1 -> {
        String message = "Vernier: a benchmark failed (see the table); the others ran and are"
            + " in " + out.resolve(RunSettings.RESULT);
        if (failOnError) {
          throw new MojoFailureException(message + " (vernier.failOnError)");
        }
        getLog().warn(message + "; set vernier.failOnError to fail the build on it");
      }
      default -> throw failure(outcome, "run");
    }
    return out.resolve(RunSettings.RESULT);
  }

  /** Runs the CLI with these arguments, its output in the build log. */
  final CliProcess.Outcome runCli(List<String> args, Path argsFile)
      throws MojoExecutionException {
    Path jar = cliJar();
    getLog().info("Vernier: " + String.join(" ", CliProcess.command(jar, argsFile)));
    try {
      return CliProcess.run(jar, args, argsFile, line -> {
        if (line.startsWith(CliProcess.ERROR_PREFIX)) {
          getLog().warn(line);
        } else {
          getLog().info(line);
        }
      });
    } catch (IOException e) {
      throw new MojoExecutionException("Vernier: cannot run " + jar + ": " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new MojoExecutionException("Vernier: interrupted", e);
    }
  }

  /** The CLI's usage line (exit 2) as the build's failure; anything else is unexpected. */
  static MojoFailureException failure(CliProcess.Outcome outcome, String command) {
    String why = outcome.lastError() != null ? outcome.lastError()
        : "vernier " + command + " exited with " + outcome.exitCode();
    return new MojoFailureException("Vernier: " + why);
  }

  private List<File> declaredDirectories() {
    return benchmarkDirectories == null || benchmarkDirectories.isEmpty()
        ? List.of(new File(project.getBuild().getTestOutputDirectory()))
        : benchmarkDirectories;
  }

  private List<Path> scanDirectories() {
    return declaredDirectories().stream().map(File::toPath).filter(Files::isDirectory).toList();
  }

  private List<String> testClasspath() throws MojoExecutionException {
    try {
      return project.getTestClasspathElements();
    } catch (DependencyResolutionRequiredException e) {
      throw new MojoExecutionException("Vernier: the test classpath is not resolved", e);
    }
  }

  /** The jar the engine in this plugin came from: the CLI's self-contained jar. */
  private static Path cliJar() throws MojoExecutionException {
    try {
      return Path.of(ClasspathScanner.class.getProtectionDomain().getCodeSource().getLocation()
          .toURI());
    } catch (URISyntaxException | RuntimeException e) {
      throw new MojoExecutionException("Vernier: cannot find the vernier-cli jar", e);
    }
  }

  private String describe(List<?> dirs) {
    Path base = project.getBasedir().toPath();
    return dirs.stream().map(d -> {
      Path p = d instanceof File f ? f.toPath() : (Path) d;
      return p.startsWith(base) ? base.relativize(p).toString() : p.toString();
    }).collect(Collectors.joining(", "));
  }
}
