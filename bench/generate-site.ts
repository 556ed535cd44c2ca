/**
 * Writes a large synthetic content folder: pages in de and en whose sections (~1 KB each)
 * draw words with Zipf's law (s = 1.07) from a vocabulary of about 40,000 words per
 * language: the sample site's own words in order of frequency, then made-up words built
 * from syllables. Like real text, a few words are everywhere and most are rare.
 * The sections look like real pages: paragraphs with emphasis, links and the odd code span,
 * bullet lists, tables, images with alt text, and some `###` sub-sections.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync, copyFileSync } from 'node:fs';
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

const VOCABULARY = 40_000;
const SYLLABLES = ['ka', 'lo', 'ri', 'ven', 'tu', 'mar', 'sel', 'do', 'bra', 'nik', 'ost', 'ela', 'fen', 'gu', 'har', 'ist', 'jo', 'kel', 'lun', 'mos'];

function vocabulary(site: Site, lang: string, rand: () => number): string[] {
  const counts = new Map<string, number>();
  for (const page of site.pages.filter((p) => p.lang === lang)) {
    for (const word of page.body.match(/[\p{L}][\p{L}\p{N}-]{2,}/gu) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const words = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([w]) => w);
  const seen = new Set(words);
  while (words.length < VOCABULARY) {
    const n = 2 + Math.floor(rand() * 3);
    const word = Array.from({ length: n }, () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)]).join('');
    if (!seen.has(word)) {
      seen.add(word);
      words.push(word);
    }
  }
  return words;
}

/** Draws a rank from Zipf's law over `n` ranks (inverse of the cumulative weights). */
function zipf(n: number, s: number, rand: () => number): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r++) cumulative[r] = sum += 1 / (r + 1) ** s;
  return () => {
    const target = rand() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** One block of a section (about 500 bytes): mostly paragraphs, sometimes a list, a table or an image. */
function blocks(sentence: (n: number) => string, word: () => string, rand: () => number): () => string {
  const pick = <T>(items: T[]) => items[Math.floor(rand() * items.length)];
  /** A sentence with inline Markdown: emphasis, strong, a link, now and then a code span. */
  const rich = (n: number) =>
    Array.from({ length: n }, () => {
      const r = rand();
      if (r < 0.04) return `*${word()}*`;
      if (r < 0.07) return `**${word()} ${word()}**`;
      if (r < 0.09) return `[${word()} ${word()}](https://example.org/${word()})`;
      if (r < 0.095) return `\`${word()}\``;
      return word();
    }).join(' ');
  return () => {
    const r = rand();
    if (r < 0.6) return `${rich(70)}.`;
    if (r < 0.78) return Array.from({ length: 3 + Math.floor(rand() * 4) }, () => `- ${rich(6 + Math.floor(rand() * 8))}`).join('\n');
    if (r < 0.92) {
      const rows = 2 + Math.floor(rand() * 4);
      return [`| ${sentence(1)} | ${sentence(1)} | ${sentence(1)} |`, '|---|---|---:|', ...Array.from({ length: rows }, () => `| ${rich(3)} | ${rich(2)} | ${1990 + Math.floor(rand() * 36)} |`)].join(
        '\n',
      );
    }
    return `![${sentence(6)}](/assets/photos/${pick(PICTURES)})\n\n${rich(40)}.`;
  };
}

/** Pictures the generated pages show: real files of the sample site (copied along), so `check` and the loader accept them. */
const PICTURES = ['night-shift/break.jpg', 'after-the-flood/harvest.jpg', 'borderland/new-home.jpg'];

export function generateSite(sample: Site, sections: number, sourceDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-agent-bench-'));
  copyFileSync(join(sourceDir, 'site.yaml'), join(dir, 'site.yaml'));
  for (const picture of PICTURES) {
    if (!existsSync(join(sourceDir, 'assets', 'photos', picture)))
      throw new Error(`generate-site: ${picture} is not in ${sourceDir}/assets/photos (${readdirSync(join(sourceDir, 'assets', 'photos')).join(', ')})`);
    mkdirSync(join(dir, 'assets', 'photos', picture, '..'), { recursive: true });
    cpSync(join(sourceDir, 'assets', 'photos', picture), join(dir, 'assets', 'photos', picture));
  }
  const rand = random(42);
  const perPage = 10;
  const pagesPerLang = Math.ceil(sections / perPage / sample.languages.length);
  for (const lang of sample.languages) {
    const words = vocabulary(sample, lang, rand);
    const rank = zipf(words.length, 1.07, rand);
    const word = () => words[rank()];
    const sentence = (n: number) => Array.from({ length: n }, word).join(' ');
    const policy = typeof sample.rights.policy === 'string' ? sample.rights.policy : sample.rights.policy[lang];
    mkdirSync(join(dir, lang, 'archive'), { recursive: true });
    for (const page of sample.pages.filter((p) => p.lang === lang && p.path === policy)) {
      writeFileSync(join(dir, page.file), `---\ntitle: ${page.title}\ndescription: ${page.description}\n---\n\n${page.body}`);
    }
    writeFileSync(join(dir, lang, 'index.md'), `---\ntitle: ${lang}\ndescription: Home.\n---\n\n${sentence(40)}\n`);
    const block = blocks(sentence, word, rand);
    for (let p = 0; p < pagesPerLang; p++) {
      const body = Array.from({ length: perPage - 1 }, (_, s) => `${s > 0 && rand() < 0.25 ? '###' : '##'} ${sentence(3)} ${s}\n\n${block()}\n\n${block()}\n`).join('\n');
      const key = `story-${p}`;
      writeFileSync(join(dir, lang, 'archive', `${key}.md`), `---\ntitle: ${sentence(4)}\ndescription: ${sentence(12)}.\ntranslationKey: ${key}\n---\n\n${sentence(60)}.\n\n${body}`);
    }
  }
  return dir;
}
