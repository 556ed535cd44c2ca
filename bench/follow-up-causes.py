#!/usr/bin/env python3
"""python3 bench/follow-up-causes.py BASE.tsv ROWS.jsonl [causes|sweep]: the eighty-fifth round's reading of bench/follow-up-probe.ts.

causes: every development follow-up whose first answering page (graded 2) is not first (rr < 1), given one cause, with the
points it costs of the development mean (1 - nDCG@5 over its set's size, averaged over the sets of BASE, × 100):
  C  a rule the previous question's words set off: switching off its time reading (noIntent) or its price reading (noPrice)
     raises nDCG@5 by 0.1 or more;
  A  the previous words too strong: the page first is the previous question's answer (first or second page of the previous
     question asked alone: `prevonly`) and does not answer; the follow-up asks another facet;
  B  the previous words too weak: the page first is the one the follow-up alone lists first (`noprev`), not the previous
     answer, and the previous answer answers or the page is not among the previous question's first three;
  D  the rest: the follow-up's own ask does not reach the topic's page that answers.
sweep: each variant of ROWS against its `base` rows: points of the development mean, gained / lost, on all sets and on the
two halves of the sorted set names (A: even places, B: odd), for a constant chosen on one half and reported on the other.
"""
import collections
import json
import sys

ns = collections.Counter(line.split('\t')[0] for line in open(sys.argv[1]))
S = len(ns)
rows = [json.loads(line) for line in open(sys.argv[2])]
mode = sys.argv[3] if len(sys.argv) > 3 else 'causes'
half = {s: i % 2 for i, s in enumerate(sorted(ns))}
META = ('set', 'id', 'lang', 'query', 'prev', 'relevant', 'sections', 'base', 'noprev', 'prevonly')

if mode == 'sweep':
    for v in [k for k in rows[0] if k not in META]:
        out = []
        for h in (None, 0, 1):
            rs = [r for r in rows if h is None or half[r['set']] == h]
            pts = sum((r[v]['ndcg'] - r['base']['ndcg']) / ns[r['set']] for r in rs) / S * 100
            g = sum(1 for r in rs if r[v]['ndcg'] > r['base']['ndcg'] + 1e-9)
            l = sum(1 for r in rs if r[v]['ndcg'] < r['base']['ndcg'] - 1e-9)
            out.append(f"{'all' if h is None else 'AB'[h]} {pts:+.3f} ({g}/{l})")
        fu = sum(r[v]['ndcg'] - r['base']['ndcg'] for r in rows) / len(rows) * 100
        print(v, ' | '.join(out), f'| follow-up kind {fu:+.2f}')
    sys.exit()

causes = collections.defaultdict(list)
for r in rows:
    b = r['base']
    if b['rr'] >= 1:
        continue
    grade = lambda p: r['relevant'].get(p, 0)
    before, alone = r['prevonly']['pages'], r['noprev']['pages']
    first = b['pages'][0]
    if max(r['noIntent']['ndcg'], r['noPrice']['ndcg']) - b['ndcg'] >= 0.1:
        c = 'C a rule set off by the previous question'
    elif first in before[:2] and grade(first) < 2:
        c = 'A previous words too strong'
    elif alone and first == alone[0] and (not before or grade(before[0]) == 2 or first not in before[:3]):
        c = 'B previous words too weak'
    else:
        c = 'D own ask not reaching the answer'
    causes[c].append(r)
for c, rs in sorted(causes.items()):
    pts = sum((1 - r['base']['ndcg']) / ns[r['set']] for r in rs) / S * 100
    answered = sum(1 for r in rs if r['prevonly']['pages'] and r['relevant'].get(r['prevonly']['pages'][0], 0) == 2)
    print(f'{c}: {len(rs)} questions, {pts:.3f} points; the previous answer answers in {answered}')
    for r in rs:
        print(f"   {r['set']} {r['id']} [{r['prev'][-1]}] {r['query']} -> {b['pages'][0] if (b := r['base'])['pages'] else '-'}")
