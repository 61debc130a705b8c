package dev.vernier.engine.fork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vernier.engine.measure.AllocationFigures;
import dev.vernier.engine.measure.AuxCounts;
import dev.vernier.engine.measure.ForkMeasurement;
import dev.vernier.engine.measure.GcCounts;
import dev.vernier.engine.profile.ProfileRequest;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RecordCodecTest {
  enum Colour { RED, GREEN }

  record Inner(String name, double weight) {}

  record Everything(int i, long l, boolean z, double d, float f, short s, byte b, char c,
      Integer boxed, String text, String none, Colour colour, Inner inner, Inner noInner,
      List<String> words, Map<String, Long> counts, List<Inner> inners) {}

  record Odd(java.util.Set<String> set) {}

  @Test
  void everyKindOfComponentSurvivesTheTrip() throws IOException {
    Map<String, Long> counts = new LinkedHashMap<>();
    counts.put("b", 2L);
    counts.put("a", 1L); // order kept
    counts.put("n", null);
    Everything e = new Everything(-7, Long.MIN_VALUE, true, 0.1, 2.5f, (short) -3, (byte) 9,
        'é', 42, "ünïcode \u0000 text", null, Colour.GREEN, new Inner("x", 1e-9), null,
        List.of("one", "two"), counts, List.of(new Inner("y", 2)));

    Everything back = trip(e, Everything.class);

    assertThat(back).isEqualTo(e);
    assertThat(back.counts().keySet()).containsExactly("b", "a", "n");
  }

  @Test
  void aForkSpecWithAProfileRequestSurvivesTheTrip() throws IOException {
    ForkSpec spec = new ForkSpec("a.B", "m", Map.of("n", "10"), "avgt", 3, 1L, 2L, 3L, 4, true,
        5L, new ProfileRequest("cpu", "jfr", "/tmp/p", 7L), 8L);
    assertThat(trip(spec, ForkSpec.class)).isEqualTo(spec);
    ForkSpec noProfile = new ForkSpec("a.B", "m", Map.of(), null, 1, 1L, 2L, 3L, 4, false, 5L,
        null, 0L);
    assertThat(trip(noProfile, ForkSpec.class)).isEqualTo(noProfile);
  }

  @Test
  void aForkMeasurementSurvivesTheTripWithItsNullsAndCounters() throws IOException {
    Map<String, Long> collections = new LinkedHashMap<>();
    collections.put("G1 Young Generation", 3L);
    collections.put("G1 Old Generation", 0L);
    ForkMeasurement m = new ForkMeasurement(1024, 30_720, 491_520, 3, 12, 750_000_000L, 61,
        false, "not steady when warm-up's time ran out", 2, List.of("a.B::m (12 bytes)"),
        null, 300_000_000L, Double.NaN, 2.99, null,
        new AllocationFigures(48, 30, 16, 16, null),
        new GcCounts(collections, Map.of("G1 Young Generation", 12L)), 1, 0,
        List.of(), 30_720, 410_000_000L, 20_000_000L, List.of("dev.vernier.X::y"),
        new AuxCounts(Map.of("offersMade", 1.5e7), Map.of("wows", 42.0)));

    ForkMeasurement back = trip(m, ForkMeasurement.class);

    assertThat(back).isEqualTo(m);
    assertThat(back.emptyFloorNanos()).isNaN();
    assertThat(back.calibratedGHzAfter()).isNull();
    assertThat(back.counters().events()).containsEntry("wows", 42.0);
    assertThat(back.gc().collections().keySet()).containsExactly("G1 Young Generation",
        "G1 Old Generation");
  }

  @Test
  void aStringLongerThanWriteUtfAllowsSurvives() throws IOException {
    String longText = "x".repeat(200_000); // a long class path, say
    assertThat(trip(new Inner(longText, 0), Inner.class).name()).hasSize(200_000);
  }

  @Test
  void aComponentTypeItCannotCarryIsRefusedByName() {
    assertThatThrownBy(() -> trip(new Odd(java.util.Set.of("a")), Odd.class))
        .isInstanceOf(IOException.class).hasMessageContaining("cannot carry a java.util.");
  }

  private static <T extends Record> T trip(T value, Class<T> type) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      RecordCodec.write(out, value);
    }
    return RecordCodec.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())),
        type);
  }
}
