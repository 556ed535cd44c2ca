/**
 * SKIP=<validation block> node --import tsx bench/topic-probe.ts ROWS.tsv > probe.tsv
 *
 * The eighty-second round's look at the topic questions whose answering page is not first (development sets only: the
 * held-out sets never, `SKIP` leaves out the validation block; ROWS are bench/per-question.ts rows of the same checkout, read
 * for which questions to probe). One row per such question: the question's content stems, then for the first page and for the
 * best placed answering page (graded 2) the section that stands for it, its score and which of the question's stems its title,
 * its address, its headings and its text hold, the stems only the first page holds in its title or address, the two titles
 * (`named` when the question holds every stem of one: rerank.ts TITLE_NAMED's test, read on the question's own words) and
 * the index terms each page's hits matched. Read with the per-question rows for the losses by cause (docs/relevance.md,
 * eighty-second round).
 */
import { join } from 'node:path';
import { lossSets, topicLosses } from './probe-questions.ts';
import type { Page } from '../server/site/site-types.ts';

const repo = join(import.meta.dirname, '..');
const { loadSite } = await import(join(repo, 'server/site/load-site.ts'));
const { warmLexicons } = await import(join(repo, 'server/search/translation-lexicon.ts'));
const { searchIndex } = await import(join(repo, 'server/search/search-query.ts'));
const { analyze, analyzerFor } = await import(join(repo, 'server/search/analyzer.ts'));

const skip = (process.env.SKIP ?? '').split(',').filter(Boolean);
for (const { set, questions } of lossSets(repo, topicLosses(process.argv[2]), skip)) {
  const site = loadSite(set.dir);
  warmLexicons(site.search);
  const pages = new Map<string, Page>((site.pages as Page[]).map((p) => [p.path, p]));
  for (const q of questions) {
    const hits = searchIndex(site.search, { query: q.query, lang: q.lang, limit: 10, prev: q.prev, subject: site.person?.name }).hits;
    const order: { page: Page; section: string; score: number; terms: Set<string> }[] = [];
    for (const h of hits) {
      const had = order.find((o) => o.page.path === h.page.path);
      if (had) for (const t of h.terms) had.terms.add(t);
      else order.push({ page: h.page, section: h.section.path, score: h.score, terms: new Set(h.terms) });
    }
    const first = order[0];
    const at = order.findIndex((o) => q.relevant[o.page.path] === 2);
    const answer = at >= 0 ? order[at] : undefined;
    const answerPage =
      answer?.page ??
      [...Object.entries(q.relevant)]
        .filter(([, g]) => g === 2)
        .map(([p]) => pages.get(p))
        .find((p) => p?.lang === q.lang);
    const lang = q.lang ?? 'en';
    const an = analyzerFor(lang);
    const stems = [...new Set(analyze(q.query, an) as string[])];
    const holds = (page: Page | undefined) => {
      if (!page) return { title: [], path: [], head: [], text: [] };
      const a = analyzerFor(page.lang);
      const of = (text: string) => new Set(analyze(text, a) as string[]);
      const title = of(page.title);
      const path = of(page.path.replace(/[/-]/g, ' '));
      const head = of(page.sections.map((s) => s.name).join(' '));
      const text = of(page.sections.map((s) => s.text).join(' '));
      return {
        title: stems.filter((s) => title.has(s)),
        path: stems.filter((s) => path.has(s)),
        head: stems.filter((s) => head.has(s) && !title.has(s)),
        text: stems.filter((s) => text.has(s) && !head.has(s) && !title.has(s)),
      };
    };
    const f = holds(first?.page);
    const g = holds(answerPage);
    const show = (h: ReturnType<typeof holds>) => `T:${h.title.join(',')} P:${h.path.join(',')} H:${h.head.join(',')} B:${h.text.join(',')}`;
    const titleNamed = (page: Page | undefined) => {
      if (!page) return '-';
      const own = analyze(page.title, analyzerFor(page.lang)) as string[];
      return own.length > 0 && own.every((t) => stems.includes(t)) ? 'named' : 'not';
    };
    const onlyFirst = [...new Set([...f.title, ...f.path])].filter((s) => !g.title.includes(s) && !g.path.includes(s));
    console.log(
      [
        set.name,
        q.id,
        q.lang ?? '',
        q.query,
        stems.join(','),
        `${first?.section ?? '-'} ${first?.score.toFixed(2) ?? ''}`,
        show(f),
        `${answerPage?.path ?? '-'}@${at < 0 ? '-' : at + 1} ${answer?.section ?? ''} ${answer?.score.toFixed(2) ?? ''}`,
        show(g),
        onlyFirst.join(','),
        `${first?.page.title ?? ''} [${titleNamed(first?.page)}]`,
        `${answerPage?.title ?? ''} [${titleNamed(answerPage)}]`,
        [...(first?.terms ?? [])].join(','),
        [...(answer?.terms ?? [])].join(','),
      ].join('\t'),
    );
  }
}
