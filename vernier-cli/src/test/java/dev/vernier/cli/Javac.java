package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.ToolProvider;

/** Compiles one planted class against the test class path: one side of a planted pair. */
final class Javac {
  private Javac() {}

  /**
   * @param dir where the source and classes go ({@code NAME-src}, {@code NAME-classes})
   * @param className the class's binary name, for example {@code planted.Landing}
   * @return the classes' directory
   */
  static Path compile(Path dir, String name, String className, String source) throws Exception {
    int dot = className.lastIndexOf('.');
    Path src = Files.createDirectories(dir.resolve(name + "-src")
        .resolve(className.substring(0, dot).replace('.', '/')));
    Path file = Files.writeString(src.resolve(className.substring(dot + 1) + ".java"), source);
    Path out = Files.createDirectories(dir.resolve(name + "-classes"));
    int rc = ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", out.toString(),
        "-cp", System.getProperty("java.class.path"), "-proc:none", file.toString());
    assertThat(rc).as("javac").isZero();
    return out;
  }
}
