package dev.vernier.engine.fork;

/**
 * Message tags on the fork channel: a loopback socket the fork connects to, so nothing the
 * user's code prints on stdout or stderr can be mistaken for a result.
 */
final class Protocol {
  /** First bytes the fork sends back: proves the connection comes from the fork we started. */
  static final int MAGIC = 0x5645524e; // "VERN"

  static final byte ENVIRONMENT = 'E';
  static final byte SAMPLE = 'S';
  /** A phase starts: its ordinal and how long it may last; sent before its first sample. */
  static final byte PHASE = 'P';
  static final byte RESULT = 'R';
  static final byte ERROR = 'X';
  static final byte DONE = 'D';

  private Protocol() {}
}
