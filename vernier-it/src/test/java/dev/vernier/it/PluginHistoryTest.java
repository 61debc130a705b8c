package dev.vernier.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code mvn vernier:compare -Dvernier.baseline=history}: each build records its run in the
 * project's history database (SQLite, {@code .vernier/history.db} by default) and judges it with
 * {@code history check} against the runs stored before it. Two real builds: the database is
 * created by the first and holds both runs after the second; each writes the check's report.
 */
class PluginHistoryTest {
  private static final String[] COMPARE = {"vernier:compare", "-Dvernier.include=ChecksumBench",
      "-Dvernier.quick", "-Dvernier.baseline=history"};

  @Test
  void eachBuildIsRecordedThenJudgedAgainstTheStoredRuns() throws Exception {
    NestedBuild project = NestedBuild.copyOf("plugin-user", "plugin-history");
    Path db = project.dir().resolve(".vernier/history.db");
    Path check = project.dir().resolve("target/vernier/history-check.json");

    NestedBuild.Result first = project.run(COMPARE);
    assertThat(first.exitCode()).as(first.tail()).isZero();
    assertThat(db).exists();
    assertThat(first.log()).contains("recorded ").contains(".vernier/history.db (1 runs)")
        .contains("e-divisive means"); // history check's report in the build log
    JsonNode report = ResultJson.read(check);
    assertThat(report.get("schema").asText()).isEqualTo("vernier-history/1");
    assertThat(report.get("db").asText()).contains("history.db");

    NestedBuild.Result second = project.run(COMPARE);
    assertThat(second.exitCode()).as(second.tail()).isZero();
    assertThat(second.log()).as("the second build sees the first's run")
        .contains(".vernier/history.db (2 runs)");
  }
}
