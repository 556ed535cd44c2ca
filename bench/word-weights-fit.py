"""Learns word-weights.ts's model (server/search/word-model.ts) from bench/word-weights-extract.ts's rows.
Usage: /usr/bin/python3 bench/word-weights-fit.py /tmp/ww.jsonl [C=0.1] [SITES=file] [JSON=out.json] [--write]

The words of the question's own language index only (a question read in another language's index is left as it is).
Two labels, one conditional logistic model each, summed:
- apart: a word that tells an answering section from the sections the search put above it (or, under a first answer,
  beside it in the first five): positive when only an answering section holds it, negative when only those do; words
  in both or in neither tell them apart no more and are left out;
- above: the same, only in questions whose first answer the search put below the first place (what it got wrong).
Each model is conditional on the question (what the search uses is a word's weight relative to the question's other
words): a logistic regression without intercept on the differences of the standardised features of a positive and a
negative word of the same question (both orders). The written model is the sum of the two, on the raw features
(mean 0, scale 1). Leave-sites-out CV (group k-fold by site): the share of a question's (positive, negative) pairs the
model orders right, against idf alone."""
import json, re, sys
import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GroupKFold

FEATURES = ['idf', 'heads', 'position', 'ask', 'lastSentence', 'length', 'capital', 'number', 'expanded', 'alternatives', 'cohesion', 'firstSentence']
opts = dict(a.split('=', 1) for a in sys.argv[2:] if '=' in a)
C = float(opts.get('C', 0.1))
every = [dict(r, x=r['x'][:len(FEATURES)]) for r in map(json.loads, open(sys.argv[1])) if r['answer'] != r['wrong'] and r['lang'] == r['asked']]
if 'SITES' in opts:
    keep = set(open(opts['SITES']).read().split())
    every = [r for r in every if r['set'] in keep]


def pairs_of(rows):
    X = np.array([r['x'] for r in rows], float)
    y = np.array([1 if r['answer'] else 0 for r in rows])
    by = {}
    for i, r in enumerate(rows): by.setdefault((r['set'], r['q']), []).append(i)
    pairs, sites = [], []
    for (site, _), ix in by.items():
        for a in ix:
            for b in ix:
                if y[a] == 1 and y[b] == 0: pairs.append((a, b)); sites.append(site)
    return X, np.array(pairs), np.array(sites), len(by)


def fit(X, pairs, mean, scale):
    D = (X[pairs[:, 0]] - X[pairs[:, 1]]) / scale
    m = LogisticRegression(C=C, fit_intercept=False, max_iter=3000).fit(np.vstack([D, -D]), np.r_[np.ones(len(D)), np.zeros(len(D))])
    return m.coef_[0] / scale  # on the raw features


models = {}
for label, rows in [('apart', every), ('above', [r for r in every if r['rank'] != 0])]:
    X, pairs, sites, questions = pairs_of(rows)
    mean, scale = X.mean(0), X.std(0)
    scale[scale == 0] = 1
    won = np.zeros(len(pairs))
    for tr, te in GroupKFold(n_splits=8).split(pairs, groups=sites):
        w = fit(X, pairs[tr], mean, scale)
        s = (X[pairs[te, 0]] - X[pairs[te, 1]]) @ w
        won[te] = (s > 0) + 0.5 * (s == 0)
    idf = (X[pairs[:, 0], 0] > X[pairs[:, 1], 0]) + 0.5 * (X[pairs[:, 0], 0] == X[pairs[:, 1], 0])
    names = sorted(set(sites))
    beats = sum(won[sites == s].mean() > idf[sites == s].mean() for s in names)
    print(f'{label}: words {len(rows)} questions {questions} pairs {len(pairs)}; leave-sites-out: model orders {won.mean():.4f}, idf alone {idf.mean():.4f}; sites where the model beats idf {beats}/{len(names)}')
    models[label] = fit(X, pairs, mean, scale)
total = models['apart'] + models['above']
# The summed model, leave-sites-out: each eighth of the sites scored by the two models fitted on the other sites.
fold = {s: i % 8 for i, s in enumerate(sorted({r['set'] for r in every}))}
sets = {label: pairs_of(rows) for label, rows in [('apart', every), ('above', [r for r in every if r['rank'] != 0])]}
scaled = {label: (lambda X: (X.mean(0), np.where(X.std(0) == 0, 1, X.std(0))))(v[0]) for label, v in sets.items()}
won = {label: np.zeros(len(v[1])) for label, v in sets.items()}
for k in range(8):
    w = sum(fit(X, pairs[np.array([fold[s] != k for s in sites])], *scaled[label]) for label, (X, pairs, sites, _) in sets.items())
    for label, (X, pairs, sites, _) in sets.items():
        te = np.array([fold[s] == k for s in sites])
        d = (X[pairs[te, 0]] - X[pairs[te, 1]]) @ w
        won[label][te] = (d > 0) + 0.5 * (d == 0)
print('summed model, leave-sites-out: ' + ', '.join(f'{label} pairs ordered {v.mean():.4f}' for label, v in won.items()))
# The shipped model (server/search/word-model.ts, fitted on most of these sites: in-sample for them) on the same pairs: a refit is
# kept only if it beats it (sixty-seventh round).
import os
current = np.array(json.loads(re.search(r'coef: (\[[^\]]*\])', open(os.path.join(os.path.dirname(__file__), '../server/search/word-model.ts')).read()).group(1)))
shipped = {}
for label, (X, pairs, sites, _) in sets.items():
    d = (X[pairs[:, 0]] - X[pairs[:, 1]]) @ current
    shipped[label] = ((d > 0) + 0.5 * (d == 0)).mean()
print('shipped model on the same pairs: ' + ', '.join(f'{label} pairs ordered {v:.4f}' for label, v in shipped.items()))
print('feature        apart   above   sum (raw features)')
for n, a, b, t in zip(FEATURES, models['apart'], models['above'], total): print(f'  {n:13s} {a:+.3f} {b:+.3f} {t:+.3f}')
if 'JSON' in opts: json.dump({'mean': [0] * len(total), 'scale': [1] * len(total), 'coef': list(total)}, open(opts['JSON'], 'w'))
if '--write' in sys.argv:
    f = lambda v: '[' + ', '.join(f'{x:.4f}' for x in v) + ']'
    p = 'server/search/word-model.ts'
    s = open(p).read()
    s = re.sub(r'coef: \[[^\]]*\]', 'coef: ' + f(total), s)
    open(p, 'w').write(s)
