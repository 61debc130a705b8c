package dev.vernier.cli;

import picocli.CommandLine.IVersionProvider;

/** The version printed by {@code --version} and written into result files. */
public final class Version implements IVersionProvider {
  public static final String VERSION = "0.1.0";

  @Override
  public String[] getVersion() {
    return new String[] {"vernier " + VERSION};
  }
}
