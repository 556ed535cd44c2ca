#!/usr/bin/env python3
"""The place questions whose answer is not first (eighty-third round), read and classified by cause.

Usage: python3 bench/place-losses.py ROWS.tsv [CAUSE]
  ROWS.tsv: bench/per-question.ts rows (the validation block, VALIDATION in bench/held-out.ts, is left out here whatever
  the file holds). Prints, for the development questions of kind "place" with rr < 1, each cause's count (answer at place
  2, at 3-5, not in the five) and the points of the development mean it costs (1 - nDCG@5 over the set's size and the
  number of sets, x 100). CAUSE (a letter) lists its questions with the first five pages and the pages graded 2.
The causes were given by reading each question's first pages and answering pages on 6ff26163's rows (docs/relevance.md,
eighty-third round); a question not in the table counts as S.
"""
import collections
import os
import re
import sys

here = os.path.dirname(os.path.abspath(__file__))
text = open(os.path.join(here, 'held-out.ts')).read()
VAL = re.findall(r"'([a-z-]+)'", re.search(r'VALIDATION: readonly string\[\] = \[(.*?)\]', text, re.S).group(1))

CAUSES = {
    'H': 'where an occasion is or was held: the thing\'s own page (course, project, post) answers; the events list (16) or a sibling first',
    'O': 'where a material or product comes from or is made: the team page (partners), a post or a sibling page first',
    'S': 'a place told on a sibling service page, a post or the FAQ (other)',
    'R': 'the region served (which towns, how far): a project, the prices or a sibling page first',
    'A': 'the owner\'s address or the way there (the contact page answers): a project, service or about page first',
    'L': 'where the owner or a person trained, worked or grew up (the about page answers)',
    'E': 'the events list answers (a day, a fair, a market named): the thing\'s own page first',
}
TABLE = {
    'H': 'eighty-fifth/cb053 eighty-ninth/cf049 fifty-eighth/ba047 fifty-second/au048 forty-sixth/ao042 forty-third/al039 '
    'hundred-and-second/cs050 hundred-and-twenty-seventh/dt048 nineteenth/h050 seventy-fourth/bq049 sixty-first/bd050 '
    'sixty-sixth/bi026 twenty-fifth/h049 twenty-second/h053 hundred-and-sixth/cw050 seventy-seventh/bt053 thirty-second/v052 '
    'sample-fresh-d/sd044 hundred-and-twenty-sixth/ds048 eighty-ninth/cf054 seventieth/bm049 fifty-second/au052 '
    'twenty-fifth/h051 eighty-third/bz050 forty-eighth/aq048 seventeenth/h052',
    'E': 'fifty-seventh/az050 forty-first/aj040 forty-first/aj042 hundred-and-fourteenth/dg051 hundred-and-twenty-eighth/du053 '
    'thirty-fourth/x051 thirty-third/w054 hundred-and-fourteenth/dg049 hundredth/cq054 hundredth/cq051',
    'A': 'eighty-second/by047 hundred-and-second/cs047 hundred-and-sixth/cw049 ninety-first/ch024 forty-sixth/ao039 '
    'thirty-first/u050 hundred-and-sixteenth/di048 hundred-and-sixteenth/di053 hundred-and-second/cs052 seventy-first/bn024 '
    'hundred-and-seventh/cx047 ninety-sixth/cm026 ninety-sixth/cm075 eighty-second/by049 hundred-and-twenty-sixth/ds054 '
    'hundred-and-twenty-ninth/dv048 twenty-first/h052 sixth/s053',
    'O': 'eighteenth/h046 eightieth/bw051 eighty-first/bx049 eighty-first/bx052 ninety-first/ch026 ninety-first/ch075 '
    'ninety-sixth/cm025 sixty-third/bf048 thirty-third/w049 twenty-ninth/h047 hundred-and-twenty-sixth/ds049 '
    'hundred-and-third/ct053 fifteenth/h054 hundredth/cq052 hundred-and-twenty-third/dp053 fortieth/ai042 seventy-fourth/bq052 '
    'thirty-first/u052 ninety-second/ci075 sixty-ninth/bl050 ninetieth/cg054 forty-sixth/ao040 fourth/b084 '
    'hundred-and-eighteenth/dk051 sixty-third/bf050 hundred-and-nineteenth/dl048 twenty-second/h051',
    'R': 'ninety-third/cj049 seventeenth/h046 sixty-ninth/bl049 seventy-first/bn076 sixty-fourth/bg075 '
    'hundred-and-twenty-second/do049 seventy-fourth/bq050 seventy-fifth/br049 sixty-third/bf049 sixty-second/be048 '
    'ninety-second/ci077 forty-first/aj038 forty-fourth/am040 twenty-ninth/h051 sixth/s048 eighty-fourth/ca049 '
    'eighty-ninth/cf048 seventy-first/bn025 seventy-second/bo050 seventieth/bm053',
    'L': 'eightieth/bw053 eighty-eighth/ce053 eighty-seventh/cd048 fourth/b078 seventy-ninth/bv049 thirtieth/t054 '
    'thirty-seventh/z049 thirty-seventh/z046 seventy-first/bn027 sixty-seventh/bj053 ninety-fourth/ck054 thirty-second/v054',
}
cause_of = {q: c for c, qs in TABLE.items() for q in qs.split()}

rows = [line.rstrip('\n').split('\t') for line in open(sys.argv[1])]
rows = [r for r in rows if len(r) >= 9 and not any(r[0].startswith(v) for v in VAL)]
size = collections.Counter(r[0] for r in rows)
sets = len(size)
tally = collections.defaultdict(lambda: [0, 0, 0, 0, 0.0])
listed = []
for r in rows:
    rr = float(r[5])
    if r[3] != 'place' or rr >= 1:
        continue
    cause = cause_of.get(r[0].replace('-site', '') + '/' + r[1], 'S')
    t = tally[cause]
    t[0] += 1
    t[1 if rr == 0.5 else 3 if rr < 0.2 else 2] += 1
    t[4] += (1 - float(r[4])) / size[r[0]] / sets * 100
    if len(sys.argv) > 2 and cause == sys.argv[2]:
        listed.append(f'{r[0]} {r[1]} {r[4]} {r[5]} {r[6]} | {r[7]} || {r[8]}')
print('cause\tquestions\tat 2\tat 3-5\tnot in 5\tpoints')
for cause, t in sorted(tally.items(), key=lambda x: -x[1][4]):
    print(f'{cause}\t{t[0]}\t{t[1]}\t{t[2]}\t{t[3]}\t{t[4]:.3f}\t{CAUSES[cause]}')
print('\n'.join(listed))
