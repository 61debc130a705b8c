package dev.vernier.exec;

/**
 * One finished run of a command: wall-clock time, the CPU time the kernel charged to it and to the
 * descendants it waited for, its peak resident set size (the largest of the process and those
 * descendants, not their sum), and its exit code (128 + signal when killed by a signal).
 */
public record RunResult(long wallNs, long userNs, long sysNs, long peakRssBytes, int exitCode) {
  public long cpuNs() {
    return userNs + sysNs;
  }
}
