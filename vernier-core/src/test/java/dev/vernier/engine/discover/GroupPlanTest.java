package dev.vernier.engine.discover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class GroupPlanTest {
  private final GroupPlan g = new GroupPlan("g", List.of("inc", "get"), List.of("()V", "()J"),
      List.of(3, 1), null);

  @Test
  void threadsAreTheMethodsInOrderAndTheRowKeepsItsMethodsThreads() {
    assertThat(g.totalThreads()).isEqualTo(4);
    assertThat(List.of(g.methodOfThread(0), g.methodOfThread(2), g.methodOfThread(3)))
        .containsExactly("inc", "inc", "get");
    assertThat(g.descriptorOfThread(1)).isEqualTo("()V");
    assertThat(g.descriptorOfThread(3)).isEqualTo("()J");
    assertThatThrownBy(() -> g.methodOfThread(4)).isInstanceOf(IllegalArgumentException.class);
    assertThat(g.counted()).containsExactly(true, true, true, true);
    assertThat(g.measuring("get").counted()).containsExactly(false, false, false, true);
    assertThat(g.measuring("inc").counted()).containsExactly(true, true, true, false);
  }
}
