/**
 * Pseudo-relevance feedback (seventy-seventh round, an experiment): after the first pass, the
 * highest-weighted terms (impact × idf within the section) of the best K sections, not already
 * asked, added to the question at a reduced weight, either searched again or used only to
 * rescore the first pass's candidates.
 */
import { tokenize } from './analyzer.ts';
import { findTerm, type LanguageIndex } from './search-index.ts';
import type { Page } from '../site/site-types.ts';

const pageTermsOf = new WeakMap<Page, Set<number>>();
/** The index terms of a page's title, keywords and description (experiment: made on first use). */
function pageTerms(li: LanguageIndex, page: Page): Set<number> {
  let kept = pageTermsOf.get(page);
  if (!kept) {
    kept = new Set();
    for (const token of tokenize([page.title, page.keywords.join(' '), page.description].join(' '), { joined: false })) {
      const t = findTerm(li, li.analyzer.stem(token));
      if (t >= 0) kept.add(t);
    }
    pageTermsOf.set(page, kept);
  }
  return kept;
}

export interface FeedbackParams {
  /** Best sections of the first pass read for terms (1–3). */
  sections: number;
  /** Terms added (≤ 8). */
  terms: number;
  /** Weight of the best added term (the others by their share). */
  weight: number;
  /** 'search': a second top-k search with the terms added; 'rescore': the first pass's candidates only. */
  mode: 'search' | 'rescore';
  /** Only terms that at least this many of the K sections hold (1 = any). */
  shared?: number;
  /** Equal weights for the added terms (else by their feedback weight). */
  flat?: boolean;
  /** Skip questions longer than this many words (0 = none). */
  maxWords?: number;
  /** Rescore only: add to the sections of pages other than the first section's, never past the first section's score. */
  others?: boolean;
  /** Leave out the terms of the section's page title, keywords and description (every section of the page holds them). */
  bodyOnly?: boolean;
  /** Only terms held by at least this many sections (0 = any): a term of one section points to nothing else. */
  minDf?: number;
  /** Only when the first pass is unsure: the best section of another page scores at least this share of the first (0 = always). */
  margin?: number;
}

/** The experiment's switch, set by the bench harness (bench/feedback-sweep.ts); off when undefined. */
export const FEEDBACK_EXPERIMENT: { params?: FeedbackParams } = {};

/** Terms kept per section: its highest impact × idf. */
export const SECTION_TERMS = 16;

interface SectionTerms {
  ids: Int32Array;
  weights: Float32Array;
}

const tables = new WeakMap<LanguageIndex, SectionTerms>();

/** Each section's SECTION_TERMS highest impact × idf terms (one pass over the postings), normalised to sum 1 per section. */
export function sectionTerms(li: LanguageIndex): SectionTerms {
  const kept = tables.get(li);
  if (kept) return kept;
  const n = li.docCount;
  const ids = new Int32Array(n * SECTION_TERMS).fill(-1);
  const weights = new Float32Array(n * SECTION_TERMS);
  for (let t = 0; t < li.terms.length; t++) {
    const idf = li.idf[t];
    for (let p = li.offsets[t]; p < li.offsets[t + 1]; p++) {
      const d = li.postDocs[p];
      const w = li.postImpacts[p] * idf;
      const base = d * SECTION_TERMS;
      let min = base;
      for (let k = base; k < base + SECTION_TERMS; k++) {
        if (ids[k] < 0) {
          min = k;
          break;
        }
        if (weights[k] < weights[min]) min = k;
      }
      if (ids[min] < 0 || weights[min] < w) {
        ids[min] = t;
        weights[min] = w;
      }
    }
  }
  for (let d = 0; d < n; d++) {
    let sum = 0;
    for (let k = d * SECTION_TERMS; k < (d + 1) * SECTION_TERMS; k++) if (ids[k] >= 0) sum += weights[k];
    if (sum > 0) for (let k = d * SECTION_TERMS; k < (d + 1) * SECTION_TERMS; k++) weights[k] /= sum;
  }
  const table = { ids, weights };
  tables.set(li, table);
  return table;
}

/**
 * The feedback terms of the first `count` docs (best first, with their scores): per term the sum over
 * the sections of score / best score × its share of the section, the `terms` best not in `asked`.
 */
export function feedbackTerms(
  li: LanguageIndex,
  docs: Int32Array,
  scores: Float64Array,
  count: number,
  asked: ReadonlySet<number>,
  params: FeedbackParams,
): { term: number; weight: number }[] {
  const table = sectionTerms(li);
  const sum = new Map<number, number>();
  const held = new Map<number, number>();
  const k = Math.min(count, params.sections);
  const top = scores[0] > 0 ? scores[0] : 1;
  for (let i = 0; i < k; i++) {
    const d = docs[i];
    const own = params.bodyOnly ? pageTerms(li, li.docs[d].page) : undefined;
    for (let j = d * SECTION_TERMS; j < (d + 1) * SECTION_TERMS; j++) {
      const t = table.ids[j];
      if (t < 0 || asked.has(t) || own?.has(t) || ((params.minDf ?? 0) > 0 && (/[0-9]/.test(li.terms[t]) || li.offsets[t + 1] - li.offsets[t] < (params.minDf ?? 0)))) continue;
      sum.set(t, (sum.get(t) ?? 0) + (scores[i] / top) * table.weights[j]);
      held.set(t, (held.get(t) ?? 0) + 1);
    }
  }
  const shared = params.shared ?? 1;
  const out = [...sum].filter(([t]) => (held.get(t) ?? 0) >= Math.min(shared, k)).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return out.slice(0, params.terms).map(([term, weight]) => ({ term, weight }));
}
