package dev.vernier.engine.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import dev.vernier.engine.TestSupport;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.report.TableExporter;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Counter;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.RunResult;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** JMH's {@code @AuxCounters} in a real fork ({@link dev.vernier.jmhbench.JmhAuxBench}). */
class AuxCountersForkTest {
  @Test
  void operationsCountersAreRatesEventsAreTotalsAndBothReachTheFile() throws Exception {
    RunOptions o = TestSupport.quick(1);
    RunResult r = RunSupport.runJmh(o, "JmhAuxBench.split");
    BenchmarkResult row = r.benchmarks().get(0);
    assertThat(row.ok()).as(row.error()).isTrue();

    Map<String, Counter> c = row.evidence().counters();
    assertThat(c).containsOnlyKeys("common", "rare", "tenths", "total");
    assertThat(c.get("rare").unit()).isEqualTo("ops/s");
    assertThat(c.get("total").unit()).as("a method's counter").isEqualTo("ops/s");
    assertThat(c.get("tenths").unit()).as("an EVENTS counter").isEqualTo("#");
    // every tenth call is rare: 1 to 9 exactly, but for the batches' edges
    assertThat(c.get("rare").value() / c.get("common").value()).isCloseTo(1 / 9.0, within(0.005));
    assertThat(c.get("total").value())
        .isCloseTo(c.get("rare").value() + c.get("common").value(), within(1.0));
    assertThat(c.get("tenths").value()).isPositive();
    // the counters count the timed calls: their rate is the row's own, within noise
    double calls = row.time().stats().median();
    assertThat(c.get("total").value() / calls).isBetween(0.5, 2.0);

    JsonNode file = ResultFiles.mapper().readTree(ResultFiles.toJson(r)).get("benchmarks").get(0);
    assertThat(file.get("counters").get("rare").get("unit").asText()).isEqualTo("ops/s");
    assertThat(file.get("forks").get(0).get("counters").get("tenths").get("value").asDouble())
        .isPositive();
    assertThat(new TableExporter().render(r)).contains("Counters (@AuxCounters")
        .containsPattern("JmhAuxBench.split: common [0-9,.]+ ops/s, rare [0-9,.]+ ops/s,"
            + " tenths [0-9,.]+ #, total [0-9,.]+ ops/s");
  }
}
