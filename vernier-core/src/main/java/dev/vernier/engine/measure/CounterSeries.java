package dev.vernier.engine.measure;

import dev.vernier.engine.stats.Select;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one thread's {@code @AuxCounters} counted in each measured batch: for an {@code
 * OPERATIONS} counter its rate in every batch (count over the batch's timed nanoseconds), for an
 * {@code EVENTS} counter its total. Threads run their batches together, so their series add batch
 * by batch; the fork's rate is the median over batches, as the row's own figure is a median: a
 * batch stretched by a descheduled thread moves a mean of all the time (seen: a fifth of the
 * calls' rate beside a busy JCTools run) and not the median.
 *
 * @param names the counters' names, fields and methods, in reading order
 * @param events true for an {@code EVENTS} counter
 * @param perBatch per counter, its rate in each batch (empty for events)
 * @param totals per counter, its count over all measured batches
 */
public record CounterSeries(List<String> names, boolean[] events, double[][] perBatch,
    double[] totals) {

  /** Both threads' counters added, batch by batch; null stands for none. */
  public static CounterSeries plus(CounterSeries a, CounterSeries b) {
    if (a == null || b == null) {
      return a == null ? b : a;
    }
    if (!a.names.equals(b.names)) { // a @Group's methods count different things: side by side
      List<String> names = new java.util.ArrayList<>(a.names);
      names.addAll(b.names);
      boolean[] events = Arrays.copyOf(a.events, a.events.length + b.events.length);
      System.arraycopy(b.events, 0, events, a.events.length, b.events.length);
      double[][] batches = Arrays.copyOf(a.perBatch, a.perBatch.length + b.perBatch.length);
      System.arraycopy(b.perBatch, 0, batches, a.perBatch.length, b.perBatch.length);
      double[] totals = Arrays.copyOf(a.totals, a.totals.length + b.totals.length);
      System.arraycopy(b.totals, 0, totals, a.totals.length, b.totals.length);
      return new CounterSeries(names, events, batches, totals);
    }
    double[][] batches = new double[a.perBatch.length][];
    double[] totals = new double[a.totals.length];
    for (int i = 0; i < batches.length; i++) {
      int n = Math.min(a.perBatch[i].length, b.perBatch[i].length);
      batches[i] = new double[n];
      for (int k = 0; k < n; k++) {
        batches[i][k] = a.perBatch[i][k] + b.perBatch[i][k];
      }
      totals[i] = a.totals[i] + b.totals[i];
    }
    return new CounterSeries(a.names, a.events, batches, totals);
  }

  /** The fork's figures: a counter counted by several methods of a group is added up. */
  public AuxCounts counts() {
    Map<String, Double> rates = new LinkedHashMap<>();
    Map<String, Double> totalsByName = new LinkedHashMap<>();
    for (int i = 0; i < names.size(); i++) {
      if (events[i]) {
        totalsByName.merge(names.get(i), totals[i], Double::sum);
      } else if (perBatch[i].length > 0) {
        double[] v = perBatch[i].clone();
        rates.merge(names.get(i), Select.median(v, v.length), Double::sum);
      }
    }
    return new AuxCounts(rates, totalsByName);
  }
}
