#!/usr/bin/env python3
"""The pages after the answer (seventy-second round), on bench/partial-pages.ts' lines.

Usage: python3 bench/partial-pages.py /tmp/pp.jsonl [table|cv|fit]   (numpy; default: all three)
  table: the development questions whose first page answers (rr = 1) and whose nDCG@5 < 1, what stands at places 3-5
         and what the grades want there, by page role and by the question's ask (rerank's context), and where the missing
         graded pages stand in the engine's list.
  cv:    the oracle over the listed pages, and a logistic model of "graded > 0" for the pages after the first, by five
         folds of whole sites (the pages re-sorted by its score, the first kept first); ablations.
  fit:   the model fitted on every line (printed): the numbers of server/search/after-answer-weights.ts in commit 420c45c, since reverted.
  held:  (seventy-fifth round; heldfit: only the fits on every line) the re-ordering with translations held in place: a listed page that translates an earlier
         listed page keeps its place, and a page in another language than the question's never moves above a page in the
         question's language that stood above it; the model refitted on the pages that may move, by the same five folds;
         with and without the answering section's rare terms; then the fit on every line (printed).
  six:   (eightieth round; arguments: DEEP = 10 or 20) a page from places 6-10 (DEEP 20: also the further pages of the
         limit-MORE list, run with MORE=20) brought into places 2-5 in place of the weakest page there; the holds of after-answer.ts
         (the first page, translations of a page above, other-language pages, RIVAL, pages a rule placed: `pin`) keep their
         places and are never brought up. The oracle with this window, and a logistic model of "graded > 0" (the after-answer
         features and rare terms, plus "beyond the five") by the same five folds of whole sites, with up to SWAPS swaps and
         the margin chosen on the training folds.
  rival: (seventy-sixth round) how often a listed page (in the question's language, not a translation of a page above it)
         is graded above the first page, by its score over the first page's; then the seventy-fifth round's best variant
         (other-language pages held, rare terms) with a page at RIVAL or more of the first's score held in place too, for
         several RIVAL, refitted and not refitted, by the same five folds.
nDCG@5 as bench/eval-metrics.ts computes it; means are per-set means averaged, as devval.py's.
"""
import json, math, collections, random, sys
import numpy as np

Q = [json.loads(l) for l in open(sys.argv[1])]
MODE = sys.argv[2] if len(sys.argv) > 2 else 'all'


def ndcg(pages, rel, k=5):
    seen = set(); g = []
    for p in pages:
        g.append(0 if p in seen else rel.get(p, 0)); seen.add(p)
    dcg = sum(x / math.log2(i + 2) for i, x in enumerate(g[:k]))
    ideal = sum(x / math.log2(i + 2) for i, x in enumerate(sorted(rel.values(), reverse=True)[:k]))
    return dcg / ideal if ideal else 0


def role(c):
    # The order after-answer.ts' roleOf (commit 420c45c) reads them in.
    if c['trFirst']: return 'translation-of-answer'
    if c['home']: return 'home'
    if c['role'] == 'ContactPage': return 'contact'
    if c['role'] in ('AboutPage', 'ProfilePage'): return 'about'
    if c['iface']: return 'interface(terms/legal)'
    if c['priceTable'] or c['amounts'] >= 3: return 'price-list'
    if c['faq'] >= 3: return 'faq'
    if c['overview']: return 'overview'
    if c['item']: return 'item(post/project)'
    return 'other-page'


def ask(q):
    # after-answer.ts' questionAsk (commit 420c45c).
    f = q['flags']
    if f['price'] or f['priceList'] or f['pastCost']: return 'price'
    if f['hours']: return 'hours'
    if f['when'] or q['intent']: return 'when'
    if f['ownPlace'] or f['travelArea'] or f['origin']: return 'where'
    if f['whoDoes'] or f['person'] or f['life'] or f['aboutPerson']: return 'who'
    if f['request']: return 'request'
    if f['visitor']: return 'visitor'
    return 'other'


def listed(q): return [c for c in q['cands'] if c['listed']]


