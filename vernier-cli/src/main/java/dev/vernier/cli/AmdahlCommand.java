package dev.vernier.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.vernier.engine.profile.Amdahl;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code vernier amdahl}: Amdahl's law, S = 1/((1−a) + a/k), its limit 1/(1−a), and the same
 * formula solved for k, for a target (which k is needed, or that none can do it) or for a
 * measured speed-up (which k it implies; none when S is above the limit, and then the share or
 * the measurement is wrong).
 */
@Command(name = "amdahl", mixinStandardHelpOptions = true,
    description = "Amdahl's law: the whole program's speed-up when a part that takes SHARE of"
        + " the time is made K times faster, and its limit 1/(1-SHARE); the K a part needs for a"
        + " target; the K a measured speed-up implies. Several parts: repeat --share with one"
        + " --speedup each.")
final class AmdahlCommand implements Callable<Integer> {
  @Option(names = {"--share", "-a"}, paramLabel = "A", required = true,
      description = "The part's share of the run time before the change: 0.4 or 40%.")
  List<String> shares = new ArrayList<>();

  @Option(names = {"--speedup", "-k"}, paramLabel = "K",
      description = "How many times faster the part becomes (one per --share).")
  List<Double> speedups = new ArrayList<>();

  @Option(names = "--target", paramLabel = "S",
      description = "A whole-program speed-up wanted: which K the part needs, or that none can.")
  Double target;

