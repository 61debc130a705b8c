package dev.vernier.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.crosscheck.pair.AllocJmh;
import dev.vernier.engine.crosscheck.CrossCheck;
import dev.vernier.engine.crosscheck.CrossCheckRun;
import dev.vernier.engine.crosscheck.CrossCheckText;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.run.RunListener;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real forks of both tools, alternating: JMH's runner in its own JVM (its forks given a property
 * that makes AllocJmh allocate 256 bytes more) and Vernier's, on two small JMH classes.
 */
class CrossCheckRunTest {
  private static final String ALLOC = "dev.vernier.crosscheck.pair.AllocJmh.allocate";
  private static final String SUM = "dev.vernier.crosscheck.pair.SumJmh.sum";

  @Test
  void printsBothToolsFiguresAndSaysWhenTheirBytesDiffer(@TempDir Path out) throws Exception {
    List<Path> cp = QuickCheck.classpath(AllocJmh.class);
    RunOptions vernier = QuickCheck.vernier();
    CrossCheckRun run = new CrossCheckRun(RunOptions.currentJava(), cp,
        List.of("AllocJmh", "SumJmh"),
        List.of("-f", "1", "-wi", "2", "-w", "200ms", "-i", "2", "-r", "200ms",
            "-jvmArgsAppend", "-Dvernier.crosscheck.extra=256"),
        2, vernier, out, "test", new RunListener() { }, false);

    List<String> progress = new ArrayList<>();
    CrossCheck.Result r = run.run(progress::add);
    String text = CrossCheckText.render(r);
    System.out.println(text);

    assertThat(r.rows()).extracting(CrossCheck.Row::id).containsExactlyInAnyOrder(ALLOC, SUM);
    for (CrossCheck.Row row : r.rows()) {
      assertThat(row.jmh()).as(row.id()).hasSize(2).doesNotContainNull();
      assertThat(row.vernier()).as(row.id()).hasSize(2).doesNotContainNull();
      assertThat(text).contains(row.id());
    }
    CrossCheck.Row alloc = row(r, ALLOC);
    assertThat(alloc.vernierBytes().longValue()).isEqualTo(80); // 16-byte header + 64
    assertThat(alloc.jmhBytes().doubleValue()).isBetween(336.0, 360.0); // + 256, JMH's own bytes
    assertThat(text).containsPattern("DIFFERS " + ALLOC.replace(".", "\\.")
        + ": bytes per op differ: JMH 3\\d\\d, Vernier 80");
    CrossCheck.Row sum = row(r, SUM);
    assertThat(sum.evidence()).noneMatch(e -> e.startsWith("bytes per op differ"));
    assertThat(out.resolve("jmh-2.json")).exists();
    assertThat(Files.readString(out.resolve("vernier-2.json"))).contains(SUM);
    // a long check says what it is doing: each run, and each benchmark as JMH starts it
    assertThat(progress).filteredOn(l -> l.matches("JMH run \\d of 2 \\(-f 1 .*")).hasSize(2);
    assertThat(progress).filteredOn(l -> l.matches("JMH run \\d of 2: \\d+ s")).hasSize(2);
    assertThat(progress).filteredOn(l -> l.startsWith("Vernier run ")).hasSize(4);
    assertThat(progress).filteredOn(l -> l.startsWith("  JMH: ")).hasSize(4)
        .anyMatch(l -> l.matches("  JMH: " + SUM.replace(".", "\\.") + " \\(.*complete.*\\)"));
  }

  private static CrossCheck.Row row(CrossCheck.Result r, String id) {
    return r.rows().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
  }
}
