/**
 * The pages after the answer (seventy-second round): for every development question, the engine's
 * listed pages at LIMIT (what pq reads: distinct pages in order) and the further pages of a longer
 * list (MORE), each with its grade, its role on the site and how it stands to the first page (links,
 * folder, shared rare terms), and the question's asks as the engine read them (rerank's context).
 * One JSON line per question; bench/partial-pages.py tabulates and tries re-orderings on them.
 *
 * Usage: node --import tsx bench/partial-pages.ts [REPO] > /tmp/pp.jsonl   (REPO: where bench/eval and content are; default .)
 *   The held-out sets (held-out.ts; HELD=a,b) are never read; SKIP (default: the validation
 *   block, held-out.ts' VALIDATION) is left out as well. LIMIT (default 10), MORE (default 30).
 *   Each page's `pin` (placed by a rule of rerank: orderAfterAnswer's pins) is read only when rerank passes them to
 *   LANGUAGE_TRACE, as the eightieth round's trace commit 1f431192 did (reverted: the engine stays as it was); otherwise -1.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { loadSite } from '../server/site/load-site.ts';
import { searchSiteAnswer } from '../tools/search-site.ts';
import { warmLexicons } from '../server/search/translation-lexicon.ts';
import { hitsByPage } from './eval-metrics.ts';
import { analyze, analyzerFor } from '../server/search/analyzer.ts';
import { findTerm } from '../server/search/search-index.ts';
import { isHomePage } from '../server/search/home-page.ts';
import { isItem, isOverview, siteLinks } from '../server/search/overview-pages.ts';
import { isInterfacePage, LANGUAGE_TRACE } from '../server/search/rerank.ts';
import { roleType } from '../server/search/page-roles.ts';
import { readableSets, validationBlock } from './held-out.ts';

const repo = resolve(process.argv[2] ?? process.cwd());
const skip = validationBlock(process.env.SKIP);
const LIMIT = Number(process.env.LIMIT ?? 10);
const MORE = Number(process.env.MORE ?? 30);
const ev = join(repo, 'bench/eval');
/** Rarest terms of the answering section compared with a later page. */
const RARE = 8;

type Any = any;

let traced: Any;
/** The pages a rule of rerank placed (orderAfterAnswer's pins), when the engine passes them to the trace (the eightieth round's trace commit). */
let ruled: ReadonlySet<Any> | undefined;
LANGUAGE_TRACE.fn = (_hits, ctx, pins?: ReadonlySet<Any>) => {
  traced = ctx;
  ruled = pins;
};
const FLAGS = [
  'price',
  'priceList',
  'when',
  'whoDoes',
  'request',
  'visitor',
  'hours',
  'ownPlace',
  'life',
  'person',
  'aboutPerson',
  'question',
  'whatsOn',
  'datedList',
  'quantity',
  'origin',
  'travelArea',
  'pastCost',
  'weak',
];

function pagesOf(hits: Any[]): { page: Any; hits: Any[] }[] {
  return hitsByPage(hits.map((h: Any) => h.hit));
}

