/**
 * SKIP=<validation block> node --import tsx bench/follow-up-probe.ts > rows.jsonl
 *
 * The eighty-fifth round's measurement of follow-up questions (kind "follow-up", a `prev`): each asked as search_site asks it
 * and under variants, one JSON line per question: the listed pages and nDCG@5 / rr of each variant. Variants made through the
 * API: `noprev` (the follow-up alone), `prevonly` (the newest previous question alone: the page that answered it). Variants
 * that switch one follow-up rule off or try a change read `globalThis.__r85` in search-query.ts: hooks of the round's trace
 * commit 3757203e, reverted in eebbcad6 (run the probe on a checkout of 3757203e; on the engine as committed every variant's
 * rows equal `base`). `VARIANTS=base,a,b` runs only those (without `noprev` and `prevonly`). Development sets only
 * (held-out.ts readableSets; SKIP leaves out the validation block). Read by bench/follow-up-causes.py.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pageOf, scoreRanking, type RowQuestion } from './eval-metrics.ts';

const repo = resolve(join(import.meta.dirname, '..'));
const { loadSite } = await import(join(repo, 'server/site/load-site.ts'));
const { warmLexicons } = await import(join(repo, 'server/search/translation-lexicon.ts'));
const { searchSite } = await import(join(repo, 'tools/search-site.ts'));
const { readableSets } = await import(join(repo, 'bench/held-out.ts'));

const VARIANTS: Record<string, Record<string, unknown>> = {
  base: {},
  noAnswer: { noAnswer: true },
  noTopic: { noTopic: true },
  noIntent: { noIntent: true },
  noPrice: { noPrice: true },
  prevHalf: { prevScale: 0.5 },
  prevMore: { prevScale: 1.5 },
  own60: { ownAbsent: 0.6 },
  own70: { ownAbsent: 0.7 },
  own80: { ownAbsent: 0.8 },
  own90: { ownAbsent: 0.9 },
  hoursCarry: { hoursCarry: true },
  noAnswerOwnQ: { noAnswerOwnQ: true },
  rare2: { rareDf: 2, rareScale: 0.5 },
  rare4: { rareDf: 4, rareScale: 0.5 },
  rare8: { rareDf: 8, rareScale: 0.5 },
  rare4x7: { rareDf: 4, rareScale: 0.7 },
  rare16: { rareDf: 16, rareScale: 0.5 },
  both11: { both: 1.1 },
  both12: { both: 1.2 },
  both13: { both: 1.3 },
  both12own90: { both: 1.2, ownAbsent: 0.9 },
  both12topic: { both: 1.2, bothTopic: true },
  both15topic: { both: 1.5, bothTopic: true },
};
const only = process.env.VARIANTS?.split(',');
const g = globalThis as { __r85?: Record<string, unknown> };
const skip = (process.env.SKIP ?? '').split(',').filter(Boolean);
for (const set of readableSets(join(repo, 'bench/eval'), { content: join(repo, 'content'), skip })) {
  const questions = (JSON.parse(readFileSync(set.file, 'utf8')) as RowQuestion[]).filter((q) => q.kind === 'follow-up' && q.prev?.length);
  if (questions.length === 0) continue;
  const site = loadSite(set.dir);
  warmLexicons(site.search);
  const ask = (query: string, lang: string, prev?: string[]) => {
    const r = searchSite(site, { query, lang, limit: 10, prev });
    return r.ok ? r.value.results.map((x: { url: string }) => x.url) : [];
  };
  const rows: string[] = [];
  for (const q of questions) {
    const row: Record<string, unknown> = { set: set.name, id: q.id, lang: q.lang, query: q.query, prev: q.prev, relevant: q.relevant, sections: (q as { sections?: string[] }).sections };
    const score = (urls: string[]) => {
      const pages = urls.map(pageOf);
      const s = scoreRanking(pages, q.relevant);
      return { ndcg: s.ndcg, rr: s.rr, pages: [...new Set(pages)].slice(0, 10), urls: urls.slice(0, 10) };
    };
    for (const [name, sw] of Object.entries(VARIANTS)) {
      if (only && !only.includes(name)) continue;
      g.__r85 = sw;
      row[name] = score(ask(q.query, q.lang, q.prev));
    }
    g.__r85 = {};
    if (only) {
      rows.push(JSON.stringify(row));
      continue;
    }
    row.noprev = score(ask(q.query, q.lang));
    row.prevonly = score(ask(q.prev![q.prev!.length - 1], q.lang));
    rows.push(JSON.stringify(row));
  }
  process.stdout.write(`${rows.join('\n')}\n`);
}
