package dev.vernier.engine.discover;

/** The classpath or a benchmark class cannot be used; the message is one line for the user. */
public class DiscoveryException extends Exception {
  public DiscoveryException(String message) {
    super(message);
  }
}
