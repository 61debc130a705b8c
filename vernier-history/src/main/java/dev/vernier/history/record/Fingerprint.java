package dev.vernier.history.record;

import dev.vernier.engine.report.EnvironmentText;
import dev.vernier.engine.result.Environment;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;

/**
 * What makes two runs comparable: the JVM (vendor, VM, version), the user's JVM flags, the
 * collectors, the CPU model, its logical cores, and the OS (name, kernel, architecture). Runs are
 * only compared with runs of the same fingerprint.
 *
 * <p>The calibrated clock is stored with each run but is not part of the identity: it is a
 * reading, and on a VM whose turbo wanders it differs from run to run on the same machine (this
 * project's moved between 2.8 and 3.7 GHz), so keying on it would leave no two runs alike.
 *
 * @param id the first 16 hex digits of the SHA-256 of the other fields
 */
public record Fingerprint(String id, String jvm, String jvmFlags, String gc, String cpuModel,
    int logicalCores, String os) {

  public static Fingerprint of(Environment e) {
    Environment.Jvm j = e.jvm();
    Environment.Os o = e.os();
    Environment.Cpu c = e.cpu();
    String jvm = String.join(" ", text(j.vendor()), text(j.vmName()), text(j.version()));
    String flags = String.join(" ", EnvironmentText.visibleFlags(
        j.inputArguments() == null ? List.of() : j.inputArguments()));
    String gc = String.join(", ", j.gc() == null ? List.of() : j.gc());
    String os = o == null ? "" : String.join(" ", text(o.name()), text(o.version()),
        text(o.arch()));
    return of(jvm, flags, gc, text(c.model()), c.logicalCores(), os);
  }

  public static Fingerprint of(String jvm, String jvmFlags, String gc, String cpuModel,
      int logicalCores, String os) {
    String canonical = String.join("\n", jvm, jvmFlags, gc, cpuModel,
        Integer.toString(logicalCores), os);
    return new Fingerprint(hash(canonical), jvm, jvmFlags, gc, cpuModel, logicalCores, os);
  }

  /** One line for reports: "OpenJDK 64-Bit Server VM 17.0.15, flags: -Xmx1g, ...". */
  public String describe() {
    return jvm + ", flags: " + (jvmFlags.isEmpty() ? "(none)" : jvmFlags) + ", GC: " + gc
        + ", CPU: " + cpuModel + " (" + logicalCores + " logical cores), OS: " + os;
  }

  private static String text(String s) {
    return Objects.requireNonNullElse(s, "?");
  }

  static String hash(String s) {
    try {
      byte[] d = MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(d, 0, 8);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
