package dev.vernier.engine.fork;

import dev.vernier.engine.measure.ForkMeasurement;
import dev.vernier.engine.measure.JitMonitor;
import dev.vernier.engine.measure.Phase;
import dev.vernier.engine.measure.SampleListener;
import dev.vernier.engine.perturb.Lever;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Starts a fresh JVM for one benchmark, hands it the {@link ForkSpec} over a loopback socket and
 * reads back its samples. Whatever happens to the fork (an exception, System.exit, a crash, a
 * hang past the time limit), the result is a {@link ForkResult}, never an exception.
 */
public final class ForkRunner {
  private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();
  private static final SecureRandom TOKENS = new SecureRandom();

  private final Path java;
  private final List<String> jvmArgs;
  private final List<Path> userClasspath;
  private final Duration timeout;
  private final int envPadding; // --perturb: characters in the fork's padding variable

  public ForkRunner(Path java, List<String> jvmArgs, List<Path> userClasspath, Duration timeout) {
    this(java, jvmArgs, userClasspath, timeout, 0);
  }

  private ForkRunner(Path java, List<String> jvmArgs, List<Path> userClasspath, Duration timeout,
      int envPadding) {
    this.java = java;
    this.jvmArgs = List.copyOf(jvmArgs);
    this.userClasspath = List.copyOf(userClasspath);
    this.timeout = timeout;
    this.envPadding = envPadding;
  }

  /**
   * The same forks with an environment variable of {@code chars} characters: the environment's
   * size moves where the process's stack starts (Mytkowicz et al., ASPLOS 2009).
   */
  public ForkRunner withEnvPadding(int chars) {
    return new ForkRunner(java, jvmArgs, userClasspath, timeout, chars);
  }

  /** The java executable forks run. */
  public Path java() {
    return java;
  }

  /** The same forks with more JVM flags around the user's ({@code @Fork} of a JMH benchmark). */
  public ForkRunner withJvmArgs(List<String> before, List<String> after) {
    List<String> args = new ArrayList<>(before);
    args.addAll(jvmArgs);
    args.addAll(after);
    return new ForkRunner(java, args, userClasspath, timeout, envPadding);
  }

  /** The user's own flags for the forks ({@code --jvm-args}). */
  public List<String> jvmArgs() {
    return jvmArgs;
  }

