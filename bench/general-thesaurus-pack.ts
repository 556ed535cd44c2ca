/**
 * node --import tsx bench/general-thesaurus-pack.ts [bench/general-thesaurus-words.txt] [server/search/general-thesaurus-table.ts]
 *
 * The ninety-first round's general thesaurus (its words, written by bench/general-thesaurus-build.py from the helpers' parts) packed
 * for the engine by general-thesaurus.ts packThesaurus: per language the sorted stems and each group's positions among them, so the
 * engine stems nothing at load and keeps no copy of the words.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packThesaurus } from '../server/search/general-thesaurus.ts';

const source = process.argv[2] ?? join(import.meta.dirname, 'general-thesaurus-words.txt');
const out = process.argv[3] ?? join(import.meta.dirname, '../server/search/general-thesaurus-table.ts');
const text = readFileSync(source, 'utf8');
const words = text
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .join('\n');
const [en, de] = packThesaurus(words);
for (const packed of [en, de]) if (/[`$\\]/.test(packed)) throw new Error('a character a template string cannot hold');
const groups = words.split('\n').length;
writeFileSync(
  out,
  `/**
 * A general English/German thesaurus for the vocabulary of small businesses and their customers (ninety-first round, docs/relevance.md):
 * written for this project by helpers from general knowledge, blind to every site and question. The words are in
 * bench/general-thesaurus-words.txt (${groups} groups of words naming the same thing); here they are packed by
 * bench/general-thesaurus-pack.ts (general-thesaurus.ts packThesaurus), one text per language: the engine's stems of its words,
 * sorted, on the first line, then one line a group, the positions of the group's stems among them (base 36). Unpacked once per
 * process on first use (thesaurusGroups).
 */
export const GENERAL_THESAURUS: readonly string[] = [
  \`${en}\`,
  \`${de}\`,
];
`,
);
console.log(`${groups} groups; ${Buffer.byteLength(en) + Buffer.byteLength(de)} bytes packed`);
