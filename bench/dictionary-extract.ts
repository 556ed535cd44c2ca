// The mining rows of learned-dictionary.ts (sixty-sixth round, docs/relevance.md): for every development site (the validation
// block and the held-out sets left out by name), the site's own learned lexicons (translation-lexicon.ts: IBM Model 1 over its
// parallel units, lexicon-units.ts) in both directions between German and English, one JSON line per site, after a line of stop-word stems. No search is run.
// Usage: node --import tsx bench/dictionary-extract.ts > /tmp/lex.jsonl   (HELD=a,b holds sets out; VAL=a,b is the validation block)
import { join } from 'node:path';
import { loadSite } from '../server/site/load-site.ts';
import { buildLexicon } from '../server/search/translation-lexicon.ts';
import { readableSets, validationBlock } from './held-out.ts';
import { stopStems } from './stop-stems.ts';

const val = validationBlock(process.env.VAL);
const ev = join(import.meta.dirname, 'eval');

// First line: the stems of each language's stop words (the analyzer's and the question words'), which a visitor's question
// never looks up: a learned pair of one ("deren" -> whose, stemmed as the article "der") is left out.
console.log(JSON.stringify({ stops: { de: stopStems('de'), en: stopStems('en') } }));
for (const { name, dir } of readableSets(ev, { skip: val })) {
  const site = loadSite(dir);
  if (!site.search.byLang.has('de') || !site.search.byLang.has('en')) continue;
  const lex = (from: string, to: string) => Object.fromEntries([...buildLexicon(site.search, from, to)].map(([s, ts]) => [s, ts.map((t) => [t.term, +t.p.toFixed(3)])]));
  console.log(JSON.stringify({ set: name, deEn: lex('de', 'en'), enDe: lex('en', 'de') }));
  process.stderr.write(`${name}\n`);
}
