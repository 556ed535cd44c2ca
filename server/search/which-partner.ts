/**
 * "Which bakery makes your cakes?", "Mit welcher Physiotherapeutin arbeiten Sie zusammen?",
 * "Welches Labor fertigt eure Ohrpassstücke?", "Which ENT doctor do you work with?": a partner of
 * the owner asked by its kind, not by "who". The team page names partners in a table ("| partner |
 * what they do for us |") or a section of their own; the page on the service shares the kind's or
 * the thing's word in a longer text and came first. Read as who does a thing (who-does.ts): a hit
 * on a page that lists people counts WHO_DOES.
 *
 * The which-word first (after "with"/"from", "mit"/"von"/"bei"), and the partner the subject: a
 * question whose subject is the visitor, the owner or "es" ("Welche Daten speichern Sie?", "Welche
 * Ausrüstung brauche ich?", "Welche Sorten gibt es?") asks for a thing, unless it ends on the
 * partner's preposition ("… do you work with?", "… arbeiten Sie zusammen?"). Not "what" (what
 * happened, what do you feed: 36 development questions lost), not "which of" / "which one".
 *
 * Bounded: two set look-ups decide for any question that does not begin so, which is why it needs
 * no trigger bit (question-triggers.ts: the bit would save no more than those two); then a pass for
 * a price word and one for the subject.
 */
import { foldedSets, namesAny, namesWord } from './word-sets.ts';
import { PRICE_WORD_SETS } from './price-intent.ts';

/** The which-words (data per language). */
const WHICH = foldedSets({ en: ['which'], de: ['welche', 'welcher', 'welches', 'welchem', 'welchen'] });
/** A preposition of partnership before the which-word ("Mit welcher Schreinerei …", "From which farm …"). */
const PARTNER_BEFORE = foldedSets({ en: ['with', 'from'], de: ['mit', 'von', 'bei'] });
/** A preposition of partnership that ends the question ("… do you work with?", "… arbeiten Sie zusammen?"). */
const PARTNER_AFTER = foldedSets({ en: ['with', 'from'], de: ['zusammen'] });
/**
 * Words after the which-word that name no kind ("which of the cabins", "which one"; "welcher von
 * euch", "welches der Zimmer": after a which-word "der" can only be the genitive of "of the").
 */
const NO_KIND = foldedSets({ en: ['of', 'one', 'ones'], de: ['von', 'davon', 'der'] });
/**
 * Subjects other than the partner: the visitor, the owner (or one of the owner's people, by a
 * pronoun), or an existence ("gibt es"). German "sie" is also "she" and "they", so English names
 * both, and "he" as German "er": "Which countries does she travel to?" asks a thing as "Welche
 * Themen fotografiert sie?" does.
 */
const OTHER_SUBJECT = foldedSets({ en: ['you', 'i', 'we', 'she', 'he', 'they'], de: ['sie', 'ihr', 'du', 'ich', 'wir', 'man', 'es', 'er'] });

/**
 * A verb of going right after the kind: the kind is a way to get somewhere ("Which bus goes to your
 * workshop?", "Welche Bahn fährt zu euch?"), which the page on getting there answers, not a partner.
 */
const GOES = foldedSets({ en: ['go', 'goes', 'run', 'runs'], de: ['fährt', 'fahren', 'geht', 'gehen'] });

/** Whether the question asks which partner of the owner does a thing (see above). */
export function asksWhichPartner(tokens: readonly string[], langs: readonly string[]): boolean {
  const before = tokens.length > 0 && namesWord(PARTNER_BEFORE, tokens[0], langs);
  const i = before ? 1 : 0;
  if (i + 2 >= tokens.length || !namesWord(WHICH, tokens[i], langs) || namesWord(NO_KIND, tokens[i + 1], langs) || namesWord(GOES, tokens[i + 2], langs)) return false;
  // "Which bakery charges the least?": a price, answered by the price list.
  if (namesAny(PRICE_WORD_SETS, tokens, langs)) return false;
  if (before || namesWord(PARTNER_AFTER, tokens[tokens.length - 1], langs)) return true;
  for (let k = i + 2; k < tokens.length; k++) if (namesWord(OTHER_SUBJECT, tokens[k], langs)) return false;
  return true;
}
