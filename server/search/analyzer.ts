/**
 * Text analysis for German, English, French, Spanish, Italian, Dutch and Polish: tokens,
 * folding, stop words, stems; folding only for other languages. Index and query go
 * through the same functions, so they always agree. German and English load with the
 * module; the others on first use, so a site pays only for its own languages.
 */
import { createRequire } from 'node:module';
import { polishStemmer, POLISH_STOPWORDS } from './polish-stemmer.ts';
import { germanStem } from './german-stemmer.ts';
// Porter2 (Snowball English): exhibition and exhibited meet, where the older Porter stemmer split them.
import { stem as englishStemmer } from 'porter2';
import { stopwords as germanStops } from '@orama/stopwords/german';
import { stopwords as englishStops } from '@orama/stopwords/english';

export interface Analyzer {
  lang: string;
  stopwords: ReadonlySet<string>;
  /** The index term of one folded token. */
  stem(token: string): string;
}

/** Words that carry no meaning in a question to a portfolio site, beyond the Snowball lists. */
const EXTRA_STOPS: Record<string, string[]> = {
  en: ['can', 'could', 'would', 'does', 'do', 'did', 'please', 'tell', 'show', 'find', 'want', 'get', 'there', 'any', 'one'],
  de: ['darf', 'dürfen', 'kann', 'möchte', 'gibt', 'bitte', 'zeige', 'finde', 'eigentlich', 'gern', 'gerne', 'lässt', 'ich', 'man', 'wann'],
  fr: ['peut', 'peux', 'puis', 'est-ce', 'quel', 'quelle', 'quels', 'quelles', 'comment', 'où', 'quand', 'svp', 'montre', 'trouve', 'y', 'a-t-elle', 'a-t-il'],
  es: ['puede', 'puedo', 'hay', 'cuál', 'cuáles', 'dónde', 'cuándo', 'cómo', 'qué', 'quién', 'muestra', 'busca', 'favor'],
  it: ['può', 'posso', 'quale', 'quali', 'dove', 'quando', 'come', 'chi', 'mostra', 'trova', 'favore', 'cosa'],
  nl: ['kan', 'mag', 'wil', 'welke', 'waar', 'wanneer', 'hoe', 'wie', 'laat', 'zien', 'vind', 'graag', 'alsjeblieft'],
};

function makeStops(words: string[], lang: string): Set<string> {
  return new Set([...words, ...(EXTRA_STOPS[lang] ?? [])].map(foldToken));
}

/**
 * Lower case, ß→ss, marks stripped except the German umlauts, which the German
 * stemmer folds itself; `finalFold` folds them for every language afterwards.
 */
