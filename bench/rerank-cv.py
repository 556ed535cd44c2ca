"""Leave-sites-out cross-validation of a learned second-stage page reranker (fifty-ninth round, a negative result).

Reads the rows of bench/rerank-features.ts (one JSON line per development question; the validation
block and the held-out sites are never extracted) and compares the engine's page order with three
learned re-orderings over five folds grouped by site, nDCG@5 computed as bench/eval-metrics.ts does:
  linear   pairwise logistic regression over the listed pages (a page and the translations that follow it move together)
  margin   gradient-boosted P(grade 2) per page, re-sorted by P - MARGIN * rank
  promote  gradient-boosted "does the j-th page (j < K) beat the first?"; the best one goes first when P > TH
Usage: node --import tsx bench/rerank-features.ts > /tmp/rr.jsonl && /usr/bin/python3 bench/rerank-cv.py /tmp/rr.jsonl
"""
import collections, json, math, sys
from cv_metrics import ndcg, groups
import numpy as np
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GroupKFold


def load(p):
    return [json.loads(l) for l in open(p)]


NAMES=None
def feats(q, gs):
    rows=[]
    cov=[g[0]['covPage'] for g in gs]; ct=[g[0]['covTitle'] for g in gs]; ch=[g[0]['covHits'] for g in gs]
    mc=max(cov) if cov else 0; mt=max(ct) if ct else 0; mh=max(ch) if ch else 0
    mb=max([g[0]['bm'] for g in gs] or [0]); ma=max([g[0]['askPage'] for g in gs] or [0])
    long_=1.0 if q['words']>=12 else 0.0
    for r,g in enumerate(gs):
        c=g[0]
        f={'rank1':1.0 if r==0 else 0.0,'logrank':math.log(r+1),'rel':c['rel'],'relRaw':c['relRaw'],'score':c['score'],
           'others':min(c['others'],3),'nHits':min(c['nHits'],4),'inLang':c['inLang'],'via':c['via'],
           'covPage':c['covPage'],'covTitle':c['covTitle'],'covHits':c['covHits'],
           'dCov':c['covPage']-mc,'dTitle':c['covTitle']-mt,'dHits':c['covHits']-mh,
           'logLen':math.log(1+c['secLen']),'intro':c['intro'],'home':c['home'],'overview':c['overview'],'dated':c['dated'],
           'iface':c['iface'],'optional':c['optional'],'table':c['table'],'logPage':math.log(1+c['pageLen']),'gsize':len(g),'bm':math.log(1+c['bm']),'bmRel':c['bm']/mb if mb>0 else 0,'askPage':c['askPage'],'askTitle':c['askTitle'],'dAsk':c['askPage']-ma}
        for k in ['covPage','covTitle','home','overview','logLen','rel','dated','bmRel','askPage','askTitle']:
            f['long_'+k]=long_*f[k]
        for k in ['rel','covPage','home']:
            f['prev_'+k]=q['prev']*f[k]
        rows.append(f)
    return rows
def X_of(F): return np.array([[f[n] for n in NAMES] for f in F])
def order_of(gs,rest,s):
    idx=sorted(range(len(gs)),key=lambda i:(-s[i],i))
    return [c['page'] for i in idx for c in gs[i]]+[c['page'] for c in rest]
def pairs(items):
    Xs=[];ys=[];ws=[]
    for q,gs,rest,F in items:
        if len(gs)<2: continue
        X=X_of(F); y=np.array([g[0]['grade'] for g in gs])
        for i in range(len(gs)):
            for j in range(i+1,len(gs)):
                if y[i]==y[j]: continue
                w=abs(y[i]-y[j])*abs(1/math.log2(i+2)-1/math.log2(j+2))
                d=X[i]-X[j]; s=1 if y[i]>y[j] else 0
                Xs.append(d); ys.append(s); ws.append(w)
                Xs.append(-d); ys.append(1-s); ws.append(w)
    return np.array(Xs),np.array(ys),np.array(ws)


def report(name, data, base, new):
    d = new - base
    print(f"{name}: base {base.mean():.4f} new {new.mean():.4f} diff {d.mean():+.4f} gain {(d > 1e-6).sum()} lose {(d < -1e-6).sum()} sum {d.sum():+.2f}")
    kinds = collections.defaultdict(list)
    for (q, *_), x in zip(data, d): kinds[q['kind']].append(x)
    print('   ' + ', '.join(f"{k or '-'} {np.mean(v):+.4f}" for k, v in sorted(kinds.items())))


