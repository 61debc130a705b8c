package dev.vernier.maven;

import org.apache.maven.plugins.annotations.Execute;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * {@code mvn vernier:run}: compiles the project up to its test classes, then measures the
 * benchmarks found there with the test classpath, in forks, as {@code vernier run} does: the
 * table in the build log, {@code target/vernier/result.json}.
 */
@Mojo(name = "run", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
@Execute(phase = LifecyclePhase.TEST_COMPILE)
public final class RunMojo extends BenchmarkMojo {}
