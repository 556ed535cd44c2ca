#!/usr/bin/env python3
"""python3 bench/embedding-rerank.py /tmp/r89-emb.jsonl [/work/notes/pq-b8e8f861.tsv]

Scores bench/embedding-probe.ts's lines (the eighty-ninth round, docs/relevance.md): the engine's first 20 pages reranked by
`engine score / the first page's score + w * the page's best section cosine`, and by the cosine alone; w chosen on half A of the
sets (sorted by name, alternating) and reported on half B, and the other way round. Means are per-set means averaged (as
bench/dev-val.py), per kind over questions. Then the embedding alone over every English section of the site: nDCG@5 and
recall@5 (a page graded 2 among the first five pages), above all for visitors'-words and chatty questions whose answering page
is not among the engine's 20. Given the base rows, checks that the engine's list here (limit 50) scores as the rows (limit 10).
"""
import json
import sys
from collections import defaultdict

from cv_metrics import ndcg  # nDCG@5 as bench/eval-metrics.ts computes it

rows = [json.loads(line) for line in open(sys.argv[1])]


def answered_in(pages, rel, k=5):
    return any(rel.get(p, 0) == 2 for p in pages[:k])


def rerank(r, w):
    c = r['cands']
    if not c:
        return []
    top = max(x[1] for x in c) or 1.0
    known = [x[2] for x in c if x[2] is not None]
    floor = min(known) if known else 0.0
    if w == 'cos':
        key = lambda ix: (-(ix[1][2] if ix[1][2] is not None else floor), ix[0])
    else:
        key = lambda ix: (-(ix[1][1] / top + w * (ix[1][2] if ix[1][2] is not None else floor)), ix[0])
    return [x[0] for _, x in sorted(enumerate(c), key=key)]


def base(r):
    return [x[0] for x in r['cands']]


def set_mean(rs, f):
    by = defaultdict(list)
    for r in rs:
        by[r['set']].append(f(r))
    return sum(sum(v) / len(v) for v in by.values()) / len(by) if by else 0.0


sets = sorted({r['set'] for r in rows})
half = {s: 'AB'[i % 2] for i, s in enumerate(sets)}
A = [r for r in rows if half[r['set']] == 'A']
B = [r for r in rows if half[r['set']] == 'B']
for r in rows:
    r['b'] = ndcg(base(r), r['rel'])

print(f"{len(rows)} English development questions on {len(sets)} sets (A {len(A)} on {sum(1 for s in sets if half[s] == 'A')}, B {len(B)})")
if len(sys.argv) > 2:
    pq = {}
    for line in open(sys.argv[2]):
        f = line.rstrip('\n').split('\t')
        if len(f) > 4:
            pq[(f[0], f[1])] = float(f[4])
    both = [r for r in rows if (r['set'], r['id']) in pq]
    same = sum(1 for r in both if abs(pq[(r['set'], r['id'])] - r['b']) < 1e-4)
    print(f"engine list (limit 50) against the base rows (limit 10): {same} of {len(both)} questions score the same; "
          f"mean {sum(r['b'] for r in both) / len(both):.4f} here, {sum(pq[(r['set'], r['id'])] for r in both) / len(both):.4f} in the rows")

GRID = [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.8, 1.0, 1.5, 2.0, 3.0, 5.0, 'cos']


def rrf(r, w):
    """Reciprocal-rank fusion: 1/(K + engine rank) + w/(K + cosine rank), K = 10."""
    c = r['cands']
    known = [x[2] for x in c if x[2] is not None]
    floor = min(known) if known else 0.0
    by_cos = sorted(range(len(c)), key=lambda i: (-(c[i][2] if c[i][2] is not None else floor), i))
    cos_rank = {i: n for n, i in enumerate(by_cos)}
    return [c[i][0] for i in sorted(range(len(c)), key=lambda i: (-(1 / (10 + i) + w / (10 + cos_rank[i])), i))]


FAMILIES = {
    'score + w * cosine': (rerank, [w for w in GRID if w != 'cos']),
    'rank fusion (K 10)': (rrf, [0, 0.1, 0.2, 0.3, 0.5, 0.7, 1.0, 1.5]),
}


