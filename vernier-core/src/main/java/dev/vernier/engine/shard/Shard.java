package dev.vernier.engine.shard;

import dev.vernier.engine.plan.BenchmarkTask;
import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;

/**
 * {@code run --shard i/N}: the i-th of N disjoint parts of the selected benchmarks, for a CI
 * matrix. A benchmark class belongs to the shard its name hashes to (SHA-256, modulo N), so:
 * the same class always lands in the same shard, on every machine and JVM; the N shards are
 * disjoint and together cover the selection; and adding or removing a class moves no other.
 *
 * <p>The unit is the class, not the method: a class's rows are compared with each other (the
 * ratio to its baseline, ranks, cost per element over its sizes), so they must be measured in
 * the same run.
 *
 * @param index 1-based
 */
public record Shard(int index, int count) {
  public Shard {
    if (count < 1 || index < 1 || index > count) {
      throw new IllegalArgumentException("--shard must be i/N with 1 <= i <= N, got " + index
          + "/" + count);
    }
  }

  /** "2/3" → shard 2 of 3. */
  public static Shard parse(String text) {
    String[] parts = text.trim().split("/");
    try {
      if (parts.length == 2) {
        return new Shard(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
      }
    } catch (NumberFormatException e) {
      // fall through to the message below
    }
    throw new IllegalArgumentException("--shard must be i/N (e.g. 2/3), got '" + text + "'");
  }

  /** The 1-based shard of N that a benchmark class belongs to. */
  public static int of(String className, int count) {
    try {
      byte[] d = MessageDigest.getInstance("SHA-256")
          .digest(className.getBytes(StandardCharsets.UTF_8));
      return (int) Math.floorMod(ByteBuffer.wrap(d).getLong(), (long) count) + 1;
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  public List<BenchmarkTask> select(List<BenchmarkTask> tasks) {
    return tasks.stream().filter(t -> of(t.benchmark().className(), count) == index).toList();
  }

  @Override
  public String toString() {
    return index + "/" + count;
  }
}
