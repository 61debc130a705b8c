package dev.vernier.engine.profile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Profiles kept in files, for {@code vernier profile --diff A B}: a collapsed stacks file, a
 * result file ({@code vernier/1}) whose benchmarks carry profiles, or the JSON of
 * {@code vernier profile --json}. A profile's {@code collapsed} path is absolute, or relative to
 * the folder of the file that names it.
 */
public final class StoredProfiles {
  private StoredProfiles() {}

  /** One stored profile: its event ({@code null} when a bare stacks file does not say) and stacks. */
  public record Stored(String event, CollapsedStacks stacks) {}

  /**
   * The profiles in {@code file}, by benchmark id (a stacks file or a program's profile: one,
   * under the file's name). Throws IllegalArgumentException with one line when the file holds
   * none or cannot be read.
   */
  public static Map<String, Stored> read(Path file) {
    String text;
    try {
      text = Files.readString(file);
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
    }
    Path dir = file.toAbsolutePath().getParent();
    Map<String, Stored> out = new LinkedHashMap<>();
    if (!text.stripLeading().startsWith("{")) {
      CollapsedStacks s = CollapsedStacks.parse(text);
      if (s.isEmpty()) {
        throw new IllegalArgumentException(file + " holds no collapsed stacks (lines of"
            + " 'frame;frame;frame count')");
      }
      out.put(file.getFileName().toString(), new Stored(null, s));
      return out;
    }
    JsonNode root;
    try {
      root = new ObjectMapper().readTree(text);
    } catch (IOException e) {
      throw new IllegalArgumentException(file + " is neither collapsed stacks nor JSON: "
          + e.getMessage().lines().findFirst().orElse(""));
    }
    if (root.has("benchmarks")) {
      for (JsonNode b : root.get("benchmarks")) {
        JsonNode p = b.get("profile");
        if (p != null && !p.isNull() && p.hasNonNull("collapsed")) {
          out.put(b.path("id").asText(), load(p, dir, file));
        }
      }
      if (out.isEmpty()) {
        throw new IllegalArgumentException(file + " has no benchmark with a profile (run it with"
            + " --profile cpu)");
      }
    } else if (root.hasNonNull("collapsed")) {
      out.put(file.getFileName().toString(), load(root, dir, file));
    } else {
      throw new IllegalArgumentException(file + " is not a result file with profiles, nor a"
          + " profile (vernier profile --json)");
    }
    return out;
  }

  private static Stored load(JsonNode profile, Path dir, Path file) {
    String event = profile.path("event").asText(null);
    try {
      return new Stored(event, stacks(profile.get("collapsed").asText(), dir));
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read the stacks " + file + " names: "
          + e.getMessage());
    }
  }

  /** The stacks at {@code path}, relative to {@code dir} when not absolute (and dir not null). */
  public static CollapsedStacks stacks(String path, Path dir) throws IOException {
    if (path == null) {
      throw new IOException("the profile names no collapsed stacks");
    }
    Path p;
    try {
      p = Path.of(path);
    } catch (InvalidPathException e) {
      throw new IOException("bad path " + path);
    }
    Path file = p.isAbsolute() || dir == null ? p : dir.resolve(p);
    if (!Files.isRegularFile(file)) {
      throw new IOException(file + " does not exist");
    }
    return CollapsedStacks.read(file);
  }
}
