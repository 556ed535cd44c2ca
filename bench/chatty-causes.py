#!/usr/bin/env python3
"""Eighty-first round (docs/relevance.md): the chatty development questions whose answer is not first, by cause.
Usage: python3 bench/chatty-causes.py PROBE.jsonl ROWS.tsv (bench/chatty-probe.ts's lines; the base rows it read, for the sets' sizes).

A question's cause is the first that holds: a reading of the engine (the rerank context's flags) whose switching off alone
raises the first answer ("rule: …"); else the single word whose leaving out raises it most, by what it is (a greeting or
sign-off word; a word of the ask clause; else a story word: a number, a person or kin word, a date or occasion word, a name or
place (a capital inside an English sentence), any other word); else the ask clause's rarest-word factor or the long-question
factors switched off; else none (no single word or reading: the answer says the ask in other words, or the site lacks them).
Points: (1 − nDCG@5) of the question over (sets × its set's size) × 100, the share of the development mean it costs. "to first":
the change puts the answer first. The word lists below are for this count only, not the engine's."""
import collections
import json
import re
import sys

rows = [json.loads(line) for line in open(sys.argv[1])]
sizes = collections.Counter(line.split('\t')[0] for line in open(sys.argv[2]) if line.strip())
NS = len(sizes)

GREET = set('''hi hello hey dear good morning evening afternoon thanks thank regards cheers best wishes sorry bother kind many advance hope
right place hallo liebe lieber liebes moin servus grüß gott guten tag abend morgen danke dank grüße gruß viele herzliche herzlichen
entschuldigen entschuldigung sehr geehrte geehrter damen herren schon mal zusammen team there ich hoffe bin hier richtig tausend
vielen schönes wochenende quick one silly question'''.split())
KIN = set('''mum mom mother dad father husband wife partner fiancé fiance fiancée son daughter kids kid children child grandmother
grandfather grandson granddaughter sister brother aunt uncle friend friends neighbour neighbor family baby boss colleague colleagues
girlfriend boyfriend mann frau tochter sohn kinder kind mutter vater oma opa schwester bruder freund freundin nachbar nachbarin
nachbarn familie enkel enkelin verlobter verlobte onkel tante mama papa chef kollegen kleine kleinen großmutter großvater'''.split())
TIME = set('''january february march april may june july august september october november december spring summer autumn fall winter
monday tuesday wednesday thursday friday saturday sunday weekend week month year today tomorrow yesterday tonight christmas easter
advent wedding birthday anniversary holiday holidays carnival next last night januar februar märz mai juni juli oktober dezember
frühjahr frühling sommer herbst montag dienstag mittwoch donnerstag freitag samstag sonntag wochenende woche monat jahr heute gestern
weihnachten ostern hochzeit geburtstag urlaub silvester nächsten nächste nächstes letzten letzte letztes'''.split())
# Switched off by the probe but no reading of what is asked: counted after the words.
GENERAL = ('long', 'questionMatch', 'askClause')


def word_kind(w, in_ask, sentence_start, lang):
    lw = w.lower()
    if lw in GREET and not in_ask:
        return 'greeting/sign-off'
    if in_ask:
        return 'ask word'
    if re.fullmatch(r'\d+', w):
        return 'story: number'
    if lw in KIN:
        return 'story: person/kin'
    if lw in TIME:
        return 'story: date/occasion'
    if w[0].isupper() and not sentence_start and lang != 'de':
        return 'story: name/place'
    return 'story: other word'


count, points, first, carriers = collections.Counter(), collections.Counter(), collections.Counter(), collections.defaultdict(list)
for r in rows:
    base = r['rr']
    ruled = [(v, f) for f, v in r['flags'].items() if v > base + 1e-9 and f not in GENERAL]
    worded = [(w['rr'], w) for w in r['words'] if w['rr'] > base + 1e-9]
    if ruled:
        v, f = max(ruled)
        cause = 'rule: ' + f
    elif worded:
        v, w = max(worded, key=lambda t: t[0])
        at = r['query'].find(w['w'])
        cause = word_kind(w['w'], w['inAsk'], at == 0 or r['query'][:at].rstrip()[-1:] in '.!?', r['lang'])
        carriers[cause].append(w['w'].lower())
    elif r['flags'].get('askClause', 0) > base + 1e-9:
        v, cause = r['flags']['askClause'], 'rule: askClause (rarest ask word)'
    elif r['flags'].get('long', 0) > base + 1e-9:
        v, cause = r['flags']['long'], 'long-question factors'
    else:
        v, cause = 0, 'no single word or reading'
    group = 'answer at places 2-5' if base >= 0.2 else 'answer not in the five'
    count[(group, cause)] += 1
    points[(group, cause)] += (1 - r['ndcg']) * 100 / (NS * sizes[r['set']])
    first[(group, cause)] += v >= 1

for group in ('answer at places 2-5', 'answer not in the five'):
    keys = [k for k in count if k[0] == group]
    print(f"== {group}: {sum(count[k] for k in keys)} questions, {sum(points[k] for k in keys):.3f} points")
    for k in sorted(keys, key=lambda k: -points[k]):
        print(f"  {k[1]:40s} {count[k]:4d}  {points[k]:.3f} points  (to first {first[k]})")
print('== the carrying words by class (most often)')
for cause, words in sorted(carriers.items()):
    print(f"  {cause}: {', '.join(f'{w} {n}' for w, n in collections.Counter(words).most_common(12))}")
print('== readings: fired / off raises the answer / off lowers it / off puts it first')
fired, up, down, top = collections.Counter(), collections.Counter(), collections.Counter(), collections.Counter()
for r in rows:
    for f, v in r['flags'].items():
        fired[f] += 1
        up[f] += v > r['rr'] + 1e-9
        down[f] += v < r['rr'] - 1e-9
        top[f] += v >= 1
for f, n in fired.most_common():
    if up[f] or down[f]:
        print(f"  {f:15s} {n:4d} {up[f]:4d} {down[f]:4d} {top[f]:4d}")
asked = [r for r in rows if r['askOnly'] is not None]
print(f"== the sentences ending in '?' alone: {len(asked)} questions; answer higher in {sum(r['askOnly'] > r['rr'] for r in asked)}, "
      f"first in {sum(r['askOnly'] >= 1 for r in asked)}, lower in {sum(r['askOnly'] < r['rr'] for r in asked)}")
