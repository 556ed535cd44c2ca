#!/usr/bin/env python3
"""python3 bench/general-thesaurus-build.py DIR OUT.txt [PARTS] [--no-checker]: the general bilingual thesaurus (ninety-first and
ninety-second rounds), its words.

Reads DIR/part-N.json, for N in PARTS (default 1-6, the ninety-first round's six parts; e.g. "1,2" or "1-12") (JSON arrays of
groups {"en": [...], "de": [...]}) for every N whose checker (DIR/check-N.*) sits beside it and whose file parses. With
--no-checker (the ninety-second round: parts 7-12 were handed over as finished, and nothing but the part files may be looked at
in DIR) the named parts are read without looking for their checkers; nothing else in DIR is read. The union of the groups, each word lower-cased and stripped, duplicates
within a group dropped, identical groups once, is written to OUT.txt, one group a line, "en words|de words" (words
space-separated, in the helpers' order), after a header of '#' lines; bench/general-thesaurus-pack.ts makes the engine's table
module of it. The edits made for a general reason (never from a development failure) are the
DROPPED rules below; each dropped word is printed to stderr with its reason, and the parts read are printed to stdout."""
import glob
import json
import os
import re
import sys

args = [a for a in sys.argv[1:] if a != '--no-checker']
checked = '--no-checker' not in sys.argv[1:]
src, out = args[0], args[1]
wanted = []
for piece in (args[2] if len(args) > 2 else '1,2,3,4,5,6').split(','):
    lo, _, hi = piece.partition('-')
    wanted += [str(n) for n in range(int(lo), int(hi or lo) + 1)]
parts = []
for n in wanted:
    path = os.path.join(src, f'part-{n}.json')
    if not os.path.exists(path):
        continue
    if checked and not glob.glob(os.path.join(src, f'check-{n}.*')):
        continue
    try:
        parts.append((n, json.load(open(path, encoding='utf-8'))))
    except ValueError:
        continue


def dropped(word):
    """Why a word is left out (None: kept): general reasons only."""
    if ' ' in word:
        return 'more than one word'
    # The engine's tokenizer splits at a slash or a dot: such an entry is never one token (24/7, a/c).
    if re.search(r"[^0-9a-zäöüßàâçéèêëîïôûùüÿñæœ'’\-]", word):
        return 'not one token'
    if not re.search(r'[a-zäöüß]', word) or len(word) < 3:
        return 'shorter than three letters or no letter'
    return None


groups, seen = [], set()
drops = []
for n, data in parts:
    for g in data:
        row = []
        for lang in ('en', 'de'):
            words = []
            for w in g.get(lang, []) or []:
                w = str(w).strip().lower()
                why = dropped(w)
                if why:
                    drops.append((n, lang, w, why))
                    continue
                if w not in words:
                    words.append(w)
            row.append(words)
        if sum(len(r) for r in row) < 2:
            continue
        key = (tuple(sorted(row[0])), tuple(sorted(row[1])))
        if key in seen:
            continue
        seen.add(key)
        groups.append(row)

for d in drops:
    print('dropped', *d, sep='\t', file=sys.stderr)
lines = [' '.join(en) + '|' + ' '.join(de) for en, de in groups]
header = f"""# A general English/German thesaurus for the vocabulary of small businesses and their customers (ninety-first round,
# docs/relevance.md): written for this project by helpers from general knowledge, blind to every site and question. Tight groups
# of single words naming the same thing, with their inflected forms, lower case. One group a line, "English words|German words",
# space-separated: the union of parts {', '.join(n for n, _ in parts)} ({len(groups)} groups, {sum(len(a) + len(b) for a, b in groups)} words), written by
# bench/general-thesaurus-build.py; the words it left out are listed in docs/relevance.md.
"""
open(out, 'w', encoding='utf-8').write(header + '\n'.join(lines) + '\n')
print('parts', ','.join(n for n, _ in parts), 'groups', len(groups), 'words', sum(len(a) + len(b) for a, b in groups), 'dropped', len(drops), 'bytes', len((header + '\n'.join(lines)).encode()))
