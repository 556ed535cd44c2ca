/**
 * ROWS=rows.tsv SKIP=<validation block> node --import tsx bench/r88-probe.ts > probe.jsonl
 *
 * The eighty-eighth round's look at the people, number and typing-slip questions whose first answering page is not first
 * (rr < 1 in bench/per-question.ts rows of the same checkout; development sets only: the held-out sets never, `SKIP` leaves
 * out the validation block). One JSON line per question: the base rank (searched as search_site does), the first page's and
 * the best placed answering page's hit section and score (searchIndex, the owner's name as subject), the question searched
 * with each of its words left out in turn (rr, nDCG@5), and, with the temporary switches of bench/r88-probe.patch applied to
 * the engine (`git apply bench/r88-probe.patch`, reverted after), with each reading that fired switched off in turn (rr;
 * without the patch `seen` is empty). Read by bench/r88-causes.py.
 */
import { join } from 'node:path';
import { tokenize } from '../server/search/analyzer.ts';
import { warmLexicons } from '../server/search/translation-lexicon.ts';
import { loadSite } from '../server/site/load-site.ts';
import { searchIndex } from '../server/search/search-query.ts';
import { readFileSync } from 'node:fs';
import { lossSets, rankOf, type Switches } from './probe-questions.ts';

const KINDS = new Set(['people', 'number', 'typo']);
const kindOf = new Map<string, string>();
for (const line of readFileSync(process.env.ROWS ?? '/dev/stdin', 'utf8').split('\n')) {
  const c = line.split('\t');
  if (c.length >= 6 && KINDS.has(c[3]) && Number(c[5]) < 1) kindOf.set(`${c[0]}\t${c[1]}`, c[3]);
}
const repo = join(import.meta.dirname, '..');
/** The switch bench/r88-probe.patch reads: the readings to leave off, and the ones the last search set. */
const switches: Switches = { off: new Set() };
(globalThis as { __R88?: typeof switches }).__R88 = switches;
const skip = (process.env.SKIP ?? '').split(',').filter(Boolean);
for (const { set, questions } of lossSets(repo, new Set(kindOf.keys()), skip)) {
  const site = loadSite(set.dir);
  warmLexicons(site.search);
  for (const q of questions) {
    const run = (query: string, off: string[] = []) => rankOf(switches, site, q, query, off);
    const base = run(q.query);
    const seen = switches.seen ?? [];
    const flags: Record<string, number> = {};
    for (const f of seen) flags[f] = Number(run(q.query, [f]).rr.toFixed(3));
    const hits = searchIndex(site.search, { query: q.query, lang: q.lang, limit: 10, prev: q.prev, subject: site.person?.name }).hits;
    const order: { page: string; section: string; score: number; terms: Set<string> }[] = [];
    for (const h of hits) {
      const had = order.find((o) => o.page === h.page.path);
      if (had) for (const t of h.terms) had.terms.add(t);
      else order.push({ page: h.page.path, section: h.section.path, score: h.score, terms: new Set(h.terms) });
    }
    const show = (o: (typeof order)[number] | undefined) => o && { page: o.page, section: o.section, score: Number(o.score.toFixed(3)), terms: [...o.terms] };
    const answer = order.find((o) => q.relevant[o.page] === 2);
    const words: { w: string; toks: string[]; rr: number; ndcg: number }[] = [];
    for (const m of q.query.matchAll(/\S+/g)) {
      const core = m[0].replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      if (!core) continue;
      const r = run(q.query.slice(0, m.index) + m[0].replace(core, '') + q.query.slice(m.index + m[0].length));
      words.push({ w: core, toks: tokenize(core, { joined: false }), rr: r.rr, ndcg: Number(r.ndcg.toFixed(4)) });
    }
    const kind = kindOf.get(`${set.name}\t${q.id}`);
    const answers = Object.entries(q.relevant)
      .filter(([, g]) => g === 2)
      .map(([p]) => p);
    console.log(
      JSON.stringify({
        set: set.name,
        id: q.id,
        kind,
        lang: q.lang,
        query: q.query,
        rr: base.rr,
        ndcg: Number(base.ndcg.toFixed(4)),
        top: base.pages,
        answers,
        first: show(order[0]),
        answer: show(answer),
        seen,
        flags,
        words,
      }),
    );
  }
  process.stderr.write(`${set.name}\n`);
}
