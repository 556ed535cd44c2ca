#!/usr/bin/env python3
"""python3 bench/general-associations-build.py DIR OUT.txt [PARTS]: the general associations (ninety-third round), their words.

Reads DIR/part-N.json for N in PARTS (default 1-6): JSON arrays of entries {"say_en": [...], "say_de": [...], "means_en": [...],
"means_de": [...]}, written blind by helpers (bench/general-associations-parts/brief-N.md): the words a customer uses for a
situation, problem or wish, and the words a business's page for it is titled with. Each word lower-cased and stripped, words of
more than one token or under three letters dropped (the thesaurus' general rules, general-thesaurus-build.py), duplicates within
a key dropped, a `means` word dropped from its entry's `say`, entries left without a `say` or a `means` word dropped, identical
entries once. OUT.txt: one entry a line, "say en|say de|means en|means de" (words space-separated, in the writers' order), after
a header of '#' lines; bench/general-associations-pack.ts packs it for the engine."""
import json
import os
import re
import sys

src, out = sys.argv[1], sys.argv[2]
wanted = []
for piece in (sys.argv[3] if len(sys.argv) > 3 else '1-6').split(','):
    lo, _, hi = piece.partition('-')
    wanted += [str(n) for n in range(int(lo), int(hi or lo) + 1)]
KEYS = ['say_en', 'say_de', 'means_en', 'means_de']


def kept(word):
    w = word.strip().lower()
    if ' ' in w or re.search(r"[^0-9a-zäöüßàâçéèêëîïôûùüÿñæœ\-]", w):
        return None
    if not re.search(r'[a-zäöüß]', w) or len(w) < 3:
        return None
    return w


lines, seen, read = [], set(), []
for n in wanted:
    path = os.path.join(src, f'part-{n}.json')
    if not os.path.exists(path):
        continue
    read.append(n)
    for entry in json.load(open(path, encoding='utf-8')):
        cols = []
        for key in KEYS:
            words = []
            for word in entry.get(key, []):
                w = kept(word)
                if w and w not in words:
                    words.append(w)
            cols.append(words)
        cols[0] = [w for w in cols[0] if w not in cols[2]]
        cols[1] = [w for w in cols[1] if w not in cols[3]]
        if not (cols[0] or cols[1]) or not (cols[2] or cols[3]):
            continue
        line = '|'.join(' '.join(c) for c in cols)
        if line in seen:
            continue
        seen.add(line)
        lines.append(line)
with open(out, 'w', encoding='utf-8') as f:
    f.write('# General associations: what a customer says | what the business calls it (bench/general-associations-build.py)\n')
    f.write(f'# parts {",".join(read)}; {len(lines)} entries; columns: say en|say de|means en|means de\n')
    f.write('\n'.join(lines) + '\n')
print(f'parts {",".join(read)}: {len(lines)} entries')
