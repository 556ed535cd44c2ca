#!/usr/bin/env python3
"""python3 bench/r88-causes.py probe.jsonl words.jsonl DEV_ROWS.tsv: the eighty-eighth round's cause table (docs/relevance.md).

Each people, number and typing-slip development question whose first answering page is not first (bench/r88-probe.ts lines;
the typing slips' words as bench/r88-words.ts reads them) gets one cause, in the order below; points are (1 - nDCG@5) over
(sets x the set's size) x 100, the set sizes and count from DEV_ROWS (a bench/per-question.ts run with the validation
block skipped, as the development mean reads them). "To first": leaving
one word out, or switching one reading off, puts the answer first. Page roles are read from the page's address (the sites'
own naming: team, about, prices, projects, journal ...)."""
import collections
import json
import re
import sys

ROLE = [
    ('team', r'/(team|das-team|praxisteam|ensemble|team-and-partners)/$'),
    ('about', r'/(about|ueber-mich|ueber-uns)/$'),
    ('home', r'^/(en|de)/$'),
    ('prices', r'/(prices|preise|fees|honorare|rates|kosten)/$'),
    ('terms', r'/(terms|agb|booking-terms|buchungsbedingungen|lesson-terms|unterrichtsbedingungen|behandlungsbedingungen)/$'),
    ('post', r'/(journal|projects|projekte|blog|stories|geschichten|works|werke|arbeiten|portfolio|tagebuch|retreats|productions|stuecke|films|filme|instruments|instrumente)/.'),
    ('training', r'/(ausbildung|apprenticeships|ausbildungsplatz|lehre|lehrstelle|praktikum)/$'),
    ('press', r'/(press|presse)/$'),
    ('faq', r'/(faq|haeufige-fragen|fragen)/$'),
    ('events', r'/(events|termine|dates|spielplan)/$'),
    ('contact', r'/(contact|kontakt)/$'),
    ('rights', r'/(image-rights|bildrechte|legal-notice|impressum|privacy|datenschutz)/$'),
]


def role(page):
    if not page:
        return 'none'
    for name, rx in ROLE:
        if re.search(rx, page):
            return name
    return 'service'


def main():
    probe = [json.loads(l) for l in open(sys.argv[1])]
    words = {(d['set'], d['id']): d for d in (json.loads(l) for l in open(sys.argv[2]))}
    size = collections.Counter()
    for line in open(sys.argv[3]):
        c = line.rstrip('\n').split('\t')
        if len(c) >= 6:
            size[c[0]] += 1
    sets_total = len(size)
    table = collections.defaultdict(lambda: collections.defaultdict(lambda: [0, 0.0, 0, 0, 0.0]))
    for d in probe:
        pts = (1 - d['ndcg']) / (size[d['set']] * sets_total) * 100
        first = role(d['top'][0] if d['top'] else None)
        best = max([d['rr']] + [w['rr'] for w in d['words']])
        flag_up = [k for k, v in d['flags'].items() if v >= 1 and d['rr'] < 1]
        word_first = [w['w'] for w in d['words'] if w['rr'] >= 1]
        answers = [role(p) for p in d['answers']]
        kind = d['kind']
        cause = cause_of(d, kind, first, answers, flag_up, words.get((d['set'], d['id'])))
        row = table[kind][cause]
        placed = 'five' if d['rr'] >= 0.2 else 'out'
        row[0 if placed == 'five' else 2] += 1
        if placed == 'five':
            row[1] += pts
        else:
            row[4] += pts
        if best >= 1:
            row[3] += 1
    for kind in ('people', 'number', 'typo'):
        print(f'\n{kind}: cause | in five: questions / points | not in five: questions / points | to first by one word or reading')
        rows = sorted(table[kind].items(), key=lambda kv: -(kv[1][1] + kv[1][4]))
        for cause, (n5, p5, nout, tofirst, pout) in rows:
            print(f'  {cause} | {n5} / {p5:.3f} | {nout} / {pout:.3f} | {tofirst}')
        tot = [sum(r[i] for r in table[kind].values()) for i in range(5)]
        print(f'  all | {tot[0]} / {tot[1]:.3f} | {tot[2]} / {tot[4]:.3f} | {tot[3]}')


PRICE = re.compile(r'\b(kostet|kosten|cost|costs|price|prices|preis|preise|charge|teuer|much is|zahlt|zahle|zahlen|geld|money|rabatt|discount|deposit|honorar|tagessatz|versandkosten|fee|fees)\b', re.I)
YEAR = re.compile(r'\b(year|jahr|seit welchem|since when)\b', re.I)
HOW_MANY = re.compile(r'\b(how many|wie viele|how much|wie viel)\b', re.I)


def cause_of(d, kind, first, answers, flag_up, w):
    q = d['query']
    if flag_up:
        return 'a reading fired on the wrong word (' + ', '.join(sorted(flag_up)) + ')'
    if kind == 'people':
        if first == 'team' and 'team' not in answers:
            return "the team page first; the answer a page of the thing the person did (project, post, service, press)"
        if 'team' in answers and first == 'training':
            return 'the team page answers; the apprenticeship/training page first (the role word)'
        if 'team' in answers and first == 'post':
            return 'the team page answers; a post or project naming the person first'
        if 'team' in answers and first in ('about', 'home'):
            return "the team page answers; the owner's About or home page first"
        if 'team' in answers:
            return "the team page answers; a page of the role's work first (service, prices, FAQ, terms, events)"
        if first in ('about', 'home') or 'about' in answers:
            return 'the About page vs another page (the owner, the founder, a former owner)'
        return 'another page answers (image rights, press, events, a project) and a sibling comes first'
    if kind == 'number':
        price = bool(PRICE.search(q))
        if price and 'prices' in answers and first != 'prices':
            return 'a price asked: the price list answers, the page of the thing priced first (asked by the thing)'
        if price and first == 'prices':
            return "a price asked: the thing's own page or the terms answer, the price list first (asked by the unit)"
        if price:
            return 'a price asked: another page first'
        if YEAR.search(q):
            return 'a year asked (since when, what year): the About page answers, another first'
        if any(a in ('home', 'about', 'press') for a in answers) and first not in ('home', 'about', 'press'):
            return "a count of the business (members, boats, seats, staff): home, About or press answers, the counted thing's page first"
        if any(a == 'post' for a in answers):
            return "a count or measure of one project or post: its page answers, the service or a sibling post first"
        return "a count or measure of a thing: its service page answers, another first"
    # typo
    slip = [x for x in (w or {}).get('words', []) if not x['exact']]
    if not slip:
        return 'no word read as a slip (every word is a site term as written): ranking as spelt right'
    unread = [x for x in slip if not x['alts'] and not x['concepts']]
    if unread:
        return 'a slip (or a word the site lacks) not read at all'
    low = [x for x in slip if x['alts'] and max(a[1] for a in x['alts']) < 0.75]
    if low:
        return "a slip read only at a guess's weight (< 0.75)"
    return 'every slip read right (>= 0.75): loses as the words spelt right would (a sibling page)'


main()
