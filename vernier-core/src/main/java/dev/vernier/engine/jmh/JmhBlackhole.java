package dev.vernier.engine.jmh;

/**
 * Makes JMH's own {@code org.openjdk.jmh.infra.Blackhole} from the user's class path. JMH 1.37
 * guards its constructor with a challenge string that its generated code passes; older versions
 * have a public no-argument constructor. Whether it uses HotSpot's compiler blackholes is decided
 * by the fork's flags ({@link JmhForkArgs}), as JMH's runner decides it: the class reads the
 * {@code compilerBlackholesEnabled} property once.
 */
final class JmhBlackhole {
  static final String CLASS = "org.openjdk.jmh.infra.Blackhole";
  /** The string JMH 1.37's generated code passes; the constructor throws on any other. */
  private static final String CHALLENGE =
      "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.";

  private JmhBlackhole() {}

  static Object create(ClassLoader loader) throws ReflectiveOperationException {
    Class<?> type = Class.forName(CLASS, true, loader);
    try {
      return type.getConstructor(String.class).newInstance(CHALLENGE);
    } catch (NoSuchMethodException older) {
      return type.getConstructor().newInstance();
    }
  }
}
