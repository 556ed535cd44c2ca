/**
 * "Where is her studio?", "where exactly is your office?", "Wo ist ihre Werkstatt?": a question
 * where a place of the owner's is (a where-word, a form of "to be" ("where's" is read as where + s) and a possessive) is answered
 * by the site's contact page, which gives the address, whatever the place is called there. Under
 * such a question the ContactPage is listed at least at OWN_PLACE_FLOOR of the best hit. "Where is
 * <a place name>?" has no possessive and keeps its own answer; "where can I buy her mugs?" has
 * no form of "to be" and asks where something is sold or shown, not where she is.
 */
import { introsOfType, withIntrosOfType } from './typed-intros.ts';
import { foldedSets, namesAny } from './word-sets.ts';
import { roleType } from './page-roles.ts';
import type { SearchDoc, SearchIndex } from './search-index.ts';
import type { SearchHit } from './search-query.ts';

/** Share of the best hit's score the contact page gets at least under such a question. */
export const OWN_PLACE_FLOOR = 1.05;

/** The three parts of the question, per language (data, general vocabulary). */
const WHERE = foldedSets({ en: ['where', 'whereabouts'], de: ['wo'] });
const TO_BE = foldedSets({ en: ['is', 'are', 's'], de: ['ist', 'sind', 'liegt', 'liegen', 'befindet', 'befinden'] });
const POSSESSIVE = foldedSets({
  en: ['her', 'his', 'your', 'their'],
  de: ['ihr', 'ihre', 'ihren', 'ihrem', 'sein', 'seine', 'seinen', 'seinem', 'dein', 'deine', 'deinen', 'deinem', 'euer', 'eure'],
});

/** Whether a question asks where a place of the owner's is, in any of the given languages. */
export function asksOwnPlace(tokens: readonly string[], langs: readonly string[]): boolean {
  return namesAny(WHERE, tokens, langs) && namesAny(TO_BE, tokens, langs) && namesAny(POSSESSIVE, tokens, langs);
}

const ARTICLE = foldedSets({ en: ['the'], de: ['der', 'die', 'das', 'den', 'dem'] });

/**
 * "Where exactly is the studio?", "Wo genau ist die Werkstatt?": where a place is, named with
 * the definite article. It is the owner's place when the contact page itself names it (its
 * address says "Studio", "Werkstatt"); "Where is the Bethlemi hut?" is not, and keeps its own
 * answer. The question is read here; whether the contact page names the place, from the hits.
 */
export function asksPlaceOfThe(tokens: readonly string[], langs: readonly string[]): boolean {
  // The where-word opens the question: "the picture where the dog's nose pokes out of the box" asks for no place.
  return tokens.length > 0 && namesAny(WHERE, tokens.slice(0, 1), langs) && namesAny(TO_BE, tokens, langs) && namesAny(ARTICLE, tokens, langs);
}

/** Whether a contact page is among the hits: it holds a word of the question. */
export function contactNamed(hits: readonly SearchHit[]): boolean {
  for (const hit of hits) if (roleType(hit.page) === CONTACT[0]) return true;
  return false;
}

const CONTACT = ['ContactPage'];

/** The introductions of the site's contact pages (ContactPage), per language; found once per index. */
export function contactIntros(index: SearchIndex, lang: string): readonly SearchDoc[] {
  return introsOfType(index, lang, CONTACT);
}

/**
 * Lifts the contact page, in the preferred language (else in every language), to at least
 * OWN_PLACE_FLOOR of the best hit; lists it at `alone` when nothing matched (the place is called
 * something the site never says: "Büro" of a studio).
 */
export function withContactPage(index: SearchIndex, hits: SearchHit[], lang: string | undefined, alone?: number): SearchHit[] {
  return withIntrosOfType(index, hits, lang, CONTACT, OWN_PLACE_FLOOR, alone);
}
