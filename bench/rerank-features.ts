/**
 * Features for learning a second-stage page reranker (fifty-ninth round): for every development
 * question, the engine's listed pages (searchSiteAnswer at LIMIT, distinct pages in order, at most
 * PAGES) with their grade and general features, one JSON line per question.
 *
 * Usage: node --import tsx bench/rerank-features.ts [REPO] > /tmp/rr.jsonl   (REPO: where bench/eval and content are; default .)
 *   The held-out sets (held-out.ts; HELD=a,b) are never read; SKIP (default: the
 *   validation block, held-out.ts' VALIDATION) is left out as well, so the
 *   features learnt from hold no validation question. LIMIT (default 10, what pq reads).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { loadSite } from '../server/site/load-site.ts';
import { searchSiteAnswer } from '../tools/search-site.ts';
import { warmLexicons } from '../server/search/translation-lexicon.ts';
import { pageOf } from './eval-metrics.ts';
import { analyze, analyzerFor, tokenize } from '../server/search/analyzer.ts';
import { findTerm } from '../server/search/search-index.ts';
import { isHomePage } from '../server/search/home-page.ts';
import { isOverview } from '../server/search/overview-pages.ts';
import { isInterfacePage } from '../server/search/rerank.ts';
import { markdownLength } from '../server/search/section-numbers.ts';
import { readableSets, validationBlock } from './held-out.ts';

const repo = resolve(process.argv[2] ?? process.cwd());
const skip = validationBlock(process.env.SKIP);
const LIMIT = Number(process.env.LIMIT ?? 10);
const PAGES = 20;
const ev = join(repo, 'bench/eval');

type Any = any;

/** The IDF-weighted share of `terms` found in each of `sets` (0 when the terms weigh nothing). */
function shares(terms: readonly string[], sets: readonly ReadonlySet<string>[], idf: (t: string) => number): number[] {
  let weight = 0;
  const held = sets.map(() => 0);
  for (const t of terms) {
    const x = idf(t);
    weight += x;
    for (let i = 0; i < sets.length; i++) if (sets[i].has(t)) held[i] += x;
  }
  return held.map((h) => (weight > 0 ? h / weight : 0));
}

for (const { name: base, dir, file } of readableSets(ev, { skip, content: join(repo, 'content') })) {
  const site = loadSite(dir);
  warmLexicons(site.search);
  // Each page's index terms (its text, analysed in its language), and its title's and headings'.
  const pageTerms = new Map<string, { all: Set<string>; title: Set<string>; tf: Map<string, number>; len: number }>();
  let avgLen = 0;
  function termsOf(page: Any) {
    let t = pageTerms.get(page.path);
    if (!t) {
      const a = analyzerFor(page.lang);
      const heads = [page.title, ...page.sections.map((s: Any) => s.name)].join(' ');
      const words = analyze(`${heads} ${page.body}`, a);
      const tf = new Map<string, number>();
      for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
      t = { all: new Set(words), title: new Set(analyze(heads, a)), tf, len: words.length };
      pageTerms.set(page.path, t);
    }
    return t;
  }
  for (const page of site.pages) avgLen += termsOf(page).len / site.pages.length;
  const qs = JSON.parse(readFileSync(file, 'utf8'));
  for (const q of qs) {
    const answer = searchSiteAnswer(site, { query: q.query, lang: q.lang, limit: LIMIT, prev: q.prev });
    const lang = answer.lang;
    const pages: { page: Any; hits: Any[] }[] = [];
    const at = new Map<string, number>();
    for (const { hit } of answer.hits) {
      const p = pageOf(`https://x${hit.page.path}`);
      let i = at.get(p);
      if (i === undefined) {
        i = pages.length;
        at.set(p, i);
        pages.push({ page: hit.page, hits: [] });
      }
      pages[i].hits.push(hit);
    }
    const top = pages[0]?.hits[0]?.score ?? 0;
    const topRaw = pages[0]?.hits[0]?.raw ?? 0;
    const words = tokenize(q.query).length;
    const cands = pages.slice(0, PAGES).map(({ page, hits }, rank) => {
      const li = site.search.byLang.get(page.lang);
      const asked = [...new Set(analyze(q.query, analyzerFor(page.lang)))];
      const sentences = q.query.split(/(?<=[.!?])\s+/).filter((x: string) => x.trim());
      const askText = [...sentences].reverse().find((x: string) => x.includes('?')) ?? sentences[sentences.length - 1] ?? q.query;
      const ask = [...new Set(analyze(askText, analyzerFor(page.lang)))];
      const idf = (t: string) => {
        if (!li) return 1;
        const id = findTerm(li, t);
        return id >= 0 ? li.idf[id] : Math.log(1 + li.docCount);
      };
      const { all, title, tf, len: plen } = termsOf(page);
      let bm = 0;
      for (const t of asked) {
        const n = tf.get(t) ?? 0;
        bm += (idf(t) * n * 2.2) / (n + 1.2 * (0.25 + (0.75 * plen) / Math.max(1, avgLen)));
      }
      const matched = new Set<string>();
      for (const h of hits) for (const t of h.terms) matched.add(t);
      const [onPage, inTitle, inHits] = shares(asked, [all, title, matched], idf);
      const [aPage, aTitle] = shares(ask, [all, title], idf);
      const earlier = pages.slice(0, rank).some((o) => Object.values(o.page.translations).includes(page.path));
      const best = hits[0];
      const len = best.length !== undefined && best.length >= 0 ? best.length : markdownLength(best.section);
      return {
        page: page.path,
        grade: q.relevant[pageOf(`https://x${page.path}`)] ?? 0,
        rank: rank + 1,
        score: best.score,
        rel: top > 0 ? best.score / top : 0,
        raw: best.raw,
        relRaw: topRaw > 0 ? best.raw / topRaw : 0,
        others: hits.slice(1).reduce((s: number, h: Any) => s + h.score, 0),
        nHits: hits.length,
        inLang: lang === undefined || page.lang === lang ? 1 : 0,
        via: best.viaTranslation ? 1 : 0,
        transOfHigher: earlier ? 1 : 0,
        covPage: onPage,
        covTitle: inTitle,
        covHits: inHits,
        asked: asked.length,
        askN: ask.length,
        bm,
        askPage: aPage,
        askTitle: aTitle,
        secLen: len,
        intro: best.section.level === 1 ? 1 : 0,
        home: isHomePage(page) ? 1 : 0,
        overview: isOverview(page) ? 1 : 0,
        dated: page.updated ? 1 : 0,
        iface: isInterfacePage(page) ? 1 : 0,
        optional: page.optional ? 1 : 0,
        table: /\n\|/.test(page.body) ? 1 : 0,
        pageLen: page.body.length,
      };
    });
    process.stdout.write(`${JSON.stringify({ set: base, id: q.id, kind: q.kind ?? '', lang: q.lang, words, prev: q.prev?.length ? 1 : 0, relevant: q.relevant, cands })}\n`);
  }
  process.stderr.write(`${base} ${qs.length}\n`);
}
