/**
 * Words the generated documents use, per language (interface-words.ts), with the owner's
 * overrides from site.yaml's `words`; English for languages without built-in words.
 */
import { interfaceWords, languageName, nativeLanguageName, type InterfaceWords } from './interface-words.ts';

export type Labels = InterfaceWords & {
  /** Language names in this language, by code (Intl.DisplayNames): labels('fr').languageName.en === 'anglais'. */
  languageName: Record<string, string>;
  /** The name of this language in itself, for a language switch. */
  switchTo: string;
};

const cache = new WeakMap<object, Map<string, Labels>>();
const NO_SITE = {};

export function labels(lang: string, site?: { words?: Record<string, Record<string, string>> }): Labels {
  const key = site ?? NO_SITE;
  let byLang = cache.get(key);
  if (!byLang) cache.set(key, (byLang = new Map()));
  let result = byLang.get(lang);
  if (!result) {
    const names = new Proxy({} as Record<string, string>, { get: (_, code) => (typeof code === 'string' ? languageName(code, lang) : undefined) });
    result = { ...interfaceWords(lang, site?.words), languageName: names, switchTo: nativeLanguageName(lang) };
    byLang.set(lang, result);
  }
  return result;
}
