"""The learned word pairs of learned-pairs.ts (sixty-second round, docs/relevance.md), from bench/learned-pairs-extract.ts' rows.

A question word the answering index does not hold (or holds in at most RARE sections) and that no answering section holds is
paired with every term of the answering sections the question does not hold. A pair's observed count is the number of questions
it occurs in; its expected count, the sum over the questions where the word is eligible of the chance that the answering
sections hold the term by chance (1 - (1 - df/n)^a, a sections of n answering, the term in df of them). Kept: pairs of at least
MIN_SITES distinct sites, a lift (observed / expected) of at least MIN_LIFT; scored by the Poisson log-likelihood ratio; the best
K per question word.

Usage: /usr/bin/python3 bench/learned-pairs-fit.py ROWS.jsonl [--sites a,b,...|--not-sites a,b,...] [--json OUT.json] [--ts OUT.ts]
The shipped table: --min-sites 4 --k 1. Sixty-fourth round: --no-dates (no date or number word as a target), --min-conf.
"""
import argparse
import collections
import json
import math
import sys

ap = argparse.ArgumentParser()
ap.add_argument('rows')
ap.add_argument('--sites', default='')
ap.add_argument('--not-sites', default='')
ap.add_argument('--min-sites', type=int, default=3)
ap.add_argument('--min-lift', type=float, default=3.0)
ap.add_argument('--min-llr', type=float, default=10.0)
ap.add_argument('--k', type=int, default=2)
ap.add_argument('--rare', type=int, default=2)
ap.add_argument('--heads', action='store_true', help='only heading terms of the answering sections')
ap.add_argument('--no-dates', action='store_true', help='no weekday, month or number word as a target (sixty-fourth round)')
ap.add_argument('--min-conf', type=float, default=0.0, help='the share of the questions where the word is eligible that the pair occurs in')
ap.add_argument('--json', default='')
ap.add_argument('--ts', default='')
ap.add_argument('--show', type=int, default=0)
a = ap.parse_args()
only = set(filter(None, a.sites.split(',')))
skip = set(filter(None, a.not_sites.split(',')))


def wanted(s):
    return (not only or s in only) and s not in skip


rows = []
dfs = {}
for line in open(a.rows):
    r = json.loads(line)
    if not wanted(r['set']):
        continue
    if r.get('site'):
        dfs[(r['set'], r['lang'])] = (r['n'], r['df'])
    else:
        rows.append(r)

# A cross-language row counts only where the question's own language has no answering section: else its pairs are translations.
own = {(r['set'], r['id']) for r in rows if r['lang'] == r['qlang']}
obs = collections.Counter()
sites = collections.defaultdict(set)
eligible = collections.defaultdict(list)  # (qlang, key, lang) -> [(set, a)]
for r in rows:
    if r['lang'] != r['qlang'] and (r['set'], r['id']) in own:
        continue
    keys = {w[0] for w in r['words'] if w[2] <= a.rare and not w[3] and len(w[0]) >= 3}
    if not keys:
        continue
    terms = [t for t, _df, head in r['terms'] if head or not a.heads]
    for k in keys:
        eligible[(r['qlang'], k, r['lang'])].append((r['set'], r['a']))
        for t in terms:
            obs[(r['qlang'], k, r['lang'], t)] += 1
            sites[(r['qlang'], k, r['lang'], t)].add(r['set'])

