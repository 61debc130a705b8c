package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vernier.testbench.Kind;
import org.junit.jupiter.api.Test;

class ParamConverterTest {
  @Test
  void convertsEverySupportedType() {
    assertThat(ParamConverter.convert(int.class, " 42 ")).isEqualTo(42);
    assertThat(ParamConverter.convert(Integer.class, "-1")).isEqualTo(-1);
    assertThat(ParamConverter.convert(long.class, "10000000000")).isEqualTo(10_000_000_000L);
    assertThat(ParamConverter.convert(double.class, "1.5")).isEqualTo(1.5);
    assertThat(ParamConverter.convert(float.class, "2.5")).isEqualTo(2.5f);
    assertThat(ParamConverter.convert(short.class, "7")).isEqualTo((short) 7);
    assertThat(ParamConverter.convert(byte.class, "8")).isEqualTo((byte) 8);
    assertThat(ParamConverter.convert(boolean.class, "TRUE")).isEqualTo(true);
    assertThat(ParamConverter.convert(char.class, "x")).isEqualTo('x');
    assertThat(ParamConverter.convert(String.class, " kept as is ")).isEqualTo(" kept as is ");
    assertThat(ParamConverter.convert(Kind.class, "GREEN")).isEqualTo(Kind.GREEN);
  }

  @Test
  void refusesWhatDoesNotConvert() {
    assertThatThrownBy(() -> ParamConverter.convert(int.class, "1.5"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'1.5'")
        .hasMessageContaining("int");
    assertThatThrownBy(() -> ParamConverter.convert(byte.class, "300"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> ParamConverter.convert(boolean.class, "yes"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("true or false");
    assertThatThrownBy(() -> ParamConverter.convert(char.class, "xy"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> ParamConverter.convert(Kind.class, "PURPLE"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'PURPLE'");
    assertThatThrownBy(() -> ParamConverter.convert(Object.class, "x"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not supported");
  }
}
