/**
 * node --import tsx bench/general-thesaurus-pack.ts [bench/general-thesaurus-words.txt] [server/search/general-thesaurus.txt]
 *
 * The ninety-first round's general thesaurus (its words, written by bench/general-thesaurus-build.py from the helpers' parts) packed
 * for the engine by general-thesaurus.ts packThesaurus: per language the sorted stems and each group's positions among them, the two
 * languages' texts joined by a form feed, so the engine stems nothing at load and keeps no copy of the words. A data file, not a
 * module: a module's source stays in memory beside the strings it makes (docs/relevance.md, the start-up RSS).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packThesaurus } from '../server/search/general-thesaurus.ts';

const source = process.argv[2] ?? join(import.meta.dirname, 'general-thesaurus-words.txt');
const out = process.argv[3] ?? join(import.meta.dirname, '../server/search/general-thesaurus.txt');
const text = readFileSync(source, 'utf8');
const words = text
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .join('\n');
const packed = packThesaurus(words);
if (packed.some((p) => p.includes('\f'))) throw new Error('a form feed in a stem');
writeFileSync(out, packed.join('\f'));
console.log(`${words.split('\n').length} groups; ${Buffer.byteLength(packed.join('\f'))} bytes packed`);
