/**
 * Questions about what something costs ("how much is a mug", "Was kostet ein Teller?") are
 * answered by sections that state prices: a price list names the item once among many
 * amounts, so BM25 alone prefers any short mention of the item. A price question lifts
 * sections with amounts of money, more for a list of them. Words kept as data per language.
 */
import { foldToken } from './analyzer.ts';
import type { Section } from '../site/site-types.ts';

const PRICE_WORDS: Record<string, string[]> = {
  en: ['price', 'prices', 'priced', 'cost', 'costs', 'fee', 'fees', 'rate', 'rates', 'charge', 'charges', 'expensive', 'cheap', 'euros', 'dollars'],
  de: ['preis', 'preise', 'kostet', 'kosten', 'teuer', 'günstig', 'billig', 'gebühr', 'gebühren', 'honorar', 'tarif', 'euro'],
  fr: ['prix', 'coute', 'coutent', 'tarif', 'tarifs', 'cher'],
  es: ['precio', 'precios', 'cuesta', 'cuestan', 'tarifa', 'tarifas', 'caro'],
  it: ['prezzo', 'prezzi', 'costa', 'costano', 'tariffa', 'tariffe', 'caro'],
  nl: ['prijs', 'prijzen', 'kost', 'kosten', 'tarief', 'duur'],
  pl: ['cena', 'ceny', 'kosztuje', 'koszt', 'stawka', 'drogo'],
};
/**
 * Words that ask for a price together, in this order: "how much is", "how much does" (not
 * "how much wood": a quantity). A German "wie viel" comes with "kostet" when it is a price.
 */
const PRICE_PHRASES: Record<string, string[][]> = {
  en: [
    ...['is', 'are', 'does', 'do', 'would', 'will', 'for', 'was'].map((verb) => ['how', 'much', verb]),
    // "what would that set me back": what it costs, in other words.
    ...['me', 'us', 'you'].map((who) => ['set', who, 'back']),
  ],
};

const WORDS = new Map(Object.entries(PRICE_WORDS).map(([lang, words]) => [lang, new Set(words.map(foldToken))]));

/** Whether the question (folded tokens) asks what something costs, in any of the languages. */
export function asksForPrice(tokens: readonly string[], langs: readonly string[]): boolean {
  for (const lang of langs) {
    const words = WORDS.get(lang);
    if (words && tokens.some((t) => words.has(t))) return true;
    for (const phrase of PRICE_PHRASES[lang] ?? []) if (tokens.some((_, at) => phrase.every((w, k) => tokens[at + k] === w))) return true;
  }
  return false;
}

/** Amounts of money: a currency sign or code before or after a number. */
const MONEY = /(?:[€$£¥]|\b(?:EUR|USD|GBP|CHF|PLN)\b)\s?\d|\d(?:[.,]\d+)?\s?(?:[€$£¥]|(?:EUR|USD|GBP|CHF|PLN|euros?|Euro|dollars?|Franken|francs?|złotych|zł)(?![\p{L}\p{N}]))/giu;
/** Characters of a section read for amounts. */
const TEXT_CHARS = 4000;

const memo = new WeakMap<Section, number>();
/** Amounts of money a section states (at most 10 counted); a section of an index has them from its build (section-facts.ts). */
export function amountsIn(section: Section): number {
  let n = memo.get(section);
  if (n === undefined) {
    n = amountsInText(section.text);
    memo.set(section, n);
  }
  return n;
}

/** Amounts of money a section's plain text states (at most 10 counted). */
export function amountsInText(text: string): number {
  let n = 0;
  for (const _ of text.slice(0, TEXT_CHARS).matchAll(MONEY)) if (++n >= 10) break;
  return n;
}

/**
 * Factor for a section under a price question: 1.2 with one amount, up to 1.4 for a list;
 * a section that states no amount cannot say what something costs (0.8). `amounts`: the
 * section's, when the index knows them.
 */
export function priceFactor(section: Section, amounts?: number): number {
  const n = amounts ?? amountsIn(section);
  return n === 0 ? NO_AMOUNT : 1.2 + 0.05 * Math.min(n - 1, 4);
}
export const NO_AMOUNT = 0.8;
