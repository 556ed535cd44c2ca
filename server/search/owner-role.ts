/**
 * "Where was the photographer born?", "Wie erreiche ich die Fotografin?", "How old is the
 * goldsmith?": on a personal site, the owner named by their trade with the definite article is
 * the owner, as "she" is. The trade's words are the site's own (site.yaml's person: its job
 * title, and the words of its description that name a person by a trade, "documentary
 * photographer", "Dokumentarfotografin"), read once per site; such a question is read with a
 * pronoun in their place, so the life, place and contact readings take it as they take "she".
 * "Who is the photographer?" stays as it is: "who is she" would ask for someone named "she".
 */
import { tokenize } from './analyzer.ts';
import { isStopWord } from './question-words.ts';
import { foldedSets, namesWord } from './word-sets.ts';
import { localizedEntries, type Person } from '../site/site-types.ts';

/** Endings of a word that names a person by what they do (photographer, journalist, Fotografin, Tischlerin, ingénieur; a German feminine only after a person's ending: not "mountain"). */
const PERSON_ENDING = /(?:er|or|ist|ian|eur|euse|ent|ant|erin|istin|eurin|entin|antin|orin|grafin|eutin|ektin|login)$/;
/** Shortest word, and shortest compound head, read as a trade. */
const MIN_WORD = 5;
/** Words of a job title or of the description's first clause read, at most. */
const MAX_WORDS = 24;
/** The description's first clause ("Photojournalist and documentary photographer", before ", born 1986"; "Dog trainer" before " from Bremen"). */
const FIRST_CLAUSE = /[,.;:(]|\s(?:from|in|aus|seit|since|born|geboren)\s/;
/** Words before a trade that end as a person's but are none ("former physiotherapist", "ehemaliger Lehrer"). */
const NOT_TRADES: ReadonlySet<string> = new Set(['former', 'ehemaliger', 'ehemalige', 'eigener', 'freier', 'freie', 'staatlich', 'licensed', 'certified', 'zertifizierter']);

/**
 * Words after the trade that keep it the owner ("Where was the photographer born?", "… based?");
 * any other word after it may make it a modifier ("the teacher training", "the piano class"): the
 * trade is read as the owner only at the question's end, before a stop word or one of these.
 */
const AFTER = foldedSets({
  en: ['born', 'based', 'located', 'living', 'trained', 'studied', 'raised'],
  de: ['geboren', 'aufgewachsen', 'ausgebildet', 'ansässig'],
});
/** The definite articles before a trade, and the pronoun that stands for the owner, per language (data). */
const THE = foldedSets({ en: ['the'], de: ['die', 'der', 'den', 'dem'] });
const PRONOUN: Record<string, string> = { en: 'she', de: 'sie' };
const WHO_IS = foldedSets({ en: ['who'], de: ['wer'] });
/** Words before the article searched for "who" ("who is the …", "wer ist denn die …"). */
const WHO_BEFORE = 3;

/** Signs that join two trades and that the tokenizer drops ("Photographer & videographer", "Fotografin/Künstlerin", "Raumausstatter-Meisterin"): read as a phrase's end. */
const TRADE_JOIN = /[&/+]|(?<=\p{L})-(?=\p{L})/u;

/**
 * The words that name the owner by their trade: the job title's, the description's that end as a person's, and the heads of their compounds.
 * Of the words of one phrase (up to a stop word of the text's language, the site's languages for a text given in none, or a
 * sign that joins trades) only the last that ends as a person's names the person: "interior" of "Interior designer",
 * "computer" of "Computer repair shop owner" and "master" of "Master violin maker" end as a person's but qualify a person
 * word after them, and read as the owner they turned "Is the computer ready?" and "redo the interior" into "she" (seen by
 * the ninetieth round, mended by the lead). A person word followed by a name or a place ("Inhaberin Kanuverleih",
 * "Photographer Anna Roos") is still the last of its phrase.
 */
export function ownerRoleWords(person: Pick<Person, 'jobTitle' | 'description'> | undefined, langs: readonly string[]): ReadonlySet<string> {
  const words = new Set<string>();
  if (!person) return words;
  const add = (word: string) => {
    if (NOT_TRADES.has(word)) return;
    // A compound's heads too (Dokumentarfotografin is a Fotografin, Geigenbaumeisterin a Meisterin): only a question's real word meets one.
    for (let i = 0; i + MIN_WORD <= word.length; i++) if (i === 0 || PERSON_ENDING.test(word)) words.add(word.slice(i));
  };
  // Only words that name a person ("Pianist and piano teacher": not the piano; "owner of Tanzschule Roos": not the school).
  for (const [lang, text] of [...localizedEntries(person.jobTitle), ...localizedEntries(person.description)]) {
    const stops = lang ? [lang] : langs;
    let read = 0;
    for (const part of text.split(FIRST_CLAUSE)[0].split(TRADE_JOIN)) {
      let last: string | undefined;
      for (const token of tokenize(part, { joined: false })) {
        if (read++ >= MAX_WORDS) break;
        if (stops.some((l) => isStopWord(l, token))) {
          if (last) add(last);
          last = undefined;
        } else if (token.length >= MIN_WORD && PERSON_ENDING.test(token)) last = token;
      }
      if (last) add(last);
    }
  }
  return words;
}

/** The question's tokens with "the <trade>" read as the owner's pronoun; the same array when there is none. */
export function withRoleAsOwner(tokens: readonly string[], role: ReadonlySet<string> | undefined, langs: readonly string[]): readonly string[] {
  if (!role || role.size === 0 || tokens.length < 2) return tokens;
  if (namesWord(WHO_IS, tokens[0], langs)) return tokens;
  let out: string[] | undefined;
  for (let i = 1; i < tokens.length; i++) {
    if (!role.has(tokens[i])) continue;
    // "… and we want to book, who is the photographer?": asked after a story, still who the trade is (WHO_BEFORE words before its article).
    if (whoBefore(tokens, i - 1, langs)) continue;
    const lang = langs.find((l) => THE.get(l)?.has(tokens[i - 1]) === true);
    if (lang === undefined || !PRONOUN[lang]) continue;
    const next = tokens[i + 1];
    if (next !== undefined && !isStopWord(lang, next) && !AFTER.get(lang)?.has(next)) continue;
    out ??= [...tokens];
    out[i - 1] = '';
    out[i] = PRONOUN[lang];
  }
  return out ? out.filter((t) => t !== '') : tokens;
}

/** Whether "who" / "wer" stands among the WHO_BEFORE tokens before `article` (a loop: no slice per trade word met). */
function whoBefore(tokens: readonly string[], article: number, langs: readonly string[]): boolean {
  for (let j = Math.max(0, article - WHO_BEFORE); j < article; j++) if (namesWord(WHO_IS, tokens[j], langs)) return true;
  return false;
}
