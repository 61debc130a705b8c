package dev.vernier.engine.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.vernier.engine.result.Profile;
import java.util.List;
import org.junit.jupiter.api.Test;

class TopFramesTest {
  /**
   * The profile of the word count with its hash fixed, as async-profiler's {@code ann}
   * writes it: the sort's time is mostly in list accessors the JIT inlined into it, so by self
   * time the leaves lead, by total time the sort does. 100 samples.
   */
  static final String HASH_FIXED = """
      start_thread;thread_native_entry;JavaMain;w/Words.main_[0];w/Words.count_[j];w/Words.sortEntries_[j];java/util/ArrayList.elementData_[i] 11
      start_thread;thread_native_entry;JavaMain;w/Words.main_[0];w/Words.count_[j];w/Words.sortEntries_[j];java/util/ArrayList.set_[i] 9
      start_thread;thread_native_entry;JavaMain;w/Words.main_[0];w/Words.count_[j];w/Words.sortEntries_[j];java/util/Objects.checkIndex_[i] 9
      start_thread;thread_native_entry;JavaMain;w/Words.main_[0];w/Words.count_[j];w/Words.sortEntries_[j] 8
      start_thread;thread_native_entry;JavaMain;w/Words.main_[0];w/Words.count_[j];w/Words.sortEntries_[0] 3
      start_thread;thread_native_entry;JavaMain;w/Words.main_[0];w/Words.count_[j];w/Words.bump_[i] 10
      start_thread;thread_native_entry;JavaMain;w/Words.main_[0];w/Words.count_[j];w/Words.bump_[i];w/Words.hashWord_[i] 6
      start_thread;thread_native_entry;JavaMain;w/Words.main_[0];w/Words.count_[j] 1
      start_thread;thread_native_entry;JavaMain;w/Words.main_[0];w/Words.read_[j];java/io/BufferedReader.readLine_[j] 7
      clone3;start_thread;thread_native_entry;Thread::call_run;JavaThread::thread_main_inner;CompileBroker::compiler_thread_loop;CompileBroker::invoke_compiler_on_method;C2Compiler::compile_method;Compile::Compile;PhaseChaitin::gather_lrg_masks 36
      """;

  private static Profile.Frame named(List<Profile.Frame> frames, String name) {
    return frames.stream().filter(f -> f.frame().equals(name)).findFirst().orElseThrow();
  }

  @Test
  void byTotalTimeTheSortLeadsWithTheLimitOfItsTotalShare() {
    TopFrames top = new TopFrames(CollapsedStacks.parse(HASH_FIXED), stack -> false);
    List<Profile.Frame> total = top.byTotal(10);
    List<String> program = total.stream().map(Profile.Frame::frame)
        .filter(f -> f.startsWith("w.")).toList();
    assertThat(program).startsWith("w.Words.sortEntries", "w.Words.bump");
    Profile.Frame sort = total.get(0);
    assertThat(sort.frame()).isEqualTo("w.Words.sortEntries");
    assertThat(sort.totalShare()).isEqualTo(0.40); // its _[j] and _[0] samples merge
    assertThat(sort.selfShare()).isEqualTo(0.11);
    assertThat(sort.amdahlFrom()).isEqualTo("total");
    assertThat(sort.amdahlLimit()).isCloseTo(1 / 0.6, within(1e-3));
    assertThat(sort.inlined()).isFalse();
    // entry frames, the program's main and its dispatcher, and the compiler's callers: left out
    assertThat(total).extracting(Profile.Frame::frame).doesNotContain("start_thread",
        "JavaMain", "w.Words.main", "w.Words.count", "CompileBroker::compiler_thread_loop",
        "Compile::Compile").contains("PhaseChaitin::gather_lrg_masks");
    assertThat(top.passThrough(4)).containsExactly("w.Words.main", "w.Words.count");
  }

  @Test
  void bySelfTimeTheInlinedLeavesLeadAndAreMarked() {
    TopFrames top = new TopFrames(CollapsedStacks.parse(HASH_FIXED), stack -> false);
    List<Profile.Frame> self = top.bySelf(6);
    assertThat(self.get(0).frame()).isEqualTo("PhaseChaitin::gather_lrg_masks");
    Profile.Frame elementData = named(self, "java.util.ArrayList.elementData");
    assertThat(elementData.selfShare()).isEqualTo(0.11);
    assertThat(elementData.amdahlFrom()).isEqualTo("self");
    assertThat(elementData.amdahlLimit()).isCloseTo(1 / 0.89, within(1e-3));
    assertThat(elementData.inlined()).isTrue();
    assertThat(elementData.inlinedInto()).isEqualTo("w.Words.sortEntries");
    // inlined into an inlined frame: it belongs to the compiled frame both went into
    Profile.Frame hash = named(top.bySelf(20), "w.Words.hashWord");
    assertThat(hash.inlinedInto()).isEqualTo("w.Words.count");
    assertThat(named(self, "w.Words.sortEntries").inlined()).isFalse();
    assertThat(self.indexOf(named(self, "w.Words.sortEntries")))
        .isGreaterThan(self.indexOf(elementData));
  }

