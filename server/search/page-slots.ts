/**
 * Re-ranking's per-page work space: one slot per page of a search index that a question has
 * reached, holding what re-ranking sums and compares per page (the page's hits' sum, its best
 * hit, its title match) for the current question only. A slot's fields belong to the question
 * whose stamp it carries and start afresh when another question touches it: no Map or Set is
 * made per question, and a question costs no look-up of a page's address or introduction.
 *
 * Slots are made for every page when the index is loaded (ranking-tables.ts; else on a page's
 * first hit) and kept with the index (one per page), with what never changes about the page:
 * whether it is an interface page, an overview or the home page, and its introduction.
 */
import type { Page, Section } from '../site/site-types.ts';
import type { SearchDoc, SearchIndex } from './search-index.ts';
import type { SearchHit } from './search-query.ts';
import { isHomePage } from './home-page.ts';
import { isItem } from './overview-pages.ts';
import type { PageKind } from './after-answer.ts';

export interface PageSlot {
  readonly page: Page;
  /** The section a translation of this page is listed on: its introduction in the index. */
  readonly intro: Section | undefined;
  /** Whether the page is about the site rather than the work (rerank's isInterfacePage), read once. */
  readonly interfacePage: boolean;
  /** Whether the page lists others (isOverview), read once. */
  readonly overview: boolean;
  /** Whether it is the home page of its language (isHomePage), read once: placed as an overview, with exceptions of its own. */
  readonly home: boolean;
  /** Whether it is an item of an overview (isItem: a project, a journal post), read once. */
  readonly item: boolean;
  /** The index terms of the page's title (rerank's titleCoverage reads them per question), read once. */
  readonly titleTerms: readonly string[];
  /** The introductions of the page's translations (the index's translationIntros), found once. */
  readonly translations: readonly SearchDoc[];
  /** The page's role and links as the after-answer model reads them (after-answer.ts), read once. */
  readonly kind: PageKind;
  /** The question the fields below belong to. */
  stamp: number;
  /** 1 when the question names the page's whole title, 0 when not; -1 not compared yet. */
  named: number;
  /** Sum of the raw scores of the page's hits. */
  sum: number;
  /** Best raw score of the page's hits, unless it is an overview. */
  bestRaw: number;
  /** The page's hit with the best raw score (the first of equals). */
  bestHit: SearchHit | undefined;
  /** The hit on the page's introduction, if any. */
  introHit: SearchHit | undefined;
  /** The question's hits on the page where the language preference applies (language-lift.ts). */
  langHits: number;
  /** There: the best score of the page's hits in the question's language, the best raw score in another. */
  langBest: number;
}

export interface PageSlots {
  /** A fresh stamp: one per question. */
  next(): number;
  /** The page's slot for the question of `stamp` (made on the page's first hit, reset on the question's first touch). */
  touch(page: Page, stamp: number): PageSlot;
  /** The page's slot when the question of `stamp` has touched it, else undefined. */
  peek(page: Page, stamp: number): PageSlot | undefined;
  /** The same, by the page's address. */
  peekPath(path: string, stamp: number): PageSlot | undefined;
  /** Makes every page's slot now, with its facts (when the index is loaded, ranking-tables.ts), so no question makes one; or only `pages`' (the warm-up's steps). */
  prepare(pages?: readonly Page[]): void;
}

/** What never changes about a page, read into its slot once: re-ranking's rules say. */
export interface PageFacts {
  interfacePage(page: Page): boolean;
  overview(page: Page): boolean;
  titleTerms(page: Page): readonly string[];
  /** The page's role and links for the after-answer model (after-answer.ts pageKind). */
  kind(index: SearchIndex, page: Page): PageKind;
}

const NO_DOCS: readonly SearchDoc[] = [];

const slotsByIndex = new WeakMap<SearchIndex, PageSlots>();

/** The index's page slots (made on first use, with the facts of the first caller). */
export function pageSlots(index: SearchIndex, facts: PageFacts): PageSlots {
  let slots = slotsByIndex.get(index);
  if (!slots) slotsByIndex.set(index, (slots = makePageSlots(index, facts)));
  return slots;
}

function makePageSlots(index: SearchIndex, facts: PageFacts): PageSlots {
  const byPage = new Map<Page, PageSlot>();
  const byPath = new Map<string, PageSlot>();
  let stamp = 0;
  const reset = (slot: PageSlot, at: number) => {
    slot.stamp = at;
    slot.named = -1;
    slot.sum = 0;
    slot.bestRaw = 0;
    slot.bestHit = undefined;
    slot.introHit = undefined;
    slot.langHits = 0;
    slot.langBest = 0;
  };
  const make = (page: Page): PageSlot => {
    const intro = index.byLang.get(page.lang)?.introByPath.get(page.path)?.section;
    const translations = index.translationIntros.get(page) ?? NO_DOCS;
    const slot = {
      page,
      intro,
      interfacePage: facts.interfacePage(page),
      overview: facts.overview(page),
      home: isHomePage(page),
      item: isItem(index, page),
      titleTerms: facts.titleTerms(page),
      translations,
      kind: facts.kind(index, page),
      stamp: 0,
      named: -1,
      sum: 0,
      bestRaw: 0,
      bestHit: undefined,
      introHit: undefined,
      langHits: 0,
      langBest: 0,
    };
    byPage.set(page, slot);
    byPath.set(page.path, slot);
    return slot;
  };
  return {
    next: () => ++stamp,
    touch(page, at) {
      const slot = byPage.get(page) ?? make(page);
      if (slot.stamp !== at) reset(slot, at);
      return slot;
    },
    prepare(pages) {
      if (pages) for (const page of pages) if (!byPage.has(page)) make(page);
      if (!pages) for (const li of index.byLang.values()) for (const doc of li.introByPath.values()) if (!byPage.has(doc.page)) make(doc.page);
    },
    peek(page, at) {
      const slot = byPage.get(page);
      return slot?.stamp === at ? slot : undefined;
    },
    peekPath(path, at) {
      const slot = byPath.get(path);
      return slot?.stamp === at ? slot : undefined;
    },
  };
}
