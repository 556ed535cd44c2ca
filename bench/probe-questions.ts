/**
 * What the rounds' probes (duration-probe.ts, topic-probe.ts, question-heading-probe.ts) read of a set's questions, and the
 * topic questions whose first page does not answer (rr < 1 in bench/per-question.ts rows), with each readable set's such
 * questions: one reading for every probe instead of a copy in each.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { searchSite } from '../tools/search-site.ts';
import { pageOf, scoreRanking } from './eval-metrics.ts';
import { readableSets, type ReadableSet } from './held-out.ts';

/** A graded question as the probes read it. */
export interface ProbeQuestion {
  id: string;
  lang?: string;
  kind?: string;
  query: string;
  prev?: string[];
  /** Page address -> 2 (answers it) or 1 (partly). */
  relevant: Record<string, number>;
  /** The answering sections' addresses, when the set names them. */
  sections?: string[];
}

/** The set and id ("set\tid") of every topic question whose first page is not an answering one, from per-question rows. */
export function topicLosses(rowsFile: string): Set<string> {
  const wanted = new Set<string>();
  for (const line of readFileSync(rowsFile, 'utf8').split('\n')) {
    const cols = line.split('\t');
    if (cols.length >= 6 && cols[3] === 'topic' && Number(cols[5]) < 1) wanted.add(`${cols[0]}\t${cols[1]}`);
  }
  return wanted;
}

/** Each readable set (held-out.ts; `skip` leaves out more, e.g. the validation block) with its questions among `wanted`; sets with none are left out. */
export function* lossSets(repo: string, wanted: ReadonlySet<string>, skip: readonly string[]): Generator<{ set: ReadableSet; questions: ProbeQuestion[] }> {
  for (const set of readableSets(join(repo, 'bench/eval'), { content: join(repo, 'content'), skip })) {
    const questions = (JSON.parse(readFileSync(set.file, 'utf8')) as ProbeQuestion[]).filter((q) => wanted.has(`${set.name}\t${q.id}`));
    if (questions.length > 0) yield { set, questions };
  }
}

/** The switch a probe's temporary engine patch reads (chatty-probe.patch, r88-probe.patch): the readings to leave off, and the ones the last search set. */
export interface Switches {
  off: Set<string>;
  seen?: string[];
}

/**
 * A question searched as search_site is asked (lang given, limit 10, the previous questions) with the readings `off` switched
 * off: its rr, nDCG@5 and first five pages (the probes' one run).
 */
export function rankOf(
  switches: Switches,
  site: Parameters<typeof searchSite>[0],
  q: { lang?: string; prev?: string[]; relevant: Record<string, number> },
  query: string,
  off: string[] = [],
): { rr: number; ndcg: number; pages: string[] } {
  switches.off = new Set(off);
  const r = searchSite(site, { query, lang: q.lang, limit: 10, prev: q.prev });
  const pages = r.ok ? r.value.results.map((x: { url: string }) => pageOf(x.url)) : [];
  const s = scoreRanking(pages, q.relevant);
  return { rr: s.rr, ndcg: s.ndcg, pages: pages.slice(0, 5) };
}
