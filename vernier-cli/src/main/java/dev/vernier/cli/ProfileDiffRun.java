package dev.vernier.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.vernier.engine.profile.BenchmarkProfiler;
import dev.vernier.engine.profile.DiffFlameGraph;
import dev.vernier.engine.profile.FreeNames;
import dev.vernier.engine.profile.ProfileDiff;
import dev.vernier.engine.profile.StoredProfiles;
import dev.vernier.engine.report.ProfileDiffText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code vernier profile --diff BASE NEW}: pairs the stored profiles of two files (one each, or
 * the benchmarks both have), prints each pair's {@link ProfileDiff} and writes its differential
 * flame graph under {@code --out}, never over an existing file.
 */
final class ProfileDiffRun {
  private final Path base;
  private final Path next;
  private final Path out;
  private final String name;
  private final Path json;
  private final int top;

  ProfileDiffRun(Path base, Path next, Path out, String name, Path json, int top) {
    this.base = base;
    this.next = next;
    this.out = out;
    this.name = name;
    this.json = json;
    this.top = top;
  }

  /** One pair's diff in {@code --json}. */
  record Entry(String id, ProfileDiff diff, String flamegraph) {}

  /** The {@code --json} file. */
  record DiffFile(String schema, List<Entry> diffs) {}

  int call() {
    Map<String, StoredProfiles.Stored> a;
    Map<String, StoredProfiles.Stored> b;
    try {
      a = StoredProfiles.read(base);
      b = StoredProfiles.read(next);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    List<String[]> pairs = new ArrayList<>(); // {id, base key, new key}
    if (a.size() == 1 && b.size() == 1) {
      String ka = a.keySet().iterator().next();
      String kb = b.keySet().iterator().next();
      pairs.add(new String[] {ka.equals(kb) ? ka : ka + " -> " + kb, ka, kb});
    } else {
      for (String id : a.keySet()) {
        if (b.containsKey(id)) {
          pairs.add(new String[] {id, id, id});
        }
      }
      if (pairs.isEmpty()) {
        throw new UsageException("no benchmark has a profile in both " + base + " and " + next);
      }
    }
    List<Entry> entries = new ArrayList<>();
    StringBuilder text = new StringBuilder();
    try {
      Files.createDirectories(out);
      for (String[] p : pairs) {
        StoredProfiles.Stored sa = a.get(p[1]);
        StoredProfiles.Stored sb = b.get(p[2]);
        String event = sa.event() != null ? sa.event() : sb.event() != null ? sb.event() : "cpu";
        if (sa.event() != null && sb.event() != null && !sa.event().equals(sb.event())) {
          throw new UsageException("cannot compare profiles of different events: "
              + sa.event() + " and " + sb.event() + " (" + p[0] + ")");
        }
        ProfileDiff d = ProfileDiff.between(event, sa.stacks(), sb.stacks());
        // named after the benchmark where both sides name it, else after --name or the command
        String base = name != null ? name + (pairs.size() > 1 ? "-" + fileName(p[0]) : "")
            : p[1].equals(p[2]) ? fileName(p[0]) + "-diff" : "profile-diff";
        Path html = out.resolve(FreeNames.first(out, base, List.of(".html")) + ".html")
            .toAbsolutePath();
        DiffFlameGraph.write(d, "Profile diff of " + p[0], html);
        text.append("\nProfile diff of ").append(p[0]).append(": ");
        ProfileDiffText.lines(d, top).forEach(l -> text.append(l).append('\n'));
        text.append("  differential flame graph ").append(html).append('\n');
        entries.add(new Entry(p[0], d, html.toString()));
      }
      if (json != null) {
        Files.createDirectories(json.toAbsolutePath().getParent());
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .writeValue(json.toFile(), new DiffFile("vernier-profile-diff/1", entries));
      }
    } catch (IOException e) {
      throw new UsageException("cannot write the profile diff: " + e.getMessage());
    }
    System.out.print(text);
    return ExitCodes.OK;
  }

  private static String fileName(String id) {
    return BenchmarkProfiler.fileName(id);
  }
}
