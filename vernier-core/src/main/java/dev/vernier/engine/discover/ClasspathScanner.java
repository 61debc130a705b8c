package dev.vernier.engine.discover;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
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

  private final String packagePrefix;

  /** @param packagePrefix only classes under this package (dots) are read; "" for all */
  public ClasspathScanner(String packagePrefix) {
    this.packagePrefix = packagePrefix.replace('.', '/');
  }

  public List<BenchmarkDescriptor> scan(List<Path> classpath) throws DiscoveryException {
    List<BenchmarkDescriptor> found = new ArrayList<>();
    for (Path entry : classpath) {
      if (Files.isDirectory(entry)) {
        scanDirectory(entry, found);
      } else if (Files.isRegularFile(entry)) {
        scanJar(entry, found);
      } else {
        throw new DiscoveryException("classpath entry does not exist: " + entry);
      }
    }
    found.sort(Comparator.comparing(BenchmarkDescriptor::className));
    return found;
  }

  private void scanDirectory(Path root, List<BenchmarkDescriptor> found)
      throws DiscoveryException {
    try (Stream<Path> files = Files.walk(root)) {
      for (Path file : (Iterable<Path>) files::iterator) {
        String relative = root.relativize(file).toString().replace('\\', '/');
        if (wanted(relative)) {
          read(Files.readAllBytes(file), relative, found);
        }
      }
    } catch (IOException | UncheckedIOException e) {
      throw new DiscoveryException("cannot read classpath directory " + root + ": " + e.getMessage());
    }
  }

  private void scanJar(Path jar, List<BenchmarkDescriptor> found) throws DiscoveryException {
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      for (ZipEntry entry : java.util.Collections.list(zip.entries())) {
        if (!entry.isDirectory() && wanted(entry.getName())) {
          try (InputStream in = zip.getInputStream(entry)) {
            read(in.readAllBytes(), jar + "!" + entry.getName(), found);
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

  private static void read(byte[] bytes, String where, List<BenchmarkDescriptor> found)
      throws DiscoveryException {
    if (!contains(bytes, MARKER)) {
      return; // cheap pre-filter: most classes never mention the annotation
    }
    try {
      BenchmarkClassVisitor visitor = new BenchmarkClassVisitor();
      new ClassReader(bytes).accept(visitor, ClassReader.SKIP_CODE | ClassReader.SKIP_FRAMES);
      found.addAll(visitor.benchmarks());
    } catch (InvalidBenchmarkException e) {
      throw new DiscoveryException(e.getMessage());
    } catch (RuntimeException e) {
      throw new DiscoveryException("cannot read class file " + where + ": " + e);
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
