// Eighty-first round (docs/relevance.md): why the wrong page comes first under a chatty development question. For each chatty
// question whose first answering page is not first in the base rows (bench/per-question.ts output, ROWS), one JSON line: the
// question searched as it is; with each word left out in turn (the word's sentence role: in a sentence ending in "?", before the
// first such (story), after the last (tail); and whether the ask clause, ask-clause.ts, holds it); its sentences that end in "?"
// alone; and, with the temporary rule switches of bench/chatty-probe.patch applied to the engine, with each reading that fired
// switched off in turn (the rerank context's flags, `long`, `questionMatch`, `askClause`). Without the patch the rule columns
// equal the base rank. The validation block and the held-out sets are left out (held-out.ts); bench/chatty-causes.py reads the lines.
// Usage: ROWS=/tmp/base.tsv node --import tsx bench/chatty-probe.ts > /tmp/chatty-probe.jsonl
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tokenize } from '../server/search/analyzer.ts';
import { askClauseTokens } from '../server/search/ask-clause.ts';
import { warmLexicons } from '../server/search/translation-lexicon.ts';
import { loadSite } from '../server/site/load-site.ts';
import { readableSets, validationBlock } from './held-out.ts';
import { rankOf, type Switches } from './probe-questions.ts';
import { askingSentences } from './story-features.ts';

const want = new Map<string, Set<string>>();
for (const line of readFileSync(process.env.ROWS ?? '/dev/stdin', 'utf8').split('\n')) {
  const c = line.split('\t');
  if (c.length < 6 || c[3] !== 'chatty' || Number(c[5]) >= 1) continue;
  if (!want.has(c[0])) want.set(c[0], new Set());
  want.get(c[0])?.add(c[1]);
}
const switches: Switches = { off: new Set() };
(globalThis as { __R81?: Switches }).__R81 = switches;
const ev = join(import.meta.dirname, 'eval');
for (const set of readableSets(ev, { skip: validationBlock(process.env.VAL), content: join(import.meta.dirname, '../content') })) {
  const ids = want.get(set.name);
  if (!ids) continue;
  const site = loadSite(set.dir);
  warmLexicons(site.search);
  for (const q of JSON.parse(readFileSync(set.file, 'utf8'))) {
    if (!ids.has(q.id)) continue;
    const run = (query: string, off: string[] = []) => rankOf(switches, site, q, query, off);
    const base = run(q.query);
    const seen = switches.seen ?? [];
    const flags: Record<string, number> = {};
    for (const f of [...seen, 'long', 'questionMatch', 'askClause']) flags[f] = run(q.query, [f]).rr;
    const ask = askingSentences(q.query);
    const askOnly = ask && ask !== q.query.trim() ? run(ask).rr : null;
    const askSet = askClauseTokens(q.query);
    const sentences = [...q.query.matchAll(/[^.!?…]+[.!?…]*/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, asks: m[0].includes('?') }));
    const firstAsk = sentences.findIndex((s) => s.asks);
    const lastAsk = sentences.map((s) => s.asks).lastIndexOf(true);
    const words: { w: string; role: string; inAsk: boolean; rr: number; ndcg: number }[] = [];
    for (const m of q.query.matchAll(/\S+/g)) {
      const core = m[0].replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      if (!core) continue;
      const si = sentences.findIndex((s) => m.index >= s.start && m.index < s.end);
      const role = si < 0 ? '?' : sentences[si].asks ? 'ask' : firstAsk < 0 ? 'noq' : si < firstAsk ? 'story' : si > lastAsk ? 'tail' : 'mid';
      const toks = tokenize(core, { joined: false });
      const inAsk = askSet !== undefined && toks.length > 0 && toks.every((t) => askSet.has(t));
      const r = run(q.query.slice(0, m.index) + m[0].replace(core, '') + q.query.slice(m.index + m[0].length));
      words.push({ w: core, role, inAsk, rr: r.rr, ndcg: r.ndcg });
    }
    console.log(JSON.stringify({ set: set.name, id: q.id, lang: q.lang, query: q.query, rr: base.rr, ndcg: base.ndcg, top: base.pages, seen, flags, askOnly, words }));
  }
  process.stderr.write(`${set.name}\n`);
}
