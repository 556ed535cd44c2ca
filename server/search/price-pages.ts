/**
 * "How much do you charge?", "What are your rates?", "Preise", "Wie teuer sind Sie?": a price
 * question that names nothing priced asks for the owner's price list, the page titled so
 * ("Prices", "Rates", "Fees", "Preise", "Honorare", "Kosten"). Other pages that state an amount
 * (a course's fee, a post about new prices) share the price words and answer one price each.
 * Under such a question the price pages (not an item of an overview: a post titled "New mugs,
 * new prices" is news) are listed at least at PRICE_PAGE_FLOOR of the best hit. The pages are
 * found once per index (ranking-tables.ts), never by a question.
 */
import { tokenize } from './analyzer.ts';
import { atLeast, floorLanguages } from './floor-pages.ts';
import { isItem } from './overview-pages.ts';
import { namedWords } from './question-words.ts';
import { asksForPrice, PRICE_TRIGGERS } from './price-intent.ts';
import { foldedSets, namesWord, wordsOf } from './word-sets.ts';
import type { SearchDoc, SearchIndex } from './search-index.ts';
import type { Page } from '../site/site-types.ts';
import type { SearchHit } from './search-query.ts';

/** Share of the best hit's score the price list gets at least under a price question that names nothing priced. */
export const PRICE_PAGE_FLOOR = 1.05;
/** Price pages kept per language. */
const KEEP = 3;

/** Words of a price list's title (data, general vocabulary). */
const TITLE_WORDS = foldedSets({
  en: ['prices', 'price', 'pricing', 'rates', 'fees', 'costs', 'tariffs', 'charges'],
  de: ['preise', 'preis', 'preisliste', 'honorare', 'honorar', 'kosten', 'tarife', 'gebühren', 'konditionen'],
});
/** Words that ask a price without naming what is priced (besides the question's price words: price-intent.ts). */
const PRICE_ASKING = foldedSets({
  en: ['price', 'prices', 'cost', 'costs', 'fee', 'fees', 'rate', 'rates', 'charge', 'charges', 'expensive', 'cheap', 'much', 'pricing', 'set', 'back', 'list', 'budget'],
  de: ['preis', 'preise', 'kostet', 'kosten', 'teuer', 'günstig', 'billig', 'gebühr', 'gebühren', 'honorar', 'honorare', 'tarif', 'tarife', 'verlangen', 'nehmen', 'preisliste', 'liste'],
});
const YOU = foldedSets({ en: ['you', 'your', 'yours'], de: ['sie', 'ihr', 'ihre', 'ihren', 'ihnen', 'euch', 'eure', 'euer', 'du', 'dein', 'deine'] });

/** Words of PRICE_ASKING that ask no price alone ("how much wood", "a list", "nehmen"). */
const NOT_ALONE: ReadonlySet<string> = new Set(['much', 'set', 'back', 'list', 'liste', 'nehmen', 'verlangen']);

/** Whether a question asks for the price list: a price question ("how much", a price word, "Preisliste") that names nothing priced. */
export function asksForPriceList(tokens: readonly string[], langs: readonly string[]): boolean {
  const asked = asksForPrice(tokens, langs) || tokens.some((t) => !NOT_ALONE.has(t) && namesWord(PRICE_ASKING, t, langs));
  return asked && namesNothingPriced(tokens, langs);
}

/** Whether a price question names nothing priced: every word is a stop word, a price word or the owner addressed. */
export function namesNothingPriced(tokens: readonly string[], langs: readonly string[]): boolean {
  return namedWords(tokens, langs, PRICE_READS) === 0;
}
/**
 * Words that name nothing priced in particular: what the owner offers as a whole ("What do your
 * services cost?", "Was kosten Ihre Leistungen?", "what everything costs") and how the visitor asks
 * ("roughly", "plan for", "somewhere I can see", "ungefähr", "rechnen") (data, general vocabulary).
 */
const NOTHING_PRICED = foldedSets({
  en: ['services', 'service', 'everything', 'things', 'stuff', 'offer', 'offers', 'roughly', 'approximately', 'plan', 'expect', 'small', 'job', 'somewhere', 'see', 'overview', 'pls', 'please', 'hi'],
  de: ['leistungen', 'leistung', 'angebote', 'alles', 'ungefähr', 'etwa', 'ca', 'rechnen', 'feste', 'gibts', 'überblick', 'übersicht'],
});
const PRICE_READS = [PRICE_ASKING, YOU, NOTHING_PRICED];

const memo = new WeakMap<SearchIndex, Map<string, SearchDoc[]>>();
/** Scans of an index's pages for price lists: one per index (ranking-tables.ts). */
export const pricePageScans = { count: 0 };

/** The introductions of a language's price lists: pages titled with a price word, not items of an overview; read once per index. */
export function pricePages(index: SearchIndex, lang: string): readonly SearchDoc[] {
  let byLang = memo.get(index);
  if (!byLang) {
    pricePageScans.count++;
    byLang = new Map();
    for (const [l, li] of index.byLang) {
      const docs: SearchDoc[] = [];
      for (const doc of li.introByPath.values()) {
        if (docs.length >= KEEP) break;
        const words = TITLE_WORDS.get(l);
        if (!words || isItem(index, doc.page)) continue;
        if (tokenize(doc.page.title.slice(0, 200), { joined: false }).some((t) => words.has(t))) docs.push(doc);
      }
      byLang.set(l, docs);
    }
    memo.set(index, byLang);
  }
  return byLang.get(lang) ?? [];
}

/** Whether the page is one of its language's price lists (pricePages: found once per index; at most KEEP compared). */
export function isPriceList(index: SearchIndex, page: Page): boolean {
  const lists = pricePages(index, page.lang);
  for (let i = 0; i < lists.length; i++) if (lists[i].page === page) return true;
  return false;
}

/** Lifts the price lists, in the preferred language (else every one), to at least PRICE_PAGE_FLOOR of the best hit; alone at `alone` when nothing matched. */
export function withPricePages(index: SearchIndex, hits: SearchHit[], lang: string | undefined, alone?: number): SearchHit[] {
  return atLeast(
    hits,
    floorLanguages(index, lang).flatMap((l) => pricePages(index, l)),
    PRICE_PAGE_FLOOR,
    false,
    alone,
  );
}

/** The words without which asksForPriceList cannot say yes (question-triggers.ts): asksForPrice's, or a word asking a price. */
export const PRICE_LIST_TRIGGERS: readonly string[] = [...PRICE_TRIGGERS, ...wordsOf(PRICE_ASKING)];
