package dev.vernier.engine.fork;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

/**
 * Records on the fork channel travel as length-prefixed JSON, so that adding a component to
 * {@link ForkSpec} or to what a fork reports back is a change to the record alone, not to two
 * hand-written byte layouts that must stay in step.
 */
final class Wire {
  private static final ObjectMapper JSON = new ObjectMapper()
      .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

  private Wire() {}

  static void write(DataOutputStream out, Object value) throws IOException {
    byte[] bytes = JSON.writeValueAsBytes(value);
    out.writeInt(bytes.length);
    out.write(bytes);
  }

  static <T> T read(DataInputStream in, Class<T> type) throws IOException {
    byte[] bytes = new byte[in.readInt()];
    in.readFully(bytes);
    return JSON.readValue(bytes, type);
  }
}
