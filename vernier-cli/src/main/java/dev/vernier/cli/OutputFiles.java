package dev.vernier.cli;

import dev.vernier.engine.result.ResultFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The files a user names with {@code --json}, {@code --md}, {@code --csv} and {@code --html}.
 * None is replaced silently: a name that exists is refused before any work starts, unless
 * {@code --overwrite}; two options naming one file are refused always. Each is written whole
 * (a temporary file and a rename).
 */
final class OutputFiles {
  private final Map<String, Path> files = new LinkedHashMap<>();

  /** Adds a file to check and write; a null path (option not given) is ignored. */
  OutputFiles add(String option, Path file) {
    if (file != null && !file.toString().equals("-")) {
      files.put(option, file);
    }
    return this;
  }

  /** Throws a usage error for a file that exists (without overwrite) or is named twice. */
  OutputFiles check(boolean overwrite) {
    Map<Path, String> seen = new HashMap<>();
    for (Map.Entry<String, Path> e : files.entrySet()) {
      String other = seen.put(e.getValue().toAbsolutePath().normalize(), e.getKey());
      if (other != null) {
        throw new UsageException(other + " and " + e.getKey() + " name the same file "
            + e.getValue());
      }
    }
    for (Map.Entry<String, Path> e : files.entrySet()) {
      Path p = e.getValue().toAbsolutePath().normalize();
      if (Files.isDirectory(p)) {
        throw new UsageException(e.getKey() + " " + e.getValue() + " is a directory");
      }
      if (!overwrite && Files.exists(p)) {
        throw new UsageException(e.getKey() + " " + e.getValue() + " exists; pass --overwrite"
            + " to replace it, or name another file");
      }
    }
    return this;
  }

  static void write(Path file, String text) throws IOException {
    ResultFiles.writeText(file, text);
  }
}
