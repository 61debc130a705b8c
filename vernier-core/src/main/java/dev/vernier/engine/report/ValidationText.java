package dev.vernier.engine.report;

import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.validate.Check;
import java.util.List;

/** {@code vernier validate}'s page: the environment, each known answer and its verdict. */
public final class ValidationText {
  private ValidationText() {}

  public static String render(RunResult run, List<Check> checks) {
    StringBuilder sb = new StringBuilder();
    for (String line : EnvironmentText.lines(run)) {
      sb.append(line).append('\n');
    }
    sb.append('\n');
    TextTable t = new TextTable(new boolean[] {false, false, false, false}, "Check", "Truth",
        "Measured", "Result");
    for (Check c : checks) {
      t.add(c.name(), c.truth(), c.measured(), c.status().toUpperCase(java.util.Locale.ROOT));
    }
    sb.append(t.render());
    long failed = checks.stream().filter(Check::failed).count();
    long passed = checks.stream().filter(c -> c.status().equals(Check.PASS)).count();
    sb.append('\n').append(passed).append(" of ").append(checks.size()).append(" checks passed")
        .append(failed == 0 ? "." : "; " + failed + " failed.").append('\n');
    TableExporter.appendNotes(sb, run, true);
    return sb.toString();
  }
}
