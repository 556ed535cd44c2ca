/**
 * Text analysis for German and English: tokens, folding, stop words, stems.
 * Index and query go through the same functions, so they always agree.
 */
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
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
  return lower
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
  return term.replace(/[äöü]/g, (ch) => UMLAUT_BASE[ch]);
}

export const ANALYZERS: Record<string, Analyzer> = {
  en: { lang: 'en', stopwords: makeStops(englishStops, 'en'), stem: (t) => finalFold(englishStemmer(t)) },
  de: { lang: 'de', stopwords: makeStops(germanStops, 'de'), stem: (t) => finalFold(germanStemmer(t)) },
};

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
  return ANALYZERS[lang] ?? { lang, stopwords: new Set(), stem: finalFold };
}

/**
 * Folded word tokens. A hyphenated word ("KI-Training", "Portfolio-Review") gives its
 * parts and the joined form, so both spellings meet.
 */
export function tokenize(text: string, options: { joined?: boolean } = {}): string[] {
  const joined = options.joined ?? true;
  const out: string[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)) {
    const word = foldToken(match[0]);
    const parts = word.split(/[-'’]/).filter(Boolean);
    if (parts.length > 1) {
      out.push(...parts);
      if (joined && !/['’]/.test(word)) out.push(parts.join(''));
    } else out.push(word);
  }
  return out;
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

/** Words that say which language a question is in; words both languages use are left out. */
const DETECT: Record<string, Set<string>> = {
  en: new Set(['the', 'is', 'are', 'what', 'which', 'where', 'who', 'how', 'does', 'did', 'can', 'her', 'she', 'of', 'for', 'with', 'and', 'has', 'have', 'my', 'you', 'your', 'about', 'any', 'there', 'photos', 'photo', 'pictures', 'when', 'from', 'use', 'i']),
  de: new Set(['der', 'die', 'das', 'ist', 'sind', 'was', 'welche', 'welcher', 'wo', 'wer', 'wie', 'hat', 'sie', 'ihr', 'ihre', 'und', 'für', 'mit', 'von', 'ein', 'eine', 'kann', 'darf', 'man', 'ich', 'gibt', 'es', 'nicht', 'auch', 'oder', 'im', 'zum', 'zur', 'wann', 'werden', 'fotos', 'bilder']),
};

/** The language a question is most likely in, or undefined when it does not say. */
export function detectLanguage(text: string, languages: readonly string[]): string | undefined {
  const tokens = tokenize(text);
  const votes = new Map<string, number>();
  for (const lang of languages) {
    const words = DETECT[lang];
    if (!words) continue;
    let n = tokens.filter((t) => words.has(t)).length;
    if (lang === 'de') n += /[äöüß]/i.test(text) ? 1 : 0;
    votes.set(lang, n);
  }
  const ranked = [...votes].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0 || ranked[0][1] === 0 || (ranked[1] && ranked[1][1] === ranked[0][1])) return undefined;
  return ranked[0][0];
}
