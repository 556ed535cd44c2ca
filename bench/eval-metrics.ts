/**
 * Ranking metrics over pages: a result list is reduced to page addresses; a page seen
 * again further down gains nothing (the same page twice does not help a reader).
 */
export interface Question {
  id: string;
  lang: string;
  query: string;
  /** Page address -> 2 (answers it) or 1 (partly). */
  relevant: Record<string, number>;
}

export interface Scored {
  ndcg: number;
  rr: number;
  recall: number;
  /** Rank (1-based) of the first page that answers the question, or undefined. */
  firstAnswer?: number;
}

export function scoreRanking(pages: string[], relevant: Record<string, number>, k = 5): Scored {
  const seen = new Set<string>();
  const gains = pages.map((page) => {
    if (seen.has(page)) return 0;
    seen.add(page);
    return relevant[page] ?? 0;
  });
  const top = gains.slice(0, k);
  const dcg = top.reduce((sum, gain, i) => sum + gain / Math.log2(i + 2), 0);
  const ideal = Object.values(relevant)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, gain, i) => sum + gain / Math.log2(i + 2), 0);
  const firstAnswerAt = gains.indexOf(2);
  const found = top.filter((g) => g > 0).length;
  const relevantCount = Object.values(relevant).filter((g) => g > 0).length;
  return {
    ndcg: ideal ? dcg / ideal : 0,
    rr: firstAnswerAt >= 0 ? 1 / (firstAnswerAt + 1) : 0,
    recall: relevantCount ? found / Math.min(relevantCount, k) : 0,
    firstAnswer: firstAnswerAt >= 0 ? firstAnswerAt + 1 : undefined,
  };
}

export function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

/** `https://host/en/press/#kit` -> `/en/press/`. */
export function pageOf(url: string): string {
  return new URL(url).pathname;
}

/** A result list's hits grouped by page, pages in the order of their first hit (what the metrics score), each with its hits in order. */
export function hitsByPage<H extends { page: { path: string } }>(hits: readonly H[]): { page: H['page']; hits: H[] }[] {
  const pages: { page: H['page']; hits: H[] }[] = [];
  const at = new Map<string, number>();
  for (const hit of hits) {
    let i = at.get(hit.page.path);
    if (i === undefined) {
      i = pages.length;
      at.set(hit.page.path, i);
      pages.push({ page: hit.page, hits: [] });
    }
    pages[i].hits.push(hit);
  }
  return pages;
}

/** A question as the per-question rows read it (the questions files' fields). */
export interface RowQuestion extends Question {
  kind?: string;
  prev?: string[];
}

/**
 * One TSV row of the per-question loop (bench/per-question.ts, bench/tune-eval.ts) for a question's listed pages: set, id, lang,
 * kind, nDCG@5, rr, query ([prev] first), top five pages, pages graded 2.
 */
export function questionRow(set: string, q: RowQuestion, pages: string[]): string {
  const s = scoreRanking(pages, q.relevant);
  const got = [...new Set(pages)].slice(0, 5).join(' ');
  const want = Object.keys(q.relevant)
    .filter((p) => q.relevant[p] === 2)
    .join(' ');
  const query = ((q.prev ? `[${q.prev.join(' / ')}] ` : '') + q.query).replace(/\s/g, ' ');
  return [set, q.id, q.lang, q.kind ?? '', s.ndcg.toFixed(4), s.rr.toFixed(3), query, got, want].join('\t');
}
