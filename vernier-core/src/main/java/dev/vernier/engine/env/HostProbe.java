package dev.vernier.engine.env;

import dev.vernier.engine.result.Environment;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The machine as Linux describes it in /proc and /sys: CPU model, nominal clock, caches,
 * hypervisor, frequency governor and turbo. Each fact is null where it cannot be read (another
 * OS, a container that hides /sys). The root is a parameter so tests can hand it a fake tree.
 */
public final class HostProbe {
  private final Path root;

  public HostProbe(Path root) {
    this.root = root;
  }

  /** This machine. */
  public static HostProbe local() {
    return new HostProbe(Path.of("/"));
  }

  /**
   * What a first touch of a page of memory costs, in nanoseconds ({@link PageFaultCost#here});
   * NaN for a test's fake tree, which has no memory of its own to price.
   */
  public double pageTouchNanos() {
    return root.equals(Path.of("/")) ? PageFaultCost.here() : Double.NaN;
  }

  /**
   * The kernel's transparent huge page mode, the bracketed word of {@code
   * /sys/kernel/mm/transparent_hugepage/enabled} ({@code always}, {@code madvise}, {@code never});
   * null where there is no such file.
   */
  public String transparentHugePages() {
    String line = read(root.resolve("sys/kernel/mm/transparent_hugepage/enabled"));
    if (line == null || line.indexOf('[') < 0 || line.indexOf(']') < line.indexOf('[')) {
      return null;
    }
    return line.substring(line.indexOf('[') + 1, line.indexOf(']'));
  }

  public Environment.Os os() {
    return new Environment.Os(System.getProperty("os.name"), System.getProperty("os.version"),
        System.getProperty("os.arch"), distribution());
  }

  /** The CPU; the calibrated figures are the run's to fill in. */
  public Environment.Cpu cpu(Double calibratedGHz, Double calibratedMin, Double calibratedMax) {
    List<String> cpuinfo = readLines("proc/cpuinfo");
    String model = field(cpuinfo, "model name");
    String mhz = field(cpuinfo, "cpu MHz");
    return new Environment.Cpu(model != null ? model : System.getProperty("os.arch"),
        Runtime.getRuntime().availableProcessors(), calibratedGHz, calibratedMin, calibratedMax,
        parseDouble(mhz), caches(), virtualization(cpuinfo), governor(), turbo());
  }

  String distribution() {
    for (String line : readLines("etc/os-release")) {
      if (line.startsWith("PRETTY_NAME=")) {
        return line.substring("PRETTY_NAME=".length()).replace("\"", "").trim();
      }
    }
    return null;
  }

  /** cpu0's caches in index order (L1d, L1i, L2, L3 on x86). */
  List<Environment.Cache> caches() {
    Path dir = root.resolve("sys/devices/system/cpu/cpu0/cache");
    List<Path> indexes = new ArrayList<>();
    try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, "index*")) {
      s.forEach(indexes::add);
    } catch (IOException e) {
      return List.of();
    }
    indexes.sort(Comparator.comparing(p -> p.getFileName().toString()));
    List<Environment.Cache> out = new ArrayList<>();
    for (Path index : indexes) {
      String level = read(index.resolve("level"));
      String type = read(index.resolve("type"));
      Long size = sizeBytes(read(index.resolve("size")));
      if (level != null && type != null && size != null) {
        try {
          out.add(new Environment.Cache(Integer.parseInt(level), type, size));
        } catch (NumberFormatException e) {
          // not a cache level we understand
        }
      }
    }
    return out;
  }

  /** "48K" → 49152; sysfs writes K, M or G suffixes. */
  static Long sizeBytes(String text) {
    if (text == null || text.isEmpty()) {
      return null;
    }
    char unit = Character.toUpperCase(text.charAt(text.length() - 1));
    long factor = switch (unit) {
      case 'K' -> 1L << 10;
      case 'M' -> 1L << 20;
      case 'G' -> 1L << 30;
      default -> 1;
    };
    String digits = factor == 1 ? text : text.substring(0, text.length() - 1);
    try {
      return Long.parseLong(digits.trim()) * factor;
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /**
   * The hypervisor where one is visible: the CPU's {@code hypervisor} flag says there is one; DMI
   * or /sys/hypervisor may name it. Null when neither shows one.
   */
  String virtualization(List<String> cpuinfo) {
    String flags = field(cpuinfo, "flags");
    boolean flagged = flags != null && List.of(flags.split("\\s+")).contains("hypervisor");
    String named = read(root.resolve("sys/hypervisor/type"));
    if (named == null) {
      String vendor = read(root.resolve("sys/class/dmi/id/sys_vendor"));
      String product = read(root.resolve("sys/class/dmi/id/product_name"));
      if (vendor != null && product != null && flagged) {
        named = vendor + " " + product;
      }
    }
    if (named != null) {
      return named;
    }
    return flagged ? "hypervisor (unnamed)" : null;
  }

  String governor() {
    return read(root.resolve("sys/devices/system/cpu/cpu0/cpufreq/scaling_governor"));
  }

  /** intel_pstate's no_turbo (0 means turbo on) or acpi-cpufreq's boost (1 means on). */
  Boolean turbo() {
    String noTurbo = read(root.resolve("sys/devices/system/cpu/intel_pstate/no_turbo"));
    if (noTurbo != null) {
      return noTurbo.equals("0");
    }
    String boost = read(root.resolve("sys/devices/system/cpu/cpufreq/boost"));
    return boost == null ? null : boost.equals("1");
  }

  private static String field(List<String> lines, String name) {
    for (String line : lines) {
      int colon = line.indexOf(':');
      if (colon > 0 && line.substring(0, colon).trim().equals(name)) {
        return line.substring(colon + 1).trim();
      }
    }
    return null;
  }

  private static Double parseDouble(String s) {
    try {
      return s == null ? null : Double.valueOf(s.trim().toLowerCase(Locale.ROOT));
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private List<String> readLines(String relative) {
    try {
      return Files.readAllLines(root.resolve(relative));
    } catch (IOException | RuntimeException e) {
      return List.of();
    }
  }

  private static String read(Path file) {
    try {
      String s = Files.readString(file).trim();
      return s.isEmpty() ? null : s;
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }
}
