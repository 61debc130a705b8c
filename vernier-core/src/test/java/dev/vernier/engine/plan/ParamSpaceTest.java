package dev.vernier.engine.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vernier.engine.discover.ParamSpec;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ParamSpaceTest {
  private static final ParamSpec N = new ParamSpec("n", "I", List.of("1", "2"));
  private static final ParamSpec S = new ParamSpec("s", "Ljava/lang/String;", List.of("a", "b", "c"));

  @Test
  void cartesianProductFirstParamOutermost() {
    List<Map<String, String>> c = ParamSpace.combinations(List.of(N, S), Map.of(), s -> List.of());
    assertThat(c).containsExactly(
        Map.of("n", "1", "s", "a"), Map.of("n", "1", "s", "b"), Map.of("n", "1", "s", "c"),
        Map.of("n", "2", "s", "a"), Map.of("n", "2", "s", "b"), Map.of("n", "2", "s", "c"));
    // keys keep declaration order (ids and the Params column depend on it)
    assertThat(c.get(0).keySet()).containsExactly("n", "s");
  }

  @Test
  void noParamsIsOneEmptyCombination() {
    assertThat(ParamSpace.combinations(List.of(), Map.of(), s -> List.of()))
        .containsExactly(Map.of());
  }

  @Test
  void overrideReplacesTheAnnotationValues() {
    List<Map<String, String>> c = ParamSpace.combinations(List.of(N, S),
        Map.of("s", List.of("z")), s -> List.of());
    assertThat(c).containsExactly(Map.of("n", "1", "s", "z"), Map.of("n", "2", "s", "z"));
  }

  @Test
  void defaultsFillAnEmptyList() {
    ParamSpec e = new ParamSpec("kind", "Lx/Kind;", List.of());
    assertThat(ParamSpace.combinations(List.of(e), Map.of(), s -> List.of("A", "B")))
        .containsExactly(Map.of("kind", "A"), Map.of("kind", "B"));
  }

  @Test
  void noValuesAtAllIsAnError() {
    ParamSpec e = new ParamSpec("x", "I", List.of());
    assertThatThrownBy(() -> ParamSpace.combinations(List.of(e), Map.of(), s -> List.of()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--param x=");
  }
}
