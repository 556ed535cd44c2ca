/**
 * node --import tsx bench/feedback-sweep.ts OUTDIR CONFIG... (seventy-seventh round's experiment)
 *
 * Each CONFIG is `mode:K:T:w[:shared[:flat[:maxWords]]]` (mode search|rescore) or `base`; per config one file
 * OUTDIR/CONFIG.tsv of bench/per-question.ts's rows over every readable set (SKIP=a,b leaves sets out). Each set is loaded
 * once and asked under every config in turn (the index's cache of previous answers cleared between configs).
 */
import { mkdirSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageOf, questionRow, type RowQuestion } from './eval-metrics.ts';
import { loadSite } from '../server/site/load-site.ts';
import { warmLexicons } from '../server/search/translation-lexicon.ts';
import { searchSite } from '../tools/search-site.ts';
import { readableSets } from './held-out.ts';
import { FEEDBACK_EXPERIMENT, type FeedbackParams } from '../server/search/feedback-terms.ts';

const [out, ...configs] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const parse = (c: string): FeedbackParams | undefined => {
  if (c === 'base') return undefined;
  const [mode, k, t, w, shared, flat, maxWords, others, bodyOnly, minDf, margin] = c.split(':');
  return { mode: mode as 'search' | 'rescore', sections: +k, terms: +t, weight: +w, shared: shared ? +shared : 1, flat: flat === '1', maxWords: maxWords ? +maxWords : 0, others: others === '1', bodyOnly: bodyOnly === '1', minDf: minDf ? +minDf : 0, margin: margin ? +margin : 0 };
};
for (const c of configs) writeFileSync(join(out, `${c}.tsv`), '');
const skip = (process.env.SKIP ?? '').split(',').filter(Boolean);
const root = join(import.meta.dirname, '..');
for (const set of readableSets(join(root, 'bench/eval'), { content: join(root, 'content'), skip })) {
  const site = loadSite(set.dir);
  warmLexicons(site.search);
  const questions = JSON.parse(readFileSync(set.file, 'utf8')) as RowQuestion[];
  for (const c of configs) {
    FEEDBACK_EXPERIMENT.params = parse(c);
    site.search.answers.clear();
    const rows: string[] = [];
    for (const q of questions) {
      const r = searchSite(site, { query: q.query, lang: q.lang, limit: 10, prev: q.prev });
      rows.push(questionRow(set.name, q, r.ok ? r.value.results.map((x: { url: string }) => pageOf(x.url)) : []));
    }
    appendFileSync(join(out, `${c}.tsv`), `${rows.join('\n')}\n`);
  }
  FEEDBACK_EXPERIMENT.params = undefined;
}
