"""Fits language-lift.ts's model (sixty-third round, docs/relevance.md) and cross-validates it by site.

Usage: node --import tsx bench/language-features.ts > /tmp/lang.jsonl
       /usr/bin/python3 bench/language-fit.py /tmp/lang.jsonl [HIGH] [LOW]
Reads the hits rerank holds where the language preference applies (the validation block and the
held-out sets are not in the file), simulates what rerank does after it (translations added at
0.85 of a page's raw score, pages spread, 10 listed) and prints the cross-validated nDCG@5 (five
folds, grouped by site), gained/lost counts and sums by kind, then the coefficients fitted on all.
"""
import collections, json, math, sys
from cv_metrics import ndcg
import numpy as np
from scipy.optimize import minimize
from sklearn.model_selection import GroupKFold

FEATURES = ['bias', 'orphan', 'ownVersion', 'sectionsHit', 'unbridged', 'gapOwn', 'gapOwnOrphan', 'relOther', 'rankOther',
            'questionGap', 'ownPages', 'otherPages', 'words', 'digits', 'lifted']
PAIR_PAGES = 8  # pairs among a question's first 8 pages
L2 = 1.0
TRANSLATION_SHARE = 0.85
BELOW_VERSION = 0.99
import os
RESTRICT = os.environ.get('RESTRICT', '1') == '1'
PASS = os.environ.get('PASS', '1') == '1'
TRANSLATION_WEIGHT = 0.6

def simulate(q, mult):
    """The ten listed pages when each hit's score is multiplied by mult (addTranslations, diversify)."""
    hits = q['hits']
    sc = [h['s'] * m for h, m in zip(hits, mult)]
    best = {}; order = []
    for i, h in enumerate(hits):
        if h['p'] not in best: order.append(h['p']); best[h['p']] = i
        elif h['raw'] > hits[best[h['p']]]['raw']: best[h['p']] = i
    pool = [(sc[i], h['p']) for i, h in enumerate(hits)]
    bestscore = {p: sc[best[p]] for p in order}
    extra = {}
    for p in order:
        hb = hits[best[p]]
        for t in hb['t']:
            s = hb['raw'] * 0.85
            if t in bestscore and bestscore[t] >= s: continue
            extra[t] = max(extra.get(t, 0), s)
    pool += [(s, t) for t, s in extra.items()]
    pool.sort(key=lambda x: -x[0]); pool = pool[:100]
    picked = []; cnt = collections.Counter(); taken = [False] * len(pool)
    while len(picked) < min(10, len(pool)):
        bi = -1; bs = -1
        for i, (s, p) in enumerate(pool):
            if taken[i]: continue
            if s < bs: break
            v = s * 0.2 ** cnt[p]
            if v > bs: bs = v; bi = i
        taken[bi] = True; picked.append(pool[bi][1]); cnt[pool[bi][1]] += 1
    return picked

def feats(q):
    """Per hit: its feature row (language-lift.ts languageFeatures) and its version's score, or None for a hit left alone."""
    hits = q['hits']
    own = [h['s'] for h in hits if h['own']]
    oth = [h['raw'] for h in hits if not h['own'] and not h['via']]
    bo = max(own) if own else 0; bt = max(oth) if oth else 0
    ownp = len({h['p'] for h in hits if h['own']}); othp = len({h['p'] for h in hits if not h['own']})
    pr = {}
    for h in sorted([h for h in hits if not h['own'] and not h['via']], key=lambda h: -h['raw']):
        if h['p'] not in pr: pr[h['p']] = len(pr)
    clip = lambda x: max(-3, min(2, x))
    out = []
    for h in hits:
        if h['own'] or h['via'] or h['raw'] <= 0: out.append(None); continue
        tr = [hh['s'] for hh in hits if hh['own'] and hh['p'] in h['t']]
        v = max(tr) if tr else 0
        gap = clip(math.log(h['raw'] / bo)) if bo > 0 else 2.0
        x = [1.0, h['orphan'], clip(math.log(v / h['raw'])) if v > 0 else -3.0, min(sum(1 for hh in hits if hh['p'] == h['p']), 5) / 5,
             h['ub'], gap, gap * h['orphan'], max(-3, math.log(h['raw'] / bt)), 1 / (1 + pr[h['p']]),
             clip(math.log(bt / bo)) if bo > 0 else 2.0, min(ownp, 20) / 20, min(othp, 20) / 20, min(q['words'], 20) / 20,
             1.0 if q['digits'] else 0.0, 1.0 if h['s'] > h['raw'] * 1.01 else 0.0]
        pbest = max(hh['raw'] for hh in hits if hh['p'] == h['p'])
        # The score the page's version in the question's language is listed at: its hits' best, or the translation's share of the page's best raw score.
        out.append((x, 0 if h['orphan'] else max(v, TRANSLATION_SHARE * pbest)))
    return out

