package dev.vernier.engine.result;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/** Reads and writes result files. Unknown fields are ignored on reading: files only grow. */
public final class ResultFiles {
  private static final ObjectMapper MAPPER = new ObjectMapper()
      .enable(SerializationFeature.INDENT_OUTPUT)
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  private ResultFiles() {}

  public static String toJson(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Writes through a temporary file and a rename, so a reader never sees half a file. */
  public static void write(Path file, Object value) throws IOException {
    writeText(file, toJson(value));
  }

  /** Any text (Markdown, CSV, HTML) written as {@link #write} writes JSON: whole or not at all. */
  public static void writeText(Path file, String text) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    Files.createDirectories(parent);
    Path tmp = Files.createTempFile(parent, ".vernier", ".tmp");
    try {
      Files.writeString(tmp, text);
      if (Files.getFileStore(tmp).supportsFileAttributeView("posix")) {
        // a temporary file is private (0600); a result is read by others, as any written file
        Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rw-r--r--"));
      }
      Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
          java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  public static RunResult read(Path file) throws IOException {
    return MAPPER.readValue(file.toFile(), RunResult.class);
  }

  public static ObjectMapper mapper() {
    return MAPPER;
  }
}