def table():
    A = [q for q in Q if q['cands'] and q['cands'][0]['grade'] == 2 and ndcg([c['page'] for c in listed(q)], q['relevant']) < 1 - 1e-9]
    allk = collections.Counter(q['kind'] for q in Q); ak = collections.Counter(q['kind'] for q in A)
    print(f'rr = 1 and nDCG@5 < 1: {len(A)} of {len(Q)}'); print('  by kind:', {k: f'{ak[k]}/{allk[k]}' for k in sorted(allk)})
    at35 = collections.Counter(); want = collections.Counter(); where = collections.Counter(); by_ask = collections.defaultdict(collections.Counter)
    rel = collections.Counter()
    for q in A:
        ls = listed(q); top5 = {c['page'] for c in ls[:5]}; byp = {c['page']: c for c in q['cands']}
        for c in ls[2:5]:
            at35[(role(c), c['grade'])] += 1
            if c['grade'] == 0 and not c['trFirst']:
                rel[('n', 0)] += 1
                for k in ('firstLinksTo', 'linksToFirst', 'parentOfFirst', 'childOfFirst'): rel[(k, 0)] += c[k]
        for p, g in q['relevant'].items():
            if p in top5: continue
            c = byp.get(p); r = role(c) if c else 'not in the 30'
            want[(r, g)] += 1; by_ask[ask(q)][r] += 1
            where[('in the listed ten sections' if c and c['listed'] else 'pages 11-20' if c and c['rank'] <= 20 else 'pages 21-30' if c else 'not in the 30', g)] += 1
            if c and not c['trFirst']:
                rel[('n', g)] += 1
                for k in ('firstLinksTo', 'linksToFirst', 'parentOfFirst', 'childOfFirst'): rel[(k, g)] += c[k]
    print('\nat places 3-5 (role, grade):'); [print(f'  {k[0]:25s} {k[1]} {v}') for k, v in at35.most_common()]
    print('\nwanted, missing from the five (role, grade):'); [print(f'  {k[0]:25s} {k[1]} {v}') for k, v in want.most_common()]
    print('\nwhere the missing graded page stands:'); [print(f'  {k[0]:28s} {k[1]} {v}') for k, v in sorted(where.items())]
    print('\nmissing, by ask and role:')
    for a, t in sorted(by_ask.items()): print(f'  {a:8s} {sum(t.values()):5d} ' + ', '.join(f'{r} {n}' for r, n in t.most_common(6)))
    print('\nhow the page stands to the first page (share):')
    for g in (2, 1, 0):
        n = rel[('n', g)]; print(f'  grade {g} (n={n})' + ''.join(f' {k} {rel[(k, g)] / n:.2f}' for k in ('firstLinksTo', 'linksToFirst', 'parentOfFirst', 'childOfFirst')))


def feats(q, c, k, rare=False):
    r = role(c)
    f = {'bias': 1, 'logrank': math.log(k + 1), 'rel': c['rel'], 'inLang': c['inLang'], 'nHits': math.log(c['nHits']),
         'trOfAny': 1 if c['trOf'] >= 0 else 0, 'r:' + r: 1, 'a:' + ask(q) + '|r:' + r: 1}
    for n in ('firstLinksTo', 'linksToFirst', 'parentOfFirst', 'childOfFirst'): f[n] = c[n]
    if rare: f['rare2'] = 1 if c['rareShared'] >= 2 else 0
    return f


def order(q, w, fx):
    cs = listed(q)
    if len(cs) < 3: return [c['page'] for c in cs]
    sc = [math.inf] + [sum(w.get(n, 0) * v for n, v in fx(q, c, k).items()) for k, c in enumerate(cs) if k > 0]
    return [cs[i]['page'] for i in sorted(range(len(cs)), key=lambda i: (-sc[i], i))]


def fit(qs, fx, lam=10.0, keep=lambda c: True):
    return fit_rows([(q, c, k) for q in qs for k, c in enumerate(listed(q)) if k and keep(c)], fx, lam)


def summary(label, new):
    sets = collections.defaultdict(list); kinds = collections.defaultdict(list)
    for q in Q:
        b = ndcg([c['page'] for c in listed(q)], q['relevant']); n = new[(q['set'], q['id'])]
        sets[q['set']].append((b, n)); kinds[q['kind']].append(n - b)
    mb = np.mean([np.mean([x for x, _ in v]) for v in sets.values()]); mn = np.mean([np.mean([y for _, y in v]) for v in sets.values()])
    pairs = [p for v in sets.values() for p in v]
    w = sum(1 for b, n in pairs if n > b + 1e-9); l = sum(1 for b, n in pairs if n < b - 1e-9)
    print(f'{label}: {mb:.4f} -> {mn:.4f} ({100 * (mn - mb):+.2f} points), {w} gained, {l} lost | ' + ' '.join(f'{k}:{100 * np.mean(v):+.2f}' for k, v in sorted(kinds.items()) if k))


