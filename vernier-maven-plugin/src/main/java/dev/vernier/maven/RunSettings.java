package dev.vernier.maven;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What the POM and the {@code vernier.*} properties ask of a run, as the command line's own
 * options: each setting is one {@code vernier run} option, so the plugin offers what the CLI
 * offers and the CLI checks every value (a bad one fails the build with the CLI's line).
 *
 * @param include {@code vernier.include}: comma-separated patterns, as {@code run}'s PATTERNs
 * @param quick {@code --quick}
 * @param budget {@code --budget}, null for the default
 * @param forks {@code --forks}, null for the default
 * @param params {@code vernier.params}: {@code n=1,2;m=3}, one {@code --param} per {@code ;}
 * @param jvm {@code --jvm}
 * @param jvmArgs {@code --jvm-args}
 * @param mode {@code --mode}
 * @param targetError {@code --target-error}
 * @param profile {@code --profile}; the profiles go to {@code profile/} beside the result
 * @param sizeParam {@code --size-param}
 * @param formats comma-separated: {@code json} and {@code html} (always written), {@code md},
 *     {@code csv}
 * @param args more {@code vernier run} options, space separated ({@code --warmup 1s --rss})
 * @param perturb {@code --perturb}
 */
record RunSettings(String include, boolean quick, String budget, Integer forks, String params,
    String jvm, String jvmArgs, String mode, String targetError, String profile,
    String sizeParam, String formats, String args, boolean perturb) {

  /** The result file, in the output directory, as the contract names it. */
  static final String RESULT = "result.json";
  private static final Set<String> FORMATS = Set.of("json", "html", "md", "csv");

  /** The benchmark patterns: {@code vernier.include} split at commas, blanks dropped. */
  List<String> patterns() {
    return split(include, ",");
  }

  /** The report formats asked for, the result file and the HTML report always among them. */
  Set<String> formatSet() {
    Set<String> out = new LinkedHashSet<>(List.of("json", "html"));
    for (String f : split(formats, ",")) {
      String format = f.toLowerCase(java.util.Locale.ROOT);
      if (!FORMATS.contains(format)) {
        throw new IllegalArgumentException("vernier.formats: unknown format '" + f
            + "' (known: json, html, md, csv)");
      }
      out.add(format);
    }
    return out;
  }

  /**
   * {@code vernier run} looking for benchmarks in {@code scan}, measuring them with
   * {@code classpath}, writing into {@code out}. The output directory is the build's, rewritten
   * by every run as Surefire rewrites its reports, so its files are replaced
   * ({@code --overwrite}); profiles under it still take free names.
   */
  List<String> runArguments(List<Path> scan, List<String> classpath, Path out) {
    List<String> cli = start(scan, classpath);
    for (String format : formatSet()) {
      cli.add("--" + format);
      cli.add(out.resolve("result." + format).toString());
    }
    return finish(cli, out);
  }

  /**
   * {@code vernier run --against}: the benchmarks found in {@code scan} measured on this
   * build's {@code classpath} (A, new) and on {@code against} (B, the commit compared with)
   * interleaved, the comparison written as {@code compare.json}, {@code compare.md} and {@code
   * compare.html}, and the thresholds judged by the run itself (exit 3).
   */
  List<String> againstArguments(List<Path> scan, List<String> classpath, List<String> against,
      double margin, Double failOnRegression, Double failOnAllocRegression, Path out) {
    List<String> cli = start(scan, classpath);
    cli.addAll(List.of("--against", String.join(File.pathSeparator, against),
        "--margin", Double.toString(margin),
        "--json", out.resolve("compare.json").toString(),
        "--md", out.resolve("compare.md").toString(),
        "--html", out.resolve("compare.html").toString()));
    option(cli, "--fail-on-regression",
        failOnRegression == null ? null : failOnRegression.toString());
    option(cli, "--fail-on-alloc-regression",
        failOnAllocRegression == null ? null : failOnAllocRegression.toString());
    return finish(cli, out);
  }

  private static List<String> start(List<Path> scan, List<String> classpath) {
    return new ArrayList<>(List.of("run",
        "--cp", String.join(File.pathSeparator, classpath),
        "--scan",
        scan.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)),
        "--overwrite"));
  }

  private List<String> finish(List<String> cli, Path out) {
    if (quick) {
      cli.add("--quick");
    }
    option(cli, "--budget", budget);
    option(cli, "--forks", forks == null ? null : forks.toString());
    for (String p : split(params, ";")) {
      option(cli, "--param", p);
    }
    option(cli, "--jvm", jvm);
    option(cli, "--jvm-args", jvmArgs);
    option(cli, "--mode", mode);
    option(cli, "--target-error", targetError);
    if (profile != null && !profile.isBlank()) {
      option(cli, "--profile", profile);
      option(cli, "--out", out.resolve("profile").toString());
    }
    option(cli, "--size-param", sizeParam);
    if (perturb) {
      cli.add("--perturb");
    }
    cli.addAll(split(args, "\\s+"));
    cli.addAll(patterns());
    return cli;
  }

  /** {@code vernier compare BASE NEW}, its verdicts also written into {@code out}. */
  static List<String> compareArguments(Path baseline, Path result, double margin,
      Double failOnRegression, Path out) {
    return compareArguments(baseline, result, margin, failOnRegression, null, out);
  }

  /** As above, also failing on bytes per op grown beyond {@code failOnAllocRegression} %. */
  static List<String> compareArguments(Path baseline, Path result, double margin,
      Double failOnRegression, Double failOnAllocRegression, Path out) {
    List<String> args = new ArrayList<>(List.of("compare", baseline.toString(),
        result.toString(), "--margin", Double.toString(margin),
        "--json", out.resolve("compare.json").toString(),
        "--md", out.resolve("compare.md").toString(),
        "--html", out.resolve("compare.html").toString(), "--overwrite"));
    option(args, "--fail-on-regression",
        failOnRegression == null ? null : failOnRegression.toString());
    option(args, "--fail-on-alloc-regression",
        failOnAllocRegression == null ? null : failOnAllocRegression.toString());
    return args;
  }

  /**
   * {@code vernier.baseline=history}: the new run is recorded in the history database, then
   * judged against the runs stored before it on the same branch and machine fingerprint
   * ({@code history check}: change points, and the newest run against stored variation).
   */
  static List<List<String>> historyArguments(String db, Path result, Double failOnRegression,
      Path out) {
    List<String> add = new ArrayList<>(List.of("history", "add", result.toString(), "--db", db));
    List<String> check = new ArrayList<>(List.of("history", "check", "--db", db,
        "--json", out.resolve("history-check.json").toString(),
        "--md", out.resolve("compare.md").toString(), "--overwrite"));
    option(check, "--fail-on-regression",
        failOnRegression == null ? null : failOnRegression.toString());
    return List.of(add, check);
  }

  private static void option(List<String> args, String name, String value) {
    if (value != null && !value.isBlank()) {
      args.add(name);
      args.add(value.trim());
    }
  }

  private static List<String> split(String text, String separator) {
    if (text == null) {
      return List.of();
    }
    return Arrays.stream(text.split(separator)).map(String::trim).filter(s -> !s.isEmpty())
        .toList();
  }
}
