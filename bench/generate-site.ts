/**
 * Writes a large synthetic content folder: pages in de and en whose sections (~1 KB each)
 * draw words from the sample site's own text with a Zipf-like spread, so the vocabulary
 * and term statistics look like a real bilingual site.
 */
import { mkdirSync, mkdtempSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Site } from '../server/site/site-types.ts';

/** Deterministic pseudo-random numbers, so every run builds the same site. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function vocabulary(site: Site, lang: string): string[] {
  const counts = new Map<string, number>();
  for (const page of site.pages.filter((p) => p.lang === lang)) {
    for (const word of page.body.match(/[\p{L}][\p{L}\p{N}-]{2,}/gu) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([w]) => w);
}

export function generateSite(sample: Site, sections: number, sourceDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-agent-bench-'));
  copyFileSync(join(sourceDir, 'site.yaml'), join(dir, 'site.yaml'));
  const rand = random(42);
  const perPage = 10;
  const pagesPerLang = Math.ceil(sections / perPage / sample.languages.length);
  for (const lang of sample.languages) {
    const words = vocabulary(sample, lang);
    const word = () => words[Math.floor(words.length * rand() ** 2.5)];
    const sentence = (n: number) => Array.from({ length: n }, word).join(' ');
    const policy = typeof sample.rights.policy === 'string' ? sample.rights.policy : sample.rights.policy[lang];
    mkdirSync(join(dir, lang, 'archive'), { recursive: true });
    for (const page of sample.pages.filter((p) => p.lang === lang && p.path === policy)) {
      writeFileSync(join(dir, page.file), `---\ntitle: ${page.title}\ndescription: ${page.description}\n---\n\n${page.body}`);
    }
    writeFileSync(join(dir, lang, 'index.md'), `---\ntitle: ${lang}\ndescription: Home.\n---\n\n${sentence(40)}\n`);
    for (let p = 0; p < pagesPerLang; p++) {
      const body = Array.from({ length: perPage - 1 }, (_, s) => `## ${sentence(3)} ${s}\n\n${sentence(80)}.\n\n${sentence(70)}.\n`).join('\n');
      const key = `story-${p}`;
      writeFileSync(join(dir, lang, 'archive', `${key}.md`), `---\ntitle: ${sentence(4)}\ndescription: ${sentence(12)}.\ntranslationKey: ${key}\n---\n\n${sentence(60)}.\n\n${body}`);
    }
  }
  return dir;
}