def cv():
    summary('oracle over the listed pages (the first kept)', {(q['set'], q['id']): ndcg([listed(q)[0]['page']] + [c['page'] for c in sorted(listed(q)[1:], key=lambda c: -c['grade'])] if listed(q) else [], q['relevant']) for q in Q})
    sites = sorted({q['set'] for q in Q}); random.seed(7); random.shuffle(sites); fold = {s: i % 5 for i, s in enumerate(sites)}
    variants = {
        'model (shipped features)': feats,
        'model + rare terms of the answering section shared (not shipped: needs page terms per question)': lambda q, c, k: feats(q, c, k, True),
        'model without the ask x role weights': lambda q, c, k: {n: v for n, v in feats(q, c, k).items() if not n.startswith('a:')},
        'model without the links and folders': lambda q, c, k: {n: v for n, v in feats(q, c, k).items() if n not in ('firstLinksTo', 'linksToFirst', 'parentOfFirst', 'childOfFirst')},
    }
    for label, fx in variants.items():
        new = {}
        for k in range(5):
            w = fit([q for q in Q if fold[q['set']] != k], fx)
            for q in Q:
                if fold[q['set']] == k: new[(q['set'], q['id'])] = ndcg(order(q, w, fx), q['relevant'])
        summary('cross-validated ' + label, new)


def held_in_place(c): return c['trOf'] >= 0


def order_held(q, w, fx, pin_other=False):
    """The first page, and every translation of an earlier listed page, keep their places; the others fill the places
    left in the model's order, except that a page in another language may take a place only when every page in the
    question's language that stood above it is placed (so it never passes one). pin_other: such pages keep their places."""
    cs = listed(q)
    if len(cs) < 3: return [c['page'] for c in cs]
    fixed = {i for i, c in enumerate(cs) if i == 0 or held_in_place(c) or (pin_other and not c['inLang'])}
    free = [i for i in range(len(cs)) if i not in fixed]
    sc = {i: sum(w.get(n, 0) * v for n, v in fx(q, cs[i], i).items()) for i in free}
    out = list(cs); left = list(free)
    for slot in free:
        ok = [i for i in left if cs[i]['inLang'] or all(j not in left for j in free if j < i and cs[j]['inLang'])]
        pick = min(ok, key=lambda i: (-sc[i], i)); left.remove(pick); out[slot] = cs[pick]
    return [c['page'] for c in out]


def fit_held(qs, fx, lam=10.0, pin_other=False):
    # The rows: the pages that may move (not the first, not a translation of an earlier listed page).
    return fit(qs, fx, lam, keep=lambda c: not (held_in_place(c) or (pin_other and not c['inLang'])))


def held():
    sites = sorted({q['set'] for q in Q}); random.seed(7); random.shuffle(sites); fold = {s: i % 5 for i, s in enumerate(sites)}
    summary('oracle, translations held, no other-language page above an own-language one', {(q['set'], q['id']): ndcg(order_held(q, {'g': 1}, lambda q, c, k: {'g': c['grade']}), q['relevant']) for q in Q})
    variants = {
        'not refitted (all pages after the first as rows, as the seventy-second round), held': (feats, False, False),
        'refitted, held': (feats, True, False),
        'refitted, held, + rare terms': (lambda q, c, k: feats(q, c, k, True), True, False),
        'refitted, held, other-language pages pinned': (feats, True, True),
        'refitted, held, other-language pages pinned, + rare terms': (lambda q, c, k: feats(q, c, k, True), True, True),
    }
    for label, (fx, refit, pin_other) in variants.items():
        new = {}
        for k in range(5):
            tr = [q for q in Q if fold[q['set']] != k]
            w = fit_held(tr, fx, pin_other=pin_other) if refit else fit(tr, fx)
            for q in Q:
                if fold[q['set']] == k: new[(q['set'], q['id'])] = ndcg(order_held(q, w, fx, pin_other), q['relevant'])
        summary('cross-validated ' + label, new)
    held_fit()


