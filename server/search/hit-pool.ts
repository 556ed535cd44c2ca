/**
 * Hits a search makes for its own work and never returns (its candidates per language, the
 * translations re-ranking lists): objects kept per index and filled again by each question,
 * not new ones per question. Safe because a search runs to its end before the next starts and
 * none of them outlives it: rerank lists copies (withScore), never a pooled hit itself.
 * The one exception is the `listed` pool: the hits of a search whose caller reads them before
 * the next search and keeps none (SearchOptions.transient, /ask's answer).
 * Bounded by the most hits of that kind one question made.
 */
import type { SearchIndex } from './search-index.ts';
import type { SearchHit } from './search-query.ts';

export interface HitPool {
  hits: SearchHit[];
  /** Hits handed out for the question being answered. */
  used: number;
}

/** The pools of an index: candidates (search-query.ts), translations and the hits listed for a transient search (rerank.ts). */
export type PoolKind = 'candidates' | 'translations' | 'listed';

const pools = new WeakMap<SearchIndex, Record<PoolKind, HitPool>>();

/** The index's pool of that kind. */
export function hitPool(index: SearchIndex, kind: PoolKind): HitPool {
  let own = pools.get(index);
  if (!own) pools.set(index, (own = { candidates: { hits: [], used: 0 }, translations: { hits: [], used: 0 }, listed: { hits: [], used: 0 } }));
  return own[kind];
}

/** The pool's next hit, holding these fields (in the order, and so the shape, of a hit made anew). */
export function pooledHit(
  pool: HitPool,
  page: SearchHit['page'],
  section: SearchHit['section'],
  score: number,
  terms: ReadonlySet<string>,
  viaTranslation: boolean,
  order: SearchHit['order'],
  length: SearchHit['length'],
): SearchHit {
  const hit = pool.hits[pool.used];
  pool.used++;
  if (hit === undefined) {
    const made: SearchHit = { page, section, score, raw: score, terms, viaTranslation, order, length };
    pool.hits.push(made);
    return made;
  }
  hit.page = page;
  hit.section = section;
  hit.score = score;
  hit.raw = score;
  hit.terms = terms;
  hit.viaTranslation = viaTranslation;
  hit.order = order;
  hit.length = length;
  return hit;
}

/** The pool's next hit as a copy of `hit` with another score (withScore's object, not a new one): every field as `hit` has it. */
export function pooledCopy(pool: HitPool, hit: SearchHit, score: number): SearchHit {
  const copy = pooledHit(pool, hit.page, hit.section, score, hit.terms, hit.viaTranslation, hit.order, hit.length);
  copy.raw = hit.raw;
  return copy;
}
