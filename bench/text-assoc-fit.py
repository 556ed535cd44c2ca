"""Word associations learned from the development sites' own text (sixty-fifth round, docs/relevance.md), from the rows of
bench/text-assoc-extract.ts (every development site's sections as their index terms) and bench/learned-pairs-extract.ts (the graded
development questions, for the filter).

Cleaned in the sixty-eighth round, before anything is counted, per language: a section is boilerplate when at least BOILER_SHARE of its
word 3-grams are written verbatim by at least BOILER_SITES of the sites (the legal, privacy, image-rights and agent-interface text every
site carries) and is left out, and so are the pages of a role (translationKey) that half the sites have and write alike (FRAME_PAGE); a word that most of its sites (FRAME_SHARE) write only in such sections is a frame word and left out
(Verbraucherschlichtungsstelle, Markdown); a word whose forms the sites' English text writes capitalised mid-sentence in at least
NAME_CAPS of its occurrences is a name (Coburg, Aylin; also the months, days and languages) and left out. A partner may be written by at
most MAX_PARTNER_SHARE of the sites and serves at most MAX_DEGREE words (their most similar ones): no hub.

Per language: the terms that at least MIN_DF_SITES sites use; each site's sections as sets of them, each site weighted to the same
mass (32 sections); section co-occurrence summed over the sites, PPMI of it, and the second-order similarity of two words: the cosine of
their PPMI rows (two words are alike when they occur with the same words, across sites: fee and price, Rollstuhl and Rampe, even where
one site writes only one of them). A word's partner: its most similar word among those it shares a section with on at least
MIN_SITES distinct sites, at a cosine of at least MIN_COS; not a date or number word; only for words that at most MAX_WORD_SHARE of the
sites use (a word every site writes is never asked for in vain). Filtered by the graded questions (their own-language rows): where the
word was asked, an answering section did not hold it and the index held it in at most 2 sections (the engine's condition), and the
index held the partner, the partner must have been in an answering section in at least a quarter of such questions (none asked: kept).

Usage: /usr/bin/python3 bench/text-assoc-fit.py TEXT.jsonl QUESTIONS.jsonl [--sites a,b] [--json OUT.json] [--ts OUT.ts]
The shipped table: the defaults.
"""
import argparse
import collections
import json
import re
import sys

import numpy as np

ap = argparse.ArgumentParser()
ap.add_argument('text')
ap.add_argument('questions')
ap.add_argument('--sites', default='', help='mine and filter on these sets only (the cross-fitting)')
ap.add_argument('--min-df-sites', type=int, default=4)
ap.add_argument('--min-sites', type=int, default=5)
ap.add_argument('--min-cos', type=float, default=0.4)
ap.add_argument('--max-word-share', type=float, default=0.8)
ap.add_argument('--min-precision', type=float, default=0.25)
ap.add_argument('--boiler-sites', type=float, default=0.05, help="a 3-gram is boilerplate when this share of the sites writes it")
ap.add_argument('--boiler-share', type=float, default=0.5, help='a section is dropped when this share of its 3-grams is boilerplate')
ap.add_argument('--frame-share', type=float, default=0.5, help="a word is the frame's when this share of its sites write it in boilerplate")
ap.add_argument('--frame-page', type=float, default=0.25, help="a role's pages are frame when this share of their words is common to the role")
ap.add_argument('--name-caps', type=float, default=0.8, help='a word is a name when written capitalised mid-sentence this often')
ap.add_argument('--max-partner-share', type=float, default=0.5)
ap.add_argument('--max-degree', type=int, default=3, help='a partner serves at most this many words')
ap.add_argument('--share', type=float, default=1.0, help="a text pair's weight against a question pair's (LEARNED_WEIGHT)")
ap.add_argument('--json', default='')
ap.add_argument('--ts', default='')
ap.add_argument('--show', type=int, default=0)
a = ap.parse_args()
only = set(filter(None, a.sites.split(',')))

# The date and number words of bench/learned-pairs-fit.py (--no-dates): no target here.
src = open(__file__.replace('text-assoc-fit.py', 'learned-pairs-fit.py')).read()
DATES = set(''.join(re.findall(r"'([^']*)'", re.search(r'DATES = set\(\s*\((.*?)\)\.split\(\)', src, re.S).group(1))).split())