def held_fit():
    for label, fx, pin_other in (('held', feats, False), ('held + rare terms', lambda q, c, k: feats(q, c, k, True), False),
                                 ('held, other-language pinned, + rare terms', lambda q, c, k: feats(q, c, k, True), True)):
        w = fit_held(Q, fx, pin_other=pin_other)
        summary('in-sample, all lines, ' + label, {(q['set'], q['id']): ndcg(order_held(q, w, fx, pin_other), q['relevant']) for q in Q})
        for n, v in sorted(w.items()): print(f'  {n:45s} {v:+.3f}')


def fitted():
    w = fit(Q, feats)
    summary('in-sample, all lines', {(q['set'], q['id']): ndcg(order(q, w, feats), q['relevant']) for q in Q})
    for n, v in sorted(w.items()): print(f'  {n:45s} {v:+.3f}')


def order_rival(q, w, fx, tau):
    # order_held with every other-language page pinned, and a page at tau or more of the first's score held as well.
    cs = listed(q)
    if len(cs) < 3: return [c['page'] for c in cs]
    fixed = {i for i, c in enumerate(cs) if i == 0 or held_in_place(c) or not c['inLang'] or c['rel'] >= tau}
    free = [i for i in range(len(cs)) if i not in fixed]
    sc = {i: sum(w.get(n, 0) * v for n, v in fx(q, cs[i], i).items()) for i in free}
    out = list(cs)
    for slot, pick in zip(free, sorted(free, key=lambda i: (-sc[i], i))): out[slot] = cs[pick]
    return [c['page'] for c in out]


def rival():
    edges = [0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6, 0.5, 0.4, 0.3, 0]
    n = collections.Counter(); beat = collections.Counter()
    for q in Q:
        cs = listed(q)
        if len(cs) < 3: continue
        for c in cs[1:]:
            if c['trOf'] >= 0 or not c['inLang']: continue
            e = next(e for e in edges if c['rel'] >= e)
            n[e] += 1; beat[e] += c['grade'] > cs[0]['grade']
    print('score over the first page\'s: pages, graded above the first')
    for e in edges: print(f'  >= {e:4}: {n[e]:6d} {beat[e] / n[e]:.3f}')
    sites = sorted({q['set'] for q in Q}); random.seed(7); random.shuffle(sites); fold = {s: i % 5 for i, s in enumerate(sites)}
    fx = lambda q, c, k: feats(q, c, k, True)
    for tau in (9, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7):
        for refit in (True, False):
            new = {}
            for k in range(5):
                tr = [q for q in Q if fold[q['set']] != k]
                w = fit(tr, fx, keep=lambda c: not (held_in_place(c) or not c['inLang'] or (refit and c['rel'] >= tau)))
                for q in Q:
                    if fold[q['set']] == k: new[(q['set'], q['id'])] = ndcg(order_rival(q, w, fx, tau), q['relevant'])
            summary(f'cross-validated, other-language pinned, rare terms, RIVAL {tau}, {"refitted" if refit else "not refitted"}', new)


RIVAL = 0.75


def held_six(c, k): return k == 0 or c['trOf'] >= 0 or not c['inLang'] or c['rel'] >= RIVAL or c['pin'] == 1


def window(q, deep):
    # The pages places 1-5 and the candidates: free pages at 6-10, and with deep 20 the further pages up to place 20.
    cs = listed(q) if deep == 10 else [c for c in q['cands'] if c['rank'] <= deep]
    top = [i for i in range(1, min(5, len(cs))) if not held_six(cs[i], i)]
    cand = [i for i in range(5, len(cs)) if not held_six(cs[i], i)]
    return cs, top, cand


NOPLACE = bool(__import__('os').environ.get('NOPLACE'))


def fx_six(q, c, k):
    # NOPLACE=1: without the place (ln place, beyond the five, not listed), the ablation that lets the other features speak.
    f = feats(q, c, k, True); f['beyond5'] = 1 if k >= 5 else 0; f['unlisted'] = 0 if c['listed'] else 1
    if NOPLACE: f = {n: v for n, v in f.items() if n not in ('logrank', 'beyond5', 'unlisted')}
    if RICH:
        # RICH=1: more of what partial-pages.ts records: how many of the eight rare terms (not only two or more), same folder
        # as the first, dated, optional, the answer's link count, and the candidate's role under "beyond the five".
        f['rareN'] = max(c['rareShared'], 0) / 8; f['sibling'] = c['sibling']; f['dated'] = c['dated']; f['optional'] = c['optional']
        f['firstLinks'] = math.log(1 + c['firstLinkCount']); f['b5|r:' + role(c)] = f['beyond5']
    return f


