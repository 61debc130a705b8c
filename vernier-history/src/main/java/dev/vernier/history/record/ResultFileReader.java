package dev.vernier.history.record;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.result.Warning;
import dev.vernier.engine.stats.Summary;
import dev.vernier.history.store.HistoryException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Reads a {@code vernier/1} result file for {@code history add}, refusing in one line anything
 * the history could not compare honestly: a file that is not JSON, another schema (a JMH file
 * has no environment to fingerprint), a run without its JVM or CPU, a merge of shards from
 * different environments, or a figure that is not a positive number.
 */
public final class ResultFileReader {
  /** The environment warning {@code merge --allow-mixed} leaves on a merge of unlike shards. */
  public static final String MIXED = dev.vernier.engine.shard.ShardMerge.MIXED_ENVIRONMENTS;

  private ResultFileReader() {}

  public static RunRecord read(Path file) throws HistoryException {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new HistoryException(file + ": no such file");
    } catch (IOException e) {
      throw new HistoryException(file + ": cannot read (" + e.getMessage() + ")");
    }
    JsonNode root;
    RunResult run;
    try {
      root = ResultFiles.mapper().readTree(bytes);
      if (root == null || root.isMissingNode()) {
        throw new HistoryException(file + ": empty file");
      }
      if (root.isArray()) {
        throw new HistoryException(file + ": a JMH result has no environment to fingerprint;"
            + " history add takes Vernier result files (run --json)");
      }
      if (!RunResult.SCHEMA.equals(root.path("schema").asText())) {
        throw new HistoryException(file + ": not a Vernier result (schema " + RunResult.SCHEMA
            + " expected" + (root.has("schema") ? ", got " + root.path("schema").asText() : "")
            + ")");
      }
      run = ResultFiles.mapper().treeToValue(root, RunResult.class);
    } catch (JsonProcessingException e) {
      throw new HistoryException(file + ": not a valid result file (" + e.getOriginalMessage()
          + ")");
    } catch (IOException e) {
      throw new HistoryException(file + ": cannot read (" + e.getMessage() + ")");
    }
    Environment env = run.environment();
    if (env == null || env.jvm() == null || env.cpu() == null || env.jvm().version() == null) {
      throw new HistoryException(file + ": the result has no environment (JVM and CPU):"
          + " nothing to compare its runs with");
    }
    if (env.warnings() != null
        && env.warnings().stream().map(Warning::code).anyMatch(MIXED::equals)) {
      throw new HistoryException(file + ": merged from shards of different environments"
          + " (--allow-mixed): no single fingerprint fits it; add each shard's file instead");
    }
    List<RunRecord.Measurement> rows = new ArrayList<>();
    for (BenchmarkResult b : run.benchmarks() == null ? List.<BenchmarkResult>of()
        : run.benchmarks()) {
      if (!b.ok() || b.time().stats() == null) {
        continue;
      }
      if (b.id() == null || b.time().unit() == null || !(b.time().stats().median() > 0)
          || Double.isInfinite(b.time().stats().median())) {
        throw new HistoryException(file + ": benchmark " + b.id()
            + " has no id, unit or positive median");
      }
      rows.add(measurement(b));
    }
    if (rows.isEmpty()) {
      throw new HistoryException(file + ": no benchmark succeeded in this run: nothing to add");
    }
    return new RunRecord(file.toString(), sha256(bytes), run.startedAt(), run.vernierVersion(),
        Fingerprint.of(env), env.cpu().calibratedGHz(), rows);
  }

  private static RunRecord.Measurement measurement(BenchmarkResult b) {
    List<Double> forkMedians = new ArrayList<>();
    List<Double> forkMinima = new ArrayList<>();
    List<ForkRecord> forks = b.evidence().forks();
    for (ForkRecord f : forks == null ? List.<ForkRecord>of() : forks) {
      if (f.error() == null && f.inFigure() && f.samples() != null && !f.samples().isEmpty()) {
        double[] s = f.samples().stream().mapToDouble(Double::doubleValue).sorted().toArray();
        forkMedians.add(Summary.quantile(s, 0.5));
        forkMinima.add(s[0]);
      }
    }
    Number alloc = b.memory().allocatedBytesPerOp();
    Stats st = b.time().stats();
    return new RunRecord.Measurement(b.id(), b.identity().mode(), b.time().unit(), st.median(),
        st.min(), st.ciLow(), st.ciHigh(), st.n(),
        forkMedians.size(), forkMedians, forkMinima,
        alloc == null ? null : alloc.doubleValue(), b.time().cyclesPerOp());
  }

  /** The SHA-256 of a file's bytes, as {@link RunRecord#contentSha256()}; "" if unreadable. */
  public static String sha256(Path file) {
    try {
      return sha256(Files.readAllBytes(file));
    } catch (IOException e) {
      return "";
    }
  }

  static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