rows = [json.loads(line) for line in open(a.text)]
rows = [r for r in rows if not only or r['set'] in only]
# A frame page: a role (translationKey, shared by a page and its translation) that at least half the sites have, whose pages are, on
# average over the sites and the two languages, at least FRAME_PAGE of words that half of the role's pages write (the agent interface,
# image rights, privacy, legal notice and contact pages): left out with the boilerplate sections.
alike = collections.defaultdict(list)
for lang in ('en', 'de'):
    pages = collections.defaultdict(dict)
    for r in rows:
        if r['lang'] == lang:
            for d, ro in zip(r['docs'], r['role']):
                if ro:
                    pages[ro].setdefault(r['set'], set()).update(d)
    nsites = len({r['set'] for r in rows if r['lang'] == lang})
    for ro, by_site in pages.items():
        if len(by_site) >= 0.5 * nsites:
            rdf = collections.Counter(t for ts in by_site.values() for t in ts)
            alike[ro].append(sum(sum(rdf[t] >= 0.5 * len(by_site) for t in ts) / max(1, len(ts)) for ts in by_site.values()) / len(by_site))
frame_roles = {ro for ro, v in alike.items() if sum(v) / len(v) >= a.frame_page}
if a.show:
    print('roles', sorted((round(sum(v) / len(v), 3), ro) for ro, v in alike.items()), file=sys.stderr)
cand = {}
dropped = collections.Counter()
for lang in ('en', 'de'):
    R = [r for r in rows if r['lang'] == lang]
    nsites = len({r['set'] for r in R})
    dropped['frame pages'] = len(frame_roles)
    # Boilerplate: a section at least BOILER_SHARE of whose word 3-grams BOILER_SITES of the sites write verbatim (a template's text).
    gdf = collections.Counter()
    for r in R:
        gdf.update({g for gs in r['grams'] for g in gs})
    common = {g for g, c in gdf.items() if c >= a.boiler_sites * nsites}
    # A frame word: most of the sites that write it write it only in such sections or frame pages (Verbraucherschlichtungsstelle, Markdown).
    inb, allb = collections.Counter(), collections.Counter()
    for r in R:
        keep, frame = [], set()
        for d, gs, ro in zip(r['docs'], r['grams'], r['role']):
            if ro in frame_roles or (gs and sum(g in common for g in gs) >= a.boiler_share * len(gs)):
                dropped['boilerplate sections'] += 1
                frame.update(d)
                continue
            keep.append(d)
        r['docs'] = keep
        rest = {t for d in keep for t in d}
        inb.update(frame - rest)
        allb.update(rest | frame)
    framewords = {t for t, c in inb.items() if c >= a.frame_share * allb[t]}
    for r in R:
        r['docs'] = [[t for t in d if t not in framewords] for d in r['docs']]
    dropped[f'{lang} frame words'] = len(framewords)
    if a.show:
        print(lang, 'frame', ' '.join(sorted(framewords, key=lambda t: -allb[t])[:80]), file=sys.stderr)
    # Names: words the sites' English text writes capitalised mid-sentence nearly always (pooled over the sites).
    caps = collections.defaultdict(lambda: [0, 0])
    for r in R:
        for t, (c, n) in r['cap'].items():
            caps[t][0] += c
            caps[t][1] += n
    names = {t for t, (c, n) in caps.items() if n >= 3 and c >= a.name_caps * n}
    sdf = collections.Counter()
    for r in R:
        sdf.update({t for d in r['docs'] for t in d})
    vocab = sorted(t for t, c in sdf.items() if c >= a.min_df_sites and t not in names)
    dropped[f'{lang} names'] = sum(1 for t, c in sdf.items() if c >= a.min_df_sites and t in names)
    if a.show:
        print(lang, 'names', ' '.join(sorted(names, key=lambda t: -caps[t][1])[:60]), file=sys.stderr)
    ix = {t: i for i, t in enumerate(vocab)}
    V = len(vocab)
    C = np.zeros((V, V), np.float32)
    S = np.zeros((V, V), np.int16)
    cnt = np.zeros(V)
    N = 0.0
    for r in R:
        docs = [sorted({ix[t] for t in d if t in ix}) for d in r['docs']]
        docs = [d for d in docs if d]
        if not docs:
            continue
        X = np.zeros((len(docs), V), np.float32)
        for i, d in enumerate(docs):
            X[i, d] = 1
        w = 32.0 / len(docs)
        c = X.T @ X
        C += c * w
        S += (c > 0).astype(np.int16)
        cnt += X.sum(0) * w
        N += len(docs) * w
    np.fill_diagonal(S, 0)
    P = np.where(C > 0, np.maximum(np.log(np.maximum(C, 1e-9) * N / np.outer(cnt, cnt)), 0), 0).astype(np.float32)
    np.fill_diagonal(P, 0)
    Q = P / (np.linalg.norm(P, axis=1) + 1e-9)[:, None]
    M = np.where(S >= a.min_sites, Q @ Q.T, 0)
    np.fill_diagonal(M, 0)
    # A partner no more common than MAX_PARTNER_SHARE of the sites (a word every site writes is no one's synonym).
    common_word = np.array([sdf[t] > a.max_partner_share * nsites for t in vocab])
    M[:, common_word] = 0
    best = []
    for i, w in enumerate(vocab):
        if sdf[w] > a.max_word_share * nsites:
            continue
        for j in np.argsort(-M[i])[:4]:
            if M[i, j] < a.min_cos:
                break
            if f'{lang}:{vocab[j]}' not in DATES:
                best.append((float(M[i, j]), w, vocab[j], int(S[i, j])))
                break
    # A partner serves at most MAX_DEGREE words, its most similar ones (a hub is a page's frame, not a meaning).
    degree = collections.Counter()
    for cos, w, v, s in sorted(best, reverse=True):
        if degree[v] >= a.max_degree:
            dropped['hub'] += 1
            continue
        degree[v] += 1
        cand[(lang, w)] = (v, cos, s)
    print(f'{lang}: {V} words of {nsites} sites', file=sys.stderr)

