package dev.vernier.engine.result;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.verdict.ResultReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The result file's format, byte for byte: files written by an earlier Vernier (see
 * {@code golden/README.md}) read back and write out exactly as they were.
 */
class GoldenFilesTest {
  @TempDir Path tmp;

  private static Path golden(String name) throws Exception {
    return Paths.get(GoldenFilesTest.class.getResource("/golden/" + name).toURI());
  }

  @ParameterizedTest
  @ValueSource(strings = {"vernier-run.json", "profiled.json", "threaded.json", "group.json",
      "failed.json", "jmh-imported.json"})
  void readsBackAndWritesOutByteForByte(String name) throws Exception {
    Path file = golden(name);
    byte[] before = Files.readAllBytes(file);
    RunResult run = ResultFiles.read(file);
    Path out = tmp.resolve(name);
    ResultFiles.write(out, run);
    assertThat(Files.readAllBytes(out)).isEqualTo(before);
    assertThat(ResultFiles.toJson(ResultReader.readRun(file))).isEqualTo(Files.readString(file));
  }

  @ParameterizedTest
  @ValueSource(strings = {"vernier-run.json", "threaded.json", "group.json", "failed.json"})
  void aReadRowIsTheRowWritten(String name) throws Exception {
    RunResult run = ResultFiles.read(golden(name));
    RunResult again = ResultFiles.mapper().readValue(ResultFiles.toJson(run), RunResult.class);
    assertThat(again).isEqualTo(run);
  }

  @Test
  void aJmhFileConvertsAsItDid() throws Exception {
    Path jmh = Paths.get(GoldenFilesTest.class.getResource("/jmh/jmh-1.37-avgt-gc.json").toURI());
    assertThat(ResultFiles.toJson(ResultReader.readRun(jmh)))
        .isEqualTo(Files.readString(golden("jmh-imported.json")));
  }
}
