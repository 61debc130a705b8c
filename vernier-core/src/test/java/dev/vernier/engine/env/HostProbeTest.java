package dev.vernier.engine.env;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.result.Environment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HostProbeTest {
  @TempDir Path root;

  private void write(String relative, String text) throws IOException {
    Path p = root.resolve(relative);
    Files.createDirectories(p.getParent());
    Files.writeString(p, text);
  }

  private void cache(int index, String level, String type, String size) throws IOException {
    String dir = "sys/devices/system/cpu/cpu0/cache/index" + index + "/";
    write(dir + "level", level + "\n");
    write(dir + "type", type + "\n");
    write(dir + "size", size + "\n");
  }

  @Test
  void readsTheTransparentHugePageModeThatIsInBrackets() throws IOException {
    assertThat(new HostProbe(root).transparentHugePages()).isNull(); // no such file
    write("sys/kernel/mm/transparent_hugepage/enabled", "always [madvise] never\n");
    assertThat(new HostProbe(root).transparentHugePages()).isEqualTo("madvise");
    write("sys/kernel/mm/transparent_hugepage/enabled", "always madvise [never]\n");
    assertThat(new HostProbe(root).transparentHugePages()).isEqualTo("never");
  }

  @Test
  void readsAVirtualMachineLikeThisProjectsOne() throws IOException {
    write("proc/cpuinfo", "processor\t: 0\nmodel name\t: Intel(R) Xeon(R) Processor\n"
        + "cpu MHz\t\t: 2100.000\nflags\t\t: fpu vme sse2 hypervisor avx2\n\nprocessor\t: 1\n");
    cache(0, "1", "Data", "48K");
    cache(1, "1", "Instruction", "32K");
    cache(2, "2", "Unified", "2048K");
    cache(3, "3", "Unified", "307200K");
    write("etc/os-release", "NAME=\"Debian GNU/Linux\"\nPRETTY_NAME=\"Debian GNU/Linux 12"
        + " (bookworm)\"\n");
    HostProbe host = new HostProbe(root);
    Environment.Cpu cpu = host.cpu(2.69, 2.54, 2.79);
    assertThat(cpu.model()).isEqualTo("Intel(R) Xeon(R) Processor");
    assertThat(cpu.nominalMHz()).isEqualTo(2100.0);
    assertThat(cpu.calibratedGHz()).isEqualTo(2.69);
    assertThat(cpu.caches()).containsExactly(new Environment.Cache(1, "Data", 48 * 1024),
        new Environment.Cache(1, "Instruction", 32 * 1024),
        new Environment.Cache(2, "Unified", 2048 * 1024),
        new Environment.Cache(3, "Unified", 307200L * 1024));
    assertThat(cpu.virtualization()).isEqualTo("hypervisor (unnamed)");
    assertThat(cpu.governor()).isNull();
    assertThat(cpu.turbo()).isNull();
    assertThat(host.distribution()).isEqualTo("Debian GNU/Linux 12 (bookworm)");
  }

  @Test
  void readsGovernorTurboAndTheHypervisorsName() throws IOException {
    write("proc/cpuinfo", "model name : AMD EPYC\nflags : fpu hypervisor\n");
    write("sys/class/dmi/id/sys_vendor", "QEMU\n");
    write("sys/class/dmi/id/product_name", "Standard PC (Q35 + ICH9, 2009)\n");
    write("sys/devices/system/cpu/cpu0/cpufreq/scaling_governor", "performance\n");
    write("sys/devices/system/cpu/cpufreq/boost", "1\n");
    Environment.Cpu cpu = new HostProbe(root).cpu(null, null, null);
    assertThat(cpu.virtualization()).isEqualTo("QEMU Standard PC (Q35 + ICH9, 2009)");
    assertThat(cpu.governor()).isEqualTo("performance");
    assertThat(cpu.turbo()).isTrue();
    write("sys/devices/system/cpu/intel_pstate/no_turbo", "1\n");
    assertThat(new HostProbe(root).turbo()).isFalse(); // intel_pstate's answer wins
  }

  @Test
  void bareMetalHasNoVirtualisationAndMissingFilesGiveNulls() throws IOException {
    write("proc/cpuinfo", "model name : Some CPU\nflags : fpu sse2\n");
    Environment.Cpu cpu = new HostProbe(root).cpu(null, null, null);
    assertThat(cpu.virtualization()).isNull();
    assertThat(cpu.caches()).isEmpty();
    assertThat(cpu.nominalMHz()).isNull();
    assertThat(new HostProbe(root.resolve("nothing-here")).cpu(null, null, null).model())
        .isEqualTo(System.getProperty("os.arch"));
  }

  @Test
  void cacheSizesInSysfsUnits() {
    assertThat(HostProbe.sizeBytes("48K")).isEqualTo(49152);
    assertThat(HostProbe.sizeBytes("8M")).isEqualTo(8L << 20);
    assertThat(HostProbe.sizeBytes("1G")).isEqualTo(1L << 30);
    assertThat(HostProbe.sizeBytes("512")).isEqualTo(512);
    assertThat(HostProbe.sizeBytes("lots")).isNull();
    assertThat(HostProbe.sizeBytes("")).isNull();
  }
}
