package dev.vernier.engine.fork;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import dev.vernier.engine.profile.ProfileRequest;
import java.util.Map;

/** What the harness tells a fork to do: sent as the first message on the channel. */
public record ForkSpec(String className, String method, Map<String, String> params, String mode,
    int opsPerInvocation, long warmupNanos, long measureNanos, long sampleTargetNanos,
    int minSamples, ProfileRequest profile) {

  /** Without profiling ({@code profile} is appended last: null when not profiling). */
  public ForkSpec(String className, String method, Map<String, String> params, String mode,
      int opsPerInvocation, long warmupNanos, long measureNanos, long sampleTargetNanos,
      int minSamples) {
    this(className, method, params, mode, opsPerInvocation, warmupNanos, measureNanos,
        sampleTargetNanos, minSamples, null);
  }

  void write(DataOutputStream out) throws IOException {
    Wire.write(out, this);
    out.flush();
  }

  static ForkSpec read(DataInputStream in) throws IOException {
    return Wire.read(in, ForkSpec.class);
  }
}
