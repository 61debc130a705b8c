package dev.vernier.engine.fork;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Map;

/** What the harness tells a fork to do: sent as the first message on the channel. */
public record ForkSpec(String className, String method, Map<String, String> params, String mode,
    int opsPerInvocation, long warmupNanos, long measureNanos, long sampleTargetNanos,
    int minSamples) {

  void write(DataOutputStream out) throws IOException {
    Wire.write(out, this);
    out.flush();
  }

  static ForkSpec read(DataInputStream in) throws IOException {
    return Wire.read(in, ForkSpec.class);
  }
}
