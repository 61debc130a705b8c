package dev.vernier.engine.result;

import java.util.List;

/**
 * The run's {@code --perturb}: which levers each fork's draw pulled, and the seed that gives the
 * same draws again ({@code --perturb-seed}).
 */
public record PerturbationSetting(List<String> levers, long seed) {
  public PerturbationSetting {
    levers = List.copyOf(levers);
  }
}
