package dev.vernier.engine.measure;

/** A loop-invariant computation on instance fields: what C2 hoists out of an unfenced loop. */
public class DivBench {
  double a = 1234.5678;
  double b = 3.21;

  double div() {
    return Math.sqrt(a) / b;
  }
}