def table(test, after):
    kinds = defaultdict(list)
    for r in test:
        kinds[r['kind']].append(r)
    print('| kind | questions | before | after | diff (points) | gained / lost |')
    print('|---|---|---|---|---|---|')
    for k in sorted(kinds):
        rs = kinds[k]
        b = sum(r['b'] for r in rs) / len(rs)
        a = sum(after[id(r)] for r in rs) / len(rs)
        g = sum(1 for r in rs if after[id(r)] > r['b'] + 1e-9)
        l = sum(1 for r in rs if after[id(r)] < r['b'] - 1e-9)
        print(f"| {k} | {len(rs)} | {b:.3f} | {a:.3f} | {100 * (a - b):+.1f} | {g} / {l} |")


for name, train, test in (('A -> B', A, B), ('B -> A', B, A)):
    print(f"\n## chosen on {name[0]}, reported on {name[-1]}")
    for family, (f, grid) in FAMILIES.items():
        scores = [(set_mean(train, lambda r, w=w: ndcg(f(r, w), r['rel'])), w) for w in grid]
        print(f"\n{family}, grid on {name[0]}: " + ', '.join(f"{w}: {m:.4f}" for m, w in scores))
        best_m, best_w = max(scores, key=lambda x: (round(x[0], 6), -x[1]))
        for label, w in ((f'w = {best_w} (chosen on {name[0]})', best_w), ('w = 0.3 (fixed, for comparison)', 0.3)):
            after = {id(r): ndcg(f(r, w), r['rel']) for r in test}
            before_m = set_mean(test, lambda r: r['b'])
            after_m = set_mean(test, lambda r: after[id(r)])
            won = sum(1 for r in test if after[id(r)] > r['b'] + 1e-9)
            lost = sum(1 for r in test if after[id(r)] < r['b'] - 1e-9)
            print(f"\n{family}, {label} on {name[-1]}: {before_m:.4f} -> {after_m:.4f} ({100 * (after_m - before_m):+.2f} points), {won} gained / {lost} lost of {len(test)}")
            if label.startswith(f'w = {best_w}'):
                table(test, after)
    after = {id(r): ndcg(rerank(r, 'cos'), r['rel']) for r in test}
    before_m = set_mean(test, lambda r: r['b'])
    after_m = set_mean(test, lambda r: after[id(r)])
    won = sum(1 for r in test if after[id(r)] > r['b'] + 1e-9)
    lost = sum(1 for r in test if after[id(r)] < r['b'] - 1e-9)
    print(f"\nthe cosine alone over the engine's 20 on {name[-1]}: {before_m:.4f} -> {after_m:.4f} ({100 * (after_m - before_m):+.2f} points), {won} gained / {lost} lost")
    table(test, after)

print('\n## the embedding alone over every English section of the site (all sets)')
print('| kind | questions | engine nDCG@5 | embedding nDCG@5 | engine answer in top 5 | embedding answer in top 5 | answer not in the engine\'s 20 | of those, embedding finds it in top 5 | in top 20 |')
print('|---|---|---|---|---|---|---|---|---|')
kinds = defaultdict(list)
for r in rows:
    kinds[r['kind']].append(r)
for k in sorted(kinds) + ['all']:
    rs = rows if k == 'all' else kinds[k]
    eb = sum(r['b'] for r in rs) / len(rs)
    ee = sum(ndcg(r['embTop'], r['rel']) for r in rs) / len(rs)
    ab = sum(answered_in(base(r), r['rel']) for r in rs) / len(rs)
    ae = sum(answered_in(r['embTop'], r['rel']) for r in rs) / len(rs)
    missing = [r for r in rs if not answered_in(base(r), r['rel'], 20)]
    found5 = sum(answered_in(r['embTop'], r['rel']) for r in missing)
    found20 = sum(answered_in(r['embTop'], r['rel'], 10 ** 6) for r in missing)
    print(f"| {k} | {len(rs)} | {eb:.3f} | {ee:.3f} | {ab:.3f} | {ae:.3f} | {len(missing)} | {found5} | {found20} |")

# Room: how often the answer is among the engine's 20 but not its first five.
room = sum(1 for r in rows if not answered_in(base(r), r['rel']) and answered_in(base(r), r['rel'], 20))
print(f"\nanswer among the engine's 20 but not its first 5: {room} of {len(rows)}; the best rerank of the 20 (oracle) mean "
      f"{sum(ndcg(sorted(base(r), key=lambda p: -r['rel'].get(p, 0)), r['rel']) for r in rows) / len(rows):.4f} against {sum(r['b'] for r in rows) / len(rows):.4f}")
