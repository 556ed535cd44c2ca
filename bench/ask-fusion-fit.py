"""Seventy-third round (docs/relevance.md): whether a long question's asking sentences, searched alone, help the whole question's
ranking. Reads bench/ask-fusion-probe.ts's lines; nDCG@5 as bench/eval-metrics.ts' scoreRanking. Prints the whole question's and
the asking sentences' means, the per-question oracle, a grid of reciprocal-rank fusions (the whole list's ranks plus lam × the
ask's, k the rank offset; keep = the whole list's first page stays first) chosen on one half of the sites and scored on the other,
and agreement rules (the ask's first page, when it is among the whole list's first `span` pages, moved to the first place or up one).
Usage: python3 bench/ask-fusion-fit.py /tmp/fusion.jsonl"""
import json, math, sys
from collections import defaultdict

rows = [json.loads(l) for l in open(sys.argv[1])]


def ndcg(pages, rel, k=5):
    seen, gains = set(), []
    for p in pages:
        gains.append(0 if p in seen else rel.get(p, 0)); seen.add(p)
    ideal = sum(g / math.log2(i + 2) for i, g in enumerate(sorted(rel.values(), reverse=True)[:k]))
    return sum(g / math.log2(i + 2) for i, g in enumerate(gains[:k])) / ideal if ideal else 0


def uniq(pages):
    return list(dict.fromkeys(pages))


def fuse(a, b, lam, k, keep):
    A, B, score = uniq(a), uniq(b), defaultdict(float)
    for i, p in enumerate(A): score[p] += 1 / (k + i + 1)
    for i, p in enumerate(B): score[p] += lam / (k + i + 1)
    order = sorted(score, key=lambda p: (-score[p], A.index(p) if p in A else 99))
    return [A[0]] + [p for p in order if p != A[0]] if keep and A else order


def agree(a, b, span, first):
    A, B = uniq(a), uniq(b)
    if A and B and B[0] != A[0] and B[0] in A[1:span]:
        i = A.index(B[0]); A.pop(i); A.insert(0 if first else i - 1, B[0])
    return A


base = [ndcg(r['whole'], r['relevant']) for r in rows]
ask = [ndcg(r['ask'], r['relevant']) for r in rows]
n = len(rows)
print(f"questions {n} (chatty {sum(r['kind'] == 'chatty' for r in rows)}): whole {sum(base) / n:.4f}, asking sentences alone {sum(ask) / n:.4f}, "
      f"the better of the two per question {sum(map(max, base, ask)) / n:.4f}; the ask alone better in {sum(a > b + 1e-9 for a, b in zip(ask, base))}, worse in {sum(a < b - 1e-9 for a, b in zip(ask, base))}")
sites = sorted({r['set'] for r in rows})
half = {s: i % 2 for i, s in enumerate(sites)}


def change(scores, idx):
    d = [scores[i] - base[i] for i in idx]
    return sum(d), sum(x > 1e-9 for x in d), sum(x < -1e-9 for x in d)


every = range(n)
grid = {(lam, k, keep): [ndcg(fuse(r['whole'], r['ask'], lam, k, keep), r['relevant']) for r in rows] for lam in (0.1, 0.25, 0.5, 0.75, 1.0) for k in (1, 3, 5, 10, 30, 60) for keep in (False, True)}
for g in sorted(grid, key=lambda g: -change(grid[g], every)[0])[:4]: print('fusion %s in-sample: %+.2f, %d gain, %d lose' % ((g,) + change(grid[g], every)))
for h in (0, 1):
    train = [i for i in every if half[rows[i]['set']] != h]
    test = [i for i in every if half[rows[i]['set']] == h]
    g = max(grid, key=lambda g: change(grid[g], train)[0])
    print('fusion chosen on half %d\'s other sites %s, on half %d: %+.2f, %d gain, %d lose' % ((h, g, h) + change(grid[g], test)))
for span in (2, 3, 5):
    for first in (True, False):
        v = [ndcg(agree(r['whole'], r['ask'], span, first), r['relevant']) for r in rows]
        halves = '; '.join('half %d %+.2f (%d / %d)' % ((h,) + change(v, [i for i in every if half[rows[i]['set']] == h])) for h in (0, 1))
        print('agreement, span %d, %s: %+.2f, %d gain, %d lose; %s' % ((span, 'to the first place' if first else 'up one') + change(v, every) + (halves,)))