  /** Kills every fork still running; for Ctrl-C. */
  public static void killAll() {
    for (Process p : LIVE) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
    }
  }

  /** The command line of a fork, without the port and token. */
  public List<String> command() {
    List<String> cmd = new ArrayList<>();
    cmd.add(java.toString());
    if (JvmProbe.compilerBlackholes(java)) {
      cmd.addAll(JvmProbe.blackholeFlags());
    }
    cmd.add(JitMonitor.ADD_EXPORTS);
    cmd.addAll(JvmProbe.loopFlags());
    cmd.addAll(jvmArgs);
    cmd.add("-cp");
    cmd.add(forkClasspath());
    cmd.add(ForkMain.class.getName());
    return cmd;
  }

  /** Vernier's own classes first, so the engine and API are always ours; then the user's. */
  private String forkClasspath() {
    List<String> parts = new ArrayList<>();
    parts.add(System.getProperty("java.class.path"));
    for (Path p : userClasspath) {
      parts.add(p.toAbsolutePath().toString());
    }
    return String.join(File.pathSeparator, parts);
  }

  public ForkResult run(ForkSpec spec, SampleListener progress) {
    long token = TOKENS.nextLong();
    long deadline = System.nanoTime() + timeout.toNanos();
    Process process = null;
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      List<String> cmd = command();
      cmd.add(Integer.toString(server.getLocalPort()));
      cmd.add(Long.toString(token));
      ProcessBuilder builder = new ProcessBuilder(cmd).redirectErrorStream(true);
      if (envPadding > 0) {
        builder.environment().put(Lever.ENV_VARIABLE, "x".repeat(envPadding));
      }
      process = builder.start();
      LIVE.add(process);
      OutputTail tail = new OutputTail(process.getInputStream());
      tail.start();
      Process watched = process;
      ForkStage stage = new ForkStage();
      Socket socket = accept(server, watched, deadline);
      if (socket == null) {
        return failure(watched, tail, deadline, stage);
      }
      stage.connected();
      try (socket) {
        ForkResult r = converse(socket, token, spec, progress, deadline, watched, stage);
        if (r != null) {
          watched.waitFor(10, TimeUnit.SECONDS);
          return r;
        }
        return failure(watched, tail, deadline, stage);
      }
    } catch (IOException e) {
      return ForkResult.failedWith("cannot start fork: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return ForkResult.failedWith("interrupted");
    } finally {
      if (process != null) {
        if (process.isAlive()) {
          process.descendants().forEach(ProcessHandle::destroyForcibly);
          process.destroyForcibly();
        }
        LIVE.remove(process);
      }
    }
  }

  /** For {@code --forks 0}: the same conversation with a thread of this JVM. */
  public ForkResult runInProcess(ForkSpec spec, SampleListener progress) {
    long token = TOKENS.nextLong();
    long deadline = System.nanoTime() + timeout.toNanos();
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        URLClassLoader loader = new URLClassLoader(urls(), getClass().getClassLoader())) {
      Thread t = new Thread(() -> {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort())) {
          ForkMain.serve(s, token, loader);
        } catch (IOException e) {
          // the harness side reports the broken conversation
        }
      }, "vernier-in-process");
      t.setDaemon(true);
      t.start();
      server.setSoTimeout((int) Math.max(1, timeout.toMillis()));
      try (Socket socket = server.accept()) {
        ForkStage stage = new ForkStage();
        stage.connected();
        ForkResult r = converse(socket, token, spec, progress, deadline, null, stage);
        return r != null ? r : ForkResult.failedWith("in-process run ended without a result");
      }
    } catch (IOException e) {
      return ForkResult.failedWith("in-process run failed: " + e.getMessage());
    }
  }

  private URL[] urls() throws IOException {
    URL[] out = new URL[userClasspath.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = userClasspath.get(i).toUri().toURL();
    }
    return out;
  }

  private static Socket accept(ServerSocket server, Process p, long deadline) throws IOException {
    server.setSoTimeout(100);
    while (System.nanoTime() < deadline) {
      try {
        return server.accept();
      } catch (SocketTimeoutException e) {
        if (!p.isAlive()) {
          return null;
        }
      }
    }
    return null;
  }

  /** Reads the fork's messages until DONE; null when the channel broke first. */
  private ForkResult converse(Socket socket, long token, ForkSpec spec, SampleListener progress,
      long deadline, Process p, ForkStage stage) throws IOException {
    DataOutputStream out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream()));
    DataInputStream in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
    DataInputStream r = in;
    if (r.readInt() != Protocol.MAGIC || r.readLong() != token) {
      return ForkResult.failedWith("a stranger connected to the fork channel");
    }
    spec.write(out);
    Map<String, String> env = new LinkedHashMap<>();
    List<Double> warmup = new ArrayList<>();
    List<Double> samples = new ArrayList<>();
    ForkMeasurement m = null;
    long rss = 0;
    String error = null;
    Watchdog watchdog = new Watchdog(deadline, p, socket);
    watchdog.start();
    try {
      while (true) {
        byte tag = r.readByte();
        switch (tag) {
          case Protocol.ENVIRONMENT -> {
            int n = r.readInt();
            for (int i = 0; i < n; i++) {
              env.put(r.readUTF(), r.readUTF());
            }
          }
          case Protocol.SAMPLE -> {
            Phase phase = Phase.values()[r.readByte()];
            double value = r.readDouble();
            long ops = r.readLong();
            (phase == Phase.WARMUP ? warmup : samples).add(value);
            progress.sample(phase, value, ops);
          }
          case Protocol.PHASE -> {
            Phase phase = Phase.values()[r.readByte()];
            long planned = r.readLong();
            stage.started(phase);
            progress.phaseStarted(phase, planned);
          }
          case Protocol.RESULT -> {
            m = RecordCodec.read(r, ForkMeasurement.class);
            rss = r.readLong();
          }
          case Protocol.ERROR -> error = r.readUTF() + " (" + stage.describe() + ")";
          case Protocol.DONE -> {
            long pid = Long.parseLong(env.getOrDefault("pid", "0"));
            return error != null
                ? new ForkResult(pid, env, warmup, samples, null, 0, error)
                : new ForkResult(pid, env, warmup, samples, m, rss, null);
          }
          default -> throw new IOException("unknown message " + tag);
        }
      }
    } catch (IOException e) {
      return null; // the fork died, or the watchdog ended it
    } finally {
      watchdog.interrupt();
    }
  }

  /**
   * Why a fork ended without a result, in one line: killed at its deadline or exited, the stage
   * it was in, and the last lines it printed (a hang in set-up often printed its cause first).
   */
  private ForkResult failure(Process p, OutputTail tail, long deadline, ForkStage stage)
      throws InterruptedException {
    boolean late = System.nanoTime() >= deadline;
    if (late || !p.waitFor(5, TimeUnit.SECONDS)) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
      p.waitFor(5, TimeUnit.SECONDS);
    }
    tail.join(1000); // its output up to the end: the pipe closes when the process is gone
    String output = tail.summary();
    String printed = output.isEmpty() ? "; it printed nothing" : "; its output ended: " + output;
    if (late) {
      return ForkResult.failedWith("fork exceeded its time limit of " + timeout.toSeconds()
          + " s " + stage.describe() + " (a hang? raise it with --timeout)" + printed);
    }
    int code = p.isAlive() ? -1 : p.exitValue();
    return ForkResult.failedWith("fork exited with code " + code + " " + stage.describe()
        + printed);
  }

  /** Kills the fork (or closes the channel) at its deadline, so a blocking read returns. */
  private static final class Watchdog extends Thread {
    private final long deadline;
    private final Process process;
    private final Socket socket;
    private volatile boolean fired;

    Watchdog(long deadline, Process process, Socket socket) {
      super("vernier-fork-watchdog");
      this.deadline = deadline;
      this.process = process;
      this.socket = socket;
      setDaemon(true);
    }

    @Override
    public void run() {
      try {
        long left;
        while ((left = deadline - System.nanoTime()) > 0) {
          TimeUnit.NANOSECONDS.sleep(left);
        }
        fired = true;
        if (process != null) {
          process.descendants().forEach(ProcessHandle::destroyForcibly);
          process.destroyForcibly();
        }
        socket.close();
      } catch (InterruptedException | IOException e) {
        // cancelled: the fork finished in time
      }
    }
  }
}
