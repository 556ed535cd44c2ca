// The seventy-first round's table (docs/relevance.md): server/search/outside-sense-table.ts, English words' senses from outside
// the sites. For each English stem (the engine's analyzer), at most PER_STEM partner stems: WordNet 3.0 synonyms of the lemma's
// two most frequent senses that at least MIN_SITES development sites write (their English index holds the stem), most-written
// first; neither side a stop stem (bench/stop-stems.ts), both plain letters. Only the partner bar reads the sites: the development
// sets (the validation block and the held-out sets left out by name), their indexes only, no question.
// Usage: WORDNET=/tmp/wn/usr/share/wordnet node --import tsx bench/outside-sense-extract.ts server/search/outside-sense-table.ts
//   (the file is written at the end, so that a table the engine imports is never read empty while the sites load)
//   (the data of Debian wordnet-base: `apt-get download wordnet-base && dpkg-deb -x wordnet-base_*.deb /tmp/wn`). REL: syn1 (the
//   two first senses), syn1t (only those the tagged texts saw), syn1m (the synset among the partner's own two first senses too),
//   syn1d (syn1m in the part of speech usual for both words; bench/wordnet-graph.ts); MAX_SOURCE_SITES=n keeps a source stem only
//   when at most n development sites write it; MIN_SITES, PER_STEM; SAMPLE=n writes n random pairs to stderr for a review by eye.
//   The seventy-first round's best candidate, not shipped: REL=syn1d MAX_SOURCE_SITES=20.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from '../server/site/load-site.ts';
import { readableSets, validationBlock } from './held-out.ts';
import { stopStems } from './stop-stems.ts';
import { wordnet } from './wordnet-graph.ts';

const dir = process.env.WORDNET;
if (!dir) throw new Error('WORDNET must name the directory of WordNet 3.0 data.* and index.* files');
const REL = process.env.REL ?? 'syn1';
const MIN_SITES = Number(process.env.MIN_SITES ?? 10);
const PER_STEM = Number(process.env.PER_STEM ?? 2);
// A source stem that more development sites write is the sites' own vocabulary, not a visitor's word from outside it.
const MAX_SOURCE_SITES = Number(process.env.MAX_SOURCE_SITES ?? Number.POSITIVE_INFINITY);

// How many development sites write each English stem.
const sites = new Map<string, number>();
let count = 0;
for (const { dir: site } of readableSets(join(import.meta.dirname, 'eval'), { skip: validationBlock(process.env.VAL) })) {
  const en = loadSite(site).search.byLang.get('en');
  if (!en) continue;
  count++;
  for (const term of en.terms) sites.set(term, (sites.get(term) ?? 0) + 1);
}

const stops = new Set(stopStems('en'));
const plain = (s: string) => /^[a-z]{3,}$/.test(s) && !stops.has(s);
const table: [string, string[]][] = [];
for (const [stem, rels] of wordnet(dir)) {
  if (!plain(stem) || (sites.get(stem) ?? 0) > MAX_SOURCE_SITES) continue;
  const partners = [...(rels.get(REL) ?? [])]
    .filter((p) => p !== stem && plain(p) && (sites.get(p) ?? 0) >= MIN_SITES)
    .sort((a, b) => (sites.get(b) ?? 0) - (sites.get(a) ?? 0) || (a < b ? -1 : 1))
    .slice(0, PER_STEM);
  if (partners.length) table.push([stem, partners]);
}
table.sort((a, b) => (a[0] < b[0] ? -1 : 1));
const pairs = table.reduce((n, [, p]) => n + p.length, 0);
if (process.env.SHOW) for (const w of process.env.SHOW.split(',')) process.stderr.write(`${w}: ${sites.get(w) ?? 0} sites\n`);
process.stderr.write(`${count} development sites with English; ${REL}, partner on >= ${MIN_SITES} sites, <= ${PER_STEM} per stem: ${table.length} stems, ${pairs} pairs\n`);
const sample = Number(process.env.SAMPLE ?? 0);
if (sample) {
  const all = table.flatMap(([s, ps]) => ps.map((p) => `${s} -> ${p} (${sites.get(p)})`));
  for (let i = 0; i < sample; i++) process.stderr.write(`${all.splice(Math.floor(Math.random() * all.length), 1)[0]}\n`);
}

const notice = `/**
 * English words' senses from outside the sites (seventy-first round, docs/relevance.md): for an English stem, at most ${PER_STEM} stems
 * of WordNet 3.0 synonyms of the lemma's two most frequent senses, each written by at least ${MIN_SITES} development sites, most-written
 * first${Number.isFinite(MAX_SOURCE_SITES) ? `; a source stem only when at most ${MAX_SOURCE_SITES} development sites write it` : ''}. Written by
 * bench/outside-sense-extract.ts (${REL}; ${table.length} stems, ${pairs} pairs); read by outside-senses.ts (the seventy-first round's experiment, not shipped: commit 94ab2258).
 *
 * Derived from WordNet 3.0, whose licence asks that this notice appear on all copies:
 *
 * This software and database is being provided to you, the LICENSEE, by Princeton University under the
 * following license. By obtaining, using and/or copying this software and database, you agree that you have read, understood,
 * and will comply with these terms and conditions.: Permission to use, copy, modify and distribute this software and database
 * and its documentation for any purpose and without fee or royalty is hereby granted, provided that you agree to comply with the
 * following copyright notice and statements, including the disclaimer, and that the same appear on ALL copies of the software,
 * database and documentation, including modifications that you make for internal use or for distribution. WordNet 3.0 Copyright
 * 2006 by Princeton University. All rights reserved. THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES
 * NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION, PRINCETON UNIVERSITY MAKES NO
 * REPRESENTATIONS OR WARRANTIES OF MERCHANT-ABILITY OR FITNESS FOR ANY PARTICULAR PURPOSE OR THAT THE USE OF THE LICENSED
 * SOFTWARE, DATABASE OR DOCUMENTATION WILL NOT INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS, TRADEMARKS OR OTHER RIGHTS. The name
 * of Princeton University or Princeton may not be used in advertising or publicity pertaining to distribution of the software
 * and/or database. Title to copyright in this software, database and any associated documentation shall at all times remain
 * with Princeton University and LICENSEE agrees to preserve same.
 */`;
// One line per stem, "stem partner partner", in one string: a few hundred KB parsed once at load, not thousands of array literals.
const out = process.argv[2];
if (!out) throw new Error('name the table file to write');
writeFileSync(out, `${notice}\nexport const OUTSIDE_SENSES_EN = \`\n${table.map(([s, ps]) => [s, ...ps].join(' ')).join('\n')}\n\`;\n`);
