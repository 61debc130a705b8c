#!/usr/bin/env python3
import json,sys,statistics as st
# Each fork's median per pair, base then new, and the verdict: which side sat at a slow level.
for f in sys.argv[1:]:
    d=json.load(open(f))
    out=[]
    for side in ('baseRun','newRun'):
        bm=d[side]['benchmarks'][0]
        meds=[]
        for k in bm['forks']:
            s=k.get('samples') or []
            meds.append(round(st.median(s)) if s else None)
        out.append(meds)
    keys=list(d[ 'baseRun']['benchmarks'][0]['forks'][0].keys())
    v=d['benchmarks'][0]
    print(f.split('/')[-1], 'base',out[0],'new',out[1], v.get('verdict'), v.get('changePct'))
