package dev.vernier.engine.jmh;

import dev.vernier.engine.discover.GroupPlan;

/**
 * Where one thread stands in a JMH run, as JMH's {@code ThreadParams} tells a benchmark: its
 * index among all threads, its group's, and within the group its subgroup's (the {@code @Group}
 * method it runs). A symmetric run puts each thread in a group of its own, as JMH does.
 */
public record ThreadPlace(int thread, int threads, int group, int groups, int subgroup,
    int subgroups, int groupThread, int groupThreads, int subgroupThread, int subgroupThreads) {

  /** Thread {@code thread} of {@code threads} running one method: each its own group. */
  public static ThreadPlace symmetric(int thread, int threads) {
    return new ThreadPlace(thread, threads, thread, threads, 0, 1, 0, 1, 0, 1);
  }

  /** Thread {@code thread} of one run of {@code plan}: one group, a subgroup per method. */
  public static ThreadPlace inGroup(GroupPlan plan, int thread) {
    int member = plan.memberOf(thread); // throws for a thread beyond the group
    int total = plan.totalThreads();
    return new ThreadPlace(thread, total, 0, 1, member, plan.methods().size(), thread, total,
        thread - plan.firstThreadOf(member), plan.threads().get(member));
  }

  /** JMH's {@code ThreadParams} for this place, made from the user's class path. */
  Object toJmh(ClassLoader loader) throws ReflectiveOperationException {
    Class<?> type = Class.forName(JmhInfra.THREAD_PARAMS, true, loader);
    return type.getConstructor(int.class, int.class, int.class, int.class, int.class, int.class,
        int.class, int.class, int.class, int.class).newInstance(thread, threads, group, groups,
        subgroup, subgroups, groupThread, groupThreads, subgroupThread, subgroupThreads);
  }
}