# The graded questions' evidence: where the engine would have read the pair, did an answering section hold its term?
dfs, qrows = {}, []
for line in open(a.questions):
    r = json.loads(line)
    if only and r['set'] not in only:
        continue
    if r.get('site'):
        dfs[(r['set'], r['lang'])] = r['df']
    elif r['lang'] == r['qlang']:
        qrows.append(r)
used, helped = collections.Counter(), collections.Counter()
for r in qrows:
    df = dfs[(r['set'], r['lang'])]
    answer = {t for t, _, _ in r['terms']}
    for key, _own, n, held in r['words']:
        p = cand.get((r['lang'], key))
        if p is None or n > 2 or held or df.get(p[0], 0) == 0:
            continue
        used[(r['lang'], key)] += 1
        helped[(r['lang'], key)] += p[0] in answer
kept = []
for (lang, w), (v, cos, s) in cand.items():
    u, h = used[(lang, w)], helped[(lang, w)]
    if u >= 2 and h < a.min_precision * u:
        continue
    kept.append((round(cos, 2), s, lang, w, v, u, h))
kept.sort(key=lambda p: (-p[0], -p[1], p[2], p[3]))
print(f'candidates {len(cand)} kept {len(kept)}; dropped {dict(dropped)}', file=sys.stderr)
for p in kept[: a.show]:
    print('\t'.join(map(str, p)), file=sys.stderr)
table = {f'{lang}:{w}': [lang, v, cos, s, a.share] for cos, s, lang, w, v, _u, _h in kept}
if a.json:
    json.dump({k: [v] for k, v in table.items()}, open(a.json, 'w'), ensure_ascii=False, sort_keys=True)
if a.ts:
    with open(a.ts, 'w') as f:
        f.write('/**\n * The word associations of the development sites\' own text, written by bench/text-assoc-fit.py (sixty-fifth and sixty-eighth\n')
        f.write(' * rounds, docs/relevance.md: boilerplate sections, frame words and names left out, a partner serving at most a few words; the\n')
        f.write(' * validation block and the held-out sets left out). Key: the word\'s language and stem; value: [its\n')
        f.write(" * language, the associated term, the second-order similarity (not read by the engine), sites whose sections hold both, the pair's\n")
        f.write(" * weight against a question pair's]. learned-pairs.ts reads them after the question pairs (LEARNED_PAIRS) of the same word.\n */\n")
        f.write('export const TEXT_PAIRS: Readonly<Record<string, readonly [string, string, number, number, number]>> = {\n')
        for key in sorted(table):
            f.write(f'  {json.dumps(key, ensure_ascii=False)}: {json.dumps(table[key], ensure_ascii=False)},\n')
        f.write('};\n')