RICH = bool(__import__('os').environ.get('RICH'))


def swap_pairs(scores, deep, k_of):
    # Where the model would swap (best candidate against the weakest free page of 2-5): by its margin, how often the page
    # brought up is graded higher, the same, or lower than the one it replaces.
    t = collections.defaultdict(collections.Counter)
    for q in Q:
        cs, top, cand = window(q, deep)
        if not top or not cand: continue
        sc = scores[(k_of[q['set']], q['set'], q['id'])]
        b = max(cand, key=lambda i: (sc[i], -i)); w = min(top, key=lambda i: (sc[i], -i)); m = sc[b] - sc[w]
        e = next(e for e in (1, 0.5, 0, -0.5, -1, -2, -99) if m >= e)
        d = cs[b]['grade'] - cs[w]['grade']; t[e]['up' if d > 0 else 'down' if d < 0 else 'same'] += 1
    print('margin of the best candidate over the weakest free page of 2-5 (cross-validated scores): questions, brought-up page graded higher / same / lower')
    for e in (1, 0.5, 0, -0.5, -1, -2, -99): print(f'  >= {e:5}: {sum(t[e].values()):6d}  {t[e]["up"]:5d} / {t[e]["same"]:6d} / {t[e]["down"]:5d}')


def swapped(q, deep, sc, margin, swaps):
    cs, top, cand = window(q, deep)
    out = [c['page'] for c in cs[:5]]
    if not top or not cand: return out
    # sc: the model's score per window index (computed once per fold).
    weak = sorted(top, key=lambda i: (sc[i], -i)); best = sorted(cand, key=lambda i: (-sc[i], i))
    for j in range(min(swaps, len(weak), len(best))):
        if sc[best[j]] > sc[weak[j]] + margin: out[weak[j]] = cs[best[j]]['page']
    return out


def oracle_six(q, deep):
    cs, top, cand = window(q, deep)
    out = [c['page'] for c in cs[:5]]
    pool = sorted(top + cand, key=lambda i: (-cs[i]['grade'], i))[:len(top)]
    for slot, i in zip(top, pool): out[slot] = cs[i]['page']
    return out


def bucket_points(new):
    # The after-answer bucket (first page graded 2, nDCG@5 < 1): its loss, and what the change recovers, in points of the overall mean.
    sets = collections.defaultdict(list)
    for q in Q:
        b = ndcg([c['page'] for c in listed(q)], q['relevant']); n = new[(q['set'], q['id'])]
        inb = bool(listed(q)) and listed(q)[0]['grade'] == 2 and b < 1 - 1e-9
        sets[q['set']].append(((1 - b) if inb else 0, (n - b) if inb else 0, (n - b) if not inb else 0))
    m = lambda j: 100 * np.mean([np.mean([t[j] for t in v]) for v in sets.values()])
    return f'bucket loss {m(0):.2f} points, recovered in the bucket {m(1):+.2f}, outside it {m(2):+.2f}'


