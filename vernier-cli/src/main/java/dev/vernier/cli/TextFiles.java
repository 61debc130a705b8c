package dev.vernier.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes a rendered report where an option asked for it. */
final class TextFiles {
  private TextFiles() {}

  /** Writes text to file, creating its folder; nothing when file is null. */
  static void write(Path file, String text) throws IOException {
    if (file == null) {
      return;
    }
    Path parent = file.toAbsolutePath().getParent();
    Files.createDirectories(parent);
    Files.writeString(file, text);
  }
}
