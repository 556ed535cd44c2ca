#!/usr/bin/env python3
"""python3 bench/feedback-cv.py BASE.tsv DIR (seventy-seventh round): every DIR/*.tsv (rows of bench/per-question.ts, one file
per configuration, e.g. of bench/feedback-sweep.ts at 73952526, whose engine hook was reverted) against BASE:
mean nDCG@5 (per-set means averaged), wins/losses, per kind; then 5 folds of whole sites (set i of the sorted names in fold
i % 5): the config (base included) chosen on four folds by their mean, scored on the fifth; the cross-validated figure."""
import collections
import glob
import os
import sys


def load(path):
    rows = {}
    for line in open(path):
        c = line.rstrip('\n').split('\t')
        if len(c) >= 5:
            rows[(c[0], c[1])] = (float(c[4]), c[3])
    return rows


def mean(rows, keys):
    sets = collections.defaultdict(list)
    for k in keys:
        sets[k[0]].append(rows[k][0])
    return sum(sum(v) / len(v) for v in sets.values()) / len(sets) if sets else 0.0


base = load(sys.argv[1])
configs = {'base': base}
for path in sorted(glob.glob(os.path.join(sys.argv[2], '*.tsv'))):
    name = os.path.basename(path)[:-4]
    if name != 'base':
        configs[name] = load(path)
keys = [k for k in base if all(k in c for c in configs.values())]
kinds = sorted({base[k][1] for k in keys})
print('config\tpoints\tgained\tlost\t' + '\t'.join(kinds))
for name, rows in configs.items():
    if name == 'base':
        continue
    g = sum(1 for k in keys if rows[k][0] > base[k][0] + 1e-9)
    l = sum(1 for k in keys if rows[k][0] < base[k][0] - 1e-9)
    per = []
    for kind in kinds:
        ks = [k for k in keys if base[k][1] == kind]
        per.append(f'{100 * sum(rows[k][0] - base[k][0] for k in ks) / len(ks):+.2f}')
    print(f'{name}\t{100 * (mean(rows, keys) - mean(base, keys)):+.2f}\t{g}\t{l}\t' + '\t'.join(per))
print('kinds (questions): ' + ', '.join(f'{kind} {sum(1 for k in keys if base[k][1] == kind)}' for kind in kinds))
sets = sorted({k[0] for k in keys})
fold = {s: i % 5 for i, s in enumerate(sets)}
picked = {}
for f in range(5):
    train = [k for k in keys if fold[k[0]] != f]
    best = max(configs, key=lambda n: (mean(configs[n], train), n == 'base'))
    test = [k for k in keys if fold[k[0]] == f]
    for k in test:
        picked[k] = configs[best][k]
    print(f'fold {f}: chose {best} ({100 * (mean(configs[best], train) - mean(base, train)):+.2f} on its four folds), '
          f'{100 * (mean(configs[best], test) - mean(base, test)):+.2f} on fold {f}')
g = sum(1 for k in keys if picked[k][0] > base[k][0] + 1e-9)
l = sum(1 for k in keys if picked[k][0] < base[k][0] - 1e-9)
print(f'cross-validated: {mean(base, keys):.4f} -> {mean(picked, keys):.4f} ({100 * (mean(picked, keys) - mean(base, keys)):+.2f} points), {g} gained, {l} lost')
print('cross-validated per kind (points, gained/lost): ' + ', '.join(
    f"{kind or '(none)'} {100 * sum(picked[k][0] - base[k][0] for k in keys if base[k][1] == kind) / sum(1 for k in keys if base[k][1] == kind):+.2f} "
    f"({sum(1 for k in keys if base[k][1] == kind and picked[k][0] > base[k][0] + 1e-9)}/{sum(1 for k in keys if base[k][1] == kind and picked[k][0] < base[k][0] - 1e-9)})"
    for kind in kinds))
