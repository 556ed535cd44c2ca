/**
 * Questions nobody asked before: a deterministic pool of distinct questions built from the
 * site's own words (one to four of them, sometimes after a question phrase of the page's
 * language), about one in five with a typo (a letter dropped, doubled, swapped or replaced).
 * A benchmark that takes each request's question from here cannot be served by a cache.
 */
import type { Site } from '../server/site/site-types.ts';

const PHRASES: Record<string, string[]> = {
  en: ['', '', 'Which', 'What about', 'Where can I find', 'How can I', 'Tell me about', 'Has she done'],
  de: ['', '', 'Welche', 'Was ist mit', 'Wo finde ich', 'Wie kann ich', 'Gibt es', 'Hat sie'],
};
const LETTERS = 'abcdefghijklmnopqrstuvwxyzäöüß';
export const TYPO_SHARE = 0.2;

/** Deterministic pseudo-random numbers (LCG), so every run asks the same questions. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** One typing mistake in a word of four letters or more. */
export function typo(word: string, rand: () => number): string {
  const chars = [...word];
  if (chars.length < 4) return word;
  const at = 1 + Math.floor(rand() * (chars.length - 2));
  const letter = LETTERS[Math.floor(rand() * LETTERS.length)];
  switch (Math.floor(rand() * 4)) {
    case 0:
      chars.splice(at, 1);
      break;
    case 1:
      chars.splice(at, 0, chars[at]);
      break;
    case 2:
      [chars[at], chars[at + 1]] = [chars[at + 1] ?? chars[at], chars[at]];
      break;
    default:
      chars[at] = letter;
  }
  return chars.join('');
}

/** The words of each language's sections, each once, in order of first appearance. */
function wordsByLanguage(site: Site): Map<string, string[]> {
  const byLang = new Map<string, Set<string>>();
  for (const page of site.pages) {
    const words = byLang.get(page.lang) ?? new Set<string>();
    byLang.set(page.lang, words);
    for (const section of page.sections) for (const word of section.text.match(/\p{L}[\p{L}\p{N}-]{2,}/gu) ?? []) words.add(word);
  }
  return new Map([...byLang].filter(([, words]) => words.size > 0).map(([lang, words]) => [lang, [...words]]));
}

export interface QuestionPool {
  questions: string[];
  /** How many of them carry a typo. */
  typos: number;
  /** Distinct site words the questions draw from. */
  words: number;
}

export function questionPool(site: Site, size = 100_000, seed = 7): QuestionPool {
  const rand = random(seed);
  const byLang = wordsByLanguage(site);
  const langs = [...byLang.keys()];
  if (langs.length === 0) throw new Error('The site has no words to ask about.');
  const seen = new Set<string>();
  const questions: string[] = [];
  let typos = 0;
  for (let attempts = 0; questions.length < size && attempts < size * 20; attempts++) {
    const lang = langs[Math.floor(rand() * langs.length)];
    const words = byLang.get(lang)!;
    const count = 1 + Math.floor(rand() * 4);
    const picked = Array.from({ length: count }, () => words[Math.floor(rand() * words.length)]);
    const withTypo = rand() < TYPO_SHARE;
    if (withTypo) {
      const i = Math.floor(rand() * picked.length);
      picked[i] = typo(picked[i], rand);
    }
    const phrases = PHRASES[lang] ?? [''];
    const phrase = phrases[Math.floor(rand() * phrases.length)];
    const question = [phrase, ...picked].filter(Boolean).join(' ') + (phrase ? '?' : '');
    if (question.length > 300 || seen.has(question)) continue;
    seen.add(question);
    questions.push(question);
    if (withTypo) typos++;
  }
  if (questions.length < size) throw new Error(`Only ${questions.length} distinct questions could be built from the site's words.`);
  return { questions, typos, words: [...byLang.values()].reduce((n, w) => n + w.length, 0) };
}
