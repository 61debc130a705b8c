package dev.vernier.engine.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.vernier.engine.result.Profile;
import java.util.List;
import org.junit.jupiter.api.Test;

class CollapsedStacksTest {
  /** The lesson's folded stacks of words.zig (perf record, cpu-clock). */
  static final String LESSON = """
      _start;__libc_start_main;main;words.Table.bump;words.Table.bump 1736
      _start;__libc_start_main;main;words.Table.bump;words.Table.bump;words.hashWord 287
      _start;__libc_start_main;main;main;words.sortEntries 128
      _start;__libc_start_main;main;main 12
      _start;__libc_start_main;main;words.generate;words.generate 9
      """;

  @Test
  void lessonProfileTopFramesWithSharesAndLimits() {
    CollapsedStacks s = CollapsedStacks.parse(LESSON);
    assertThat(s.total()).isEqualTo(2172);
    List<Profile.Frame> top = s.top(3, stack -> false);
    assertThat(top).extracting(Profile.Frame::frame)
        .containsExactly("words.Table.bump", "words.hashWord", "words.sortEntries");
    Profile.Frame bump = top.get(0);
    assertThat(bump.selfShare()).isCloseTo(1736 / 2172.0, within(1e-4));
    // bump with hashWord under it: the lesson's 93%
    assertThat(bump.totalShare()).isCloseTo(2023 / 2172.0, within(1e-4));
    assertThat(bump.amdahlLimit()).isCloseTo(1 / (1 - 1736 / 2172.0), within(1e-3));
    assertThat(top.get(2).amdahlLimit()).isCloseTo(1.06, within(0.01));
  }

  @Test
  void recursionCountsOnceInTotal() {
    CollapsedStacks s = CollapsedStacks.parse("a;b;b;b 10\na;c 10\n");
    assertThat(s.totalCounts().get("b")).isEqualTo(10);
    assertThat(s.totalCounts().get("a")).isEqualTo(20);
    assertThat(s.selfCounts().get("b")).isEqualTo(10);
  }

  @Test
  void mergesEqualStacksAndSkipsGarbage() {
    CollapsedStacks s = CollapsedStacks.parse("a;b 3\nnot a line\na;b 4\n\nx;y z\n");
    assertThat(s.counts()).containsExactly(java.util.Map.entry("a;b", 7L));
    CollapsedStacks t = CollapsedStacks.parse("a;b 1\nc 2\n");
    t.addAll(s);
    assertThat(t.text()).isEqualTo("a;b 8\nc 2\n");
  }

  @Test
  void excludedStacksStayInTheDenominator() {
    CollapsedStacks s = CollapsedStacks.parse("loop;work 60\nloop 40\n");
    List<Profile.Frame> top = s.top(5, stack -> stack.equals("loop"));
    assertThat(top).hasSize(1);
    assertThat(top.get(0).selfShare()).isEqualTo(0.6);
    assertThat(s.share(stack -> stack.equals("loop"))).isEqualTo(0.4);
  }

  @Test
  void allocationProfilesNameTheSite() {
    CollapsedStacks s = CollapsedStacks.parse("""
        a/Main.main;java/lang/String.split;byte[]_[i] 300
        a/Main.main;a/Main.copy;byte[]_[i] 100
        """);
    assertThat(s.allocationSites().top(2, x -> false)).extracting(Profile.Frame::frame)
        .containsExactly("byte[] in java.lang.String.split", "byte[] in a.Main.copy");
    assertThat(s.allocationSites().top(1, x -> false).get(0).selfShare()).isEqualTo(0.75);
  }

  @Test
  void wholeShareHasNoFiniteLimit() {
    List<Profile.Frame> top = CollapsedStacks.parse("a;b 5\n").top(1, x -> false);
    assertThat(top.get(0).amdahlLimit()).isNull();
  }

  @Test
  void displayNamesAndAddresses() {
    assertThat(CollapsedStacks.displayName("dev/vernier/samples/Words.bump_[j]"))
        .isEqualTo("dev.vernier.samples.Words.bump");
    assertThat(CollapsedStacks.displayName("byte[]_[i]")).isEqualTo("byte[]");
    assertThat(CollapsedStacks.displayName("__memmove_avx_unaligned")).isEqualTo(
        "__memmove_avx_unaligned");
    assertThat(CollapsedStacks.displayName("/usr/lib/libc.so.6")).isEqualTo("/usr/lib/libc.so.6");
    CollapsedStacks s = CollapsedStacks.parse(
        "p/B$VernierLoop.0x00007f47480c5800.run;p/B.m 2\n"
            + "p/B$VernierLoop.0x00007f0000000001.run;p/B.m 3\n");
    assertThat(s.withoutAddresses().counts())
        .containsExactly(java.util.Map.entry("p/B$VernierLoop.run;p/B.m", 5L));
  }
}