Q = load(sys.argv[1])
MAXG = 10
data = []
for q in Q:
    gs = groups(q['cands'])[:MAXG]
    rest = [c for g in groups(q['cands'])[MAXG:] for c in g]
    F = feats(q, gs)
    if F: NAMES = list(F[0].keys())
    data.append((q, gs, rest, F))
sets = np.array([d[0]['set'] for d in data])
folds = list(GroupKFold(n_splits=5).split(np.zeros(len(data)), groups=sets))
base = np.array([ndcg([c['page'] for g in gs for c in g] + [c['page'] for c in rest], q['relevant']) for q, gs, rest, F in data])

# linear pairwise
new = base.copy(); coefs = []
for tr, te in folds:
    Xp, yp, wp = pairs([data[i] for i in tr])
    sd = Xp.std(0) + 1e-9
    w = LogisticRegression(C=1.0, fit_intercept=False, max_iter=2000).fit(Xp / sd, yp, sample_weight=wp).coef_[0] / sd
    coefs.append(w)
    for i in te:
        q, gs, rest, F = data[i]
        if gs: new[i] = ndcg(order_of(gs, rest, X_of(F) @ w), q['relevant'])
report('linear', data, base, new)
print('   weights (mean over folds): ' + ', '.join(f"{n} {x:+.3f}" for n, x in sorted(zip(NAMES, np.mean(coefs, 0)), key=lambda t: -abs(t[1]))))

def gbm():
    return HistGradientBoostingClassifier(max_iter=200, learning_rate=0.05, max_leaf_nodes=15, min_samples_leaf=50)

# pointwise boosted, margin
for margin in (0.0, 0.05):
    new = base.copy()
    for tr, te in folds:
        X = []; y = []
        for i in tr:
            q, gs, rest, F = data[i]
            if len(gs) < 2: continue
            for r, x in enumerate(X_of(F)): X.append(np.append(x, q['words'])); y.append(1 if gs[r][0]['grade'] == 2 else 0)
        m = gbm().fit(np.array(X), np.array(y))
        for i in te:
            q, gs, rest, F = data[i]
            if len(gs) < 2: continue
            p = m.predict_proba(np.array([np.append(x, q['words']) for x in X_of(F)]))[:, 1] - margin * np.arange(len(gs))
            new[i] = ndcg(order_of(gs, rest, p), q['relevant'])
    report(f'margin {margin}', data, base, new)

# promote to the top
K = 5
def pf(q, X, j): return np.concatenate([X[0], X[j], X[j] - X[0], [q['words'], q['prev'], j]])
for th in (0.4, 0.5, 0.6):
    new = base.copy()
    for tr, te in folds:
        A = []; y = []; w = []
        for i in tr:
            q, gs, rest, F = data[i]
            if len(gs) < 2: continue
            X = X_of(F)
            for j in range(1, min(K, len(gs))):
                gt = gs[0][0]['grade']; gj = gs[j][0]['grade']
                A.append(pf(q, X, j)); y.append(1 if gj > gt else 0); w.append(1 + abs(gj - gt))
        m = HistGradientBoostingClassifier(max_iter=300, learning_rate=0.05, max_leaf_nodes=15, min_samples_leaf=40).fit(np.array(A), np.array(y), sample_weight=np.array(w))
        P = []; own = []
        for i in te:
            q, gs, rest, F = data[i]
            X = X_of(F) if len(gs) >= 2 else []
            for j in range(1, min(K, len(gs))): P.append(pf(q, X, j)); own.append(i)
        byq = collections.defaultdict(list)
        for i, v in zip(own, m.predict_proba(np.array(P))[:, 1]): byq[i].append(v)
        for i in te:
            q, gs, rest, F = data[i]
            if i not in byq: continue
            p = np.array(byq[i]); j = int(np.argmax(p)) + 1
            if p[j - 1] > th:
                idx = [j] + [x for x in range(len(gs)) if x != j]
                new[i] = ndcg([c['page'] for x in idx for c in gs[x]] + [c['page'] for c in rest], q['relevant'])
    report(f'promote K={K} P>{th}', data, base, new)
