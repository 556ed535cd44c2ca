/**
 * "Who will come to install my kitchen?", "Who repairs the wooden frames for you?", "Wer näht
 * eure Kostüme?", "Who leads the ring courses?": who does a thing for the owner, now and as a
 * rule, is told where the owner lists their people (the team page's table, a person's section:
 * "Paul Okafor … fits all gates and railings"); the page on the service shares the thing's words
 * in a longer text and came first. Under a question whose who-word is followed by a verb in the
 * present or future (or a modal), a hit on a page that lists people counts WHO_DOES. A past verb
 * asks who did a thing once ("Who built the stone walls?", "Wer hat den Ofen gebaut?", "who drew
 * the pictures in the book"): the project or post that tells it answers; and "who is …?" asks who
 * a person is (bold-names.ts), not read here unless a role follows it: "Who is your apprentice?",
 * "Wer ist der Azubi?", "Wer ist bei euch in der Ausbildung?" ask who holds the role now, which the
 * team page tells in a row or a person's section, while the About page shares the role's word in
 * the owner's own career ("my apprenticeship in Kassel") and came first (fiftieth round).
 */
import { foldedSets, namesAny, namesWord } from './word-sets.ts';
import { PRICE_WORD_SETS } from './price-intent.ts';

/** A hit on a page that lists people under a question for who does a thing: ×this. */
export const WHO_DOES = 1.5;

/** The who-words (data per language). */
const WHO = foldedSets({ en: ['who'], de: ['wer'] });
const ENGLISH = ['en'];
const GERMAN = ['de'];
/** What may stand before the who-word of a follow-up ("and who teaches it?", "und wer leitet den?"). */
const LEADING = foldedSets({ en: ['and', 'so', 'but'], de: ['und', 'aber', 'also'] });
/** English verbs after "who" that ask of now or of what will be: modals ("who'll" is who, ll) and the helpers of the present. */
const MODAL = foldedSets({ en: ['will', 'll', 'would', 'can', 'could', 'should', 'shall', 'might', 'must', 'does', 'do'] });
/**
 * Forms after the who-word that do not ask who does a thing: a form of "to be" or "to have" (who a
 * person is, or a past), the past; and paying ("Who pays if it gets lost?", "Wer bezahlt die
 * Anfahrt?"), which the terms or the price list answer, not a person.
 */
const NOT_DOING = foldedSets({
  en: ['is', 'are', 'was', 'were', 's', 'has', 'had', 'did', 'pays', 'pay'],
  // The polite and the informal forms alike ("Wer sind Sie?", "Wer bist du?", "Wer seid ihr?").
  de: [
    'ist',
    'sind',
    'bist',
    'seid',
    'war',
    'waren',
    'warst',
    'wart',
    'wäre',
    'wären',
    'hat',
    'haben',
    'hast',
    'habt',
    'hatte',
    'hatten',
    'hattest',
    'hattet',
    'wurde',
    'wurden',
    'wurdest',
    'wurdet',
    'zahlt',
    'bezahlt',
  ],
});

/** The present of "to be" after the who-word: with a role after it, who holds that role now. */
const IS_NOW = foldedSets({ en: ['is', 'are', 's'], de: ['ist', 'sind'] });
/**
 * What begins a role rather than a name after "who is" (data per language): an article or a
 * possessive ("Who is your trainee?", "who is her agent", "Wer ist der Azubi?", "Wer ist Ihr
 * Azubi?"; German "ihr" is "your", "her" and "their" at once, so English names all three, and
 * "his", "our" as German "sein", "unser"). A name follows bare ("Who is Gisela Hanke?") and stays
 * who a person is.
 */
const ROLE_START = foldedSets({
  en: ['the', 'your', 'her', 'his', 'their', 'our'],
  // Not "das": "Wer ist das (auf dem Foto)?" asks who someone shown is, as "Who is that?" does.
  de: ['der', 'die', 'ihr', 'ihre', 'euer', 'eure', 'dein', 'deine', 'sein', 'seine', 'unser', 'unsere'],
});
/** German "bei" and the owner's pronoun after "wer ist" ("Wer ist bei euch in der Ausbildung?", "bei Ihnen"): who is with the owner. */
const WITH_OWNER = foldedSets({ de: ['euch', 'ihnen', 'dir'] });

/**
 * Whether the question asks who does a thing: the who-word first (after "and" in a follow-up),
 * then a verb that asks of now or what will be: English a modal, "does", or a form in -s ("who
 * paints", "who runs"); German any verb but a form of "sein" or "haben" (polite, informal or
 * conditional) or of "werden" in the past; or the present of "to be" before a role (ROLE_START);
 * and no price word anywhere.
 */
export function asksWhoDoes(tokens: readonly string[], langs: readonly string[]): boolean {
  let i = 0;
  if (tokens.length > 0 && namesWord(LEADING, tokens[0], langs)) i = 1;
  if (i + 1 >= tokens.length || !namesWord(WHO, tokens[i], langs)) return false;
  // "Who covers the costs?", "Wer übernimmt die Kosten?": paying, whatever the verb.
  if (namesAny(PRICE_WORD_SETS, tokens, langs)) return false;
  const verb = tokens[i + 1];
  // "Who is your apprentice?": who holds a role now (+1.60 over 10 development questions on 9 sites, none lost).
  if (namesWord(IS_NOW, verb, langs) && i + 2 < tokens.length && holdsRole(tokens, i + 2, langs)) return true;
  if (namesWord(WHO, tokens[i], GERMAN)) return !namesWord(NOT_DOING, verb, GERMAN);
  if (namesWord(NOT_DOING, verb, ENGLISH)) return false;
  return namesWord(MODAL, verb, ENGLISH) || (verb.length > 3 && verb.endsWith('s') && !verb.endsWith('ss'));
}

/** Whether the words from `at` on begin a role (ROLE_START) or say "bei" and the owner's pronoun (WITH_OWNER). */
function holdsRole(tokens: readonly string[], at: number, langs: readonly string[]): boolean {
  if (namesWord(ROLE_START, tokens[at], langs)) return true;
  return tokens[at] === 'bei' && langs.includes('de') && at + 1 < tokens.length && namesWord(WITH_OWNER, tokens[at + 1], langs);
}
