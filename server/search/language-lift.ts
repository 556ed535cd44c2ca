/**
 * When a page in the other language should rise against the question's own language (sixty-third
 * round, docs/relevance.md): where rerank has applied the language preference, each hit on a page
 * in another language than the question's is multiplied by a learned factor (language-model.ts)
 * of general features of the question's two result lists and of the candidate: whether its page
 * has a version in the question's language and how strong that version's own hits are, how far it
 * stands from the best own-language hit and from the best of its own language, its rank there,
 * how many pages each language found. A few arithmetic operations per hit, read from the page
 * slots the question touched: nothing built per question but two kept arrays of its pages.
 */
import type { Page } from '../site/site-types.ts';
import { LANGUAGE_MODEL } from './language-model.ts';
import type { PageSlot, PageSlots } from './page-slots.ts';
import type { SearchHit } from './search-query.ts';

/** The model's features, in the order of LANGUAGE_MODEL.coef. */
export const FEATURES = [
  'bias',
  'orphan',
  'ownVersion',
  'sectionsHit',
  'unbridged',
  'gapOwn',
  'gapOwnOrphan',
  'relOther',
  'rankOther',
  'questionGap',
  'ownPages',
  'otherPages',
  'words',
  'digits',
  'lifted',
] as const;

const LIFTED = FEATURES.indexOf('lifted');
/** Bounds of the logarithmic gaps (as learned). */
const GAP_LOW = -3;
const GAP_HIGH = 2;
/** The gap when the question's language found nothing. */
const NO_OWN = 2;
/** A lifted page stays this share below its version in the question's language: below, not tied with it. */
const BELOW_VERSION = 0.99;
/** The strength of a version in the question's language that has no hit. */
const NO_VERSION = -3;

/** The other-language pages of a question (the first `count`) and their best raw scores sorted, kept for every question. */
const OTHER_SLOTS: PageSlot[] = [];
let bests = new Float64Array(64);
const NO_SLOT = {} as PageSlot;

const clip = (x: number): number => (x < GAP_LOW ? GAP_LOW : x > GAP_HIGH ? GAP_HIGH : x);

const DIGIT = /\d/;

/** Whether any of the question's words holds a digit. */
function hasDigit(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) if (DIGIT.test(words[i])) return true;
  return false;
}

