package dev.vernier.engine.profile;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Names for the files a profile leaves under {@code --out}, so that no run replaces another's:
 * {@code NAME}, else {@code NAME-2}, {@code NAME-3}... the first base for which none of the files
 * it would write exists yet. The chosen names are printed and recorded in the result.
 */
public final class FreeNames {
  private FreeNames() {}

  /**
   * @param suffixes what is appended to the base for each file written (e.g. {@code ".html"});
   *     {@code ""} for a directory of that name
   */
  public static String first(Path dir, String base, List<String> suffixes) {
    for (int i = 1; ; i++) {
      String candidate = i == 1 ? base : base + "-" + i;
      if (suffixes.stream().noneMatch(s -> Files.exists(dir.resolve(candidate + s)))) {
        return candidate;
      }
    }
  }
}
