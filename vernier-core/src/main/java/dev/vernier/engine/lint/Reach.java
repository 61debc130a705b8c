package dev.vernier.engine.lint;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Opcodes;

/**
 * Follows a method's calls through the class files it can read, and says whether anything it
 * reaches reads a value the JIT cannot fold (an input) or does something the JIT must keep (an
 * effect). A call into code it cannot see (most of the JDK, an interface, a missing class)
 * counts as both: the lint only warns about what it can show.
 */
final class Reach {
  /** Why the method reads an input or has an effect (null: it does not), and Blackhole use. */
  record Facts(String input, String effect, boolean consumes) {
    static final Facts NOTHING = new Facts(null, null, false);

    Facts or(Facts other) {
      return new Facts(input != null ? input : other.input,
          effect != null ? effect : other.effect, consumes || other.consumes);
    }
  }

  private final ClassFiles files;
  private final Map<String, BodyReader> classes = new HashMap<>();
  private final Set<String> unreadable = new HashSet<>();
  private final Map<String, Facts> done = new HashMap<>();

  Reach(ClassFiles files) {
    this.files = files;
  }

  Facts of(String owner, String name, String descriptor) {
    return of(new MethodBody.Ref(owner, name, descriptor), new HashSet<>());
  }

  private Facts of(MethodBody.Ref call, Set<String> onStack) {
    String key = call.owner() + "." + call.name() + call.descriptor();
    Facts cached = done.get(key);
    if (cached != null) {
      return cached;
    }
    if (!onStack.add(key)) {
      return Facts.NOTHING; // recursion adds nothing the first visit does not find
    }
    Facts facts = compute(call, onStack);
    onStack.remove(key);
    done.put(key, facts);
    return facts;
  }

  private Facts compute(MethodBody.Ref call, Set<String> onStack) {
    String shown = BodyReader.simple(call.owner()) + "." + call.name();
    if (PureJdk.isJdk(call.owner())) {
      return PureJdk.isPure(call.owner(), call.name())
          ? Facts.NOTHING : unknown("calls " + shown);
    }
    BodyReader cls = null;
    MethodBody body = null;
    String methodKey = BodyReader.key(call.name(), call.descriptor());
    for (String c = call.owner(); c != null && body == null; ) {
      cls = classFile(c);
      if (cls == null) {
        break;
      }
      body = cls.methods.get(methodKey);
      c = cls.superName;
    }
    if (body == null || cls.withoutCode.contains(methodKey)) {
      return unknown("calls " + shown);
    }
    Facts facts = new Facts(body.input, body.effect, body.consumes);
    for (MethodBody.Ref read : body.staticReads) {
      if (!isStaticFinal(read.owner(), read.name())) {
        facts = facts.or(new Facts("reads static field " + BodyReader.simple(read.owner()) + "."
            + read.name(), null, false));
      }
    }
    for (MethodBody.Ref callee : body.calls) {
      facts = facts.or(of(callee, onStack));
    }
    return facts;
  }

  private static Facts unknown(String why) {
    return new Facts(why, why, false);
  }

  /** Static finals are constants to the JIT once their class is initialised. */
  private boolean isStaticFinal(String owner, String field) {
    for (String c = owner; c != null; ) {
      BodyReader cls = classFile(c);
      if (cls == null) {
        return false;
      }
      Integer access = cls.fieldAccess.get(field);
      if (access != null) {
        int staticFinal = Opcodes.ACC_STATIC | Opcodes.ACC_FINAL;
        return (access & staticFinal) == staticFinal;
      }
      c = cls.superName;
    }
    return false;
  }

  private BodyReader classFile(String internalName) {
    BodyReader cached = classes.get(internalName);
    if (cached != null || unreadable.contains(internalName)) {
      return cached;
    }
    byte[] bytes = files.bytes(internalName);
    if (bytes == null) {
      unreadable.add(internalName);
      return null;
    }
    try {
      BodyReader r = BodyReader.read(bytes);
      classes.put(internalName, r);
      return r;
    } catch (RuntimeException e) {
      unreadable.add(internalName); // a class file ASM cannot parse: treated as unknown code
      return null;
    }
  }
}
