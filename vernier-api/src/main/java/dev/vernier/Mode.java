package dev.vernier;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** How a benchmark is measured; {@code vernier run --mode} overrides it. */
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
public @interface Mode {
  Kind value();

  enum Kind {
    /** Average time per operation over batches of calls (ns/op). The default. */
    AVGT("avgt"),
    /** Operations per second over batches of calls. */
    THRPT("thrpt"),
    /** The latency distribution of single calls. */
    SAMPLE("sample"),
    /** Single shot: one cold call per fresh fork, the cost of the first call. */
    SS("ss");

    private final String id;

    Kind(String id) {
      this.id = id;
    }

    /** The short name used on the command line and in result files. */
    public String id() {
      return id;
    }

    /** Looks a mode up by its short name ({@code avgt}) or constant name ({@code AVGT}). */
    public static Kind of(String name) {
      for (Kind k : values()) {
        if (k.id.equalsIgnoreCase(name) || k.name().equalsIgnoreCase(name)) {
          return k;
        }
      }
      throw new IllegalArgumentException(
          "unknown mode '" + name + "' (expected avgt, thrpt, sample or ss)");
    }
  }
}
