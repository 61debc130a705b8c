package dev.vernier.junit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;

/**
 * {@code @AllocationLimit(fork = true)}: the test body measured in a fresh JVM, whose JIT
 * profile holds only this body (in the test JVM, other tests' calls to the same methods may
 * have made a call site megamorphic and defeated inlining and escape analysis). The fork makes
 * its own instance of the test class with the no-argument constructor and runs its
 * {@code @BeforeEach} methods once; other JUnit extensions do not run there.
 */
final class ForkedAllocation {
  private static final String RESULT = "vernier-alloc ";
  private static final String SITE = "vernier-site ";

  private ForkedAllocation() {}

  /** In the test JVM: runs the fork and reads back its measurement and, if over, its sites. */
  static AllocationMeasurement measure(Method method, long limit, List<String> sitesOut)
      throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> cmd = List.of(java, "-cp", System.getProperty("java.class.path"),
        ForkedAllocation.class.getName(), method.getDeclaringClass().getName(), method.getName(),
        Long.toString(limit));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    AllocationMeasurement m = null;
    List<String> tail = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(
        new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null; ) {
        if (line.startsWith(RESULT)) {
          m = parse(line.substring(RESULT.length()));
        } else if (line.startsWith(SITE)) {
          sitesOut.add(line.substring(SITE.length()));
        } else if (tail.size() < 20) {
          tail.add(line);
        }
      }
    }
    int exit = p.waitFor();
    if (m == null) {
      throw new IllegalStateException("the allocation fork exited with " + exit
          + " without a measurement: " + String.join(" | ", tail));
    }
    return m;
  }

  private static AllocationMeasurement parse(String line) {
    String[] f = line.trim().split(" ");
    return new AllocationMeasurement(Double.parseDouble(f[0]), Double.parseDouble(f[1]),
        Double.parseDouble(f[2]), Integer.parseInt(f[3]), Long.parseLong(f[4]),
        Long.parseLong(f[5]), Long.parseLong(f[6]), Boolean.parseBoolean(f[7]));
  }

  /** In the fork: args are the test class, the method and the limit. */
  public static void main(String[] args) throws Throwable {
    Class<?> type = Class.forName(args[0]);
    Method method = type.getDeclaredMethod(args[1]);
    long limit = Long.parseLong(args[2]);
    Object target = null;
    if (!Modifier.isStatic(method.getModifiers())) {
      Constructor<?> ctor = type.getDeclaredConstructor();
      ctor.setAccessible(true);
      target = ctor.newInstance();
      for (Method m : type.getDeclaredMethods()) {
        if (m.isAnnotationPresent(BeforeEach.class) && m.getParameterCount() == 0) {
          m.setAccessible(true);
          m.invoke(target);
        }
      }
    }
    MethodHandle body = MethodHandles.privateLookupIn(type, MethodHandles.lookup())
        .unreflect(method);
    MethodHandle run = target == null ? body : body.bindTo(target);
    ThrowingRunnable code = () -> {
      run.invokeExact();
    };
    AllocationMeasurement m = AllocationProbe.measure(code, AllocationSettings.DEFAULT);
    System.out.println(RESULT + String.format(Locale.ROOT, "%s %s %s %d %d %d %d %b",
        m.bytesPerOp(), m.minBytesPerOp(), m.maxBytesPerOp(), m.batches(), m.opsPerBatch(),
        m.harnessBytesPerBatch(), m.warmupMillis(), m.steady()));
    if (m.bytesPerOp() > limit) {
      for (String site : AllocationSites.top(code)) {
        System.out.println(SITE + site);
      }
    }
    System.out.flush();
    System.exit(0);
  }
}