# The stems (analyzer.ts, en and de) of weekday and month names, their short forms and number words: a date word is no bridge for a
# topic word ("weekend" -> thu, "year" -> first); --no-dates keeps them from being targets.
DATES = set(
    ('de:acht de:achtzig de:apr de:april de:aug de:august de:dez de:dezemb de:dienstag de:donnerstag de:drei de:dreissig de:dritt de:ein '
     'de:einmal de:elf de:erst de:feb de:februar de:freitag de:funf de:funft de:funfzig de:hundert de:jan de:jann de:januar de:jul de:juli '
     'de:jun de:juni de:mai de:mar de:marz de:mittwoch de:montag de:neun de:neunt de:neunzig de:nov de:novemb de:null de:okt de:oktob '
     'de:samstag de:sech de:sechzig de:sep de:sept de:septemb de:sieb de:siebt de:siebzig de:sonnab de:sonntag de:tausend de:vier de:viert '
     'de:vierzig de:zehn de:zehnt de:zwanzig de:zwei de:zweimal de:zweit de:zwolf en:apr en:april en:aug en:august en:dec en:decemb en:eight '
     'en:eighteen en:eighth en:eighti en:eleven en:eleventh en:feb en:februari en:fifteen en:fifth en:fifti en:first en:five en:forti en:four '
     'en:fourteen en:fourth en:fri en:friday en:hundr en:jan en:januari en:jul en:juli en:jun en:june en:mar en:march en:mon en:monday '
     'en:nine en:nineteen en:nineti en:ninth en:nov en:novemb en:oct en:octob en:onc en:one en:sat en:saturday en:second en:sep en:sept '
     'en:septemb en:seven en:seventeen en:seventh en:seventi en:six en:sixteen en:sixth en:sixti en:sunday en:ten en:tenth en:third '
     'en:thirteen en:thirti en:thousand en:three en:thu en:thur en:thursday en:tue en:tuesday en:twelfth en:twelv en:twenti en:twice en:two '
     'en:wed en:wednesday en:weekday en:zero').split()
)

pairs = []
for pair, o in obs.items():
    if len(sites[pair]) < a.min_sites:
        continue
    qlang, k, lang, t = pair
    if a.no_dates and f'{lang}:{t}' in DATES:
        continue
    if o < a.min_conf * len(eligible[(qlang, k, lang)]):
        continue
    e = 0.0
    for s, an in eligible[(qlang, k, lang)]:
        n, df = dfs[(s, lang)]
        d = df.get(t, 0)
        e += 1 - (1 - d / n) ** an
    e = max(e, 1e-3)
    lift = o / e
    llr = 2 * (o * math.log(o / e) - (o - e))
    if lift >= a.min_lift and llr >= a.min_llr:
        pairs.append((qlang, k, lang, t, o, len(sites[pair]), round(e, 2), round(lift, 2), round(llr, 1)))

by = collections.defaultdict(list)
for p in pairs:
    by[(p[0], p[1], p[2])].append(p)
kept = []
for key, ps in by.items():
    ps.sort(key=lambda p: -p[8])
    kept.extend(ps[: a.k])
kept.sort(key=lambda p: -p[8])
print(f'rows {len(rows)} pairs {len(pairs)} kept {len(kept)} words {len(by)}', file=sys.stderr)
for p in kept[: a.show]:
    print('\t'.join(map(str, p)), file=sys.stderr)
# Strength: the evidence (log-likelihood ratio / 50, at most 1), for reading the table; the engine reads only the order and the terms.
table = {}
for qlang, k, lang, t, o, ns, e, lift, llr in kept:
    table.setdefault(f'{qlang}:{k}', []).append([lang, t, round(min(1.0, llr / 50), 2), ns])
if a.json:
    json.dump(table, open(a.json, 'w'), ensure_ascii=False, sort_keys=True)
if a.ts:
    with open(a.ts, 'w') as f:
        f.write('/**\n * The learned word pairs of learned-pairs.ts, written by bench/learned-pairs-fit.py from every development set\n')
        f.write(' * (the validation block and the held-out sets left out; sixty-second round, docs/relevance.md). Key: the question\n')
        f.write(" * word's language and stem; value: [the index's language, its term, strength (the log-likelihood ratio / 50, at most 1; not read by the engine: the order is), sites that support the pair].\n */\n")
        f.write('export const LEARNED_PAIRS: Readonly<Record<string, readonly (readonly [string, string, number, number])[]>> = {\n')
        for key in sorted(table):
            f.write(f'  {json.dumps(key, ensure_ascii=False)}: {json.dumps(table[key], ensure_ascii=False)},\n')
        f.write('};\n')
