package dev.vernier.cli;

import org.junit.jupiter.api.Test;

/** The validation run itself takes half a minute; its verdicts are tested in the engine. */
class ValidateCommandTest {
  @Test
  void validationNeedsForks() {
    VernierCliTest.usageError(VernierCliTest.execute("validate", "--forks", "0"),
        "--forks must be 1 or more");
  }

  @Test
  void badDurationIsUsageError() {
    VernierCliTest.usageError(VernierCliTest.execute("validate", "--time", "soon"),
        "bad duration 'soon'");
  }
}