def six():
    deep = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    print(f'DEEP {deep}; pins known on', sum(1 for q in Q for c in q['cands'] if c['pin'] >= 0), 'of', sum(len(q['cands']) for q in Q), 'pages')
    base = {(q['set'], q['id']): ndcg([c['page'] for c in listed(q)], q['relevant']) for q in Q}
    summary('engine (base)', base)
    miss = collections.Counter()
    for q in Q:
        cs, top, cand = window(q, deep)
        for i in cand: miss[('cand', cs[i]['grade'])] += 1
        for i in top: miss[('top', cs[i]['grade'])] += 1
    print('free pages at 2-5 by grade:', [miss[('top', g)] for g in (0, 1, 2)], '; free candidates by grade:', [miss[('cand', g)] for g in (0, 1, 2)])
    o = {(q['set'], q['id']): ndcg(oracle_six(q, deep), q['relevant']) for q in Q}
    summary(f'oracle: the best free pages of 2-{deep} in the free places of 2-5', o); print('  ', bucket_points(o))
    global held_six
    held = held_six
    for label, h in (('only the first page held', lambda c, k: k == 0), ('the first, translations and other-language pages held', lambda c, k: k == 0 or c['trOf'] >= 0 or not c['inLang'])):
        held_six = h
        o = {(q['set'], q['id']): ndcg(oracle_six(q, deep), q['relevant']) for q in Q}
        summary(f'oracle, {label}', o); print('  ', bucket_points(o))
    held_six = held
    # What the weakest free page of 2-5 and the best-graded free candidate are, where a swap would gain.
    roles = collections.Counter()
    for q in Q:
        cs, top, cand = window(q, deep)
        if top and cand and max(cs[i]['grade'] for i in cand) > min(cs[i]['grade'] for i in top):
            roles[('in', role(max(cand, key=lambda i: cs[i]['grade']) and cs[max(cand, key=lambda i: cs[i]['grade'])]))] += 1
            roles[('out', role(cs[min(top, key=lambda i: cs[i]['grade'])]))] += 1
    print('where a swap gains: the page brought up', [(r, n) for (w, r), n in roles.most_common() if w == 'in'][:8])
    print('                    the page it replaces', [(r, n) for (w, r), n in roles.most_common() if w == 'out'][:8])
    sites = sorted({q['set'] for q in Q}); random.seed(7); random.shuffle(sites); fold = {s: i % 5 for i, s in enumerate(sites)}
    margins = (-0.5, -0.25, 0, 0.25, 0.5, 1.0, 2.0)
    def keep_row(q):
        cs, top, cand = window(q, deep); return [(cs[i], i) for i in top + cand]
    scores = {}
    for k in range(5):
        w = fit_rows([(q, c, i) for q in Q if fold[q['set']] != k for c, i in keep_row(q)], fx_six)
        for q in Q:
            cs, top, cand = window(q, deep)
            scores[(k, q['set'], q['id'])] = {i: sum(w.get(n, 0) * v for n, v in fx_six(q, cs[i], i).items()) for i in top + cand}
    swap_pairs(scores, deep, fold)
    for swaps in (1, 2):
        new = {}; chosen = []
        per_margin = {m: {} for m in margins}
        for k in range(5):
            tr = [q for q in Q if fold[q['set']] != k]
            def mean_on(qs, m):
                sets = collections.defaultdict(list)
                for q in qs: sets[q['set']].append(ndcg(swapped(q, deep, scores[(k, q['set'], q['id'])], m, swaps), q['relevant']))
                return np.mean([np.mean(v) for v in sets.values()])
            m = max(margins, key=lambda m: mean_on(tr, m)); chosen.append(m)
            for q in Q:
                if fold[q['set']] == k:
                    sc = scores[(k, q['set'], q['id'])]
                    new[(q['set'], q['id'])] = ndcg(swapped(q, deep, sc, m, swaps), q['relevant'])
                    for mm in margins: per_margin[mm][(q['set'], q['id'])] = ndcg(swapped(q, deep, sc, mm, swaps), q['relevant'])
        summary(f'cross-validated, up to {swaps} swap(s), margin chosen on the training folds {chosen}', new); print('  ', bucket_points(new))
        for mm in margins: summary(f'    (fixed margin {mm}, for the curve)', per_margin[mm])


def fit_rows(rows, fx, lam=10.0):
    keys = sorted({n for q, c, i in rows for n in fx(q, c, i)}); ix = {n: j for j, n in enumerate(keys)}
    X = np.zeros((len(rows), len(keys))); y = np.zeros(len(rows))
    for r, (q, c, i) in enumerate(rows):
        for n, v in fx(q, c, i).items(): X[r, ix[n]] = v
        y[r] = 1 if c['grade'] > 0 else 0
    w = np.zeros(len(keys))
    for _ in range(100):
        p = 1 / (1 + np.exp(-X @ w))
        H = (X * (p * (1 - p))[:, None]).T @ X / len(y) + lam * np.eye(len(keys)) / len(y)
        step = np.linalg.solve(H, X.T @ (p - y) / len(y) + lam * w / len(y)); w -= step
        if np.abs(step).max() < 1e-7: break
    return dict(zip(keys, w))


if MODE == 'six': six()
if MODE in ('table', 'all'): table()
if MODE in ('cv', 'all'): cv()
if MODE in ('fit', 'all'): fitted()
if MODE == 'held': held()
if MODE == 'heldfit': held_fit()
if MODE == 'rival': rival()
