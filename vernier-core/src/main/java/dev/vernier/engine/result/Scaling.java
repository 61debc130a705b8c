package dev.vernier.engine.result;

import java.util.List;
import java.util.Map;

/**
 * Cost per element of one benchmark over its size parameter (the result file's {@code scaling}
 * section).
 *
 * @param benchmark {@code pkg.Class.method}
 * @param param the size parameter's name
 * @param unit the unit of {@code perElement}: {@code ns}
 * @param perElement the median of the slopes between successive sizes, (t(b) - t(a)) / (b - a):
 *     time per element with the call's fixed cost cancelled
 * @param cyclesPerElement {@code perElement} times the calibrated GHz; null without calibration
 * @param complexity the best-fitting law, {@code O(1)} to {@code O(n^3)}; null below 3 sizes
 * @param fitRms that fit's RMS over the mean time (0.02 = 2%); null below 3 sizes
 * @param params the benchmark's other parameters, fixed for this scaling
 * @param sizes the sizes measured, ascending
 * @param times the fastest sample's time per operation (ns) at each size: noise only adds
 * @param slopes the slope between each size and the next (ns per element)
 */
public record Scaling(String benchmark, String param, String unit, Double perElement,
    Double cyclesPerElement, String complexity, Double fitRms, Map<String, String> params,
    List<Double> sizes, List<Double> times, List<Double> slopes) {}
