package dev.vernier.engine.jmh;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/** One {@code @Setup} or {@code @TearDown} method bound to its state object and arguments. */
record Helper(Method method, Object target, Object[] arguments) {

  void invoke() throws Throwable {
    try {
      method.invoke(target, arguments);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }

  static void invokeAll(Helper[] helpers) throws Throwable {
    for (Helper h : helpers) {
      h.invoke();
    }
  }
}