  @Test
  void aDispatcherWithWorkOfItsOwnStaysInTheTotalList() {
    // scan calls a library method (its own work, by the caller's choice) and a program method
    CollapsedStacks s = CollapsedStacks.parse("""
        p/B$VernierLoop.run_[j];p/B.scan_[j];java/lang/String.indexOf_[i] 60
        p/B$VernierLoop.run_[j];p/B.scan_[j];p/B.digits_[i] 30
        p/B$VernierLoop.run_[j] 10
        """);
    TopFrames top = new TopFrames(s, BenchmarkProfiler::isHarnessStack);
    assertThat(top.byTotal(5)).extracting(Profile.Frame::frame)
        .containsExactly("p.B.scan", "java.lang.String.indexOf", "p.B.digits");
    assertThat(top.byTotal(5).get(0).totalShare()).isEqualTo(0.9);
    assertThat(top.passThrough(4)).isEmpty();
    // the harness's loop is in the denominator, never in a list
    assertThat(top.bySelf(5)).extracting(Profile.Frame::frame)
        .doesNotContain("p.B$VernierLoop.run");
  }

  @Test
  void framesComeWithIntervalsAndALineWhenTheSamplesCannotOrderThem() {
    TopFrames top = new TopFrames(CollapsedStacks.parse(HASH_FIXED), stack -> false);
    Profile.Frame sort = top.byTotal(1).get(0);
    // 40 of 100: Wilson's 95% interval, by hand 0.3094 to 0.4980
    assertThat(sort.totalShareCi().get(0)).isCloseTo(0.3094, within(1e-4));
    assertThat(sort.totalShareCi().get(1)).isCloseTo(0.4980, within(1e-4));
    // by self time 36 against 11 is ordered; by total time 40 against 36 is not, and
    // z²(0.40 + 0.36 − 0.04²)/0.04² = 1821 samples would be: 18.2x the 100, so at 10 ms,
    // every 0.55 ms
    String note = top.samplesNote(10_000_000);
    assertThat(note).doesNotContain("by self time").contains("by total time")
        .contains("w.Words.sortEntries 40.0% and PhaseChaitin::gather_lrg_masks 36.0%")
        .contains("about 1,821 would").contains("sample every 549 us instead of 10 ms")
        .contains("19x as long");
    // bytes, not counted samples: no interval, no line
    TopFrames bytes = new TopFrames(CollapsedStacks.parse(HASH_FIXED), stack -> false, false);
    assertThat(bytes.bySelf(1).get(0).selfShareCi()).isNull();
    assertThat(bytes.samplesNote(10_000_000)).isNull();
    // ten times the samples order them
    CollapsedStacks many = new CollapsedStacks();
    CollapsedStacks.parse(HASH_FIXED).counts().forEach((s, n) -> many.add(s, 20 * n));
    assertThat(new TopFrames(many, stack -> false).samplesNote(10_000_000)).isNull();
  }

  @Test
  void theDefaultIntervalFollowsTheMeasurement() {
    ProfileRequest cpu = new ProfileRequest("cpu", "auto", "/d", 0);
    // a quick run's second of measurement: 1 ms (the floor) gives 1000 samples, not 100
    assertThat(cpu.forMeasurement(1_000_000_000L).interval()).isEqualTo(1_000_000);
    // 5 s: 2.5 ms for 2000
    assertThat(cpu.forMeasurement(5_000_000_000L).interval()).isEqualTo(2_500_000);
    // a minute: the 10 ms default is plenty
    assertThat(cpu.forMeasurement(60_000_000_000L).interval()).isEqualTo(10_000_000);
    // the user's choice and alloc's bytes are kept
    assertThat(new ProfileRequest("cpu", "auto", "/d", 7).forMeasurement(1L << 40).interval())
        .isEqualTo(7);
    assertThat(new ProfileRequest("alloc", "auto", "/d", 0).forMeasurement(1_000_000_000L)
        .interval()).isZero();
  }
}
