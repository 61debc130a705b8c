package dev.vernier.engine.discover;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.objectweb.asm.ClassReader;

/**
 * Finds {@code @Benchmark} methods in the directories and jars of a classpath by reading class
 * files with ASM. No user class is loaded or initialised, so scanning cannot run user code.
 */
public final class ClasspathScanner {
  private static final byte[] MARKER =
      BenchmarkClassVisitor.BENCHMARK.getBytes(StandardCharsets.ISO_8859_1);
  private static final byte[] JMH_MARKER =
      JmhClassFacts.PKG.getBytes(StandardCharsets.ISO_8859_1);

  private final String packagePrefix;

  /** @param packagePrefix only classes under this package (dots) are read; "" for all */
  public ClasspathScanner(String packagePrefix) {
    this.packagePrefix = packagePrefix.replace('.', '/');
  }

  public List<BenchmarkDescriptor> scan(List<Path> classpath) throws DiscoveryException {
    List<BenchmarkDescriptor> found = new ArrayList<>();
    JmhBenchmarks jmh = new JmhBenchmarks();
    for (Path entry : classpath) {
      if (Files.isDirectory(entry)) {
        scanDirectory(entry, found, jmh);
      } else if (Files.isRegularFile(entry)) {
        scanJar(entry, found, jmh);
      } else {
        throw new DiscoveryException("classpath entry does not exist: " + entry);
      }
    }
    try {
      // a method annotated for both harnesses is Vernier's: one row, not one per harness
      Set<String> own = new HashSet<>();
      for (BenchmarkDescriptor b : found) {
        own.add(b.className() + "." + b.method() + b.descriptor());
      }
      for (BenchmarkDescriptor b : jmh.benchmarks()) {
        if (!own.contains(b.className() + "." + b.method() + b.descriptor())) {
          found.add(b);
        }
      }
    } catch (RuntimeException e) {
      throw new DiscoveryException("cannot read JMH benchmarks: " + e);
    }
    found.sort(Comparator.comparing(BenchmarkDescriptor::className));
    return found;
  }

  private void scanDirectory(Path root, List<BenchmarkDescriptor> found, JmhBenchmarks jmh)
      throws DiscoveryException {
    try (Stream<Path> files = Files.walk(root)) {
      for (Path file : (Iterable<Path>) files::iterator) {
        String relative = root.relativize(file).toString().replace('\\', '/');
        if (wanted(relative)) {
          read(Files.readAllBytes(file), relative, found, jmh, () -> readAll(file));
        }
      }
    } catch (IOException | UncheckedIOException e) {
      throw new DiscoveryException("cannot read classpath directory " + root + ": " + e.getMessage());
    }
  }

  private void scanJar(Path jar, List<BenchmarkDescriptor> found, JmhBenchmarks jmh)
      throws DiscoveryException {
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      for (ZipEntry entry : java.util.Collections.list(zip.entries())) {
        if (!entry.isDirectory() && wanted(entry.getName())) {
          try (InputStream in = zip.getInputStream(entry)) {
            String name = entry.getName();
            read(in.readAllBytes(), jar + "!" + name, found, jmh, () -> readEntry(jar, name));
          }
        }
      }
    } catch (IOException e) {
      throw new DiscoveryException("cannot read classpath jar " + jar + ": " + e.getMessage());
    }
  }

  private boolean wanted(String path) {
    return path.endsWith(".class")
        && path.startsWith(packagePrefix)
        && !path.startsWith("META-INF/")
        && !path.endsWith("module-info.class");
  }

  /**
   * Reads Vernier's benchmarks from a class file, and hands JMH's index what it needs: a class
   * that mentions a JMH annotation in full, any other by its superclass only (it may inherit
   * benchmarks), and nothing of JMH's own generated code.
   */
  private static void read(byte[] bytes, String where, List<BenchmarkDescriptor> found,
      JmhBenchmarks jmh, java.util.function.Supplier<byte[]> again) throws DiscoveryException {
    try {
      if (contains(bytes, MARKER)) { // cheap pre-filter: most classes never mention it
        BenchmarkClassVisitor visitor = new BenchmarkClassVisitor();
        new ClassReader(bytes).accept(visitor, ClassReader.SKIP_CODE | ClassReader.SKIP_FRAMES);
        found.addAll(visitor.benchmarks());
      }
      if (("/" + where).contains("/jmh_generated/")) {
        return; // JMH's annotation processor's output (benchmarks.jar): the harness we replace
      }
      if (contains(bytes, JMH_MARKER)) {
        JmhClassVisitor visitor = new JmhClassVisitor();
        new ClassReader(bytes).accept(visitor, ClassReader.SKIP_CODE | ClassReader.SKIP_FRAMES);
        jmh.add(visitor.facts());
      } else {
        ClassReader header = new ClassReader(bytes);
        boolean concrete =
            (header.getAccess() & (org.objectweb.asm.Opcodes.ACC_ABSTRACT
                | org.objectweb.asm.Opcodes.ACC_INTERFACE)) == 0;
        jmh.addPlain(header.getClassName(), header.getSuperName(), concrete, again);
      }
    } catch (InvalidBenchmarkException e) {
      throw new DiscoveryException(e.getMessage());
    } catch (RuntimeException e) {
      throw new DiscoveryException("cannot read class file " + where + ": " + e);
    }
  }

  private static byte[] readAll(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static byte[] readEntry(Path jar, String name) {
    try (ZipFile zip = new ZipFile(jar.toFile());
        InputStream in = zip.getInputStream(zip.getEntry(name))) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean contains(byte[] haystack, byte[] needle) {
    outer:
    for (int i = 0; i <= haystack.length - needle.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (haystack[i + j] != needle[j]) {
          continue outer;
        }
      }
      return true;
    }
    return false;
  }
}
