"""Leave-sites-out cross-validation of the sixty-first round's cross model: question cues × section roles.

Reads bench/cross-features.ts's rows (development questions only: the validation block and the
held-out sites are never extracted). Each listed page group (a page and the translations of
earlier pages that follow it) is scored alpha * log(score) + sum of w[cue, role] over the
question's cues and its first page's best section's roles; pairwise logistic loss over the groups of a
question with different grades, L2. Vocabulary: a question word is a cue when it is asked on at
least MINQ training sites; a heading or title word a role when it heads sections on at least MINH
training sites; a cross is kept when it is active on candidates of at least MINX training sites.
Usage: /usr/bin/python3 bench/cross-cv.py /tmp/cx.jsonl [fit OUT.json]
"""
import collections, json, math, sys
from cv_metrics import ndcg, groups
import numpy as np
import scipy.sparse as sp
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GroupKFold

MINQ = int(__import__('os').environ.get('MINQ', 10))
MINH = int(__import__('os').environ.get('MINH', 10))
MINX = int(__import__('os').environ.get('MINX', 10))
C = float(__import__('os').environ.get('C', 0.05))
MAXG = 10
BOUND = float(__import__('os').environ.get('BOUND', 1e9))
NOHT = int(__import__('os').environ.get('NOHT', 0))
NOB = int(__import__('os').environ.get('NOB', 0))
TOPA = int(__import__('os').environ.get('TOPA', 10))
PEN = __import__('os').environ.get('PEN', 'l2')
ROLES2 = int(__import__('os').environ.get('ROLES2', 0))


Q = [json.loads(l) for l in open(sys.argv[1])]
data = []
for q in Q:
    gs = groups(q['cands'])
    data.append((q, gs[:MAXG], [c for g in gs[MAXG:] for c in g]))
sets = np.array([d[0]['set'] for d in data])
base = np.array([ndcg([c['page'] for g in gs for c in g] + [c['page'] for c in rest], q['relevant']) for q, gs, rest in data])


def roles_of(c):
    r = set(c['roles'])
    if ROLES2:
        for rr in c['roles2']: r |= {'2' + x for x in rr if x.startswith('r:')}
    return r


def vocab(idx):
    qs = collections.defaultdict(set); hs = collections.defaultdict(set)
    for i in idx:
        q, gs, _ = data[i]
        for c in q['cues']:
            if c.startswith('w:'): qs[c].add(q['set'])
        for g in gs:
            for r in g[0]['roles']:
                if r[:2] in ('h:', 't:'): hs[r].add(q['set'])
    return {c for c, s in qs.items() if len(s) >= MINQ}, {r for r, s in hs.items() if len(s) >= MINH}


def cand_feats(q, gs, qv, hv):
    cues = [c for c in q['cues'] if (not c.startswith('w:') or c in qv) and not (NOB and c == 'b')]
    out = []
    for g in gs:
        roles = [r for r in roles_of(g[0]) if r[:2] not in ('h:', 't:') or (r in hv and not NOHT)]
        out.append({(c, r) for c in cues for r in roles})
    return out


SCALE = float(__import__('os').environ.get('SCALE', 100))
def lscore(c): return SCALE * math.log(max(c['score'], 1e-3))


