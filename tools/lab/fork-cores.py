# Which core each fork's main thread ran on (from tools/lab/fork-cores.sh's log in CORES_LOG),
# beside each fork's median: python3 tools/lab/fork-cores.py RESULT.json ...
import json,sys,statistics as st,collections
rows=[l.split() for l in open(__import__('os').environ.get('CORES_LOG', '/tmp/aa/cores.log')) if len(l.split())==6]
# per pid: fraction of R samples of its main thread (tid = pid+1? take the tid with most samples named java)
by=collections.defaultdict(collections.Counter)
for t,pid,tid,psr,stat,comm in rows:
    if comm=='java': by[(pid,tid)][psr]+=1
main={}
for (pid,tid),c in by.items():
    if pid not in main or sum(c.values())>sum(main[pid].values()): main[pid]=c
for f in sys.argv[1:]:
    d=json.load(open(f)); print(f.split('/')[-1], d['benchmarks'][0]['changePct'])
    for side in ('baseRun','newRun'):
        out=[]
        for k in d[side]['benchmarks'][0]['forks']:
            c=main.get(str(k['pid']),{})
            out.append((round(st.median(k['samples'])), dict(c)))
        print(' ',side,out)
