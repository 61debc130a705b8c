package dev.vernier.engine.result;

import java.util.List;

/**
 * What a row's figures come from.
 *
 * @param forks every fork, with every sample it measured
 * @param profile the profile of its measurement phase ({@code run --profile}); null without
 * @param warnings the traps found in it, each with its fix
 */
public record Evidence(List<ForkRecord> forks, Profile profile, List<Warning> warnings) {
  public static final Evidence NONE = new Evidence(List.of(), null, List.of());

  public Evidence withProfile(Profile p) {
    return new Evidence(forks, p, warnings);
  }
}
