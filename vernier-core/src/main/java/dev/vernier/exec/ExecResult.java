package dev.vernier.exec;

import java.util.List;

/**
 * Everything one {@code vernier exec} measured: one entry per command (A first), the paired
 * comparison of A with B when there are two (else null), and the warnings.
 */
public record ExecResult(ExecSettings settings, List<CommandResult> commands,
    PairedRatio.Comparison comparison, List<ExecWarning> warnings) {
  public ExecResult {
    commands = List.copyOf(commands);
    warnings = List.copyOf(warnings);
  }
}
