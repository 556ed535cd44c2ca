// The mining rows of the sixty-fifth round (docs/relevance.md): every development site's sections as their index terms (the engine's
// stems; no numbers, no stop words, none under 3 letters), one JSON line per site and language index, for bench/text-assoc-fit.py.
// The validation block and the held-out sets are left out by name. No search is run.
// Usage: node --import tsx bench/text-assoc-extract.ts > /tmp/ta.jsonl   (HELD=a,b holds sets out; VAL=a,b is the validation block)
import { join } from 'node:path';
import { loadSite } from '../server/site/load-site.ts';
import { readableSets, validationBlock } from './held-out.ts';
import { stopStems } from './stop-stems.ts';

const val = validationBlock(process.env.VAL);
const ev = join(import.meta.dirname, 'eval');
// A stop word of either language is no association (German "und" in an English index, which isStopWord on a stem missed).
const stops = new Set([...stopStems('de'), ...stopStems('en')]);

for (const { name, dir } of readableSets(ev, { skip: val })) {
  const site = loadSite(dir);
  for (const li of site.search.byLang.values()) {
    const docs: string[][] = li.docs.map(() => []);
    for (let t = 0; t < li.terms.length; t++) {
      const term = li.terms[t];
      if (term.length < 3 || /\d/.test(term) || stops.has(term)) continue;
      for (let p = li.offsets[t]; p < li.offsets[t + 1]; p++) docs[li.postDocs[p]].push(term);
    }
    console.log(JSON.stringify({ set: name, lang: li.lang, docs }));
  }
  process.stderr.write(`${name}\n`);
}
