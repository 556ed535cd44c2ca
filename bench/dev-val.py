#!/usr/bin/env python3
"""python3 bench/dev-val.py BASE.tsv NEW.tsv: two runs of bench/per-question.ts compared on the questions both hold: the mean
nDCG@5 (per-set means averaged) of the development sets and of the validation block (VAL=a,b, else VALIDATION in
bench/held-out.ts), the difference in points and the questions gained and lost."""
import collections
import os
import re
import sys

here = os.path.dirname(os.path.abspath(__file__))
if os.environ.get('VAL'):
    VAL = os.environ['VAL'].split(',')
else:
    text = open(os.path.join(here, 'held-out.ts')).read()
    VAL = re.findall(r"'([a-z-]+)'", re.search(r'VALIDATION: readonly string\[\] = \[(.*?)\]', text, re.S).group(1))


def load(path):
    rows = {}
    for line in open(path):
        cols = line.rstrip('\n').split('\t')
        if len(cols) >= 5:
            rows[(cols[0], cols[1])] = float(cols[4])
    return rows


base, new = load(sys.argv[1]), load(sys.argv[2])
in_val = lambda name: any(name.startswith(v) for v in VAL)
for label, pick in (('development', lambda s: not in_val(s)), ('validation', in_val)):
    keys = [k for k in base if k in new and pick(k[0])]
    sets = collections.defaultdict(list)
    for k in keys:
        sets[k[0]].append(k)
    if not sets:
        print(f'{label}: none')
        continue
    mean = lambda rows: sum(sum(rows[k] for k in ks) / len(ks) for ks in sets.values()) / len(sets)
    gained = sum(1 for k in keys if new[k] > base[k] + 1e-9)
    lost = sum(1 for k in keys if new[k] < base[k] - 1e-9)
    print(f'{label}: {len(sets)} sets, {len(keys)} questions: {mean(base):.4f} -> {mean(new):.4f} ({100 * (mean(new) - mean(base)):+.2f} points), {gained} gained, {lost} lost')