def pairs(Q, F, idx):
    rows = []
    for i in idx:
        q = Q[i]; X = F[i]; hits = q['hits']; g = q['grade']
        pb = {}
        for j, h in enumerate(hits):
            if h['p'] not in pb or h['s'] > hits[pb[h['p']]]['s']: pb[h['p']] = j
        top = sorted(pb.items(), key=lambda kv: -hits[kv[1]]['s'])[:PAIR_PAGES]
        for p, j in top:
            if hits[j]['own'] or X[j] is None: continue
            for p2, k in top:
                if not hits[k]['own'] or g.get(p, 0) == g.get(p2, 0): continue
                off = math.log(hits[j]['s']) - math.log(max(1e-9, hits[k]['s']))
                rows.append(X[j][0] + [off, 1.0 if g.get(p, 0) > g.get(p2, 0) else 0.0])
    return np.array(rows)

def fit(Q, F, idx):
    P = pairs(Q, F, idx); n = len(FEATURES)
    X = P[:, :n]; off = P[:, n]; y = P[:, n + 1]
    def loss(w):
        p = 1 / (1 + np.exp(-(off + X @ w)))
        return -(y * np.log(p + 1e-12) + (1 - y) * np.log(1 - p + 1e-12)).sum() + L2 * (w @ w), X.T @ (p - y) + 2 * L2 * w
    return minimize(loss, np.zeros(n), jac=True, method='L-BFGS-B').x

def lifted(Q, F, i, w, high, low):
    """nDCG@5 of question i under the lift (with language-lift.ts's rule: never above the page's own version)."""
    hits = Q[i]['hits']; m = []
    for h, f in zip(hits, F[i]):
        if f is None: m.append(1.0); continue
        x, v = f
        v = v if CAP else 0
        lift = math.exp(max(low, min(high, float(np.dot(w, x)))))
        if lift > 1 and v > 0: lift = max(1.0, min(lift, BELOW_VERSION * v / h['s']))
        # A page only in the other language rises only where the language preference made up for the translation discount of its words.
        if lift > 1 and RESTRICT and h['orphan'] and x[14] == 0: lift = 1.0
        # Nor past the best own-language hit unless its words, counted as matched directly (raw / TRANSLATION_WEIGHT), would reach it.
        if lift > 1 and PASS and h['orphan'] and Q[i]['bo'] > 0 and h['raw'] / TRANSLATION_WEIGHT < Q[i]['bo']:
            lift = max(1.0, min(lift, BELOW_VERSION * Q[i]['bo'] / h['s']))
        m.append(lift)
    return ndcg(simulate(Q[i], m), Q[i]['relevant'])

CAP = True
if __name__ == '__main__':
    Q = [json.loads(l) for l in open(sys.argv[1])]
    high = float(sys.argv[2]) if len(sys.argv) > 2 else 0.9
    low = float(sys.argv[3]) if len(sys.argv) > 3 else -0.1
    F = [feats(q) for q in Q]
    for q in Q: q['bo'] = max([h['s'] for h in q['hits'] if h['own']], default=0)
    sites = [q['set'] for q in Q]
    base = np.array([ndcg(simulate(q, [1] * len(q['hits'])), q['relevant']) for q in Q])
    new = base.copy()
    for tr, te in GroupKFold(5).split(Q, groups=sites):
        w = fit(Q, F, tr)
        for i in te:
            if any(f is not None for f in F[i]): new[i] = lifted(Q, F, i, w, high, low)
    # The current model (server/search/language-model.ts, fitted on most of these sites) on the same questions: the refit is kept
    # only if its leave-sites-out figure beats it (sixty-seventh round).
    import re
    cur = np.array(json.loads(re.search(r'coef: (\[[^\]]*\])', open(os.path.join(os.path.dirname(__file__), '../server/search/language-model.ts')).read()).group(1)))
    now = np.array([lifted(Q, F, i, cur, high, low) if any(f is not None for f in F[i]) else base[i] for i in range(len(Q))])
    dc = new - now
    print(f'current model {base.mean():.4f} -> {now.mean():.4f}; CV refit against it {dc.mean():+.4f} gain {(dc > 1e-6).sum()} lose {(dc < -1e-6).sum()} sum {dc.sum():+.2f}')
    d = new - base
    kinds = collections.defaultdict(float)
    for i in np.nonzero(np.abs(d) > 1e-6)[0]: kinds[Q[i]['kind']] += d[i]
    print(f'CV {base.mean():.4f} -> {new.mean():.4f} ({d.mean():+.4f}) gain {(d > 1e-6).sum()} lose {(d < -1e-6).sum()} sum {d.sum():+.2f}')
    print('  by kind', {k: round(v, 2) for k, v in sorted(kinds.items())})
    per = collections.defaultdict(float)
    for i in range(len(Q)): per[sites[i]] += d[i]
    print(f'  sites gaining {sum(1 for v in per.values() if v > 1e-6)}, losing {sum(1 for v in per.values() if v < -1e-6)} of {len(per)}')
    w = fit(Q, F, range(len(Q)))
    print('coef', [round(float(x), 4) for x in w])
    print(dict(zip(FEATURES, [round(float(x), 3) for x in w])))