  @Option(names = "--measured", paramLabel = "S",
      description = "A whole-program speed-up measured: the K it implies (the honesty check).")
  Double measured;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Override
  public Integer call() throws Exception {
    List<Double> a = new ArrayList<>();
    for (String s : shares) {
      a.add(parseShare(s));
    }
    int asked = (speedups.isEmpty() ? 0 : 1) + (target == null ? 0 : 1)
        + (measured == null ? 0 : 1);
    if (asked != 1) {
      throw new UsageException("give exactly one of --speedup, --target or --measured");
    }
    Map<String, Object> out;
    List<String> text = new ArrayList<>();
    if (!speedups.isEmpty()) {
      if (speedups.size() != a.size()) {
        throw new UsageException("give one --speedup per --share (" + a.size() + " shares, "
            + speedups.size() + " speed-ups)");
      }
      for (double k : speedups) {
        positive("--speedup", k);
      }
      out = a.size() == 1 ? one(a.get(0), speedups.get(0), text) : parts(a, text);
    } else {
      if (a.size() != 1) {
        throw new UsageException("--target and --measured take exactly one --share");
      }
      out = target != null ? solve(a.get(0), positive("--target", target), false, text)
          : solve(a.get(0), positive("--measured", measured), true, text);
    }
    if (json) {
      System.out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
          .writeValueAsString(out));
    } else {
      text.forEach(System.out::println);
    }
    return ExitCodes.OK;
  }

  private Map<String, Object> one(double a, double k, List<String> text) {
    double s = Amdahl.overall(a, k);
    Map<String, Object> out = base(a);
    out.put("speedup", k);
    out.put("overall", round(s));
    out.put("limit", limit(a));
    text.add(String.format(Locale.ROOT, "a part taking %s of the time, made %sx faster: the"
        + " whole is %sx faster (limit %s, however fast the part)", pct(a), num(k), num(s),
        limitText(a)));
    return out;
  }

  private Map<String, Object> parts(List<Double> a, List<String> text) {
    double sum = 0;
    for (double x : a) {
      sum += x;
    }
    if (sum > 1 + 1e-9) {
      throw new UsageException(String.format(Locale.ROOT,
          "the shares add up to %s, more than the whole", pct(sum)));
    }
    double[] as = a.stream().mapToDouble(Double::doubleValue).toArray();
    double[] ks = speedups.stream().mapToDouble(Double::doubleValue).toArray();
    double s = Amdahl.overall(as, ks);
    List<Map<String, Object>> rows = new ArrayList<>();
    for (int i = 0; i < as.length; i++) {
      Map<String, Object> row = base(as[i]);
      row.put("speedup", ks[i]);
      row.put("limit", limit(as[i]));
      rows.add(row);
      double others = 1 / ((1 - as[i]) + as[i] / ks[i]);
      text.add(String.format(Locale.ROOT, "part %d: %s of the time, %sx faster (alone: the whole"
          + " %sx faster, limit %s)", i + 1, pct(as[i]), num(ks[i]), num(others),
          limitText(as[i])));
    }
    double rest = 1 - sum;
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("parts", rows);
    out.put("share", round(sum));
    out.put("overall", round(s));
    out.put("limit", limit(sum));
    text.add(String.format(Locale.ROOT, "together: the whole is %sx faster; the untouched %s"
        + " caps it at %s", num(s), pct(rest), limitText(sum)));
    // the part whose time is now the largest is where to look next
    int next = -1;
    double most = rest;
    for (int i = 0; i < as.length; i++) {
      if (as[i] / ks[i] > most) {
        most = as[i] / ks[i];
        next = i;
      }
    }
    double newTotal = rest;
    for (int i = 0; i < as.length; i++) {
      newTotal += as[i] / ks[i];
    }
    text.add(String.format(Locale.ROOT, "after it, the largest piece is %s at %s of the new time",
        next < 0 ? "the untouched rest" : "part " + (next + 1), pct(most / newTotal)));
    return out;
  }

  /**
   * The formula solved for k: for a target (which k is needed) or for a measured speed-up (which
   * k it implies); the same algebra, told differently when no k exists.
   */
  private Map<String, Object> solve(double a, double s, boolean wasMeasured, List<String> text) {
    Map<String, Object> out = base(a);
    if (wasMeasured) {
      out.put("overall", s);
    }
    out.put("limit", limit(a));
    double k = wasMeasured ? Amdahl.impliedSpeedup(a, s) : Amdahl.requiredSpeedup(a, s);
    boolean possible = !Double.isNaN(k);
    if (possible) {
      out.put(wasMeasured ? "impliedSpeedup" : "requiredSpeedup", round(k));
    }
    out.put("possible", possible);
    String share = pct(a);
    String limit = limitText(a);
    if (wasMeasured && possible) {
      text.add(String.format(Locale.ROOT, "a measured %sx with a part taking %s of the time"
          + " means that part became %sx faster (limit %s)", num(s), share, num(k), limit));
    } else if (wasMeasured) {
      text.add(String.format(Locale.ROOT, "no speed-up of the part explains a measured %sx:"
          + " a part taking %s of the time allows at most %s. The profile's share or the"
          + " measurement is wrong (or more than that part changed).", num(s), share, limit));
    } else if (possible) {
      text.add(String.format(Locale.ROOT, "for the whole to be %sx faster, a part taking %s of"
          + " the time must become %sx faster (limit %s)", num(s), share, num(k), limit));
    } else {
      text.add(String.format(Locale.ROOT, "impossible: a part taking %s of the time cannot make"
          + " the whole %sx faster at any speed-up; the limit is %s", share, num(s), limit));
    }
    return out;
  }

  private static Map<String, Object> base(double a) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("share", a);
    return m;
  }

  /** The limit as a JSON value: null (infinite) for a share of 1. */
  private static Double limit(double a) {
    return a >= 1 ? null : round(Amdahl.limit(a));
  }

  private static String limitText(double a) {
    return a >= 1 ? "none (the part is the whole)" : num(Amdahl.limit(a)) + "x";
  }

  static double parseShare(String s) {
    String t = s.trim();
    double v;
    try {
      v = t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1).trim()) / 100
          : Double.parseDouble(t);
    } catch (NumberFormatException e) {
      throw new UsageException("bad --share '" + s + "' (a fraction such as 0.4, or 40%)");
    }
    if (!(v >= 0 && v <= 1)) {
      throw new UsageException("--share '" + s + "' is not between 0 and 1 (or 0% and 100%)");
    }
    return v;
  }

  private static double positive(String name, double v) {
    if (!(v > 0) || Double.isInfinite(v)) {
      throw new UsageException(name + " must be a positive number");
    }
    return v;
  }

  private static double round(double v) {
    return Math.round(v * 1000) / 1000.0;
  }

  private static String num(double v) {
    return String.format(Locale.ROOT, v >= 100 ? "%.0f" : "%.2f", v);
  }

  private static String pct(double a) {
    return String.format(Locale.ROOT, "%.1f%%", a * 100);
  }
}
