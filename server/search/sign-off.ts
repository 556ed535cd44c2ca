/**
 * A chatty question often ends after its last question mark with a sign-off: "Many thanks,
 * Sarah", "Cheers!", "Viele Grüße aus Hallstadt!", "Vielen lieben Dank schon mal!". Its words
 * name no topic, yet a name, a town or "lieben" there matched pages as any word does. The sign-off
 * is read as the few words after the last question mark that thank or greet; the question is
 * searched without it. Words after the question mark that do neither ("Ideally online, since I'm in
 * Vienna.", "Wir brauchen sie für unser Programmheft.") say more of the ask and stay.
 */
import { tokenize } from './analyzer.ts';
import { foldedSets } from './word-sets.ts';

/** At most this many words after the last question mark make a sign-off (6 and 12 gained alike on the development sets, 8 a little more on the validation block). */
export const SIGN_OFF_WORDS = 8;

/** Words that thank or greet at a letter's end (data per language; folded): the question's language is not known yet when it is read. */
const SIGN_OFF: Record<string, string[]> = {
  en: ['thanks', 'thank', 'thx', 'cheers', 'regards', 'wishes', 'greetings', 'sincerely'],
  de: ['danke', 'dank', 'grüße', 'gruß', 'grüßen', 'liebgruß', 'lg', 'vg', 'mfg', 'tschüss', 'ciao'],
  // The other analyzed languages (analyzer.ts ANALYZED_LANGUAGES): a site written in them is asked in them.
  fr: ['merci', 'cordialement', 'salutations', 'amitiés'],
  es: ['gracias', 'saludos', 'saludo'],
  it: ['grazie', 'saluti'],
  nl: ['bedankt', 'groeten', 'groetjes', 'dank'],
  pl: ['dziękuję', 'dzięki', 'pozdrawiam', 'pozdrowienia'],
};
const SIGN_OFF_WORDS_ANY: ReadonlySet<string> = new Set([...foldedSets(SIGN_OFF).values()].flatMap((words) => [...words]));

/** `query` without a sign-off after its last question mark; the same string when it has none. */
export function withoutSignOff(query: string): string {
  const at = lastQuestionMark(query);
  if (at <= 0 || at === query.length - 1) return query;
  const tail = query.slice(at + 1);
  if (wordCount(tail, SIGN_OFF_WORDS) > SIGN_OFF_WORDS) return query;
  for (const token of tokenize(tail, { joined: false })) if (SIGN_OFF_WORDS_ANY.has(token)) return query.slice(0, at + 1);
  return query;
}

/**
 * Where the last question mark that ends a sentence stands, or -1: one followed by a letter or digit
 * is inside an address or a word ("…/shop?item=lamp thanks"), and what follows it is no sign-off.
 */
function lastQuestionMark(query: string): number {
  let at = query.lastIndexOf('?');
  while (at > 0 && WORD_CHAR.test(query.charAt(at + 1))) at = query.lastIndexOf('?', at - 1);
  return at;
}
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Words separated by white space, counted up to one past `upTo` (no array made): the sign-off's and the salutation's (salutation.ts) length. */
export function wordCount(text: string, upTo: number): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length && count <= upTo; i++) {
    const space = text.charCodeAt(i) <= 32;
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count;
}
