package dev.vernier.engine.profile;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class GcLogAndPerfTest {
  @Test
  void gcLogPausesAndAllocation() {
    String log = """
        [0.010s][info][gc] Using G1
        [0.512s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 24M->2M(256M) 1.500ms
        [0.900s][info][gc] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 30M->4M(256M) 2.250ms
        [1.000s][info][gc,heap,exit] Heap
        [1.000s][info][gc,heap,exit]  garbage-first heap   total 262144K, used 10240K [0x0, 0x0)
        [1.000s][info][gc,heap,exit]  Metaspace       used 1024K, committed 1152K, reserved 1114112K
        """;
    GcLog.Summary s = GcLog.parse(log);
    assertThat(s.pauses()).isEqualTo(2);
    assertThat(s.pauseMillis()).isEqualTo(3.75);
    // 24M before the first; 30M - 2M between; 10M - 4M after the last
    assertThat(s.allocatedBytes()).isEqualTo((24L + 28 + 6) << 20);
    assertThat(s.exitSeen()).isTrue();
  }

  @Test
  void perfStatCsvWithoutHardwareCounters() {
    // perf stat -x, on this project's VM
    String csv = """
        # started on Mon Nov 30 05:30:00 2026

        0.59,msec,task-clock,590000,100.00,0.372,CPUs utilized
        <not supported>,,cycles,0,100.00,,
        <not supported>,,instructions,0,100.00,,
        """;
    assertThat(PerfStat.parse(csv)).containsExactly(Map.entry("task-clock", 0L));
    String bare = """
        123456789,,cycles:u,1000,100.00,,
        234567890,,instructions:u,1000,100.00,1.90,insn per cycle
        """;
    assertThat(PerfStat.parse(bare)).containsEntry("cycles", 123456789L)
        .containsEntry("instructions", 234567890L);
  }
}
