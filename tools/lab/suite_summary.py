"""Summary of one tools/lab/suite.sh run: JMH's list against Vernier's, and the run's rows."""
import collections
import json
import pathlib
import sys


def group_name(b):
    # JMH lists a @Group by its group's name (Vernier's list has a row per method as well), and
    # a nested class with a dot where the class file (and Vernier) has a $
    return (b["className"] + "." + (b["group"] or b["method"])).replace("$", ".")


def main(out):
    out = pathlib.Path(out)
    jmh = set(l.strip() for l in (out / "jmh-list.txt").read_text().splitlines() if l.strip())
    listing = json.loads((out / "vernier-list.json").read_text())
    selected = {group_name(b) for b in listing["benchmarks"]}
    skipped = {s["benchmark"].replace("$", "."): s["message"] for s in listing.get("skipped", [])}
    found = selected | set(skipped)
    print(f"JMH lists {len(jmh)}; Vernier found {len(found)} "
          f"({len(selected)} selected, {len(skipped)} skipped)")
    for n in sorted(jmh - found):
        print(f"  only JMH lists: {n}")
    for n in sorted(found - jmh):
        print(f"  only Vernier found: {n}")
    reasons = collections.Counter(r.split(": ", 1)[-1] for r in skipped.values())
    for r, k in reasons.most_common():
        print(f"  skipped {k}: {r}")
    run = out / "run.json"
    if not run.exists():
        print("no result file (the run died: see run.err)")
        return
    rows = json.loads(run.read_text())["benchmarks"]
    ok = [r for r in rows if r["status"] == "ok"]
    failed = [r for r in rows if r["status"] != "ok"]
    print(f"rows {len(rows)}: {len(ok)} ok, {len(failed)} failed; "
          + (out / "wall.txt").read_text().strip())
    by_error = collections.defaultdict(list)
    for r in failed:
        by_error[r["error"]].append(r["id"])
    for error, ids in sorted(by_error.items(), key=lambda e: -len(e[1])):
        print(f"  failed {len(ids)} ({ids[0]}{', ...' if len(ids) > 1 else ''}): {error}")
    warnings = collections.Counter(w["code"] for r in ok for w in r.get("warnings", []))
    print("warnings: " + ", ".join(f"{c} {k}" for c, k in warnings.most_common()))


if __name__ == "__main__":
    main(sys.argv[1])
