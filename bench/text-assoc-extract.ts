// The mining rows of the sixty-fifth and sixty-eighth rounds (docs/relevance.md): every development site's sections as their index
// terms (the engine's stems; no numbers, no stop words, none under 3 letters), one JSON line per site and language index, for
// bench/text-assoc-fit.py. With each section: its word 3-grams (hashed; the fit drops a section whose 3-grams most sites share
// verbatim: the legal, privacy and image-rights text every site carries) and, per stem, how often its words were written
// capitalised mid-sentence in the site's English text (the fit drops a word written so nearly always: a name) and its page's role
// (translationKey; the fit drops the pages of a role that most sites have and write nearly alike: privacy, legal notice, interfaces).
// The validation block and the held-out sets are left out by name. No search is run.
// Usage: node --import tsx bench/text-assoc-extract.ts > /tmp/ta.jsonl   (HELD=a,b holds sets out; VAL=a,b is the validation block)
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { loadSite } from '../server/site/load-site.ts';
import { readableSets, validationBlock } from './held-out.ts';
import { stopStems } from './stop-stems.ts';

const val = validationBlock(process.env.VAL);
const ev = join(import.meta.dirname, 'eval');
// A stop word of either language is no association (German "und" in an English index, which isStopWord on a stem missed).
const stops = new Set([...stopStems('de'), ...stopStems('en')]);
const WORD = /\p{L}[\p{L}'-]*/gu;

/** A section's word 3-grams, lower-cased, as short hashes. */
function shingles(text: string): string[] {
  const words = (text.toLowerCase().match(WORD) ?? []) as string[];
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++)
    out.add(
      createHash('md5')
        .update(`${words[i]} ${words[i + 1]} ${words[i + 2]}`)
        .digest('hex')
        .slice(0, 10),
    );
  return [...out];
}

for (const { name, dir } of readableSets(ev, { skip: val })) {
  const site = loadSite(dir);
  const indexes = [...site.search.byLang.values()];
  // Capitalised mid-sentence in the English text: [capitalised, all] per lower-cased word (names keep their form in a translation).
  const caps = new Map<string, [number, number]>();
  for (const li of indexes) {
    if (li.lang !== 'en') continue;
    for (const d of li.docs)
      for (const sentence of d.section.text.split(/[.!?:;\n•|]+/)) {
        const words = (sentence.match(WORD) ?? []) as string[];
        for (let i = 1; i < words.length; i++) {
          const w = words[i].toLowerCase();
          const c = caps.get(w) ?? [0, 0];
          c[0] += words[i][0] !== words[i][0].toLowerCase() ? 1 : 0;
          c[1]++;
          caps.set(w, c);
        }
      }
  }
  for (const li of indexes) {
    const docs: string[][] = li.docs.map(() => []);
    for (let t = 0; t < li.terms.length; t++) {
      const term = li.terms[t];
      if (term.length < 3 || /\d/.test(term) || stops.has(term)) continue;
      for (let p = li.offsets[t]; p < li.offsets[t + 1]; p++) docs[li.postDocs[p]].push(term);
    }
    const cap: Record<string, [number, number]> = {};
    for (const [w, [c, n]] of caps) {
      const s = li.analyzer.stem(w);
      const have = cap[s] ?? [0, 0];
      cap[s] = [have[0] + c, have[1] + n];
    }
    const grams = li.docs.map((d) => shingles(d.section.text));
    // Each section's page role (its translationKey, shared by a page and its translation; empty when none): a page most sites have.
    const role = li.docs.map((d) => d.page.translationKey ?? '');
    console.log(JSON.stringify({ set: name, lang: li.lang, docs, grams, role, cap }));
  }
  process.stderr.write(`${name}\n`);
}
