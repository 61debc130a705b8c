package dev.vernier.engine.result;

/**
 * A named trap: {@code code} is one of the contract's warning codes, {@code fix} says what to do.
 * Severity is {@code info}, {@code warn} or {@code error}.
 */
public record Warning(String code, String severity, String message, String fix) {}
