/**
 * Translations of a question word that the site never translates, from the general word list (bilingual-words.ts), and for a
 * whole word the list lacks, from the dictionary learned across the development sites' translated pages
 * (learned-dictionary-table.ts, sixty-sixth round): the site's own lexicon (translation-lexicon.ts) knows only what its owner
 * wrote in both languages, and a page written for visitors from abroad is often in one language only (Führung → tour,
 * Krankenversicherung → health + insurance, spät → late). A compound's parts are read through the list only
 * (compound-translations.ts). Stems on both sides, each entry read both ways; built once per language pair, bounded by the
 * list and the table.
 */
import { analyzerFor, foldToken } from './analyzer.ts';
import { BILINGUAL_WORDS } from './bilingual-words.ts';
import { LEARNED_WORDS } from './learned-dictionary-table.ts';
import { isStopWord } from './question-words.ts';
import { findTerm, type LanguageIndex } from './search-index.ts';
import { TRANSLATION_WEIGHT } from './translation-lexicon.ts';
import { termsEndingWith } from './term-endings.ts';

/** Compounds a listed head is looked for in, at most (the first in the endings' order is taken). */
const HEAD_SCAN = 16;

/** No listed translations (shared, never written to). */
const NONE: number[] = [];

/** Source stem -> target stems, in list order (the most usual first). */
export type Dictionary = ReadonlyMap<string, readonly string[]>;

/** The languages of the list's two sides. */
const SIDES = ['de', 'en'] as const;

/** A table by source language, then target language (no key string made per look-up). */
type Tables = Map<string, Map<string, Map<string, string[]>>>;
/** The list's tables made so far, and the learned dictionary's. */
const tables: Tables = new Map();
const learnedTables: Tables = new Map();

/** The table of `from` to `to` in `made`, built by `build` (from the sides' places in SIDES) once; undefined for a pair not covered. */
function tableOf(made: Tables, from: string, to: string, build: (a: number, b: number) => Map<string, string[]>): Dictionary | undefined {
  let byTarget = made.get(from);
  let table = byTarget?.get(to);
  if (!table) {
    const a = SIDES.indexOf(from as (typeof SIDES)[number]);
    const b = SIDES.indexOf(to as (typeof SIDES)[number]);
    if (a < 0 || b < 0 || a === b) return undefined;
    if (!byTarget) made.set(from, (byTarget = new Map()));
    byTarget.set(to, (table = build(a, b)));
  }
  return table;
}

/** The word list read from `from` to `to` (stems), or undefined for a pair it does not cover. */
export function dictionaryOf(from: string, to: string): Dictionary | undefined {
  return tableOf(tables, from, to, build);
}

/** The content words of one side of an entry, stemmed (stop words could never be asked for, nor looked for). */
function sideStems(side: string, lang: string): string[] {
  const analyzer = analyzerFor(lang);
  const stems: string[] = [];
  for (const word of side.trim().split(/\s+/)) {
    const token = foldToken(word).replace(/[-'’]/g, '');
    if (!token || isStopWord(lang, token)) continue;
    const stem = analyzer.stem(token);
    if (stem && !stems.includes(stem)) stems.push(stem);
  }
  return stems;
}

/**
 * The learned dictionary (learned-dictionary-table.ts) read from `from` to `to` (stems, best first), or undefined for a pair it
 * does not cover: built once per language pair.
 */
export function learnedDictionaryOf(from: string, to: string): Dictionary | undefined {
  return tableOf(learnedTables, from, to, buildLearned);
}

function buildLearned(a: number, b: number): Map<string, string[]> {
  const table = new Map<string, string[]>();
  for (const pair of LEARNED_WORDS) {
    const source = a === 0 ? pair[0] : pair[1];
    const target = b === 0 ? pair[0] : pair[1];
    const known = table.get(source);
    if (!known) table.set(source, [target]);
    else if (known.length < LEARNED_TRANSLATIONS && !known.includes(target)) known.push(target);
  }
  return table;
}

function build(from: number, to: number): Map<string, string[]> {
  const table = new Map<string, string[]>();
  for (const entry of BILINGUAL_WORDS) {
    const sides = entry.split('|');
    const targets = sideStems(sides[to], SIDES[to]);
    for (const source of sideStems(sides[from], SIDES[from])) {
      const known = table.get(source);
      if (!known) table.set(source, [...targets]);
      else for (const t of targets) if (!known.includes(t)) known.push(t);
    }
  }
  return table;
}

/** Share of a learned translation's weight that a listed one counts (a listed word is one sense of many the site may mean). */
export const DICTIONARY_SHARE = 0.8;
/** Listed translations looked up per word (the first the index holds, in list order). */
export const DICTIONARY_TERMS = 3;
/**
 * Share of a learned translation's weight that a pair of the learned dictionary counts: below the list's (a pair of general
 * words, not one sense the list's writer chose; cross-fitted, sixty-sixth round: 0.35 +3.9, 0.5 +3.8, 0.65 +3.1, 0.8 +2.3).
 */
export const LEARNED_SHARE = 0.35;
/** Translations of the learned dictionary read per word (the best supported first). */
export const LEARNED_TRANSLATIONS = 2;

/** Whether the list has the stem of a word of `from` for `to` (a compound's part it can read). */
export function listedStem(from: string, to: string, stem: string): boolean {
  return dictionaryOf(from, to)?.has(stem) ?? false;
}

/** The listed translations of a source stem that the index `li` holds (term ids), at most `max`, in list order. */
export function listedTerms(li: LanguageIndex, from: string, stem: string, max = DICTIONARY_TERMS): number[] {
  const targets = dictionaryOf(from, li.lang)?.get(stem);
  // Most words are not listed: nothing is made for them.
  return targets ? indexTerms(li, targets, max, true) : NONE;
}

/**
 * The index's terms of `targets` (stems, in order), each once, at most `max`. With `heads`, a head the site writes only inside
 * compounds ("competition" -> Wettbewerb, of a Zeichenwettbewerb) stands for the compound it closes: the list's writer chose
 * its heads; the learned dictionary's pairs are whole words and are read as they are.
 */
function indexTerms(li: LanguageIndex, targets: readonly string[], max: number, heads: boolean): number[] {
  const out: number[] = [];
  for (const target of targets) {
    const id = findTerm(li, target);
    if (id >= 0 && !out.includes(id)) out.push(id);
    else if (heads && id < 0 && li.endings && target.length >= 4) {
      const closing = termsEndingWith(li.terms, li.endings, target, 3, HEAD_SCAN)[0];
      if (closing !== undefined && !out.includes(closing)) out.push(closing);
    }
    if (out.length >= max) break;
  }
  return out;
}

/**
 * A word the site never translates, as the list's translations of it that the index holds, else (a word the list lacks) the
 * learned dictionary's, at the lower LEARNED_SHARE: one alternative each.
 */
export function dictionaryTranslations(li: LanguageIndex, from: string, stem: string): { terms: number[]; weight: number; bridge: true }[] {
  if (dictionaryOf(from, li.lang)?.has(stem)) return alternatives(listedTerms(li, from, stem), DICTIONARY_SHARE);
  const learned = learnedDictionaryOf(from, li.lang)?.get(stem);
  return learned ? alternatives(indexTerms(li, learned, LEARNED_TRANSLATIONS, false), LEARNED_SHARE) : [];
}

/** One bridging alternative per term, at `share` of a site translation's weight. */
function alternatives(ids: readonly number[], share: number): { terms: number[]; weight: number; bridge: true }[] {
  return ids.map((id) => ({ terms: [id], weight: TRANSLATION_WEIGHT * share, bridge: true }));
}
