"""Learns word-weights.ts's model (server/search/word-model.ts) from bench/word-weights-extract.ts's rows.
Usage: /usr/bin/python3 bench/word-weights-fit.py /tmp/ww.jsonl [--write]

Label: a word that tells the answer from the sections the search put above it (or, under a first answer, beside it in
the first five): positive when only an answering section holds it, negative when only those do; words in both or in
neither tell them apart no more and are left out. The model is conditional on the question (what the search uses is a
word's weight relative to the question's other words): a logistic regression on the differences of standardised
features of a positive and a negative word of the same question (both orders). Leave-sites-out CV: group k-fold by site,
scored as the share of a question's (positive, negative) pairs ordered right, against idf alone."""
import json, re, sys
import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GroupKFold

FEATURES = ['idf', 'heads', 'position', 'ask', 'lastSentence', 'length', 'capital', 'number', 'expanded', 'alternatives', 'questionWords', 'keptWords', 'cohesion', 'firstSentence']
rows = [r for r in map(json.loads, open(sys.argv[1])) if r['answer'] != r['wrong'] and r['lang'] == r['asked']]
X = np.array([r['x'] for r in rows], float)
y = np.array([1 if r['answer'] else 0 for r in rows])
mean, scale = X.mean(0), X.std(0)
scale[scale == 0] = 1
Z = (X - mean) / scale
by = {}
for i, r in enumerate(rows): by.setdefault((r['set'], r['q']), []).append(i)
pairs, psite = [], []
for (site, _), ix in by.items():
    for a in ix:
        for b in ix:
            if y[a] == 1 and y[b] == 0: pairs.append((a, b)); psite.append(site)
pairs = np.array(pairs); psite = np.array(psite)
D = Z[pairs[:, 0]] - Z[pairs[:, 1]]
DD = np.vstack([D, -D]); yy = np.r_[np.ones(len(D)), np.zeros(len(D))]; gg = np.r_[psite, psite]
C = float(dict(a.split('=') for a in sys.argv[2:] if '=' in a).get('C', 0.1))
def fit(ix):
    return LogisticRegression(C=C, fit_intercept=False, max_iter=3000).fit(DD[ix], yy[ix])
won = np.zeros(len(D))
for tr, te in GroupKFold(n_splits=8).split(DD, yy, gg):
    m = fit(tr)
    te = te[te < len(D)]
    s = D[te] @ m.coef_[0]
    won[te] = (s > 0) + 0.5 * (s == 0)
idf = (X[pairs[:, 0], 0] > X[pairs[:, 1], 0]) + 0.5 * (X[pairs[:, 0], 0] == X[pairs[:, 1], 0])
sites = sorted(set(psite))
per = [won[psite == s].mean() - idf[psite == s].mean() for s in sites]
print(f'words {len(y)} questions {len(by)} pairs {len(D)}; leave-sites-out: model orders {won.mean():.4f}, idf alone {idf.mean():.4f}; sites where the model beats idf {sum(p > 0 for p in per)}/{len(sites)}')
m = fit(np.arange(len(DD)))
for n, c in zip(FEATURES, m.coef_[0]): print(f'  {n:14s} {c:+.3f}')
if '--write' in sys.argv:
    f = lambda v: '[' + ', '.join(f'{x:.4f}' for x in v) + ']'
    p = 'server/search/word-model.ts'
    s = open(p).read()
    s = re.sub(r'mean: \[[^\]]*\]', 'mean: ' + f(mean), s)
    s = re.sub(r'scale: \[[^\]]*\]', 'scale: ' + f(scale), s)
    s = re.sub(r'coef: \[[^\]]*\]', 'coef: ' + f(m.coef_[0]), s)
    open(p, 'w').write(s)
