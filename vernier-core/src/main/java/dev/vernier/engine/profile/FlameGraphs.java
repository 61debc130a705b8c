package dev.vernier.engine.profile;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import one.convert.Arguments;
import one.convert.FlameGraph;

/**
 * Draws the HTML flame graph with async-profiler's own renderer (its {@code jfr-converter}
 * artifact): the same self-contained page, search and zoom included, that
 * {@code asprof -o flamegraph} writes, drawn here from merged collapsed stacks.
 */
public final class FlameGraphs {
  private FlameGraphs() {}

  public static void write(CollapsedStacks stacks, String title, Path html) throws IOException {
    Arguments args = new Arguments();
    args.title = title;
    args.minwidth = 0; // keep every frame: a profile of a short run has few samples
    FlameGraph fg = new FlameGraph(args);
    fg.parseCollapsed(new StringReader(stacks.text()));
    try (OutputStream raw = Files.newOutputStream(html);
        PrintStream out = new PrintStream(raw, false, StandardCharsets.UTF_8)) {
      fg.dump(out);
    }
  }
}
