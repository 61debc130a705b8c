package dev.vernier.engine.shard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Shards are deterministic, disjoint, covering, and stable when classes are added. */
class ShardTest {
  private static List<String> classes(int n, String prefix) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add("com.example." + prefix + "Bench" + i);
    }
    return out;
  }

  @Test
  void everyClassIsInExactlyOneShardAndShardsAreRoughlyEven() {
    List<String> all = classes(300, "A");
    int[] sizes = new int[4];
    for (String c : all) {
      int s = Shard.of(c, 4);
      assertThat(s).isBetween(1, 4);
      sizes[s - 1]++;
    }
    assertThat(sizes[0] + sizes[1] + sizes[2] + sizes[3]).isEqualTo(300);
    for (int s : sizes) {
      assertThat(s).isBetween(50, 100); // 75 expected
    }
  }

  @Test
  void addingClassesMovesNoOther() {
    Map<String, Integer> before = new HashMap<>();
    for (String c : classes(50, "A")) {
      before.put(c, Shard.of(c, 3));
    }
    List<String> more = new ArrayList<>(classes(50, "A"));
    more.addAll(classes(20, "New"));
    for (String c : more) {
      if (before.containsKey(c)) {
        assertThat(Shard.of(c, 3)).isEqualTo(before.get(c));
      }
    }
  }

  @Test
  void theAssignmentIsFixedByTheNameAlone() {
    // SHA-256 of the name: the same on every JVM and machine of a CI matrix
    assertThat(Shard.of("dev.vernier.samples.ParseBench", 3))
        .isEqualTo(Shard.of("dev.vernier.samples.ParseBench", 3));
    assertThat(Shard.of("x", 1)).isEqualTo(1);
  }

  @Test
  void badShardsAreRefusedInWords() {
    assertThat(Shard.parse(" 2/3 ")).isEqualTo(new Shard(2, 3));
    assertThatThrownBy(() -> Shard.parse("0/3")).hasMessageContaining("1 <= i <= N");
    assertThatThrownBy(() -> Shard.parse("4/3")).hasMessageContaining("1 <= i <= N");
    assertThatThrownBy(() -> Shard.parse("two")).hasMessageContaining("i/N (e.g. 2/3)");
  }
}
