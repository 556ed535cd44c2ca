/**
 * Questions about what something costs ("how much is a mug", "Was kostet ein Teller?") are
 * answered by sections that state prices: a price list names the item once among many
 * amounts, so BM25 alone prefers any short mention of the item. A price question lifts
 * sections with amounts of money, more for a list of them. Words kept as data per language.
 */
import { foldToken } from './analyzer.ts';
import { withSharedConcept } from './concepts.ts';
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
/** German verbs of charging, as the owner asks a price ("verlangen", "nehmen", "berechnen"). */
const CHARGING_VERBS_DE = ['verlangen', 'verlangst', 'verlangt', 'nehmen', 'nimmt', 'nimmst', 'nehmt', 'berechnen', 'berechnest', 'berechnet'];
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
  // "Wie viel verlangen Sie?", "Wie viel nimmst du?", "wie viel berechnen Sie": how much the owner asks; so does "Was nimmt sie pro Tag?".
  de: CHARGING_VERBS_DE.flatMap((verb) => [
    ['wie', 'viel', verb],
    ['was', verb],
  ]),
};

/**
 * Particles that, ending a German question, make the verb another one (data per language):
 * "Was nimmt man am besten mit?" asks what to bring, "Wie viel nehmen teil?" how many take part,
 * "Was nehmen Sie auf?" what is recorded, none what the owner charges.
 */
const OTHER_VERB_ENDINGS: Record<string, ReadonlySet<string>> = { de: new Set(['mit', 'auf', 'teil', 'ab', 'an', 'ein', 'vor', 'wahr', 'zurück', 'weg']) };

/** Words that ask for a price when they end the question ("how much?", "and how much?"): nothing follows to make it a quantity. */
const PRICE_ENDINGS: Record<string, string[]> = { en: ['how', 'much'] };

/** Whether `phrase` stands in `tokens` from `at` on (loops, not closures: this runs for every question). */
function standsAt(tokens: readonly string[], phrase: readonly string[], at: number): boolean {
  if (at < 0 || at + phrase.length > tokens.length) return false;
  for (let k = 0; k < phrase.length; k++) if (tokens[at + k] !== phrase[k]) return false;
  return true;
}

const WORDS = new Map(Object.entries(PRICE_WORDS).map(([lang, words]) => [lang, new Set(words.map(foldToken))]));
/** The price words per language, folded (frame-words.ts reads them too). */
export const PRICE_WORD_SETS: ReadonlyMap<string, ReadonlySet<string>> = WORDS;

/** Whether the question (folded tokens) asks what something costs, in any of the languages ("in charge of" asks who runs something). */
export function asksForPrice(tokens: readonly string[], langs: readonly string[]): boolean {
  return langs.some((lang) => {
    const words = WORDS.get(lang);
    return (words !== undefined && tokens.some((t, i) => words.has(t) && !(t === 'charge' && tokens[i - 1] === 'in'))) || asksPriceByPhrase(tokens, lang);
  });
}

/**
 * What a thing cost once, per language, folded: the simple past of "kosten" alone ("kostete");
 * a participle only after a perfect's "haben" ("hat … gekostet"; not the "hätte" of a price
 * supposed, "Was hätte das gekostet?"); English, the plain verb after "did" ("did … cost", not
 * "What did you say it costs?"). Paying and spending say it too, asked of the owner ("How much
 * did you pay for the kiln?", "Was habt ihr für die Esse bezahlt?"), not "is it paid?".
 */
const SPENT_ONCE = {
  de: {
    simple: new Set(['kostete', 'kosteten']),
    participle: new Set(['gekostet']),
    paid: new Set(['bezahlt', 'ausgegeben']),
    perfect: new Set(['hat', 'haben', 'habt', 'hast']),
    owner: new Set(['ihr', 'sie', 'du']),
  },
  en: { did: 'did', verb: new Set(['cost']), paid: new Set(['pay', 'spend']), owner: new Set(['you']) },
};
/** Words before a noun: "Did the price include the cost of travel?" asks no cost spent ("this", "that" are subjects too: "How much did all that cost?"). */
const DETERMINERS_EN: ReadonlySet<string> = new Set(['the', 'a', 'an', 'any', 'its', 'my', 'your', 'our', 'their', 'his', 'extra']);

