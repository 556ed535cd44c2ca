/** Word lists per language (data) as folded sets, and the check whether a question names one of them. */
import { foldToken } from './analyzer.ts';

/** Each language's words, folded as question tokens are. */
export function foldedSets(table: Readonly<Record<string, readonly string[]>>): Map<string, ReadonlySet<string>> {
  const out = new Map<string, ReadonlySet<string>>();
  for (const [lang, words] of Object.entries(table)) out.set(lang, new Set(words.map(foldToken)));
  return out;
}

/** Whether one token is a word of the sets, in any of the given languages (no array made for it). */
export function namesWord(sets: ReadonlyMap<string, ReadonlySet<string>>, token: string, langs: readonly string[]): boolean {
  for (const lang of langs) if (sets.get(lang)?.has(token)) return true;
  return false;
}

/** Whether any token is a word of the sets, in any of the given languages. */
export function namesAny(sets: ReadonlyMap<string, ReadonlySet<string>>, tokens: readonly string[], langs: readonly string[]): boolean {
  // Loops, not some() with closures: many readings call this per question, and each closure was made per call.
  for (let l = 0; l < langs.length; l++) {
    const words = sets.get(langs[l]);
    if (words === undefined) continue;
    for (let i = 0; i < tokens.length; i++) if (words.has(tokens[i])) return true;
  }
  return false;
}

/** Every word of the sets, in all their languages: what a rule reading them needs to meet in a question at all (question-triggers.ts). */
export function wordsOf(...sets: ReadonlyMap<string, ReadonlySet<string>>[]): string[] {
  const out: string[] = [];
  for (const byLang of sets) for (const words of byLang.values()) out.push(...words);
  return out;
}
