/**
 * The sections of a language index whose page has no version in another language (`page.translations[lang]` unset): a page
 * only in the index's language is the only page on its topic a reader of `lang` can be sent to. A translation that the site's
 * own pages did not teach (the general word list's one sense, beside the learned ones: dictionary-translations.ts
 * `listedBeside`) counts only on these, so that it cannot lift a page the reader has in their own language ("office" read as
 * Behörde lifted a German page over the English contact page; eighty-fourth and eighty-seventh rounds). One bit per section
 * and site language, built once per index at load (rerank.ts prepareRerank) or on first use.
 */
import type { LanguageIndex } from './search-index.ts';

/** The bit sets made so far, by index, then by the question's language (at most one per language of the site). */
const made = new WeakMap<LanguageIndex, Map<string, Uint32Array>>();

/** The bit set of `li`'s sections (bit `doc & 31` of word `doc >>> 5`) whose page has no version in `lang`. */
export function orphanSections(li: LanguageIndex, lang: string): Uint32Array {
  let byLang = made.get(li);
  if (!byLang) made.set(li, (byLang = new Map()));
  let bits = byLang.get(lang);
  if (!bits) {
    bits = new Uint32Array((li.docs.length + 31) >>> 5);
    for (let d = 0; d < li.docs.length; d++) if (!li.docs[d].page.translations[lang]) bits[d >>> 5] |= 1 << (d & 31);
    byLang.set(lang, bits);
  }
  return bits;
}

/** Whether section `doc` is in the bit set `bits`. */
export function inSections(bits: Uint32Array, doc: number): boolean {
  return ((bits[doc >>> 5] >>> (doc & 31)) & 1) === 1;
}
