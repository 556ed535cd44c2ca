/**
 * A chatty question often opens with a salutation: "Hallo liebes Praxisteam,", "Hallo liebes
 * Pilzhof-Team,", "Liebe Frau Brüggemann,", "Hi Ricarda,", "Good evening,". It names whom the
 * letter is written to, the owner or their team, and no topic; yet its "Team" (or a compound's
 * part "team") named the team page's title entirely, and that page came first under a story about
 * a child's swimming or a horse's worming (forty-seventh round). The salutation is read as the
 * words from the question's first word, a greeting, to the first comma or exclamation mark,
 * at most SALUTATION_WORDS of them; a question of LONG_CHATTY words or more is searched without it
 * (a short one was measured the same on the development sets, and "Hello team, who works on
 * Saturdays?" asks about the team). A salutation that is
 * no more than a greeting ("Hi,") changes nothing, and one without its punctuation ("Hallo ich
 * habe eine Frage") is not read: where it ends is not known. Nor is one where the visitor speaks
 * of themselves before the comma ("Hi I have a cat, can I bring her?", "Hallo wir heiraten im
 * Mai, …"): the greeting ran on into the question, whose first clause names its topic.
 */
import { foldedSets } from './word-sets.ts';
import { foldToken, tokenize } from './analyzer.ts';
import { LONG_CHATTY } from './chatty-concepts.ts';
import { speaksAsVisitor } from './visitor-speaks.ts';
import { wordCount } from './sign-off.ts';

/** At most this many words from the greeting to its punctuation make a salutation ("Hallo liebes Pilzhof-Team" is three; 4 and 8 moved the same questions). */
export const SALUTATION_WORDS = 6;

/** Words that open a letter's salutation (data per language; folded): the question's language is not known yet when it is read. */
const OPENERS: Record<string, string[]> = {
  en: ['hello', 'hi', 'hey', 'hiya', 'howdy', 'dear', 'good', 'greetings'],
  de: ['hallo', 'hallöchen', 'liebe', 'lieber', 'liebes', 'sehr', 'guten', 'moin', 'servus', 'grüß', 'grüezi', 'huhu'],
  fr: ['bonjour', 'bonsoir', 'salut', 'cher', 'chère', 'madame', 'monsieur'],
  es: ['hola', 'buenos', 'buenas', 'estimado', 'estimada', 'querido', 'querida'],
  it: ['ciao', 'salve', 'buongiorno', 'buonasera', 'gentile', 'caro', 'cara'],
  nl: ['hallo', 'hoi', 'beste', 'geachte', 'goedemorgen', 'goedemiddag'],
  pl: ['dzień', 'cześć', 'witam', 'szanowna', 'szanowny', 'droga', 'drogi'],
};
const OPENER_WORDS: ReadonlySet<string> = new Set([...foldedSets(OPENERS).values()].flatMap((words) => [...words]));
/** The opener's languages: the visitor's words of themselves are read in each (visitor-speaks.ts has English and German). */
const OPENER_LANGS = Object.keys(OPENERS);

/** The question's first word. */
const FIRST_WORD = /^\s*(\p{L}+)/u;
/** The salutation's end: the first comma or "!" (not ":", which also ends a topic: "Liebe und Hochzeit: …"), and the space after it. */
const END = /[,!]\s+/;
/** Characters looked at for the salutation's end: SALUTATION_WORDS words of a name or a compound are far fewer. */
const SALUTATION_CHARS = 120;

/** `query` without the salutation that opens it; the same string when it has none or the question is short. */
export function withoutSalutation(query: string): string {
  const first = FIRST_WORD.exec(query);
  if (!first || !OPENER_WORDS.has(foldToken(first[1]))) return query;
  const head = query.slice(0, SALUTATION_CHARS);
  const end = END.exec(head);
  // A sentence that ends before the comma ("Hallo. Wir haben, …") is no salutation.
  if (!end || /[.?;:]/.test(head.slice(0, end.index))) return query;
  const salutation = head.slice(0, end.index + end[0].length);
  if (wordCount(salutation, SALUTATION_WORDS) > SALUTATION_WORDS || wordCount(query, LONG_CHATTY) < LONG_CHATTY) return query;
  // "Hi I have a cat, …": the visitor already speaks of themselves, the question has begun (at most SALUTATION_WORDS words read).
  if (speaksAsVisitor(tokenize(salutation, { joined: false }), OPENER_LANGS)) return query;
  return query.slice(salutation.length);
}
