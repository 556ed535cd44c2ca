"""What the cross-validation scripts (rerank-cv.py, cross-cv.py, language-fit.py) score a page order by: nDCG@5 as
bench/eval-metrics.ts computes it, and the engine's page groups. One copy, so the three judge alike."""
import math


def ndcg(order, relevant, k=5):
    """nDCG@k over pages: linear gains, a page seen again counts 0, the ideal from every graded page."""
    seen = set(); dcg = 0
    for i, p in enumerate(order[:k]):
        g = relevant.get(p, 0) if p not in seen else 0
        seen.add(p); dcg += g / math.log2(i + 2)
    ideal = sum(g / math.log2(i + 2) for i, g in enumerate(sorted(relevant.values(), reverse=True)[:k]))
    return dcg / ideal if ideal else 0


def groups(cands):
    """A page and the translations of earlier pages that follow it directly: they move together, as the engine lists them."""
    gs = []
    for c in cands:
        if c['transOfHigher'] and gs: gs[-1].append(c)
        else: gs.append([c])
    return gs
