package dev.vernier.maven;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The code to compare against ({@code vernier.against=REF}), built as the project builds: that
 * commit checked out in a git worktree under the output directory, the same module compiled up
 * to its test classes by the same Maven with the same local repository (and offline when this
 * build is), and its test classpath written by the dependency plugin. A worktree already built
 * for the same commit is used again: the commit cannot have changed.
 */
final class AgainstBuild {
  /** The dependency plugin that writes the old code's classpath; one this build resolves. */
  static final String CLASSPATH_GOAL =
      "org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath";
  private static final long BUILD_MINUTES = 20;

  /** Side B's classpath: the old module's test classes, its classes, its dependencies. */
  record Built(String commit, Path module, List<String> classpath) {}

  private final Path projectDir;
  private final Path outputDir;
  private final Path maven;
  private final Path localRepository;
  private final boolean offline;
  private final java.util.Properties userProperties;
  private final Consumer<String> log;

  /** @param userProperties this build's {@code -D} properties, given to the old code's too */
  AgainstBuild(Path projectDir, Path outputDir, Path maven, Path localRepository,
      boolean offline, java.util.Properties userProperties, Consumer<String> log) {
    this.projectDir = projectDir;
    this.outputDir = outputDir;
    this.maven = maven;
    this.localRepository = localRepository;
    this.offline = offline;
    this.userProperties = userProperties;
    this.log = log;
  }

  /** Checks out and builds {@code ref}; an IllegalStateException says in one line what failed. */
  Built build(String ref) throws IOException, InterruptedException {
    Path top = Path.of(git(projectDir, "rev-parse", "--show-toplevel").strip());
    String commit = gitOrEmpty(projectDir, "rev-parse", "--verify", "--quiet",
        ref + "^{commit}").strip();
    if (commit.isEmpty()) {
      throw new IllegalStateException("vernier.against=" + ref + " is not a commit of "
          + top);
    }
    Path tree = outputDir.resolve("against").resolve(commit.substring(0, 12));
    Path relative = top.toRealPath().relativize(projectDir.toRealPath());
    Path module = tree.resolve(relative.toString());
    Path cpFile = tree.resolve("vernier-classpath.txt");
    if (!Files.isRegularFile(cpFile)) {
      if (Files.exists(tree)) {
        git(top, "worktree", "remove", "--force", tree.toString());
      }
      git(top, "worktree", "prune");
      log.accept("Vernier: checking out " + ref + " (" + commit.substring(0, 12) + ") in "
          + tree);
      git(top, "worktree", "add", "--detach", tree.toString(), commit);
      log.accept("Vernier: building its test classes there");
      mavenBuild(module, cpFile);
    } else {
      log.accept("Vernier: " + ref + " (" + commit.substring(0, 12) + ") already built in "
          + tree);
    }
    List<String> cp = new ArrayList<>(List.of(
        module.resolve("target/test-classes").toString(),
        module.resolve("target/classes").toString()));
    for (String entry : Files.readString(cpFile).strip().split(File.pathSeparator)) {
      if (!entry.isBlank()) {
        cp.add(entry);
      }
    }
    return new Built(commit, module, cp);
  }

  private void mavenBuild(Path module, Path cpFile) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of(maven.toString(), "-B", "-q", "-DskipTests",
        "-Dmaven.repo.local=" + localRepository, "test-compile", CLASSPATH_GOAL,
        "-Dmdep.includeScope=test", "-Dmdep.outputFile=" + cpFile));
    if (offline) {
      cmd.add("-o");
    }
    for (String name : userProperties.stringPropertyNames()) {
      if (!name.equals("maven.repo.local")) { // vernier.* ones too: a POM may use them
        cmd.add("-D" + name + "=" + userProperties.getProperty(name));
      }
    }
    Path logFile = cpFile.resolveSibling("vernier-build.log");
    Process p = new ProcessBuilder(cmd).directory(module.toFile()).redirectErrorStream(true)
        .redirectOutput(logFile.toFile()).start();
    if (!p.waitFor(BUILD_MINUTES, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new IllegalStateException("the build of the commit to compare against took over "
          + BUILD_MINUTES + " minutes (log: " + logFile + ")");
    }
    if (p.exitValue() != 0 || !Files.isRegularFile(cpFile)) {
      Files.deleteIfExists(cpFile);
      throw new IllegalStateException("the commit to compare against does not build (exit "
          + p.exitValue() + "): " + lastLine(logFile) + " (log: " + logFile + "); compare"
          + " against a stored baseline instead (vernier.baseline)");
    }
  }

  /** The build's first error line with something in it, else its last line. */
  private static String lastLine(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    for (String line : lines) {
      String text = line.replaceAll("\\[ERROR\\]|\\e\\[[0-9;]*m", "").strip();
      if (line.contains("ERROR") && !text.isEmpty()) {
        return text;
      }
    }
    return lines.isEmpty() ? "" : lines.get(lines.size() - 1).strip();
  }

  /** Runs git, its output as text; a failure is one line saying what git said. */
  static String git(Path dir, String... args) throws IOException, InterruptedException {
    return run(dir, true, args);
  }

  /** Runs git; its output, or nothing when it failed (a look-up that may find nothing). */
  static String gitOrEmpty(Path dir, String... args) throws IOException, InterruptedException {
    return run(dir, false, args);
  }

  private static String run(Path dir, boolean mustSucceed, String... args)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of("git", "-C", dir.toString()));
    cmd.addAll(List.of(args));
    Process p;
    try {
      p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    } catch (IOException e) {
      throw new IllegalStateException("vernier.against needs git on the PATH: " + e.getMessage());
    }
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    int code = p.waitFor();
    if (code != 0 && mustSucceed) {
      throw new IllegalStateException("git " + String.join(" ", args) + " failed: "
          + out.strip().lines().reduce((a, b) -> b).orElse("exit " + code));
    }
    return code == 0 ? out : "";
  }
}
