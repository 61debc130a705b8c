package dev.vernier.engine.profile;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
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
    Files.writeString(html, html(stacks, title));
  }

  /** The page as a string, for the HTML report, which embeds it. */
  public static String html(CollapsedStacks stacks, String title) throws IOException {
    Arguments args = new Arguments();
    args.title = escapeHtml(title); // the writer puts the title into the page as it is
    args.minwidth = 0; // keep every frame: a profile of a short run has few samples
    FlameGraph fg = new FlameGraph(args);
    fg.parseCollapsed(new StringReader(stacks.text()));
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, false, StandardCharsets.UTF_8);
    fg.dump(out);
    out.flush();
    return scriptSafeFrames(bytes.toString(StandardCharsets.UTF_8));
  }

  /**
   * Frame names go into a JavaScript string array inside a script element, quotes escaped but
   * not markup, so a name holding {@code </script>} (a class name may hold {@code <}; a stacks
   * file may hold anything) would end the script and start markup. {@code <\/} and
   * {@code <\!} read as the same characters in a JavaScript string, and end nothing.
   */
  static String scriptSafeFrames(String page) {
    int from = page.indexOf("const cpool = [");
    int to = from < 0 ? -1 : page.indexOf("\n];", from);
    if (to < 0) {
      return page;
    }
    String pool = page.substring(from, to).replace("</", "<\\/").replace("<!", "<\\!");
    return page.substring(0, from) + pool + page.substring(to);
  }

  static String escapeHtml(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace("\"", "&quot;").replace("'", "&#39;");
  }
}
