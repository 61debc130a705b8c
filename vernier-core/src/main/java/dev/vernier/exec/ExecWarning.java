package dev.vernier.exec;

/** A warning about an exec measurement: {@code severity} is info, warn or error. */
public record ExecWarning(String code, String severity, String message, String fix) {}
