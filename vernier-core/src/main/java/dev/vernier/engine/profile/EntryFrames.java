package dev.vernier.engine.profile;

import java.util.Set;

/**
 * Which frames are the program's own, and which only start a thread or a program: the JVM's and
 * the C library's thread-start frames, {@code main} and {@code Thread.run} when they are a
 * thread's first Java frame, pseudo-frames in brackets (thread names, {@code [unknown]}, the
 * harness's {@code [vernier: outside the timed loop]}). Entry frames hold nearly all of their
 * thread's time by construction, so a cumulative list that kept them would start with them.
 */
final class EntryFrames {
  private EntryFrames() {}

  private static final Set<String> NATIVE_ENTRIES = Set.of("_start", "__libc_start_main",
      "__libc_start_call_main", "__libc_start_main_impl", "main", "clone", "clone3",
      "start_thread", "thread_native_entry", "Thread::call_run", "JavaThread::thread_main_inner",
      "JavaThread::run", "JavaMain", "ThreadJavaMain", "JavaCalls::call_helper",
      "JavaCalls::call_virtual", "JavaCalls::call", "call_stub", "jni_CallStaticVoidMethod",
      "jni_invoke_static", "thread_entry", "os::os_exception_wrapper");
  private static final Set<String> JAVA_ENTRIES = Set.of("java.lang.Thread.run",
      "java.lang.Thread.runWith", "java.lang.VirtualThread.run");
  // the JDK, and the profiler itself (it starts and stops in the measuring thread)
  private static final String[] LIBRARY = {"java.", "javax.", "jdk.", "sun.", "com.sun.",
      "one.profiler."};

  /**
   * True for a frame (display name) that starts a thread or the program. {@code firstJava} is
   * true when no Java frame came before it on its stack: only then is a {@code main} the JVM's
   * call into the program rather than a method that happens to be called main.
   */
  static boolean isEntry(String frame, boolean firstJava) {
    if (frame.startsWith("[") || NATIVE_ENTRIES.contains(frame) || JAVA_ENTRIES.contains(frame)) {
      return true;
    }
    return firstJava && frame.endsWith(".main") && isJava(frame);
  }

  /** A Java method as {@link CollapsedStacks#displayName} writes it: {@code pkg.Class.method}. */
  static boolean isJava(String frame) {
    // a Java name holds no '@' nor '+' (glibc's clock_gettime@@GLIBC_2.17, libjvm.so+0x12)
    return !frame.startsWith("[") && !frame.contains("::") && !frame.contains(" ")
        && !frame.startsWith("/") && frame.indexOf('.') > 0 && !frame.endsWith(".so")
        && !frame.contains(".so.") && !frame.contains("@") && !frame.contains("+");
  }

  /** A Java frame outside the JDK and outside the harness: code the user can change. */
  static boolean isProgram(String frame) {
    if (!isJava(frame) || BenchmarkProfiler.isHarness(frame)) {
      return false;
    }
    for (String p : LIBRARY) {
      if (frame.startsWith(p)) {
        return false;
      }
    }
    return true;
  }
}
