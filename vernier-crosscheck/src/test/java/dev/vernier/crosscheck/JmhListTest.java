package dev.vernier.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.plan.Listing;
import dev.vernier.engine.plan.PlanNote;
import dev.vernier.engine.plan.RunOptions;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.apache.commons.math3.stat.descriptive.StatisticalSummary;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.infra.Blackhole;
import org.openjdk.jmh.samples.JMHSample_08_DeadCode;

/**
 * What {@code vernier list} prints for JMH's own samples against what JMH's own {@code Main -l}
 * and {@code -lp} print for the same jar, run as a user would run them. JMH names a nested class
 * with a dot and a {@code @Group} by its name alone; Vernier keeps the {@code $} and adds one row
 * per method of a group ({@code g:method}), as documented.
 */
class JmhListTest {
  private static List<Path> cp;

  @BeforeAll
  static void classpath() throws Exception {
    cp = List.of(location(JMHSample_08_DeadCode.class), location(Blackhole.class));
  }

  @Test
  void listsTheBenchmarksJmhLists() throws Exception {
    Set<String> jmh = new TreeMap<>(jmhParams("-l")).keySet();
    Listing listing = Listing.of(cp, cp, List.of(), options(), false);
    Set<String> vernier = new TreeSet<>();
    for (Listing.Entry e : listing.benchmarks()) {
      if (e.group() == null || e.group().equals(e.method())) {
        vernier.add(jmhName(e.className() + "." + e.method()));
      }
    }
    for (PlanNote skipped : listing.skipped()) {
      assertThat(skipped.message()).as(skipped.benchmark()).isNotBlank().doesNotContain("\n");
      vernier.add(jmhName(skipped.benchmark()));
    }
    assertThat(jmh).hasSizeGreaterThan(100);
    assertThat(vernier).containsExactlyElementsOf(jmh);
    // a group's methods are rows of their own beside the group's
    assertThat(listing.benchmarks()).filteredOn(e -> "g".equals(e.group()))
        .extracting(Listing.Entry::method).contains("g", "g:inc", "g:get");
  }

  @Test
  void listsEveryParameterCombinationOfTheValuesJmhLists() throws Exception {
    Map<String, Map<String, List<String>>> jmh = jmhParams("-lp");
    Map<String, Map<String, Set<String>>> values = new LinkedHashMap<>();
    Map<String, Integer> combinations = new LinkedHashMap<>();
    for (Listing.Entry e : Listing.of(cp, cp, List.of(), options(), true).benchmarks()) {
      if (e.group() != null && !e.group().equals(e.method())) {
        continue;
      }
      String name = jmhName(e.className() + "." + e.method());
      Map<String, Set<String>> byName = values.computeIfAbsent(name, k -> new LinkedHashMap<>());
      e.params().forEach((p, v) -> byName.computeIfAbsent(p, k -> new LinkedHashSet<>()).add(v));
      combinations.merge(name, 1, Integer::sum);
    }
    int withParams = 0;
    for (Map.Entry<String, Map<String, Set<String>>> v : values.entrySet()) {
      Map<String, List<String>> expected = jmh.get(v.getKey());
      assertThat(expected).as(v.getKey()).isNotNull();
      Map<String, List<String>> got = new TreeMap<>();
      v.getValue().forEach((p, s) -> got.put(p, new ArrayList<>(s)));
      assertThat(got).as(v.getKey()).isEqualTo(new TreeMap<>(expected));
      int product = expected.values().stream().mapToInt(List::size).reduce(1, (a, b) -> a * b);
      assertThat(combinations.get(v.getKey())).as(v.getKey()).isEqualTo(product);
      withParams += expected.isEmpty() ? 0 : 1;
    }
    assertThat(withParams).as("benchmarks with @Param in the samples").isGreaterThan(5);
  }

  /** As JMH names a benchmark: nested classes with a dot. */
  private static String jmhName(String vernierName) {
    return vernierName.replace('$', '.');
  }

  private static RunOptions options() {
    return new RunOptions(1, Duration.ofMillis(300), Duration.ofMillis(300),
        RunOptions.DEFAULT_SAMPLE, null, RunOptions.currentJava(), List.of(),
        Duration.ofSeconds(60), Map.of(), RunOptions.DEFAULT_BUDGET,
        RunOptions.DEFAULT_TARGET_ERROR);
  }

  /**
   * JMH's {@code Main} with {@code option} on the samples jar alone: each benchmark it prints,
   * with its {@code param "name" = {a, b}} lines as name to values ({@code -l} prints none).
   */
  private static Map<String, Map<String, List<String>>> jmhParams(String option)
      throws IOException, InterruptedException, URISyntaxException {
    String classpath = String.join(File.pathSeparator, cp.get(0).toString(),
        cp.get(1).toString(), location(joptsimple.OptionParser.class).toString(),
        location(StatisticalSummary.class).toString());
    Process p = new ProcessBuilder(RunOptions.currentJava().toString(), "-Djmh.ignoreLock=true",
        "-cp", classpath, "org.openjdk.jmh.Main", option).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(out).isZero();
    Map<String, Map<String, List<String>>> listed = new LinkedHashMap<>();
    Map<String, List<String>> current = null;
    for (String line : out.lines().toList()) {
      if (line.isBlank() || line.startsWith("Benchmarks:")) {
        continue;
      }
      if (line.startsWith("  param \"")) {
        String name = line.substring(9, line.indexOf('"', 9));
        String set = line.substring(line.indexOf('{') + 1, line.lastIndexOf('}'));
        current.put(name, Arrays.asList(set.split(", ")));
      } else {
        current = listed.computeIfAbsent(line.trim(), k -> new LinkedHashMap<>());
      }
    }
    return listed;
  }

  private static Path location(Class<?> c) throws URISyntaxException {
    return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
  }
}
