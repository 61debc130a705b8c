package dev.vernier.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The commit and branch a run measured, when {@code --commit}/{@code --branch} are not given:
 * what the CI says (GitHub Actions, Jenkins), else what {@code git} says of the working
 * directory, else nothing (commit) or {@code main} (branch).
 */
final class GitContext {
  static final String DEFAULT_BRANCH = "main";

  private GitContext() {}

  static String commit(String option, Map<String, String> env) {
    if (option != null) {
      return option;
    }
    for (String v : new String[] {"GITHUB_SHA", "GIT_COMMIT"}) {
      if (present(env.get(v))) {
        return env.get(v).trim();
      }
    }
    return git("rev-parse", "HEAD");
  }

  static String branch(String option, Map<String, String> env) {
    if (option != null) {
      return option;
    }
    // GITHUB_HEAD_REF is a pull request's branch; GITHUB_REF_NAME a pushed branch's name
    for (String v : new String[] {"GITHUB_HEAD_REF", "GITHUB_REF_NAME", "BRANCH_NAME",
        "GIT_BRANCH"}) {
      if (present(env.get(v))) {
        String b = env.get(v).trim();
        return b.startsWith("origin/") ? b.substring("origin/".length()) : b;
      }
    }
    String b = git("rev-parse", "--abbrev-ref", "HEAD");
    return b == null || b.equals("HEAD") ? DEFAULT_BRANCH : b;
  }

  private static boolean present(String v) {
    return v != null && !v.isBlank();
  }

  /** The first line git prints, or null when git is missing or fails. */
  private static String git(String... args) {
    String[] cmd = new String[args.length + 1];
    cmd[0] = "git";
    System.arraycopy(args, 0, cmd, 1, args.length);
    try {
      Process p = new ProcessBuilder(cmd).redirectErrorStream(false).start();
      p.getErrorStream().close();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
      if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0 || out.isEmpty()) {
        return null;
      }
      return out.lines().findFirst().orElse(null);
    } catch (IOException e) {
      return null;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    }
  }
}
