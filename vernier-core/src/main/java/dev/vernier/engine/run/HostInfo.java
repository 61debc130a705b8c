package dev.vernier.engine.run;

import dev.vernier.engine.result.Environment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The machine as this process sees it: OS and CPU. */
public final class HostInfo {
  private HostInfo() {}

  public static Environment.Os os() {
    return new Environment.Os(System.getProperty("os.name"), System.getProperty("os.version"),
        System.getProperty("os.arch"));
  }

  public static Environment.Cpu cpu() {
    return new Environment.Cpu(cpuModel(), Runtime.getRuntime().availableProcessors(), null);
  }

  static String cpuModel() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
        if (line.startsWith("model name")) {
          return line.substring(line.indexOf(':') + 1).trim();
        }
      }
    } catch (IOException e) {
      // not Linux
    }
    return System.getProperty("os.arch");
  }
}
