package dev.vernier.clitest;

import dev.vernier.Benchmark;

/** Five small benchmark classes for run --shard to split (ShardCliTest): a class is the unit. */
public final class ShardBenches {
  private ShardBenches() {}

  public static class A { long x = 1; @Benchmark long mix() { return x * 31 + 7; } }

  public static class B { long x = 2; @Benchmark long mix() { return x * 37 + 5; } }

  public static class C { long x = 3; @Benchmark long mix() { return x * 41 + 3; } }

  public static class D { long x = 4; @Benchmark long mix() { return x * 43 + 1; } }

  public static class E { long x = 5; @Benchmark long mix() { return x * 47 + 9; } }
}
