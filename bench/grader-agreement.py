#!/usr/bin/env python3
"""How far two graders of the same questions agree, and the engine against each.

grader-agreement.py PQ.tsv SET:QUESTIONS.json:GRADED.json ...

QUESTIONS.json is a set's own file (grader A, the writer of the set); GRADED.json the second grader's
`[{id, relevant, sections}]`, written blind to A's grades (bench/eval/README.md, "Second graders"). PQ.tsv is
per-question rows (bench/per-question.ts) holding the engine's top five pages of each question.

A grader read as a ranker lists its pages by grade (2 before 1), the question's language first within a grade, in the
order it wrote them. Printed per set and per kind: nDCG@5 of B's list scored by A's grades and of A's list scored by B's
(the nDCG a ranker that agrees with one grader earns from the other), the engine scored by A and by B, and how often
A's and B's answering pages (grade 2) meet.
"""
import json, math, sys
from collections import defaultdict

def ndcg(pages, rel, k=5):
    seen, gains = set(), []
    for p in pages:
        gains.append(0 if p in seen else rel.get(p, 0))
        seen.add(p)
    dcg = sum(g / math.log2(i + 2) for i, g in enumerate(gains[:k]))
    ideal = sum(g / math.log2(i + 2) for i, g in enumerate(sorted(rel.values(), reverse=True)[:k]))
    return dcg / ideal if ideal else 0.0

def as_ranker(rel, lang):
    order = list(rel)
    return sorted(order, key=lambda p: (-rel[p], 0 if p.startswith(f'/{lang}/') else 1, order.index(p)))

def main():
    engine = {}
    for line in open(sys.argv[1], encoding='utf8'):
        f = line.rstrip('\n').split('\t')
        engine[(f[0], f[1])] = f[7].split()
    rows = []
    for arg in sys.argv[2:]:
        name, qfile, gfile = arg.split(':')
        qs = json.load(open(qfile, encoding='utf8'))
        graded = {g['id']: g for g in json.load(open(gfile, encoding='utf8'))}
        for q in qs:
            g = graded.get(q['id'])
            if g is None:
                continue
            a, b = q['relevant'], {p: int(v) for p, v in g['relevant'].items() if int(v) > 0}
            e = engine.get((f'{name}-site', q['id']))
            rows.append({
                'set': name, 'kind': q.get('kind', '?'), 'id': q['id'],
                'b_by_a': ndcg(as_ranker(b, q['lang']), a) if b else 0.0,
                'a_by_b': ndcg(as_ranker(a, q['lang']), b) if b else 0.0,
                'eng_a': ndcg(e, a) if e is not None else None,
                'eng_b': ndcg(e, b) if e is not None and b else (0.0 if e is not None else None),
                'meet': bool({p for p, v in a.items() if v == 2} & {p for p, v in b.items() if v == 2}),
            })
    def line(label, rs):
        n = len(rs)
        m = lambda k: sum(r[k] for r in rs if r[k] is not None) / max(1, sum(r[k] is not None for r in rs))
        print(f"| {label} | {n} | {m('b_by_a'):.3f} | {m('a_by_b'):.3f} | {(m('b_by_a') + m('a_by_b')) / 2:.3f} | {m('eng_a'):.3f} | {m('eng_b'):.3f} | {sum(r['meet'] for r in rs) / n:.2f} |")
    print('| set or kind | n | B ranked, A graded | A ranked, B graded | both | engine, A graded | engine, B graded | answers meet |')
    print('|---|---|---|---|---|---|---|---|')
    by = defaultdict(list)
    for r in rows:
        by[r['set']].append(r)
    for s, rs in by.items():
        line(s, rs)
    line('all', rows)
    by = defaultdict(list)
    for r in rows:
        by[r['kind']].append(r)
    for k in sorted(by):
        line(k, by[k])

if __name__ == '__main__':
    main()
