package dev.vernier.engine.discover;

/** A benchmark is declared in a way Vernier cannot run; the message names it and the fix. */
final class InvalidBenchmarkException extends RuntimeException {
  InvalidBenchmarkException(String message) {
    super(message);
  }
}
