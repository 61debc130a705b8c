package dev.vernier.engine.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real compilation logs from child JVMs running {@link JitTarget}, once as HotSpot chooses and
 * once told not to inline the helper: the log says which, and the two logs' difference is the
 * evidence line.
 */
class JitLogTest {
  private static final String WORK = JitTarget.class.getName() + "::work";
  private static final String HELPER = JitTarget.class.getName() + "::helper";
  private static final String CALL = WORK + " -> " + HELPER;

  @Test
  void readsWhetherC2InlinedEachCallBelowTheMethod(@TempDir Path dir) throws Exception {
    JitLog.Compiled free = JitLog.read(run(dir, "free"), WORK);
    JitLog.Compiled held = JitLog.read(run(dir, "held",
        "-XX:CompileCommand=quiet",
        "-XX:CompileCommand=dontinline," + JitTarget.class.getName().replace('.', '/')
            + ".helper"), WORK);

    assertThat(free).isNotNull();
    assertThat(free.calls()).containsEntry(CALL, JitLog.INLINED);
    assertThat(free.depths()).containsEntry(CALL, 0);
    assertThat(held.calls().get(CALL)).isNotEqualTo(JitLog.INLINED).contains("CompileCommand");

    List<String> evidence = JitEvidence.compare(WORK, free, held);
    assertThat(evidence).singleElement().asString()
        .startsWith("the JIT inlined differently below JitTarget::work")
        .contains("JMH inlined JitTarget::work -> JitTarget::helper, Vernier did not (")
        .contains("CompileCommand");
    assertThat(JitEvidence.compare(WORK, free, JitLog.read(run(dir, "again"), WORK)))
        .as("two JVMs left to themselves inline the same").isEmpty();
  }

  @Test
  void aMethodNoC2CompilationReachedIsNotInTheLog(@TempDir Path dir) throws Exception {
    assertThat(JitLog.read(run(dir, "free"), JitTarget.class.getName() + "::main")).isNull();
  }

  private static List<Path> run(Path dir, String name, String... flags) throws Exception {
    List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin",
        "java").toString()));
    cmd.addAll(List.of(flags));
    cmd.addAll(JitDiagnosis.logFlags(dir.resolve(name)));
    cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), JitTarget.class.getName()));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true)
        .redirectOutput(dir.resolve(name + ".out").toFile()).start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(Files.readString(dir.resolve(name + ".out"))).isZero();
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(f -> f.getFileName().toString().startsWith(name + "-")).toList();
    }
  }
}
