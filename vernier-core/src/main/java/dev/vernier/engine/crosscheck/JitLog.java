package dev.vernier.engine.crosscheck;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * What HotSpot's C2 made of one method, read from its compilation log
 * ({@code -XX:+LogCompilation}): in the last C2 compilation that compiled the method, on its own
 * or inlined into a caller (JMH's stub, Vernier's loop), every call below it and whether C2
 * inlined it, and if not, why ("too big", "already compiled into a big method", ...). Two tools
 * that ran the same benchmark into different code differ here.
 *
 * <p>The log's shape (JDK 11 to 25): a {@code <task>} per compilation, C1's with a {@code level}
 * below 4; inside it {@code <klass>} and {@code <method>} elements naming the ids the task uses,
 * then nested {@code <parse method=...>} elements, one per method parsed (the root and each one
 * inlined), each holding {@code <call method=...>} followed by {@code <inline_success>} or
 * {@code <inline_fail reason=...>}. A call C2 inlines late ({@code <late_inline>}, with the
 * chain of its callers as {@code <jvms>}) is parsed again at the top level.
 */
public final class JitLog {
  /** What the caller-to-callee decision was; {@link #INLINED} or C2's reason for not. */
  public static final String INLINED = "inlined";

  /**
   * The method's code as compiled.
   *
   * @param root the compilation's root method ({@code Holder::name}): the method itself when
   *     compiled on its own, else the caller it was inlined into
   * @param osr an on-stack-replacement compilation (JMH's stub, entered once per iteration)
   * @param calls per {@code caller -> callee} below the method, {@link #INLINED} or C2's reason;
   *     in the order first seen, shallow first within a caller
   * @param depths per call, how many inlined levels below the method its caller is (0: the
   *     method itself)
   */
  public record Compiled(String root, boolean osr, Map<String, String> calls,
      Map<String, Integer> depths) {
    /** Whether the method was compiled on its own rather than inlined into another. */
    public boolean onItsOwn(String method) {
      return root.equals(method);
    }
  }

  private JitLog() {}

  /**
   * The last C2 compilation in the logs that compiled {@code method}; null when none did (the
   * method never reached C2, or the logs are not compilation logs).
   *
   * @param method {@code fully.qualified.Class::name}
   */
  public static Compiled read(List<Path> logs, String method) throws IOException {
    Found best = null;
    for (Path log : logs) {
      Found f = readOne(log, method);
      if (f != null && (best == null || f.stamp >= best.stamp)) {
        best = f;
      }
    }
    return best == null ? null : best.compiled;
  }

  private record Found(double stamp, Compiled compiled) {}

  private static Found readOne(Path log, String method) throws IOException {
    XMLInputFactory factory = XMLInputFactory.newFactory();
    factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    factory.setProperty(XMLInputFactory.IS_COALESCING, false);
    try (InputStream in = Files.newInputStream(log)) {
      XMLStreamReader r = factory.createXMLStreamReader(in);
      Found best = null;
      Task task = null;
      while (r.hasNext()) {
        int event = r.next();
        if (event == XMLStreamConstants.START_ELEMENT) {
          String name = r.getLocalName();
          if ("task".equals(name)) {
            task = Task.startIfC2(r, method);
          } else if (task != null) {
            task.element(name, r);
          }
        } else if (event == XMLStreamConstants.END_ELEMENT && task != null) {
          String name = r.getLocalName();
          if ("task".equals(name)) {
            if (task.sawMethod && (best == null || task.stamp >= best.stamp)) {
              best = new Found(task.stamp, task.compiled());
            }
            task = null;
          } else {
            task.end(name);
          }
        }
      }
      return best;
    } catch (XMLStreamException e) {
      // a JVM killed while writing leaves a log cut short: it counts as no log
      return null;
    }
  }

  /** One C2 compilation as it is read. */
  private static final class Task {
    private final String method;
    private final double stamp;
    private final boolean osr;
    private final Map<String, String> klasses = new HashMap<>();
    private final Map<String, String> methods = new HashMap<>();
    private final Deque<Frame> parses = new ArrayDeque<>();
    private final Map<String, String> calls = new LinkedHashMap<>();
    private final Map<String, Integer> depths = new LinkedHashMap<>();
    private final List<String> lateChain = new ArrayList<>();
    private boolean inLate;
    private int lateDepth;
    private String pendingCall;
    private String root;
    private boolean sawMethod;

    /** A parse element: its method, and whether it lies below {@code method} (or is it). */
    private record Frame(String method, boolean below, int depth) {}

    private Task(String method, double stamp, boolean osr) {
      this.method = method;
      this.stamp = stamp;
      this.osr = osr;
    }

    static Task startIfC2(XMLStreamReader r, String method) {
      String level = r.getAttributeValue(null, "level");
      if (level != null && !"4".equals(level)) {
        return null; // C1's tiers 1 to 3
      }
      String stamp = r.getAttributeValue(null, "stamp");
      return new Task(method, stamp == null ? 0 : Double.parseDouble(stamp),
          "osr".equals(r.getAttributeValue(null, "compile_kind")));
    }

    void element(String name, XMLStreamReader r) {
      switch (name) {
        case "klass" -> klasses.put(r.getAttributeValue(null, "id"),
            r.getAttributeValue(null, "name"));
        case "method" -> methods.put(r.getAttributeValue(null, "id"),
            klasses.getOrDefault(r.getAttributeValue(null, "holder"), "?") + "::"
                + r.getAttributeValue(null, "name"));
        case "call" -> pendingCall = methods.get(r.getAttributeValue(null, "method"));
        case "inline_success" -> decide(INLINED);
        case "inline_fail" -> decide(r.getAttributeValue(null, "reason"));
        case "late_inline" -> {
          inLate = true;
          lateChain.clear();
        }
        case "jvms" -> {
          if (inLate) {
            lateChain.add(methods.get(r.getAttributeValue(null, "method")));
          }
        }
        case "parse" -> parse(methods.get(r.getAttributeValue(null, "method")));
        default -> { }
      }
    }

    void end(String name) {
      if ("parse".equals(name) && !parses.isEmpty()) {
        parses.pop();
      } else if ("late_inline".equals(name)) {
        inLate = false;
        // the chain runs from the late call's caller outwards: where the method is in it
        // says how far below it the late callee lies
        lateDepth = lateChain.indexOf(method) + 1;
      }
    }

    private void parse(String m) {
      Frame parent = parses.peek();
      boolean itself = method.equals(m);
      sawMethod |= itself;
      boolean below;
      int depth;
      if (parent == null && root != null) { // a late inline, parsed again at the top
        below = itself || lateDepth > 0;
        depth = itself ? 0 : lateDepth;
        lateDepth = 0;
      } else {
        root = root == null ? m : root;
        below = itself || parent != null && parent.below();
        depth = itself || parent == null ? 0 : parent.depth() + 1;
      }
      parses.push(new Frame(m, below, depth));
    }

    private void decide(String outcome) {
      Frame caller = parses.peek();
      if (pendingCall == null || caller == null || !caller.below()) {
        return;
      }
      String key = caller.method() + " -> " + pendingCall;
      // a call seen twice counts as inlined if C2 inlined it anywhere
      if (!INLINED.equals(calls.get(key))) {
        calls.put(key, outcome == null ? "not inlined" : outcome);
      }
      depths.putIfAbsent(key, caller.depth());
      pendingCall = null;
    }

    Compiled compiled() {
      return new Compiled(root == null ? "?" : root, osr,
          Collections.unmodifiableMap(calls), Collections.unmodifiableMap(depths));
    }
  }
}
