package dev.vernier.engine.lint;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Where the lint reads class files from: a class's bytes by internal name, or null if unknown. */
@FunctionalInterface
public interface ClassFiles {
  byte[] bytes(String internalName);

  /** The class files a loader can see as resources; no class is loaded. */
  static ClassFiles of(ClassLoader loader) {
    return name -> {
      try (InputStream in = loader.getResourceAsStream(name + ".class")) {
        return in == null ? null : in.readAllBytes();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    };
  }
}
