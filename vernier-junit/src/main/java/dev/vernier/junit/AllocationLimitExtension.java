package dev.vernier.junit;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;

/** Runs an {@link AllocationLimit} test once as usual, then measures its body's allocation. */
public final class AllocationLimitExtension implements InvocationInterceptor {
  @Override
  public void interceptTestMethod(Invocation<Void> invocation,
      ReflectiveInvocationContext<Method> context, ExtensionContext extension) throws Throwable {
    Method method = context.getExecutable();
    AllocationLimit limit = method.getAnnotation(AllocationLimit.class);
    if (!context.getArguments().isEmpty()) {
      throw new ExtensionConfigurationException(
          "@AllocationLimit test " + method.getName() + " must take no parameters");
    }
    invocation.proceed();
    if (limit.fork()) {
      List<String> sites = new ArrayList<>();
      AllocationMeasurement m = ForkedAllocation.measure(method, limit.bytes(), sites);
      Allocations.verdict(limit.bytes(), m, () -> sites);
      return;
    }
    // A method handle, not Method.invoke: reflection would allocate an argument array per call.
    MethodHandle body = MethodHandles.privateLookupIn(method.getDeclaringClass(),
        MethodHandles.lookup()).unreflect(method);
    if (!Modifier.isStatic(method.getModifiers())) {
      body = body.bindTo(context.getTarget().orElseThrow());
    }
    MethodHandle run = body;
    Allocations.check(limit.bytes(), () -> {
      run.invokeExact(); // a statement, so the call's type is ()void, the method's own
    }, AllocationSettings.DEFAULT);
  }
}
