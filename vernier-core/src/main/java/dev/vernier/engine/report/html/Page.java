package dev.vernier.engine.report.html;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

/**
 * Puts the page together: the template, the styles, uPlot (the charting library, vendored as
 * the {@code org.webjars.npm:uplot} jar at the version the build pins, with its MIT licence),
 * the report's script and the data, all inline, so the file opens offline and fetches nothing.
 *
 * <p>Escaping. The data travels as JSON inside a {@code <script type="application/json">},
 * with {@code <}, {@code >} and {@code &} written as {@code \\u003c}... so no string in it can
 * close that element; the script reads it with {@code JSON.parse} and puts every string into
 * the page as text, never as markup. The title is the only string written as HTML, and it is
 * escaped here.
 */
final class Page {
  private static final String BASE = "/dev/vernier/engine/report/html/";
  private static final ObjectMapper JSON = new ObjectMapper()
      .setSerializationInclusion(JsonInclude.Include.NON_NULL);

  static {
    JSON.getFactory().setCharacterEscapes(new ScriptSafe());
  }

  private Page() {}

  static String render(PageData data) {
    Assets a = Assets.load();
    String json;
    try {
      json = JSON.writeValueAsString(data);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Filler page = new Filler(a.template, json.length() + a.size() + 4096);
    page.fill("TITLE", escapeHtml(data.title()));
    page.fill("STYLE", a.libraryCss + "\n" + a.css);
    page.fill("DATA", json);
    page.fill("LIBRARY", "/*! uPlot " + a.libraryVersion + " (github.com/leeoniya/uPlot),"
        + " vendored from org.webjars.npm:uplot:" + a.libraryVersion + ".\n"
        + a.libraryLicense.replace("*/", "* /") + "*/\n" + a.libraryJs);
    page.fill("SCRIPT", a.js);
    return page.rest();
  }

  /**
   * Copies the template up to each marker {@code {{NAME}}}, then the value: one pass, so no value
   * can be taken for a later marker.
   */
  private static final class Filler {
    private final String template;
    private final StringBuilder out;
    private int cursor;

    Filler(String template, int capacity) {
      this.template = template;
      this.out = new StringBuilder(capacity);
    }

    void fill(String name, String value) {
      String marker = "{{" + name + "}}";
      int at = template.indexOf(marker, cursor);
      if (at < 0) {
        throw new IllegalStateException("the report template lacks " + marker);
      }
      out.append(template, cursor, at).append(value);
      cursor = at + marker.length();
    }

    String rest() {
      return out.append(template, cursor, template.length()).toString();
    }
  }

  static String escapeHtml(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (char c : s.toCharArray()) {
      switch (c) {
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '&' -> sb.append("&amp;");
        case '"' -> sb.append("&quot;");
        case '\'' -> sb.append("&#39;");
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }

  /** JSON that is also safe inside a script element: markup characters as \\u escapes. */
  private static final class ScriptSafe extends CharacterEscapes {
    private final int[] table = CharacterEscapes.standardAsciiEscapesForJSON();

    ScriptSafe() {
      table['<'] = CharacterEscapes.ESCAPE_STANDARD;
      table['>'] = CharacterEscapes.ESCAPE_STANDARD;
      table['&'] = CharacterEscapes.ESCAPE_STANDARD;
    }

    @Override
    public int[] getEscapeCodesForAscii() {
      return table;
    }

    @Override
    public SerializableString getEscapeSequence(int ch) {
      return null; // U+2028 and U+2029 are fine in JSON.parse; nothing else beyond ASCII
    }
  }

  /** The page's parts, read once from the classpath. */
  private static final class Assets {
    private static Assets loaded;
    final String template;
    final String css;
    final String js;
    final String libraryVersion;
    final String libraryJs;
    final String libraryCss;
    final String libraryLicense;

    private Assets() {
      Properties p = new Properties();
      try (InputStream in = Page.class.getResourceAsStream(BASE + "assets.properties")) {
        p.load(in);
      } catch (IOException | NullPointerException e) {
        throw new IllegalStateException("the report's assets.properties is missing", e);
      }
      libraryVersion = p.getProperty("uplot.version");
      String lib = "/META-INF/resources/webjars/uplot/" + libraryVersion + "/";
      template = text(BASE + "page.html");
      css = text(BASE + "report.css").replaceAll("(?i)</style", "<\\\\/style");
      js = scriptSafe(text(BASE + "report.js"));
      libraryJs = scriptSafe(text(lib + "dist/uPlot.iife.min.js"));
      libraryCss = text(lib + "dist/uPlot.min.css").replaceAll("(?i)</style", "<\\\\/style");
      libraryLicense = text(lib + "LICENSE");
    }

    static synchronized Assets load() {
      if (loaded == null) {
        loaded = new Assets();
      }
      return loaded;
    }

    int size() {
      return template.length() + css.length() + js.length() + libraryJs.length()
          + libraryCss.length() + libraryLicense.length();
    }

    private static String text(String resource) {
      try (InputStream in = Page.class.getResourceAsStream(resource)) {
        if (in == null) {
          throw new IllegalStateException("missing from the classpath: " + resource);
        }
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    /** A script's text can hold no "</script" of its own: it would end the element early. */
    private static String scriptSafe(String js) {
      return js.replaceAll("(?i)</script", "<\\\\/script");
    }
  }
}