/** How many of the first `count` of `sorted` (descending) are greater than `value`. */
function greaterThan(sorted: Float64Array, count: number, value: number): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] > value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The features of a hit on a page in another language (FEATURES' order), from the question's figures. */
export function languageFeatures(hit: SearchHit, slot: PageSlot, version: number, q: QuestionFigures, out: number[] = new Array(FEATURES.length)): number[] {
  const gap = q.bestOwn > 0 ? clip(Math.log(hit.raw / q.bestOwn)) : NO_OWN;
  const orphan = q.orphan ? 1 : 0;
  out[0] = 1;
  out[1] = orphan;
  out[2] = version > 0 ? clip(Math.log(version / hit.raw)) : NO_VERSION;
  out[3] = Math.min(slot.langHits, 5) / 5;
  out[4] = q.unbridged ? 1 : 0;
  out[5] = gap;
  out[6] = gap * orphan;
  out[7] = Math.max(GAP_LOW, Math.log(hit.raw / q.bestOther));
  out[8] = 1 / (1 + q.rank);
  out[9] = q.bestOwn > 0 ? clip(Math.log(q.bestOther / q.bestOwn)) : NO_OWN;
  out[10] = Math.min(q.ownPages, 20) / 20;
  out[11] = Math.min(q.otherPages, 20) / 20;
  out[12] = Math.min(q.words, 20) / 20;
  out[13] = q.digits ? 1 : 0;
  // The language preference lifted the page already (ONLY_IN_OTHER_LANGUAGE).
  out[14] = hit.score > hit.raw * 1.01 ? 1 : 0;
  return out;
}

/** What languageFeatures reads of the question and of the hit's page besides the hit (one object kept for every question). */
export interface QuestionFigures {
  /** Best score of a hit in the question's language, and best raw score of one in another. */
  bestOwn: number;
  bestOther: number;
  /** Pages of the other language whose best raw score is higher than the hit's page's. */
  rank: number;
  ownPages: number;
  otherPages: number;
  /** The question's words, and whether one holds a digit. */
  words: number;
  digits: boolean;
  /** The hit reached its page through the question's words as written (bridged-hits.ts). */
  unbridged: boolean;
  /** Its page has no version in the question's language. */
  orphan: boolean;
}

const FIGURES: QuestionFigures = { bestOwn: 0, bestOther: 0, rank: 0, ownPages: 0, otherPages: 0, words: 0, digits: false, unbridged: false, orphan: false };
const ROW: number[] = new Array(FEATURES.length).fill(0);

/** The learned factor of a feature row: exp of its score within the model's bounds. */
export function liftOf(x: readonly number[]): number {
  const coef = LANGUAGE_MODEL.coef;
  let z = 0;
  for (let i = 0; i < coef.length; i++) z += coef[i] * x[i];
  return Math.exp(z < LANGUAGE_MODEL.low ? LANGUAGE_MODEL.low : z > LANGUAGE_MODEL.high ? LANGUAGE_MODEL.high : z);
}

/**
 * Multiplies the score of each hit on a page in another language than `lang` by its learned
 * factor, never above the page's version in `lang`. `hits` carry their language-preferred scores; `slotOf` their pages' slots for the
 * question of `stamp`. Nothing happens without a question language or without such a hit.
 */
export function liftOtherLanguage(
  hits: readonly SearchHit[],
  slotOf: readonly PageSlot[],
  slots: PageSlots,
  stamp: number,
  lang: string | undefined,
  words: readonly string[] | undefined,
  unbridged: ReadonlySet<SearchHit> | undefined,
  /** The share of a page's score its translation is listed at (rerank's TRANSLATION_SHARE). */
  share: number,
  /** What a word reached through the site's translations counts of a direct match (TRANSLATION_WEIGHT). */
  weight: number,
): void {
  if (lang === undefined) return;
  let bestOwn = 0;
  let bestOther = 0;
  let ownPages = 0;
  let otherPages = 0;
  let count = 0;
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i];
    const slot = slotOf[i];
    const own = hit.page.lang === lang;
    if (slot.langHits++ === 0) {
      if (own) ownPages++;
      else {
        otherPages++;
        if (!hit.viaTranslation) OTHER_SLOTS[count++] = slot;
      }
    }
    if (own) {
      if (hit.score > bestOwn) bestOwn = hit.score;
      if (hit.score > slot.langBest) slot.langBest = hit.score;
    } else if (!hit.viaTranslation) {
      if (hit.raw > bestOther) bestOther = hit.raw;
      if (hit.raw > slot.langBest) slot.langBest = hit.raw;
    }
  }
  if (count === 0 || bestOther <= 0) {
    OTHER_SLOTS.fill(NO_SLOT, 0, count);
    return;
  }
  if (bests.length < count) bests = new Float64Array(2 * count);
  for (let i = 0; i < count; i++) bests[i] = OTHER_SLOTS[i].langBest;
  const sorted = bests.subarray(0, count).sort().reverse();
  OTHER_SLOTS.fill(NO_SLOT, 0, count);
  const q = FIGURES;
  q.bestOwn = bestOwn;
  q.bestOther = bestOther;
  q.ownPages = ownPages;
  q.otherPages = otherPages;
  q.words = words?.length ?? 0;
  q.digits = words !== undefined && hasDigit(words);
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i];
    if (hit.page.lang === lang || hit.viaTranslation || hit.raw <= 0) continue;
    const slot = slotOf[i];
    q.rank = greaterThan(sorted, count, slot.langBest);
    q.unbridged = unbridged?.has(hit) === true;
    q.orphan = !hit.page.translations[lang];
    const version = versionScore(slot, slots, stamp, lang);
    const row = languageFeatures(hit, slot, version, q, ROW);
    // A page only in the other language rises only where the language preference made up for the translation discount of its words
    // (ONLY_IN_OTHER_LANGUAGE): not on a site that translates nothing, nor where the words reached it as written (bridged-hits.ts).
    let lift = q.orphan && row[LIFTED] === 0 ? Math.min(1, liftOf(row)) : liftOf(row);
    // Nor past the best hit in the question's language, unless its words, counted as matched directly (raw / `weight`), would reach it.
    if (q.orphan && hit.raw / weight < bestOwn) lift = boundedLift(lift, hit.score, bestOwn);
    // The reader's language first: a lift never takes a page above its own version in the question's language, listed
    // at its hits' best score or, as the page's translation, at `share` of the page's best raw score (addTranslations).
    // (Uncapped: the output's caps at 1 and at `share` may tie or invert the shown scores; rerank keeps them falling down the list.)
    const listed = q.orphan ? 0 : Math.max(version, share * slot.langBest);
    hit.score *= boundedLift(lift, hit.score, listed);
  }
}

/**
 * A lift of a hit scored `score`, limited so that it ends BELOW_VERSION under `listed` (its page's version in the
 * question's language, as listed; 0 for none): a lift above 1 is cut there but never below 1, a factor below 1 is kept.
 */
export function boundedLift(lift: number, score: number, listed: number): number {
  return lift > 1 && listed > 0 ? Math.max(1, Math.min(lift, (BELOW_VERSION * listed) / score)) : lift;
}

/** The best score of the hits on the page's version in `lang`, 0 when it has none or none was hit. */
function versionScore(slot: PageSlot, slots: PageSlots, stamp: number, lang: string): number {
  let best = 0;
  for (const doc of slot.translations) {
    const page: Page = doc.page;
    if (page.lang !== lang) continue;
    const other = slots.peek(page, stamp);
    if (other && other.langHits > 0 && other.langBest > best) best = other.langBest;
  }
  return best;
}
