/**
 * Features for the sixty-first round's cross model (question cues × section roles): for every
 * development question, the engine's listed pages (searchSiteAnswer at LIMIT, distinct pages in
 * order, at most PAGES), each with its grade, its best hit's score and that section's roles
 * (section-roles.ts), and the question's cues; one JSON line per question.
 *
 * Usage: node --import tsx bench/cross-features.ts [REPO] > /tmp/cx.jsonl
 *   The held-out sets (held-out.ts) are never read; SKIP (default: the validation block,
 *   held-out.ts' VALIDATION) is left out as well. Then:
 *   /usr/bin/python3 bench/cross-cv.py /tmp/cx.jsonl   (C=0.01 MINX=20 the best setting; `fit OUT.json` lists the crosses)
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { loadSite } from '../server/site/load-site.ts';
import { searchSiteAnswer } from '../tools/search-site.ts';
import { warmLexicons } from '../server/search/translation-lexicon.ts';
import { pageOf } from './eval-metrics.ts';
import { isInterfacePage } from '../server/search/rerank.ts';
import { questionCues, sectionRoles } from './section-roles.ts';
import { readableSets, validationBlock } from './held-out.ts';

const repo = resolve(process.argv[2] ?? process.cwd());
const skip = validationBlock(process.env.SKIP);
const LIMIT = Number(process.env.LIMIT ?? 10);
const PAGES = 20;
const ev = join(repo, 'bench/eval');

type Any = any;

for (const { name: base, dir, file } of readableSets(ev, { skip, content: join(repo, 'content') })) {
  const site = loadSite(dir);
  warmLexicons(site.search);
  const qs = JSON.parse(readFileSync(file, 'utf8'));
  for (const q of qs) {
    const answer = searchSiteAnswer(site, { query: q.query, lang: q.lang, limit: LIMIT, prev: q.prev });
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
    const cands = pages.slice(0, PAGES).map(({ page, hits }, rank) => {
      const earlier = pages.slice(0, rank).some((o) => Object.values(o.page.translations).includes(page.path));
      const best = hits[0];
      return {
        page: page.path,
        grade: q.relevant[pageOf(`https://x${page.path}`)] ?? 0,
        rank: rank + 1,
        score: best.score,
        scores: hits.map((h: Any) => h.score),
        inLang: answer.lang === undefined || page.lang === answer.lang ? 1 : 0,
        transOfHigher: earlier ? 1 : 0,
        roles: sectionRoles(page, best.section, isInterfacePage),
        roles2: hits.slice(1, 3).map((h: Any) => sectionRoles(page, h.section, isInterfacePage)),
      };
    });
    const cues = questionCues(q.query, answer.lang ?? q.lang, (q.prev?.length ?? 0) > 0);
    process.stdout.write(`${JSON.stringify({ set: base, id: q.id, kind: q.kind ?? '', lang: q.lang, relevant: q.relevant, cues, cands })}\n`);
  }
  process.stderr.write(`${base} ${qs.length}\n`);
}
