package dev.vernier.engine.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * Where the numbers came from: the forks' JVM, the OS and the CPU.
 *
 * @param heapPolicy the run's {@code --fixed-heap} decision for this host; null in older files
 * @param perturbation the run's {@code --perturb}; absent from the file without
 */
public record Environment(Jvm jvm, Os os, Cpu cpu, List<Warning> warnings,
    HeapSetting heapPolicy,
    @JsonInclude(JsonInclude.Include.NON_NULL) PerturbationSetting perturbation) {

  public Environment(Jvm jvm, Os os, Cpu cpu, List<Warning> warnings, HeapSetting heapPolicy) {
    this(jvm, os, cpu, warnings, heapPolicy, null);
  }

  /** Without a heap policy (older files, tests, interleaved runs). */
  public Environment(Jvm jvm, Os os, Cpu cpu, List<Warning> warnings) {
    this(jvm, os, cpu, warnings, null);
  }

  /** The same with the run's heap policy ({@code --fixed-heap}). */
  public Environment withHeapPolicy(HeapSetting h) {
    return new Environment(jvm, os, cpu, warnings, h, perturbation);
  }

  /** The same with the run's {@code --perturb}. */
  public Environment withPerturbation(PerturbationSetting p) {
    return new Environment(jvm, os, cpu, warnings, heapPolicy, p);
  }

  /**
   * The forks' JVM, as a fork reported it.
   *
   * @param vmInfo {@code java.vm.info}: "mixed mode", "interpreted mode", "compiled mode"
   * @param jit which compilers the JVM runs
   * @param assertionsEnabled whether {@code assert} runs in the benchmark's class
   * @param agents {@code -agentlib}, {@code -agentpath}, {@code -javaagent} and {@code -Xrun}
   *     arguments, a debugger's jdwp among them
   * @param compactObjectHeaders JDK 24+'s 8-byte headers; null where the flag does not exist
   * @param availableProcessors the cores the forks' JVM could run threads on ({@code
   *     Runtime.availableProcessors()}: cgroup limits and {@code -XX:ActiveProcessorCount}
   *     included); null in older files
   */
  public record Jvm(String vendor, String version, String vmName, List<String> inputArguments,
      List<String> gc, boolean compilerBlackholes, String javaHome, Long maxHeapBytes,
      String vmInfo, Jit jit, Boolean compressedOops, Boolean compressedClassPointers,
      Boolean assertionsEnabled, List<String> agents, Long initialHeapBytes,
      Boolean compactObjectHeaders, Integer availableProcessors) {

    /** Without the processor count. */
    public Jvm(String vendor, String version, String vmName, List<String> inputArguments,
        List<String> gc, boolean compilerBlackholes, String javaHome, Long maxHeapBytes,
        String vmInfo, Jit jit, Boolean compressedOops, Boolean compressedClassPointers,
        Boolean assertionsEnabled, List<String> agents, Long initialHeapBytes,
        Boolean compactObjectHeaders) {
      this(vendor, version, vmName, inputArguments, gc, compilerBlackholes, javaHome,
          maxHeapBytes, vmInfo, jit, compressedOops, compressedClassPointers, assertionsEnabled,
          agents, initialHeapBytes, compactObjectHeaders, null);
    }

    /** The first fields only (older files, tests). */
    public Jvm(String vendor, String version, String vmName, List<String> inputArguments,
        List<String> gc, boolean compilerBlackholes, String javaHome, Long maxHeapBytes) {
      this(vendor, version, vmName, inputArguments, gc, compilerBlackholes, javaHome, maxHeapBytes,
          null, null, null, null, null, List.of(), null, null);
    }
  }

  /**
   * The JIT configuration.
   *
   * @param mode {@code tiered}, {@code c2-only}, {@code c1-only} or {@code interpreted}
   * @param description the mode in words, with the flag that chose it
   * @param c2Available whether this VM was built with C2 (or runs Graal as its top tier)
   * @param compiler the compilation MXBean's name; null when the JVM compiles nothing
   */
  public record Jit(String mode, String description, Boolean tieredCompilation,
      Integer tieredStopAtLevel, Boolean c2Available, String compiler) {}

  /** @param distribution {@code PRETTY_NAME} of /etc/os-release where there is one */
  public record Os(String name, String version, String arch, String distribution) {
    public Os(String name, String version, String arch) {
      this(name, version, arch, null);
    }
  }

  /**
   * The CPU.
   *
   * @param calibratedGHz median over the forks of each fork's calibrated frequency
   * @param calibratedGHzMin lowest calibration of the run (every fork calibrates before and after
   *     its benchmark)
   * @param calibratedGHzMax highest calibration of the run
   * @param nominalMHz what /proc/cpuinfo says, for comparison
   * @param virtualization the hypervisor where one is visible, null on bare metal
   * @param governor the cpufreq scaling governor, where readable
   * @param turbo whether turbo/boost is on, where readable
   */
  public record Cpu(String model, int logicalCores, Double calibratedGHz, Double calibratedGHzMin,
      Double calibratedGHzMax, Double nominalMHz, List<Cache> caches, String virtualization,
      String governor, Boolean turbo) {

    /** Model, cores and clock only. */
    public Cpu(String model, int logicalCores, Double calibratedGHz) {
      this(model, logicalCores, calibratedGHz, null, null, null, List.of(), null, null, null);
    }
  }

  /** One cache of cpu0, e.g. level 1, type Data, 49152 bytes. */
  public record Cache(int level, String type, long sizeBytes) {}
}
