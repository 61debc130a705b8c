package dev.vernier.engine.discover;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Selects benchmarks by patterns over {@code Class.method}, where Class may be simple or fully
 * qualified. A pattern made only of name characters, dots, {@code *} and {@code ?} is a glob that
 * matches a whole name ({@code Parse*.split}, {@code *Bench}); a pattern that names only a class
 * selects all of its methods. Every pattern that compiles as a regular expression also selects
 * what it is found in the fully qualified name, as JMH selects ({@code ^pkg\..*split$},
 * {@code .*Bench.*}, {@code lab.Join}): a JMH suite's own patterns select here what they select
 * under JMH, so {@code crosscheck} gives both tools the same benchmarks. No pattern selects
 * everything.
 */
public final class BenchmarkFilter {
  private static final Pattern GLOB = Pattern.compile("[\\w.$*?]+");

  private final List<Pattern> globs = new ArrayList<>();
  private final List<Pattern> regexes = new ArrayList<>();

  public BenchmarkFilter(List<String> patterns) throws DiscoveryException {
    for (String p : patterns) {
      if (p.isBlank()) {
        throw new DiscoveryException("empty benchmark pattern");
      }
      boolean glob = GLOB.matcher(p).matches();
      if (glob) {
        globs.add(Pattern.compile(globToRegex(p)));
      }
      try {
        regexes.add(Pattern.compile(p));
      } catch (PatternSyntaxException e) {
        if (!glob) { // a glob such as *Bench is no regex; that is fine
          throw new DiscoveryException("bad benchmark pattern '" + p + "': "
              + e.getDescription() + " near index " + e.getIndex());
        }
      }
    }
  }

  /**
   * Matches a stored benchmark id ({@code pkg.Class.method[n=1]}, as in a result file) the way
   * {@link #matches} matches a discovered method: parameters are ignored for the match.
   */
  public boolean matchesId(String id) {
    int bracket = id.indexOf('[');
    String qualified = bracket < 0 ? id : id.substring(0, bracket);
    int dot = qualified.lastIndexOf('.');
    String className = dot < 0 ? "" : qualified.substring(0, dot);
    String method = qualified.substring(dot + 1);
    String simpleClass = className.substring(className.lastIndexOf('.') + 1);
    return matches(qualified, simpleClass + "." + method, className, simpleClass);
  }

  public boolean matches(BenchmarkDescriptor b) {
    return matches(b.qualifiedName(), b.simpleName(), b.className(), b.simpleClassName());
  }

  private boolean matches(String qualifiedName, String... names) {
    if (globs.isEmpty() && regexes.isEmpty()) {
      return true;
    }
    for (Pattern g : globs) {
      if (g.matcher(qualifiedName).matches()) {
        return true;
      }
      for (String n : names) {
        if (g.matcher(n).matches()) {
          return true;
        }
      }
    }
    for (Pattern r : regexes) {
      if (r.matcher(qualifiedName).find()) {
        return true;
      }
    }
    return false;
  }

  static String globToRegex(String glob) {
    StringBuilder sb = new StringBuilder();
    for (char c : glob.toCharArray()) {
      switch (c) {
        case '*' -> sb.append(".*");
        case '?' -> sb.append('.');
        case '.', '$' -> sb.append('\\').append(c);
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }
}
