"""Seventy-third round (docs/relevance.md): which features tell a long question's ask words from its story words, and whether a
word-weight model learned on long questions orders them better than the shipped one (server/search/word-model.ts).
Usage: STORY=1 node --import tsx bench/word-weights-extract.ts > /tmp/ww.jsonl; python3 bench/story-ask-fit.py /tmp/ww.jsonl [long|chatty] [OUT=dir]

Rows: the question's own-language index only; a word "tells apart" when only the answering sections hold it (positive) or only
the wrong sections above the answer do (negative). Prints: per feature, the share of positives by bin; then, leave-sites-out
(alternating halves and 8 folds by site), the share of a question's (positive, negative) word pairs each model orders right:
the shipped model, a refit of its 12 features on these questions, a refit with the story features, and the shipped model plus a
story-feature residual (an offset fit: the shipped score fixed, only the story features' coefficients learned). With OUT=dir it
writes the offset model fitted on each half of the sites (dir/off-half0.json, off-half1.json: `coef` over the 17 features and
`sites`, the half it was NOT fitted on) and on all (off-all.json), for a ranking run of the cross-fitted halves."""
import json, os, re, sys
import numpy as np

BASE = ['idf', 'heads', 'position', 'ask', 'lastSentence', 'length', 'capital', 'number', 'expanded', 'alternatives', 'cohesion', 'firstSentence']
STORY = ['fromEnd', 'askSentence', 'beforeAsk', 'afterAsk', 'phrase', 'sentences']
F = BASE + STORY
BINARY = {'ask', 'lastSentence', 'capital', 'number', 'expanded', 'firstSentence', 'askSentence', 'beforeAsk', 'afterAsk', 'phrase'}
C = 0.1
opts = dict(a.split('=', 1) for a in sys.argv[2:] if '=' in a)
sel = next((a for a in sys.argv[2:] if '=' not in a), 'long')
rows = [r for r in map(json.loads, open(sys.argv[1])) if r['lang'] == r['asked'] and len(r['x']) == len(F)]
rows = [r for r in rows if (r['said'] >= 12 if sel == 'long' else r['kind'] == 'chatty')]
apart = [r for r in rows if r['answer'] != r['wrong']]
print(f"{sel}: words {len(rows)}, questions {len({(r['set'], r['q']) for r in rows})}; answer only {sum(r['answer'] and not r['wrong'] for r in rows)}, wrong only {sum(r['wrong'] and not r['answer'] for r in rows)}, both {sum(r['answer'] and r['wrong'] for r in rows)}")
X = np.array([r['x'] for r in apart], float)
y = np.array([r['answer'] for r in apart])
print('share of the telling words that only the answer holds, by feature bin:')
for k, n in enumerate(F):
    v = X[:, k]
    edges = [0, 0.5, 2] if n in BINARY else list(np.unique(np.quantile(v, [0, .25, .5, .75, 1])))
    edges[-1] += 1e-9
    print(f'  {n:13s} ' + ' | '.join(f'[{lo:.2f},{hi:.2f}) n={m.sum()} {y[m].mean():.3f}' for lo, hi in zip(edges[:-1], edges[1:]) for m in [(v >= lo) & (v < hi)] if m.sum()))

shipped = np.array(json.loads(re.search(r'coef: (\[[^\]]*\])', open(os.path.join(os.path.dirname(__file__), '../server/search/word-model.ts')).read()).group(1)))


def pairs_of(rows):
    """Each question's (answer-only word, wrong-only word) index pairs, and the site of each pair."""
    split = {}
    for i, r in enumerate(rows): split.setdefault((r['set'], r['q']), ([], []))[0 if r['answer'] else 1].append(i)
    P = [(a, b) for answer, wrong in split.values() for a in answer for b in wrong]
    return np.array([r['x'] for r in rows], float), np.array(P), np.array([rows[a]['set'] for a, _ in P])


def logistic(D, off, weight):
    """L2 logistic regression without intercept on pair differences D (label 1), by Newton steps (sklearn's C=0.1 objective;
    `weight` 2 counts each pair in both orders as word-weights-fit.py does)."""
    w = np.zeros(D.shape[1])
    for _ in range(50):
        p = 1 / (1 + np.exp(-(D @ w + off)))
        step = np.linalg.solve(weight * C * (D.T * (p * (1 - p))) @ D + np.eye(len(w)), -weight * C * D.T @ (1 - p) + w)
        w -= step
        if np.abs(step).max() < 1e-9: break
    return w


def refit(X, P, cols):
    Xc = X[:, cols]; sc = Xc.std(0); sc[sc == 0] = 1
    return logistic((Xc[P[:, 0]] - Xc[P[:, 1]]) / sc, 0, 2) / sc


def offset(X, P, cols=list(range(12, 17))):
    Xc = X[:, cols]; sc = Xc.std(0); sc[sc == 0] = 1
    c = np.zeros(17); c[:12] = shipped
    c[cols] += logistic((Xc[P[:, 0]] - Xc[P[:, 1]]) / sc, (X[P[:, 0], :12] - X[P[:, 1], :12]) @ shipped, 1) / sc
    return c


data = {'apart': pairs_of(apart), 'above': pairs_of([r for r in apart if r['rank'] != 0])}
names = sorted({r['set'] for r in apart})
ordered = lambda X, P, c: ((lambda d: (d > 0) + 0.5 * (d == 0))((X[P[:, 0], :len(c)] - X[P[:, 1], :len(c)]) @ c)).mean()
print('pairs ordered right:', ', '.join(f"{k} {len(v[1])} pairs: shipped {ordered(v[0], v[1], shipped):.4f}, idf alone {ordered(v[0], v[1], np.eye(1)[0]):.4f}" for k, v in data.items()))
models = {
    'refit, 12 features': lambda fit_on: sum(refit(X, P[fit_on(S)], list(range(12))) for X, P, S in data.values()),
    'refit, 12 + 5 story features': lambda fit_on: sum(refit(X, P[fit_on(S)], list(range(17))) for X, P, S in data.values()),
    'shipped + story residual': lambda fit_on: offset(data['apart'][0], data['apart'][1][fit_on(data['apart'][2])]),
}
for folds in (2, 8):
    fold = {s: i % folds for i, s in enumerate(names)}
    for label, make in models.items():
        won = {k: np.zeros(len(v[1])) for k, v in data.items()}
        for f in range(folds):
            c = make(lambda S: np.array([fold[s] != f for s in S]))
            for k, (X, P, S) in data.items():
                te = np.array([fold[s] == f for s in S])
                won[k][te] = (lambda d: (d > 0) + 0.5 * (d == 0))((X[P[te, 0], :len(c)] - X[P[te, 1], :len(c)]) @ c)
        print(f'  leave-sites-out, {folds} folds, {label}: ' + ', '.join(f'{k} {v.mean():.4f}' for k, v in won.items()))
every = offset(data['apart'][0], data['apart'][1])
print('story residual (raw features), fitted on all:', ', '.join(f'{n} {c:+.3f}' for n, c in zip(STORY, every[12:])))
if 'OUT' in opts:
    fold = {s: i % 2 for i, s in enumerate(names)}
    for f in (0, 1):
        c = offset(data['apart'][0], data['apart'][1][np.array([fold[s] != f for s in data['apart'][2]])])
        json.dump({'coef': list(c), 'sites': [s for s in names if fold[s] == f]}, open(os.path.join(opts['OUT'], f'off-half{f}.json'), 'w'))
    json.dump({'coef': list(every), 'sites': names}, open(os.path.join(opts['OUT'], 'off-all.json'), 'w'))