/**
 * Whether the question asks what a thing cost once, in the past ("Was hat die neue Esse
 * gekostet?", "How much did the cold store cost?"): a one-time spend told by the story of the
 * thing, not today's price list (SPENT_ONCE). A few passes over the tokens per language.
 */
export function asksPastCost(tokens: readonly string[], langs: readonly string[]): boolean {
  if (langs.includes('de')) {
    const de = SPENT_ONCE.de;
    if (tokens.some((t) => de.simple.has(t))) return true;
    const perfect = tokens.some((t) => de.perfect.has(t));
    if (perfect && tokens.some((t) => de.participle.has(t))) return true;
    if (perfect && tokens.some((t) => de.paid.has(t)) && tokens.some((t) => de.owner.has(t))) return true;
  }
  if (!langs.includes('en')) return false;
  const en = SPENT_ONCE.en;
  const did = tokens.indexOf(en.did);
  if (did < 0) return false;
  for (let i = did + 1; i < tokens.length; i++) {
    if (en.verb.has(tokens[i]) && !DETERMINERS_EN.has(tokens[i - 1])) return true;
    if (en.paid.has(tokens[i]) && en.owner.has(tokens[i - 1])) return true;
  }
  return false;
}

/** Whether the question asks the price in words that name none ("how much is it?", "how much?"), in one language. */
function asksPriceByPhrase(tokens: readonly string[], lang: string): boolean {
  const ending = PRICE_ENDINGS[lang];
  if (ending && standsAt(tokens, ending, tokens.length - ending.length)) return true;
  if (OTHER_VERB_ENDINGS[lang]?.has(tokens[tokens.length - 1] ?? '')) return false;
  for (const phrase of PRICE_PHRASES[lang] ?? NO_PHRASES) for (let at = 0; at < tokens.length; at++) if (standsAt(tokens, phrase, at)) return true;
  return false;
}
const NO_PHRASES: readonly string[][] = [];

/** Words of the concept of prices (concept-lists.ts) and of no other: the concept asked for is the one they share. */
const PRICE_CONCEPT_WORDS = ['price', 'fee'];

/**
 * The concepts the question's words ask for together (`asked`, phraseConcepts), with the concept
 * of prices added when the question asks the price in words that name none ("how much is it?":
 * "how" and "much" are stop words, so without it only the topic's words are looked up and the
 * price list, which may not repeat them, is never reached). `asked` itself, with it added.
 */
export function withPriceConcept(asked: number[], tokens: readonly string[], langs: readonly string[]): number[] {
  for (const lang of langs) if (asksPriceByPhrase(tokens, lang)) return withSharedConcept(asked, PRICE_CONCEPT_WORDS);
  return asked;
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

/**
 * Words of which every price phrase and ending holds one ("how much …", "set me back", "wie viel
 * …", "was nimmt …"): without one, asksPriceByPhrase cannot say yes (question-triggers.ts; price-intent.spec.ts
 * checks every phrase).
 */
export const PRICE_PHRASE_TRIGGERS: readonly string[] = ['much', 'set', 'viel', ...CHARGING_VERBS_DE];
/** The words without which asksForPrice cannot say yes: a price word of any language, or a phrase's. */
export const PRICE_TRIGGERS: readonly string[] = [...[...WORDS.values()].flatMap((words) => [...words]), ...PRICE_PHRASE_TRIGGERS];
/** Every phrase and ending read as asking a price, for the check that each holds a trigger. */
export function pricePhrases(): readonly (readonly string[])[] {
  return [...Object.values(PRICE_PHRASES).flat(), ...Object.values(PRICE_ENDINGS)];
}
