package dev.vernier.engine.fork;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/** What the harness tells a fork to do: sent as the first message on the channel. */
public record ForkSpec(String className, String method, Map<String, String> params, String mode,
    int opsPerInvocation, long warmupNanos, long measureNanos, long sampleTargetNanos,
    int minSamples) {

  void write(DataOutputStream out) throws IOException {
    out.writeUTF(className);
    out.writeUTF(method);
    out.writeInt(params.size());
    for (Map.Entry<String, String> e : params.entrySet()) {
      out.writeUTF(e.getKey());
      out.writeUTF(e.getValue());
    }
    out.writeUTF(mode);
    out.writeInt(opsPerInvocation);
    out.writeLong(warmupNanos);
    out.writeLong(measureNanos);
    out.writeLong(sampleTargetNanos);
    out.writeInt(minSamples);
    out.flush();
  }

  static ForkSpec read(DataInputStream in) throws IOException {
    String className = in.readUTF();
    String method = in.readUTF();
    int n = in.readInt();
    Map<String, String> params = new LinkedHashMap<>();
    for (int i = 0; i < n; i++) {
      params.put(in.readUTF(), in.readUTF());
    }
    return new ForkSpec(className, method, params, in.readUTF(), in.readInt(), in.readLong(),
        in.readLong(), in.readLong(), in.readInt());
  }
}
