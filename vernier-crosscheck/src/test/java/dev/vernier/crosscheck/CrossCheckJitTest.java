package dev.vernier.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.crosscheck.pair.InlineJmh;
import dev.vernier.engine.crosscheck.CrossCheck;
import dev.vernier.engine.crosscheck.CrossCheckRun;
import dev.vernier.engine.crosscheck.CrossCheckText;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.run.RunListener;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real forks of both tools on a benchmark whose JMH forks are told not to inline its helper: the
 * figures differ by several times (the call per element against C2's unrolled loop), and the
 * row names the call that one tool's JIT inlined and the other's did not, read from a fork of
 * each with the compilation log.
 */
class CrossCheckJitTest {
  private static final String MIX = "dev.vernier.crosscheck.pair.InlineJmh.mixAll";

  @Test
  void aRowThatDoesNotAgreeNamesTheCallTheJitsInlinedDifferently(@TempDir Path out)
      throws Exception {
    List<Path> cp = QuickCheck.classpath(InlineJmh.class);
    RunOptions vernier = QuickCheck.vernier();
    CrossCheckRun run = new CrossCheckRun(RunOptions.currentJava(), cp, List.of("InlineJmh"),
        List.of("-f", "1", "-wi", "2", "-w", "200ms", "-i", "2", "-r", "200ms",
            "-jvmArgsAppend", "-XX:CompileCommand=dontinline,dev/vernier/crosscheck/pair/"
                + "InlineJmh.mix"),
        1, vernier, out, "test", new RunListener() { }, true);

    List<String> progress = new ArrayList<>();
    CrossCheck.Result r = run.run(progress::add);
    String text = CrossCheckText.render(r);
    System.out.println(text);

    CrossCheck.Row row = r.rows().get(0);
    assertThat(row.id()).isEqualTo(MIX);
    // a ratio within the run, wide: C2's unrolled loop against a call per element
    assertThat(row.jmh().get(0) / row.vernier().get(0)).isGreaterThan(1.5);
    assertThat(row.agree()).isFalse();
    assertThat(row.evidence()).anyMatch(e -> e.startsWith(
        "the JIT inlined differently below InlineJmh::mixAll")
        && e.contains("Vernier inlined InlineJmh::mixAll -> InlineJmh::mix, JMH did not (")
        && e.contains("CompileCommand"));
    assertThat(text).contains("DIFFERS " + MIX + ": ").contains("Vernier inlined");
    assertThat(progress).anyMatch(l -> l.startsWith("JIT log 1 of 1: " + MIX));
    try (Stream<Path> logs = Files.walk(out.resolve("jit"))) {
      assertThat(logs.map(p -> p.getFileName().toString()))
          .anyMatch(n -> n.startsWith("jmh-pid")).anyMatch(n -> n.startsWith("vernier-pid"));
    }
  }
}
