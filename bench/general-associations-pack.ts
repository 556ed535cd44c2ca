/**
 * node --import tsx bench/general-associations-pack.ts [bench/general-associations-words.txt] [server/search/general-associations.txt]
 *
 * The ninety-third round's general associations (their words, written by bench/general-associations-build.py from the helpers' parts)
 * packed for the engine by general-thesaurus.ts packThesaurus in four columns (say en, say de, means en, means de): per column the
 * sorted stems and each entry's positions among them, the columns' texts joined by form feeds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSOCIATION_COLUMNS } from '../server/search/general-associations.ts';
import { packThesaurus } from '../server/search/general-thesaurus.ts';

const source = process.argv[2] ?? join(import.meta.dirname, 'general-associations-words.txt');
const out = process.argv[3] ?? join(import.meta.dirname, '../server/search/general-associations.txt');
const words = readFileSync(source, 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .join('\n');
const packed = packThesaurus(words, ASSOCIATION_COLUMNS);
if (packed.some((p) => p.includes('\f'))) throw new Error('a form feed in a stem');
writeFileSync(out, packed.join('\f'));
console.log(`${words.split('\n').length} entries; ${Buffer.byteLength(packed.join('\f'))} bytes packed`);
