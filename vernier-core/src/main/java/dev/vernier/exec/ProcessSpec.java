package dev.vernier.exec;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A command to time: the argument vector that is exec'd (no shell unless the vector says so) and
 * the text shown for it in reports.
 */
public record ProcessSpec(String display, List<String> argv) {
  /** Characters that make a string shell syntax rather than a plain list of words. */
  private static final Pattern SHELL_SYNTAX = Pattern.compile("[|&;<>()$`\\\\\"'*?\\[\\]#~=%{}\\n]");

  public ProcessSpec {
    argv = List.copyOf(argv);
    if (argv.isEmpty()) {
      throw new IllegalArgumentException("empty command");
    }
  }

  /** The words after {@code --}: exec'd directly, no shell. */
  public static ProcessSpec direct(List<String> words) {
    return new ProcessSpec(display(words), words);
  }

  /** A string run through {@code /bin/sh -c}. */
  public static ProcessSpec shell(String script) {
    return new ProcessSpec(script, List.of("/bin/sh", "-c", script));
  }

  /**
   * A command given as one string (the {@code --vs} option). Shell syntax (quotes, pipes,
   * redirections, variables, globs...) goes through {@code /bin/sh -c}, and so does a string whose
   * first word is no program (a shell builtin such as {@code exit} or {@code cd}). A string of
   * plain words naming a program is split on blanks and exec'd directly, exactly like the command
   * after {@code --}: so that
   * {@code --vs 'true' -- true} compares like with like instead of comparing an exec of
   * {@code /usr/bin/true} against a shell start-up running its builtin {@code true}. Both forms
   * mean the same thing to the user; only the second is a fair comparison.
   */
  public static ProcessSpec parse(String text) {
    String t = text.strip();
    if (t.isEmpty()) {
      throw new IllegalArgumentException("empty command");
    }
    List<String> words = List.of(t.split("\\s+"));
    if (SHELL_SYNTAX.matcher(t).find() || !isProgram(words.get(0))) {
      return shell(t);
    }
    return new ProcessSpec(t, words);
  }

  /** Whether a command name is a path to a file or names an executable file on PATH. */
  static boolean isProgram(String name) {
    if (name.contains("/")) {
      return new File(name).isFile();
    }
    String path = System.getenv("PATH");
    if (path == null) {
      return false;
    }
    for (String dir : path.split(File.pathSeparator)) {
      File f = new File(dir.isEmpty() ? "." : dir, name);
      if (f.isFile() && f.canExecute()) {
        return true;
      }
    }
    return false;
  }

  private static String display(List<String> words) {
    List<String> out = new ArrayList<>();
    for (String w : words) {
      out.add(w.isEmpty() || SHELL_SYNTAX.matcher(w).find() || w.contains(" ")
          ? "'" + w.replace("'", "'\\''") + "'" : w);
    }
    return String.join(" ", out);
  }

  @Override
  public String toString() {
    return display;
  }
}