def fit(idx):
    qv, hv = vocab(idx)
    F = {i: cand_feats(data[i][0], data[i][1], qv, hv) for i in idx}
    # support: sites where the cross differs between two candidates of different grade
    sup = collections.defaultdict(set)
    for i in idx:
        q, gs, _ = data[i]
        y = [g[0]['grade'] for g in gs]
        if len(set(y)) < 2: continue
        allx = set().union(*F[i]); common = set.intersection(*F[i])
        for x in allx - common: sup[x].add(q['set'])
    keep = sorted(x for x, s in sup.items() if len(s) >= MINX)
    col = {x: j + 2 for j, x in enumerate(keep)}
    rows = []; cols = []; vals = []; ys = []; ws = []; r = 0
    for i in idx:
        q, gs, _ = data[i]
        y = [g[0]['grade'] for g in gs]
        vec = [({col[x] for x in f if x in col}, lscore(g[0]), SCALE * math.log(k + 1)) for k, (f, g) in enumerate(zip(F[i], gs))]
        for a in range(len(gs)):
            for b in range(a + 1, len(gs)):
                if y[a] == y[b] or a >= TOPA: continue
                w = abs(y[a] - y[b]) * abs(1 / math.log2(a + 2) - 1 / math.log2(b + 2))
                for sign in (1, -1):
                    sa, la, ra = vec[a]; sb, lb, rb = vec[b]
                    d = {0: sign * (la - lb), 1: sign * (ra - rb)}
                    for j in sa - sb: d[j] = sign
                    for j in sb - sa: d[j] = -sign
                    for j, v in d.items(): rows.append(r); cols.append(j); vals.append(v)
                    ys.append(1 if (y[a] > y[b]) == (sign == 1) else 0); ws.append(w); r += 1
    X = sp.csr_matrix((vals, (rows, cols)), shape=(r, len(keep) + 2))
    m = LogisticRegression(C=C, penalty=PEN, fit_intercept=False, max_iter=3000, solver='lbfgs' if PEN == 'l2' else 'liblinear').fit(X, np.array(ys), sample_weight=np.array(ws))
    w = m.coef_[0]
    return qv, hv, (w[0], w[1]), {x: w[col[x]] for x in keep}


def rescore(i, model):
    qv, hv, alpha, W = model
    q, gs, rest = data[i]
    F = cand_feats(q, gs, qv, hv)
    s = [alpha[0] * lscore(g[0]) + alpha[1] * SCALE * math.log(k + 1) + max(-BOUND, min(BOUND, sum(W.get(x, 0) for x in f))) for k, (f, g) in enumerate(zip(F, gs))]
    idx = sorted(range(len(gs)), key=lambda k: (-s[k], k))
    return ndcg([c['page'] for k in idx for c in gs[k]] + [c['page'] for c in rest], q['relevant'])


def report(name, new):
    d = new - base
    print(f"{name}: base {base.mean():.4f} new {new.mean():.4f} diff {d.mean():+.4f} gain {(d > 1e-6).sum()} lose {(d < -1e-6).sum()} sum {d.sum():+.2f}")
    kinds = collections.defaultdict(list)
    for (q, *_), x in zip(data, d): kinds[q['kind']].append(x)
    print('   ' + ', '.join(f"{k or '-'} {np.mean(v):+.4f}" for k, v in sorted(kinds.items())))


if len(sys.argv) > 2 and sys.argv[2] == 'fit':
    qv, hv, alpha, W = fit(list(range(len(data))))
    json.dump({'alpha': list(alpha), 'weights': [[c, r, w] for (c, r), w in W.items()]}, open(sys.argv[3], 'w'))
    print(f"log score {alpha[0] * SCALE:.3f}, log rank {alpha[1] * SCALE:.3f}, {len(W)} crosses (weights in logits)")
    for (c, r), w in sorted(W.items(), key=lambda t: -abs(t[1]))[:60]: print(f"  {c} x {r}: {w:+.3f}")
    sys.exit()

# the score alone: how far it restates the engine's order
new = np.array([rescore(i, (set(), set(), (1.0, -1e-6), {})) for i in range(len(data))])
report('score only', new)
folds = list(GroupKFold(n_splits=5).split(np.zeros(len(data)), groups=sets))
new = base.copy(); sizes = []
for tr, te in folds:
    model = fit(list(tr)); sizes.append((len(model[3]), [round(x * SCALE, 3) for x in model[2]]))
    for i in te: new[i] = rescore(i, model)
report(f'cross C={C} MINX={MINX} ROLES2={ROLES2} NOB={NOB} TOPA={TOPA} PEN={PEN} MINQ={MINQ} NOHT={NOHT} BOUND={BOUND}', new)
print('   crosses, alpha per fold:', sizes)
