package dev.vernier.engine.result;

import java.util.List;

/** Where the numbers came from: the forks' JVM, the OS and the CPU. */
public record Environment(Jvm jvm, Os os, Cpu cpu, List<Warning> warnings) {

  public record Jvm(String vendor, String version, String vmName, List<String> inputArguments,
      List<String> gc, boolean compilerBlackholes, String javaHome, Long maxHeapBytes) {}

  public record Os(String name, String version, String arch) {}

  public record Cpu(String model, int logicalCores, Double calibratedGHz) {}
}
