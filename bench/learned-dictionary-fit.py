"""The learned dictionary of learned-dictionary-table.ts (sixty-sixth round, docs/relevance.md), from the rows of
bench/dictionary-extract.ts: each development site's own lexicons (IBM Model 1 over its translated pages, both
directions). A German stem and an English stem are a pair of a site when each is among the other's translations there
(t >= 0.2 both ways, the engine's own least probability); a pair is kept when at least N distinct sites have it and its
mean probability is at least MIN_P both ways, then at most K per word on each side (most sites first), a further meaning only
when at least SECOND (a share, 0.1 by default) as many sites support it as the word's best (the engine weighs every meaning it
reads alike, so a meaning four sites explain must not stand beside one that seventy do: Englisch -> german, Montag -> fit). Same-spelt pairs
are left out (a word written alike is found as itself), and so are stems of a stop word of either language (the first row).
Usage: /usr/bin/python3 bench/learned-dictionary-fit.py /tmp/lex.jsonl N MIN_P K [SITES_FILE] > table.ts   (SECOND=0.1 in the environment, the shipped table)
"""
import collections
import json
import os
import sys


def fit(rows, sites, n, min_p, k, stops, second=0.1):
    # A stem of a stop word of either language is never looked up as a word of its own (der of deren, German do of Donnerstag).
    stop = set(stops['de']) | set(stops['en'])
    support = collections.defaultdict(set)
    forward = collections.defaultdict(list)
    backward = collections.defaultdict(list)
    for r in rows:
        if r['set'] not in sites:
            continue
        back_of = {t: dict(ss) for t, ss in r['enDe'].items()}
        for s, ts in r['deEn'].items():
            for t, p in ts:
                b = back_of.get(t, {}).get(s)
                if t == s or b is None or p < 0.2 or b < 0.2 or s in stop or t in stop:
                    continue
                support[(s, t)].add(r['set'])
                forward[(s, t)].append(p)
                backward[(s, t)].append(b)
    pairs = []
    for key, v in support.items():
        pf = sum(forward[key]) / len(v)
        pb = sum(backward[key]) / len(v)
        if len(v) >= n and min(pf, pb) >= min_p:
            pairs.append((key[0], key[1], len(v), pf, pb))
    rank = lambda x: (-x[2], -(x[3] + x[4]), x[0], x[1])
    best = []
    for side in (0, 1):
        by = collections.defaultdict(list)
        for x in pairs:
            by[x[side]].append(x)
        best.append({key: strong(sorted(xs, key=rank)[:k], second) for key, xs in by.items()})
    kept = [x for x in pairs if x[:2] in best[0][x[0]] and x[:2] in best[1][x[1]]]
    return sorted(kept, key=rank)


def strong(ranked, second):
    """The pairs of one word, best first, whose support is at least `second` of the best's."""
    return {x[:2] for x in ranked if x[2] >= second * ranked[0][2]}


def main():
    lines = [json.loads(line) for line in open(sys.argv[1])]
    stops, rows = lines[0]['stops'], lines[1:]
    n, min_p, k = int(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
    sites = set(open(sys.argv[5]).read().split()) if len(sys.argv) > 5 else {r['set'] for r in rows}
    second = float(os.environ.get("SECOND", "0.1"))
    kept = fit(rows, sites, n, min_p, k, stops, second)
    print('/**')
    print(' * The German-English dictionary learned across the development sites\' translated pages, written by')
    print(f' * bench/learned-dictionary-fit.py (sixty-sixth round, docs/relevance.md; {len(sites)} sites, the validation block and the')
    print(f' * held-out sets left out): a pair of stems that at least {n} distinct sites\' own lexicons translate into each other, with a')
    print(f' * mean probability of at least {min_p} both ways, at most {k} per word on each side (a further one only with at least {second}')
    print(' * of the best\'s sites). Entry: German stem, English stem,')
    print(' * the sites that support it (not read by the engine: the order is, most sites first).')
    print(' */')
    print('export const LEARNED_WORDS: readonly (readonly [string, string, number])[] = [')
    for s, t, c, _, _ in kept:
        print(f"  ['{s}', '{t}', {c}],")
    print('];')


if __name__ == '__main__':
    main()
