package dev.vernier.engine.fork;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class OutputTailTest {
  private static OutputTail drained(String output) throws InterruptedException {
    OutputTail tail = new OutputTail(
        new ByteArrayInputStream(output.getBytes(StandardCharsets.UTF_8)));
    tail.start();
    tail.join();
    return tail;
  }

  @Test
  void summaryKeepsTheLastLinesWithoutStackFramesAndTheErrorThatScrolledPast() throws Exception {
    StringBuilder out = new StringBuilder("java.net.SocketException: no address\n");
    for (int i = 0; i < 30; i++) {
      out.append("\tat pkg.Server.bind(Server.java:").append(i).append(")\n");
    }
    out.append("\t... 3 more\n\nretrying 1\nretrying 2\nretrying 3\nretrying 4\nretrying 5\n");
    assertThat(drained(out.toString()).summary()).isEqualTo("java.net.SocketException: no"
        + " address | retrying 2 | retrying 3 | retrying 4 | retrying 5");
  }

  @Test
  void theLaunchersClosingLinesGiveWayToTheCause() throws Exception {
    assertThat(drained("Unrecognized VM option 'Foo'\n"
        + "Error: Could not create the Java Virtual Machine.\n"
        + "Error: A fatal exception has occurred. Program will exit.\n").summary())
        .isEqualTo("Unrecognized VM option 'Foo'");
  }

  @Test
  void aSilentForkSummarisesToNothing() throws Exception {
    assertThat(drained("").summary()).isEmpty();
    assertThat(drained("\n  \n").summary()).isEmpty();
  }
}
