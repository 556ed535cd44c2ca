"""The seventieth round's tables (docs/relevance.md) from bench/outside-words.ts' output (run with GRAPHS=1 for the table sizes).

For each resource and relation: the absent question words it covers at all, those with a neighbour the site writes, those with a
neighbour in an answering section ("right"), right / wrong (word, neighbour) pairs, precision, questions reached; and the bounded
forms: a neighbour written by at least P other development sites (leave-one-out), at most k per word (most-written first), and
optionally the source word written by at least S other development sites.
Usage: python3 bench/outside-words-tally.py /tmp/ow.json
"""

import json
import re
import sys
from pathlib import Path

D = json.load(open(sys.argv[1]))
rows, sc, G = D["rows"], D["siteCount"], D.get("graphs") or {}
absent = [(r, w) for r in rows for w in r["words"]]
print(f"sites {len({r['set'] for r in rows})}, questions {len(rows)}, absent words {len(absent)}")
for lang in ("en", "de"):
    rr = [r for r in rows if r["lang"] == lang and r["words"]]
    if rr:
        print(f"{lang}: chance (answer terms / index terms) {sum(r['answerTerms'] / r['terms'] for r in rr) / len(rr):.3f}")
table = Path(__file__).parent.parent / "server/search/learned-pairs-table.ts"
pairs = set(re.findall(r"'((?:en|de):[^']+)'", table.read_text().split("= {", 1)[1])) if table.exists() else set()
print("absent words with a learned question pair already", sum(1 for r, w in absent if f"{r['lang']}:{w['stem']}" in pairs))


def tally(res, rels, lang, P=0, k=None, S=0, maxdf=None):
    q, cov, linked, rw, right, wrong = set(), 0, 0, 0, 0, 0
    for r, w in absent:
        if r["lang"] != lang or sc[lang].get(w["stem"], 0) < S:
            continue
        x = w["res"].get(res)
        if x is None:
            continue
        ns = {}
        for rel in rels:
            for n, df, a in x.get(rel, []):
                if sc[lang].get(n, 0) - (1 if df > 0 else 0) >= P:
                    ns.setdefault(n, (df, a, sc[lang].get(n, 0)))
        if not ns:
            continue
        cov += 1
        cand = sorted(ns.items(), key=lambda t: -t[1][2])[:k] if k else list(ns.items())
        site = [(n, v) for n, v in cand if v[0] > 0 and (maxdf is None or v[0] <= maxdf)]
        linked += bool(site)
        R = sum(1 for _, v in site if v[1])
        right, wrong = right + R, wrong + len(site) - R
        if R:
            rw += 1
            q.add(r["set"] + r["id"])
    return f"covered {cov} linked {linked} right words {rw} ({len(q)} q) right/wrong {right}/{wrong} precision {right / max(1, right + wrong):.3f}"


def size(res, rels, lang, P, k, S=0):
    n = p = 0
    for s, m in G.get(res, {}).items():
        if sc[lang].get(s, 0) < S:
            continue
        ns = {t for rel in rels for t in m.get(rel, []) if sc[lang].get(t, 0) >= P}
        if ns:
            n, p = n + 1, p + min(len(ns), k)
    return f"table {n} stems / {p} pairs" if G else ""


RES = {"wordnet": "en", "mythes-en": "en", "mythes-de": "de"}
for res, lang in RES.items():
    if not any(res in w["res"] for _, w in absent):
        continue
    rels_all = sorted({rel for _, w in absent for rel in w["res"].get(res, {})})
    extra = [["syn1", "syn", "sim"]] if res == "wordnet" else []
    for rels in [[r] for r in rels_all] + extra + [rels_all]:
        print(res, "+".join(rels), tally(res, rels, lang), "| df<=6:", tally(res, rels, lang, maxdf=6))
    syn = ["syn1"] if res == "wordnet" else ["syn"]
    broad = syn + ["hyper1"]
    for rels in (syn, broad):
        for P, k, S in ((10, 2, 0), (20, 2, 0), (10, 2, 5)):
            print(res, "+".join(rels), f"P>={P} k={k} S>={S}", tally(res, rels, lang, P, k, S), size(res, rels, lang, P, k, S))
