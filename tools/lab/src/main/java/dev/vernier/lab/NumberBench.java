package dev.vernier.lab;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Arbitrary precision: money arithmetic with BigDecimal and a BigInteger factorial. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class NumberBench {
  BigDecimal[] prices;
  BigDecimal rate;
  int factorialOf;

  @Setup
  public void build() {
    prices = new BigDecimal[32];
    for (int i = 0; i < prices.length; i++) {
      prices[i] = BigDecimal.valueOf(1999 + i * 137L, 2);
    }
    rate = new BigDecimal("0.0825");
    factorialOf = 500;
  }

  @Benchmark
  public BigDecimal bigDecimalTotal() {
    BigDecimal total = BigDecimal.ZERO;
    for (BigDecimal p : prices) {
      total = total.add(p.multiply(rate).setScale(2, RoundingMode.HALF_EVEN)).add(p);
    }
    return total;
  }

  @Benchmark
  public BigInteger bigIntegerFactorial() {
    BigInteger f = BigInteger.ONE;
    for (int i = 2; i <= factorialOf; i++) {
      f = f.multiply(BigInteger.valueOf(i));
    }
    return f;
  }
}