export function foldToken(token: string): string {
  const lower = token.toLowerCase();
  // Most tokens are plain ASCII: nothing to fold.
  if (/^[a-z0-9'’-]*$/.test(lower)) return lower;
  // A German word: its umlauts stay as they are (precomposed, what the decomposition below gives back), ß becomes ss.
  if (/^[a-z0-9'’\-äöüß]*$/.test(lower)) return lower.includes('ß') ? lower.replace(/ß/g, 'ss') : lower;
  return decomposedFold(lower);
}

/** foldToken's general path: decompose, strip the marks but the umlauts', compose again (exported for the test that the short paths agree with it). */
export function decomposedFold(token: string): string {
  return token
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/([aou])\u0308/g, (_, vowel: string) => vowel + '\u0000')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([aou])\u0000/g, (_, vowel: string) => ({ a: 'ä', o: 'ö', u: 'ü' })[vowel]!)
    .normalize('NFC');
}

const UMLAUT_BASE: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u' };
function finalFold(term: string): string {
  // Most stems have no umlaut: a scan of their letters costs less than a replace that finds none (every stem comes here).
  for (let i = 0; i < term.length; i++) {
    const c = term.charCodeAt(i);
    if (c === 0xe4 || c === 0xf6 || c === 0xfc) return term.replace(/[äöü]/g, (ch) => UMLAUT_BASE[ch]);
  }
  return term;
}

/**
 * Words the stemmer gives the stem of an unrelated word, given their own: English "booking",
 * "bookings" and "booked" are the verb (hiring, reserving) where Porter2 makes them `book`, the
 * noun of a published book; German "buchen" (to book) is the stem of "Buch" (a book) to the
 * Snowball stemmer and is read as "Buchung", its own noun. Without this, "Where can I buy the
 * book?" found a page whose keywords say "booking", and "Kann man das Buch kaufen?" a page about
 * booking a course. German "Seite" and "Seiten" (a page, a side) keep their own stem apart from
 * "seit" (since), whose stem the stemmer gives them: "Ich suche seit Jahren ein Buch …" listed a
 * page that says "Seiten" first, and "Seit wann gibt es die Werkstatt?" pages that number theirs
 * (forty-fourth round). General vocabulary, not any site's: data per language.
 */
const STEMMED_APART: Record<string, Record<string, string>> = {
  en: { booking: 'booking', bookings: 'booking', booked: 'booking', rebook: 'booking', rebooking: 'booking', rebooked: 'booking' },
  de: { buchen: 'buchung', seite: 'seite', seiten: 'seite' },
};

function stemmedApart(lang: string, stem: (token: string) => string): (token: string) => string {
  // A map, not the object: a question's token is a fresh string, which an object's keyed read first looks up among V8's
  // internalized strings (a tenth of analysing a misspelt word), and the object answered "constructor" with its prototype's function.
  const apart = new Map(Object.entries(STEMMED_APART[lang]));
  return (token) => apart.get(token) ?? finalFold(stem(token));
}

export const ANALYZERS: Record<string, Analyzer> = {
  en: { lang: 'en', stopwords: makeStops(englishStops, 'en'), stem: stemmedApart('en', englishStemmer) },
  de: { lang: 'de', stopwords: makeStops(germanStops, 'de'), stem: stemmedApart('de', germanStem) },
};

/** Snowball stemmers and stop words of @orama for the other languages, by package entry name. */
const LAZY: Record<string, string> = { fr: 'french', es: 'spanish', it: 'italian', nl: 'dutch' };
const require = createRequire(import.meta.url);

function loadAnalyzer(lang: string): Analyzer | undefined {
  if (lang === 'pl') return { lang, stopwords: makeStops(POLISH_STOPWORDS, lang), stem: (t) => finalFold(polishStemmer(t)) };
  const name = LAZY[lang];
  if (!name) return undefined;
  const { stemmer } = require(`@orama/stemmers/${name}`) as { stemmer: (word: string) => string };
  const { stopwords } = require(`@orama/stopwords/${name}`) as { stopwords: string[] };
  return { lang, stopwords: makeStops(stopwords, lang), stem: (t) => finalFold(stemmer(t)) };
}

/** Languages with stemming and stop words (others are folded only). */
export const ANALYZED_LANGUAGES = ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl'];

/**
 * The same analyzer with a bounded memo of stems: stemming is the costly step and a site
 * repeats its words. Each search index makes its own, so no cache outlives its site.
 */
export function withStemCache(analyzer: Analyzer, max = 50_000): Analyzer {
  const cache = new Map<string, string>();
  return {
    ...analyzer,
    stem: (token) => {
      let result = cache.get(token);
      if (result === undefined) {
        if (cache.size >= max) cache.clear();
        cache.set(token, (result = analyzer.stem(token)));
      }
      return result;
    },
  };
}

/** Any other language: folding only. */
export function analyzerFor(lang: string): Analyzer {
  let analyzer = ANALYZERS[lang];
  if (!analyzer) {
    analyzer = loadAnalyzer(lang) ?? { lang, stopwords: new Set(), stem: finalFold };
    ANALYZERS[lang] = analyzer;
  }
  return analyzer;
}

/**
 * Folded word tokens. A hyphenated word ("KI-Training", "Portfolio-Review") gives its
 * parts and the joined form, so both spellings meet. `joinedForms`: with `joined: false`,
 * the joined forms left out are put there instead, so one pass serves a caller that needs
 * both lists (a question's language is detected from all its tokens, its words are its parts).
 */
export function tokenize(text: string, options: { joined?: boolean; starts?: number[]; joinedForms?: string[] } = {}): string[] {
  const joined = options.joined ?? true;
  const out: string[] = [];
  // Most questions are plain ASCII: scanned by a loop (the expression's Unicode classes cost more than the rest of tokenizing).
  if (isAscii(text)) {
    tokenizeAscii(text, joined, options, out);
    return out;
  }
  // exec on one expression, not matchAll (which copies the expression per call): nothing below runs another tokenize.
  WORD.lastIndex = 0;
  for (let match = WORD.exec(text); match !== null; match = WORD.exec(text)) addWord(foldToken(match[0]), match.index, joined, options, out);
  return out;
}

/** Adds a folded word's tokens: its parts (and joined form) when hyphenated, else itself. */
function addWord(word: string, at: number, joined: boolean, options: { starts?: number[]; joinedForms?: string[] }, out: string[]): void {
  // Most words have no hyphen or apostrophe: no parts to split (the same tokens, no arrays made).
  const parts = hasJoint(word) ? word.split(/[-'’]/).filter(Boolean) : undefined;
  if (parts && parts.length > 1) {
    out.push(...parts);
    if (!/['’]/.test(word)) {
      if (joined) out.push(parts.join(''));
      else options.joinedForms?.push(parts.join(''));
    }
  } else out.push(word);
  // `starts`: where in the text each token's word begins (the index build's passages, passage.ts).
  if (options.starts) while (options.starts.length < out.length) options.starts.push(at);
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return false;
  return true;
}

/** A letter or digit of ASCII: what [\p{L}\p{N}] matches there. */
function isAlnum(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
}

/**
 * WORD's matches in an ASCII text, found by a loop: letters and digits, then each hyphen or
 * apostrophe that a letter or digit follows with the run after it. An ASCII word folds to its
 * lower case (foldToken's first case).
 */
function tokenizeAscii(text: string, joined: boolean, options: { starts?: number[]; joinedForms?: string[] }, out: string[]): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isAlnum(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && isAlnum(text.charCodeAt(i))) i++;
    for (let c = text.charCodeAt(i); (c === 45 || c === 39) && i + 1 < n && isAlnum(text.charCodeAt(i + 1)); c = text.charCodeAt(i)) {
      i++;
      while (i < n && isAlnum(text.charCodeAt(i))) i++;
    }
    addWord(text.slice(start, i).toLowerCase(), start, joined, options, out);
  }
}

/** A word: letters and digits, with inner hyphens and apostrophes. */
const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

function hasJoint(word: string): boolean {
  return word.includes('-') || word.includes("'") || word.includes('’');
}

/** Index terms of a text: tokens without stop words, stemmed. */
export function analyze(text: string, analyzer: Analyzer): string[] {
  const terms: string[] = [];
  for (const token of tokenize(text)) {
    if (analyzer.stopwords.has(token)) continue;
    const term = analyzer.stem(token);
    if (term) terms.push(term);
  }
  return terms;
}

/**
 * Words that say which language a question is in (folded, as tokens arrive). A word that
 * more than one of the candidate languages lists counts for none of them.
 */
const DETECT: Record<string, Set<string>> = {
  en: new Set([
    'the',
    'is',
    'are',
    'what',
    'which',
    'where',
    'who',
    'how',
    'does',
    'did',
    'can',
    'her',
    'she',
    'of',
    'for',
    'with',
    'and',
    'has',
    'have',
    'my',
    'you',
    'your',
    'about',
    'any',
    'there',
    'photos',
    'photo',
    'pictures',
    'when',
    'from',
    'use',
    'i',
    // Time and "what's on" questions are often nothing else ("Anything this weekend?", "What's new?").
    'this',
    'anything',
    'something',
    'next',
    'new',
    'news',
    'latest',
    'at',
    'it',
    'do',
    'to',
    'on',
  ]),
  de: new Set([
    'der',
    'die',
    'das',
    'ist',
    'sind',
    'was',
    'welche',
    'welcher',
    'wo',
    'wer',
    'wie',
    'hat',
    'sie',
    'ihr',
    'ihre',
    'und',
    'für',
    'mit',
    'von',
    'ein',
    'eine',
    'kann',
    'darf',
    'man',
    'ich',
    'gibt',
    'es',
    'nicht',
    'auch',
    'oder',
    'im',
    'zum',
    'zur',
    'wann',
    'werden',
    'fotos',
    'bilder',
    'diese',
    'dieser',
    'dieses',
    'diesen',
    'etwas',
    'nächste',
    'nächsten',
    'neues',
    'gerade',
    'bei',
    'zu',
    'auf',
    'noch',
    'schon',
    'euch',
  ]),
  fr: new Set([
    'le',
    'les',
    'est',
    'sont',
    'que',
    'qui',
    'quel',
    'quelle',
    'quels',
    'quelles',
    'ou',
    'comment',
    'avec',
    'pour',
    'des',
    'du',
    'une',
    'et',
    'elle',
    'il',
    'ses',
    'son',
    'sa',
    'au',
    'aux',
    'ce',
    'cette',
    'dans',
    'sur',
    'je',
    'peut',
    'puis',
    'travaux',
    'oeuvres',
    'quand',
    'ete',
    'avez',
    'vous',
    'mes',
    'nous',
  ]),
  es: new Set([
    'el',
    'los',
    'las',
    'es',
    'son',
    'que',
    'cual',
    'cuales',
    'donde',
    'quien',
    'como',
    'con',
    'para',
    'del',
    'una',
    'y',
    'ella',
    'sus',
    'su',
    'tiene',
    'ha',
    'puedo',
    'puede',
    'hay',
    'cuando',
    'trabajos',
    'fotos',
    'sobre',
    'yo',
    'usted',
  ]),
  it: new Set([
    'il',
    'lo',
    'gli',
    'sono',
    'che',
    'quale',
    'quali',
    'dove',
    'chi',
    'come',
    'con',
    'per',
    'della',
    'delle',
    'degli',
    'una',
    'e',
    'lei',
    'ha',
    'suoi',
    'sue',
    'posso',
    'puo',
    'quando',
    'lavori',
    'sul',
    'nel',
    'nella',
    'io',
    'anche',
    'ci',
  ]),
  nl: new Set([
    'de',
    'het',
    'een',
    'is',
    'zijn',
    'wat',
    'welke',
    'waar',
    'wie',
    'hoe',
    'met',
    'voor',
    'van',
    'en',
    'zij',
    'ze',
    'heeft',
    'haar',
    'kan',
    'mag',
    'ik',
    'wanneer',
    'werk',
    'over',
    'ook',
    'niet',
    'bij',
    'naar',
    'hij',
    'u',
    'jij',
    'gemaakt',
  ]),
  pl: new Set([
    'jest',
    'sa',
    'co',
    'jaki',
    'jakie',
    'jaka',
    'gdzie',
    'kto',
    'jak',
    'dla',
    'i',
    'ona',
    'on',
    'ma',
    'jej',
    'jego',
    'czy',
    'w',
    'na',
    'sie',
    'nie',
    'moge',
    'mozna',
    'kiedy',
    'prace',
    'zdjecia',
    'o',
    'oraz',
    'ktore',
    'ktory',
    'ja',
  ]),
};

/** Letters only one of the candidate languages writes (checked before folding). */
const LETTERS: Record<string, RegExp> = { de: /[äöüß]/i, fr: /[çèêëîïœ]|\b(?:l|d|qu|j|n|s|c)[’']\p{L}/iu, es: /[ñ¿¡]/i, pl: /[ąęłśżźćń]/i, it: /[ìò]|\b(?:l|dell|nell|un)[’']\p{L}/iu };

/** The languages of `languages` that detectLanguage tells, kept per list (a site's languages: one list per loaded index). */
function detectable(languages: readonly string[]): readonly string[] {
  let candidates = detectableLists.get(languages);
  if (!candidates) detectableLists.set(languages, (candidates = languages.filter((lang) => DETECT[lang])));
  return candidates;
}
const detectableLists = new WeakMap<readonly string[], readonly string[]>();
/** detectLanguage's votes per candidate, kept for every question (a question is read to its end before the next). */
let VOTES = new Int32Array(8);

/**
 * The language a question is most likely in, or undefined when it does not say. `tokens`:
 * its tokens as tokenize(text) gives them (in any order), when the caller has them already.
 */
export function detectLanguage(text: string, languages: readonly string[], tokens: readonly string[] = tokenize(text)): string | undefined {
  const candidates = detectable(languages);
  if (candidates.length === 0) return undefined;
  if (VOTES.length < candidates.length) VOTES = new Int32Array(candidates.length);
  const votes = VOTES.fill(0, 0, candidates.length);
  for (const token of tokens) {
    // A word more than one candidate lists counts for none of them.
    let speaker = -1;
    for (let i = 0; i < candidates.length; i++) {
      if (!DETECT[candidates[i]].has(token)) continue;
      if (speaker >= 0) {
        speaker = -2;
        break;
      }
      speaker = i;
    }
    if (speaker >= 0) votes[speaker]++;
  }
  let lettered = -1;
  for (let i = 0; i < candidates.length; i++) {
    if (!LETTERS[candidates[i]]?.test(text)) continue;
    if (lettered !== -1) {
      lettered = -2;
      break;
    }
    lettered = i;
  }
  if (lettered >= 0) votes[lettered]++;
  // The first candidate with the most votes, unless another has as many.
  let best = 0;
  let tied = false;
  for (let i = 1; i < candidates.length; i++) {
    if (votes[i] > votes[best]) {
      best = i;
      tied = false;
    } else if (votes[i] === votes[best]) tied = true;
  }
  if (votes[best] === 0 || tied) return undefined;
  return candidates[best];
}
