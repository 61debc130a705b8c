package dev.vernier.history.store;

/** A history database or input that cannot be used, said in one line for the user. */
public final class HistoryException extends Exception {
  public HistoryException(String message) {
    super(message);
  }
}
