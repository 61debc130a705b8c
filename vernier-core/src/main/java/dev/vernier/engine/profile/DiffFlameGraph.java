package dev.vernier.engine.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The differential flame graph of a {@link ProfileDiff}, Brendan Gregg's kind: the new profile's
 * stacks drawn as a flame graph, roots at the top so the widest frames are seen first without
 * scrolling (width: the frame's share of the new samples), each frame
 * coloured by how its share at that place in the stacks changed, red where it grew and blue
 * where it shrank, strong only where the change is beyond its 95% sampling error. One offline
 * page: no script, no font, no request; each frame's figures in its tooltip, and the table of
 * the frames that grew and shrank above it.
 */
public final class DiffFlameGraph {
  private DiffFlameGraph() {}

  /** Frames under this share of the new samples are not drawn. */
  static final double MIN_WIDTH = 0.0005;
  private static final int ROW = 17;

  /** A frame at one place in the stacks, with its samples on each side. */
  static final class Node {
    final String name;
    long base;
    long next;
    final Map<String, Node> children = new LinkedHashMap<>();

    Node(String name) {
      this.name = name;
    }

    Node child(String n) {
      return children.computeIfAbsent(n, Node::new);
    }
  }

  public static void write(ProfileDiff diff, String title, Path html) throws IOException {
    Files.writeString(html, html(diff, title));
  }

  /** Both sides' stacks merged into one tree by frame names (their JIT marks dropped). */
  static Node tree(ProfileDiff diff) {
    Node root = new Node("all");
    diff.base().counts().forEach((stack, n) -> add(root, stack, n, true));
    diff.next().counts().forEach((stack, n) -> add(root, stack, n, false));
    return root;
  }

  private static void add(Node root, String stack, long n, boolean base) {
    Node at = root;
    bump(at, n, base);
    for (String f : stack.split(";")) {
      at = at.child(CollapsedStacks.displayName(f));
      bump(at, n, base);
    }
  }

  private static void bump(Node node, long n, boolean base) {
    if (base) {
      node.base += n;
    } else {
      node.next += n;
    }
  }

  public static String html(ProfileDiff diff, String title) {
    Node root = tree(diff);
    List<String> cells = new ArrayList<>();
    int depth = layout(root, 0, 0, diff, cells);
    StringBuilder sb = new StringBuilder();
    sb.append("<!DOCTYPE html>\n<html lang='en'>\n<head>\n<meta charset='utf-8'>\n<title>")
        .append(FlameGraphs.escapeHtml(title)).append("</title>\n<style>\n")
        .append("body{margin:0;padding:10px;font:12px sans-serif;background:#fff;color:#222}\n")
        .append("h1{font-size:18px;font-weight:normal;text-align:center;margin:5px 0}\n")
        .append("p.legend{text-align:center;margin:4px 0 10px 0}\n")
        .append(".key{display:inline-block;width:12px;height:12px;vertical-align:middle;"
            + "margin:0 3px 0 10px}\n")
        .append("table{border-collapse:collapse;margin:0 auto 12px auto}\n")
        .append("td,th{padding:1px 8px;text-align:right;white-space:nowrap}\n")
        .append("td.f,th.f{text-align:left;font-family:monospace}\n")
        .append("#graph{position:relative;width:100%;height:").append(depth * ROW)
        .append("px;overflow:hidden}\n")
        .append(".n{position:absolute;height:").append(ROW - 1).append("px;line-height:")
        .append(ROW - 1).append("px;overflow:hidden;white-space:nowrap;box-sizing:border-box;"
            + "border:1px solid #fff;padding:0 2px;font:11px monospace;cursor:default}\n")
        .append("</style>\n</head>\n<body>\n<h1>").append(FlameGraphs.escapeHtml(title))
        .append("</h1>\n");
    sb.append(String.format(Locale.ROOT, "<p class='legend'>%s: base %,d samples, new %,d;"
        + " roots at the top; width: share of the new samples; colour: the change of that"
        + " share at that place"
        + "<span class='key' style='background:%s'></span>grew"
        + "<span class='key' style='background:%s'></span>shrank"
        + "<span class='key' style='background:%s'></span>within its 95%% sampling error"
        + " (frames under %.2f%% not drawn; frames gone from the new profile are in the table"
        + " only)</p>%n", FlameGraphs.escapeHtml(diff.event()), diff.baseSamples(),
        diff.newSamples(), colour(0.2, true, 0.2), colour(-0.2, true, 0.2),
        colour(0, false, 1), 100 * MIN_WIDTH));
    table(sb, diff);
    sb.append("<div id='graph'>\n");
    cells.forEach(sb::append);
    sb.append("</div>\n</body>\n</html>\n");
    return sb.toString();
  }

  private static void table(StringBuilder sb, ProfileDiff diff) {
    sb.append("<table id='changes'>\n<tr><th></th><th>base</th><th>new</th><th>change</th>"
        + "<th>95% CI</th><th class='f'>frame (total share: the frame and all it calls)</th>"
        + "</tr>\n");
    row(sb, "grew", diff.grew());
    row(sb, "shrank", diff.shrank());
    sb.append("</table>\n");
  }

  private static void row(StringBuilder sb, String kind, List<ProfileDiff.Change> changes) {
    for (ProfileDiff.Change c : changes.subList(0, Math.min(10, changes.size()))) {
      sb.append(String.format(Locale.ROOT, "<tr class='%s'><td>%s</td><td>%.1f%%</td>"
          + "<td>%.1f%%</td><td>%+.1f</td><td>%s</td><td class='f'>%s</td></tr>%n", kind, kind,
          100 * c.baseShare(), 100 * c.newShare(), 100 * c.change(), ci(c.changeCi()),
          FlameGraphs.escapeHtml(c.frame())));
    }
  }

  static String ci(List<Double> ci) {
    return ci == null ? "-" : String.format(Locale.ROOT, "%+.1f..%+.1f", 100 * ci.get(0),
        100 * ci.get(1));
  }

  /** Draws {@code node}'s children from {@code x} (share of the new samples); the depth used. */
  private static int layout(Node node, double x, int level, ProfileDiff diff, List<String> out) {
    int deepest = level;
    double at = x;
    long all = Math.max(1, diff.newSamples());
    for (Node c : node.children.values()) {
      double width = (double) c.next / all;
      if (width < MIN_WIDTH) {
        continue;
      }
      out.add(cell(c, at, width, level, diff));
      deepest = Math.max(deepest, layout(c, at, level + 1, diff, out));
      at += width;
    }
    return Math.max(deepest, level + 1);
  }

  private static String cell(Node n, double x, double width, int level, ProfileDiff diff) {
    double pa = diff.baseSamples() == 0 ? 0 : (double) n.base / diff.baseSamples();
    double pb = (double) n.next / Math.max(1, diff.newSamples());
    boolean sure;
    String ci;
    if (diff.intervals()) {
      double[] d = ShareInterval.difference(n.base, diff.baseSamples(), n.next,
          diff.newSamples());
      sure = d[0] > 0 || d[1] < 0;
      ci = String.format(Locale.ROOT, " [%+.1f, %+.1f]", 100 * d[0], 100 * d[1]);
    } else {
      sure = Math.abs(pb - pa) >= ProfileDiff.BYTES_CHANGE;
      ci = "";
    }
    String tip = String.format(Locale.ROOT, "%s: %.2f%% to %.2f%% (%+.2f points%s; %,d and %,d"
        + " samples)", n.name, 100 * pa, 100 * pb, 100 * (pb - pa), ci, n.base, n.next);
    // Class.method without the package: the tooltip has it; the box clips a longer name itself
    String label = width * 1400 < 24 ? "" : shortName(n.name);
    return String.format(Locale.ROOT, "<div class='n' style='left:%.4f%%;width:%.4f%%;"
        + "top:%dpx;background:%s' title='%s'>%s</div>%n", 100 * x, 100 * width,
        level * ROW, colour(pb - pa, sure, scale(diff)), FlameGraphs.escapeHtml(tip),
        FlameGraphs.escapeHtml(label));
  }

  /** A Java frame without its package ({@code Words.sortEntries}); other frames as they are. */
  static String shortName(String frame) {
    if (!EntryFrames.isJava(frame)) {
      return frame;
    }
    int method = frame.lastIndexOf('.');
    int cls = frame.lastIndexOf('.', method - 1);
    return frame.substring(cls + 1);
  }

  /** The change drawn at full strength: the largest listed, at least two points. */
  static double scale(ProfileDiff diff) {
    double max = 0.02;
    for (ProfileDiff.Change c : diff.grew()) {
      max = Math.max(max, Math.abs(c.change()));
    }
    for (ProfileDiff.Change c : diff.shrank()) {
      max = Math.max(max, Math.abs(c.change()));
    }
    return max;
  }

  /** Red for growth, blue for shrinkage, stronger with the change; beige when not beyond noise. */
  static String colour(double change, boolean sure, double scale) {
    if (!sure) {
      return "#eee8d5";
    }
    double strength = Math.min(1, Math.abs(change) / scale);
    int light = (int) Math.round(85 - 35 * strength);
    return change > 0 ? "hsl(0,85%," + light + "%)" : "hsl(215,85%," + light + "%)";
  }
}
