#!/usr/bin/env python3
"""python3 bench/halves-by-kind.py BASE.tsv NEW.tsv: two development runs of bench/per-question.ts (validation sets skipped)
compared by half and by kind: the mean nDCG@5 difference in points (per-set means averaged, as bench/dev-val.py reads them)
with questions gained / lost on half A and half B (the sorted set names at even and odd places: a constant is chosen on A
and reported on B) and on both; then per kind (the kind's mean over its questions, before -> after, points, gained / lost)."""
import collections
import sys


def load(path):
    rows = {}
    for line in open(path):
        cols = line.rstrip('\n').split('\t')
        if len(cols) >= 5:
            rows[(cols[0], cols[1])] = (cols[3], float(cols[4]))
    return rows


base, new = load(sys.argv[1]), load(sys.argv[2])
keys = [k for k in base if k in new]
names = sorted({k[0] for k in keys})
half = {s: 'AB'[i % 2] for i, s in enumerate(names)}


def line(label, ks):
    sets = collections.defaultdict(list)
    for k in ks:
        sets[k[0]].append(k)
    mean = lambda rows: sum(sum(rows[k][1] for k in s) / len(s) for s in sets.values()) / len(sets)
    gained = sum(1 for k in ks if new[k][1] > base[k][1] + 1e-9)
    lost = sum(1 for k in ks if new[k][1] < base[k][1] - 1e-9)
    print(f'{label}: {len(sets)} sets, {len(ks)} questions: {mean(base):.4f} -> {mean(new):.4f} ({100 * (mean(new) - mean(base)):+.3f} points), {gained} gained / {lost} lost')


line('half A', [k for k in keys if half[k[0]] == 'A'])
line('half B', [k for k in keys if half[k[0]] == 'B'])
line('development', keys)
kinds = collections.defaultdict(list)
for k in keys:
    kinds[base[k][0]].append(k)
for kind, ks in sorted(kinds.items()):
    b = sum(base[k][1] for k in ks) / len(ks)
    n = sum(new[k][1] for k in ks) / len(ks)
    gained = sum(1 for k in ks if new[k][1] > base[k][1] + 1e-9)
    lost = sum(1 for k in ks if new[k][1] < base[k][1] - 1e-9)
    print(f'  {kind}: {len(ks)} questions {b:.4f} -> {n:.4f} ({100 * (n - b):+.2f} points), {gained} / {lost}')
