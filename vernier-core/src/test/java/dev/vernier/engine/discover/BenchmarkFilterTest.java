package dev.vernier.engine.discover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class BenchmarkFilterTest {
  private static final BenchmarkDescriptor SPLIT = bench("pkg.sub.ParseBench", "split");
  private static final BenchmarkDescriptor SCAN = bench("pkg.sub.ParseBench", "scan");
  private static final BenchmarkDescriptor SORT = bench("pkg.other.SortBench", "quick");
  private static final BenchmarkDescriptor NESTED = bench("pkg.Outer$Inner", "run");

  private static BenchmarkDescriptor bench(String cls, String m) {
    return new BenchmarkDescriptor(cls, m, "()J", false, false, null, 1, List.of());
  }

  private static BenchmarkFilter filter(String... patterns) throws DiscoveryException {
    return new BenchmarkFilter(List.of(patterns));
  }

  @Test
  void noPatternSelectsEverything() throws Exception {
    BenchmarkFilter f = filter();
    assertThat(List.of(SPLIT, SCAN, SORT, NESTED)).allMatch(f::matches);
  }

  @Test
  void globOnSimpleName() throws Exception {
    BenchmarkFilter f = filter("Parse*.split");
    assertThat(f.matches(SPLIT)).isTrue();
    assertThat(f.matches(SCAN)).isFalse();
    assertThat(f.matches(SORT)).isFalse();
  }

  @Test
  void globMatchesTheWholeName() throws Exception {
    assertThat(filter("ParseBench.spl?t").matches(SPLIT)).isTrue();
    assertThat(filter("Parse?ench.sc*").matches(SPLIT)).isFalse();
    assertThat(filter("Parse?ench.sc*").matches(SCAN)).isTrue();
    assertThat(filter("*Bench.s").matches(SPLIT)).isFalse();
  }

  @Test
  void aPatternIsAlsoFoundInTheQualifiedNameAsJmhFindsIt() throws Exception {
    // JMH's runner takes every pattern as a regex found anywhere in the benchmark's name
    assertThat(filter("Parse").matches(SPLIT)).isTrue();
    assertThat(filter("Parse").matches(SORT)).isFalse();
    assertThat(filter("pkg.sub.").matches(SCAN)).isTrue();
    assertThat(filter("pkg.sub.").matches(SORT)).isFalse();
    assertThat(filter(".*Bench.*").matches(SORT)).isTrue();
    assertThat(filter(".*Bench.*").matches(NESTED)).isFalse();
    assertThat(filter("ParseBench.split$").matches(SPLIT)).isTrue();
    assertThat(filter("ParseBench.s$").matches(SPLIT)).isFalse();
  }

  @Test
  void globOnQualifiedName() throws Exception {
    BenchmarkFilter f = filter("pkg.sub.*.scan");
    assertThat(f.matches(SCAN)).isTrue();
    assertThat(f.matches(SPLIT)).isFalse();
    assertThat(filter("pkg.other.SortBench.quick").matches(SORT)).isTrue();
  }

  @Test
  void globDotIsLiteral() throws Exception {
    assertThat(filter("ParseBenchXsplit").matches(SPLIT)).isFalse();
    assertThat(filter("ParseBench?split").matches(SPLIT)).isTrue();
  }

  @Test
  void classOnlyPatternSelectsAllItsMethods() throws Exception {
    BenchmarkFilter simple = filter("ParseBench");
    assertThat(simple.matches(SPLIT)).isTrue();
    assertThat(simple.matches(SCAN)).isTrue();
    assertThat(simple.matches(SORT)).isFalse();
    BenchmarkFilter qualified = filter("pkg.other.SortBench");
    assertThat(qualified.matches(SORT)).isTrue();
    assertThat(qualified.matches(SPLIT)).isFalse();
    assertThat(filter("*Bench").matches(SORT)).isTrue();
  }

  @Test
  void nestedClassKeepsItsOuterName() throws Exception {
    assertThat(filter("Outer$Inner.run").matches(NESTED)).isTrue();
    assertThat(filter("Outer$Inner").matches(NESTED)).isTrue();
  }

  @Test
  void regexIsFoundInTheQualifiedName() throws Exception {
    BenchmarkFilter f = filter("^pkg\\.sub\\..*(split|scan)$");
    assertThat(f.matches(SPLIT)).isTrue();
    assertThat(f.matches(SCAN)).isTrue();
    assertThat(f.matches(SORT)).isFalse();
    // found anywhere, not anchored: "other.S" sits in the middle of the name
    assertThat(filter("other\\.S[a-z]+").matches(SORT)).isTrue();
    assertThat(filter("other\\.S[a-z]+").matches(SPLIT)).isFalse();
  }

  @Test
  void anyPatternMaySelect() throws Exception {
    BenchmarkFilter f = filter("SortBench", "ParseBench.scan");
    assertThat(f.matches(SORT)).isTrue();
    assertThat(f.matches(SCAN)).isTrue();
    assertThat(f.matches(SPLIT)).isFalse();
  }

  @Test
  void badRegexIsADiscoveryErrorNamingThePattern() {
    assertThatThrownBy(() -> filter("["))
        .isInstanceOf(DiscoveryException.class)
        .hasMessageContaining("bad benchmark pattern '['")
        .hasMessageNotContaining("\n");
    assertThatThrownBy(() -> filter("(unclosed"))
        .isInstanceOf(DiscoveryException.class).hasMessageContaining("(unclosed");
  }

  @Test
  void blankPatternIsRefused() {
    assertThatThrownBy(() -> filter(" ")).isInstanceOf(DiscoveryException.class);
  }
}
