/**
 * German separable verbs: in a main clause the particle goes last ("Wie läuft das ab, wenn ich …
 * bestelle?", "Wie sieht eine Lesung bei Ihnen aus?", "Wo hört der Rundgang auf?"), while the
 * site writes the verb whole where it is not the main verb ("wie ein Auftrag abläuft", "Ablauf")
 * and its stem means something else on its own (läuft: runs, hört: hears). The verb and its
 * particle, read apart, matched pages on running and hearing and the preposition "ab"; read as
 * the one word the site writes, they match the page that tells the process (thirty-first round).
 *
 * The shape read: the verb after a question word (and "lange", "oft" …: "Wie läuft …", "Wie lange
 * hält … an"), the particle at the end of the clause (before a comma, a question mark, a full stop, a dash
 * or the end), and the joined word written on the site (its stem, or its stem without a verb
 * ending, is a term of the question language's index). Not after a modal or auxiliary verb ("Darf
 * mein Hund mit?" leaves a verb out), not "statt", which where-held.ts reads. Not a yes/no question
 * with its verb first ("Kommt ein Jugendlicher mit?", "Holen Sie die Segel ab?"): the site writes
 * such verbs split in its own main clauses too ("Kinder kommen gern mit"), and the verb alone
 * names its service ("Hol- und Bringdienst"); development sets: +1.37 with them, but 3 of 5 such
 * questions lost and the visitor-concepts fixture with them. At most one particle per question;
 * the tokens stay as they are unless the shape is met.
 */
import { foldedSets } from './word-sets.ts';
import { joinedTerm } from './word-analysis.ts';
import type { LanguageIndex } from './search-index.ts';

/** Particles of separable verbs (data). */
const PARTICLES: ReadonlySet<string> = new Set([
  'ab',
  'an',
  'auf',
  'aus',
  'bei',
  'ein',
  'mit',
  'nach',
  'vor',
  'zu',
  'zurück',
  'weg',
  'her',
  'hin',
  'fest',
  'los',
  'um',
  'vorbei',
  'heraus',
  'zusammen',
  'weiter',
]);

/** Words that may open the question before its verb ("Wie lange dauert …", "Ab wann …"): skipped, at most two. */
const OPENERS = foldedSets({
  de: [
    'wie',
    'was',
    'wann',
    'wo',
    'warum',
    'wieso',
    'weshalb',
    'wer',
    'wen',
    'wem',
    'welche',
    'welcher',
    'welches',
    'welchen',
    'welchem',
    'woher',
    'wohin',
    'womit',
    'wofür',
    'worauf',
    'woran',
    'wozu',
    'lange',
    'oft',
    'viel',
    'viele',
    'genau',
    'denn',
    'so',
    'und',
    'aber',
    'also',
  ],
}).get('de') as ReadonlySet<string>;

/** Verbs a particle at the end does not belong to (an infinitive is left out: "Darf mein Hund mit?", "Kann ich vorbei?"). */
const NOT_SEPARABLE = foldedSets({
  de: [
    'ist',
    'sind',
    'war',
    'waren',
    'hat',
    'haben',
    'habt',
    'hast',
    'wird',
    'werden',
    'kann',
    'können',
    'darf',
    'dürfen',
    'muss',
    'müssen',
    'soll',
    'sollen',
    'will',
    'wollen',
    'möchte',
    'möchten',
    'mag',
    'gibt',
  ],
}).get('de') as ReadonlySet<string>;

/**
 * A particle closing a clause: before punctuation or the end (the question as written). A dash,
 * an ellipsis and a closing quotation mark close a clause too ("Wie läuft das ab – und was kostet
 * es?", "Wie läuft das ab…"). Made once from PARTICLES; linear: the particle's alternatives are
 * words, and the look-ahead reads one run of spaces.
 */
const CLAUSE_END = new RegExp(`(?:^|\\s)(${[...PARTICLES].join('|')})(?=\\s*(?:[,;:.!?)…–—"“”»«]|$))`, 'iu');

/**
 * The question's tokens with a German main clause's verb and its closing particle read as one
 * word ("läuft … ab" → "abläuft"), when `lang` is German and the question has that shape;
 * else the same array. One expression over the text and one pass over at most the clause.
 */
export function withSeparableVerbs(tokens: readonly string[], text: string, lang: string | undefined, li: LanguageIndex | undefined): readonly string[] {
  if (lang !== 'de' || tokens.length < 3) return tokens;
  const match = CLAUSE_END.exec(text);
  if (match === null) return tokens;
  const particle = match[1].toLowerCase();
  if (!PARTICLES.has(particle)) return tokens;
  let verb = 0;
  // Skips the question word(s); a question opening with its verb is left (above).
  while (verb < 2 && verb < tokens.length && OPENERS.has(tokens[verb])) verb++;
  const at = tokens.indexOf(particle, verb + 2);
  if (at < 0 || verb === 0 || NOT_SEPARABLE.has(tokens[verb]) || OPENERS.has(tokens[verb]) || tokens[verb].length < 3) return tokens;
  const joined = particle + tokens[verb];
  if (li === undefined || !writes(li, joined)) return tokens;
  const out = tokens.slice();
  out[verb] = joined;
  out.splice(at, 1);
  return out;
}

/** Endings of the finite verb the joined word may carry where the site writes its noun or another form ("abläuft" → Ablauf). */
const ENDINGS = ['t', 'st', 'en', 'e', 'n'];

/** Whether the site writes the joined verb: its stem is a term, or its stem without a verb ending is (at most 1 + ENDINGS look-ups). */
function writes(li: LanguageIndex, joined: string): boolean {
  if (joinedTerm(li, joined) >= 0) return true;
  for (const ending of ENDINGS) if (joined.endsWith(ending) && joined.length - ending.length >= 5 && joinedTerm(li, joined.slice(0, -ending.length)) >= 0) return true;
  return false;
}
