package dev.vernier.cli;

import picocli.CommandLine.Option;

/** {@code --overwrite}, shared by every command that writes files the user names. */
final class OverwriteOption {
  @Option(names = "--overwrite", description = "Replace the files named by the output options"
      + " (--json, --md, --csv, --html) when they exist; without it the command refuses them"
      + " before doing anything.")
  boolean overwrite;
}
