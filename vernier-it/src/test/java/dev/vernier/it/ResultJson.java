package dev.vernier.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** A result file a nested build wrote ({@code vernier/1} or {@code vernier-compare/1}). */
final class ResultJson {
  private ResultJson() {}

  static JsonNode read(Path file) {
    try {
      return new ObjectMapper().readTree(file.toFile());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The file's {@code benchmarks} rows by their {@code id}. */
  static Map<String, JsonNode> benchmarksById(JsonNode result) {
    Map<String, JsonNode> rows = new LinkedHashMap<>();
    result.get("benchmarks").forEach(b -> rows.put(b.get("id").asText(), b));
    return rows;
  }
}