for (const { name: base, dir, file } of readableSets(ev, { skip, content: join(repo, 'content') })) {
  const site = loadSite(dir);
  warmLexicons(site.search);
  const byPath = new Map<string, Any>(site.pages.map((p: Any) => [p.path, p]));
  const termsMemo = new Map<Any, Set<string>>();
  const termsOf = (page: Any): Set<string> => {
    let t = termsMemo.get(page);
    if (!t) termsMemo.set(page, (t = new Set(analyze(`${page.title} ${page.sections.map((s: Any) => s.name).join(' ')} ${page.body}`, analyzerFor(page.lang)))));
    return t;
  };
  const linksMemo = new Map<Any, Set<string>>();
  const linksOf = (page: Any): Set<string> => {
    let l = linksMemo.get(page);
    if (!l) linksMemo.set(page, (l = new Set(page.sections.flatMap((s: Any) => siteLinks(s)))));
    return l;
  };
  const qs = JSON.parse(readFileSync(file, 'utf8'));
  for (const q of qs) {
    traced = undefined;
    const answer = searchSiteAnswer(site, { query: q.query, lang: q.lang, limit: LIMIT, prev: q.prev });
    const ctx = traced ?? {};
    const pinsListed = ruled;
    const more = searchSiteAnswer(site, { query: q.query, lang: q.lang, limit: MORE, prev: q.prev });
    const pinsMore = ruled;
    const listed = pagesOf(answer.hits);
    const extra = pagesOf(more.hits).filter((p) => !listed.some((l) => l.page.path === p.page.path));
    const first = listed[0];
    const firstPage = first?.page;
    const firstPaths = new Set<string>(firstPage ? [firstPage.path, ...Object.values(firstPage.translations as Record<string, string>)] : []);
    // The answering section's rarest terms (by the index's IDF in its language).
    let rare: string[] = [];
    if (first) {
      const li = site.search.byLang.get(firstPage.lang);
      const sec = first.hits[0].section;
      const idf = (t: string) => {
        const id = li ? findTerm(li, t) : -1;
        return li && id >= 0 ? li.idf[id] : 0;
      };
      rare = [...new Set(analyze(`${sec.name} ${sec.text ?? ''}`, analyzerFor(firstPage.lang)))]
        .filter((t) => idf(t) > 0)
        .sort((a, b) => idf(b) - idf(a))
        .slice(0, RARE);
    }
    const describe = ({ page, hits }: { page: Any; hits: Any[] }, rank: number, inList: boolean) => {
      const firstLinks = firstPage ? linksOf(firstPage) : new Set<string>();
      const own = linksOf(page);
      const translationOfFirst = firstPage !== undefined && page !== firstPage && firstPaths.has(page.path);
      const parentOf = (p: string) => p.slice(0, p.lastIndexOf('/', p.length - 2) + 1);
      const terms = termsOf(page);
      const sameLangRare = firstPage && page.lang === firstPage.lang ? rare.filter((t) => terms.has(t)).length : -1;
      const body = page.body as string;
      return {
        page: page.path,
        grade: q.relevant[page.path] ?? 0,
        // Placed by a rule of rerank (-1: the engine gave no pins to the trace).
        pin: (inList ? pinsListed : pinsMore) === undefined ? -1 : (inList ? pinsListed : pinsMore)!.has(page) ? 1 : 0,
        rank: rank + 1,
        listed: inList ? 1 : 0,
        score: hits[0].score,
        rel: first ? hits[0].score / (first.hits[0].score || 1) : 0,
        nHits: hits.length,
        inLang: answer.lang === undefined || page.lang === answer.lang ? 1 : 0,
        via: hits[0].viaTranslation ? 1 : 0,
        trFirst: translationOfFirst ? 1 : 0,
        role: roleType(page),
        home: isHomePage(page) ? 1 : 0,
        overview: isOverview(page) ? 1 : 0,
        item: isItem(site.search, page) ? 1 : 0,
        iface: isInterfacePage(page) ? 1 : 0,
        optional: page.optional ? 1 : 0,
        dated: page.updated ? 1 : 0,
        priceTable: /\n\|.*(€|\$|£|CHF|EUR|\d+[.,]\d\d)/.test(body) ? 1 : 0,
        amounts: (body.match(/(€|\$|£|CHF|EUR)\s?\d|\d\s?(€|EUR|CHF)/g) ?? []).length,
        faq: page.sections.filter((s: Any) => s.name.trim().endsWith('?')).length,
        firstLinksTo: [...firstPaths].some((fp) => {
          const fpage = byPath.get(fp);
          return fpage && fpage !== page && linksOf(fpage).has(page.path);
        })
          ? 1
          : 0,
        linksToFirst: [...firstPaths].some((fp) => fp !== page.path && own.has(fp)) ? 1 : 0,
        parentOfFirst: firstPage && parentOf(firstPage.path) === page.path ? 1 : 0,
        childOfFirst: firstPage && page !== firstPage && parentOf(page.path) === firstPage.path ? 1 : 0,
        sibling: firstPage && page !== firstPage && parentOf(page.path) === parentOf(firstPage.path) && parentOf(page.path).split('/').length > 3 ? 1 : 0,
        rareShared: sameLangRare,
        firstLinkCount: firstLinks.size,
        segs: page.path.split('/').length - 2,
      };
    };
    const all = [...listed, ...extra];
    const cands = all.map((p, i) => ({
      ...describe(p, i, i < listed.length),
      // The earlier listed page this one translates (its index), else -1: a page and its translation move together.
      trOf: all.slice(0, i).findIndex((o) => Object.values(o.page.translations as Record<string, string>).includes(p.page.path)),
    }));
    const flags = Object.fromEntries(FLAGS.map((f) => [f, ctx[f] ? 1 : 0]));
    const intent = ctx.intent ?? '';
    process.stdout.write(`${JSON.stringify({ set: base, id: q.id, kind: q.kind ?? '', lang: q.lang, query: q.query, prev: q.prev?.length ? 1 : 0, flags, intent, relevant: q.relevant, cands })}\n`);
  }
  process.stderr.write(`${base} ${qs.length}\n`);
}
