/**
 * "Where did she grow up?", "Wo ist sie geboren?": the owner's life is told on the About page and
 * again wherever the site gives their biography — a press kit's "Short biography", a
 * "Kurzbiografie", a "Lebenslauf" or "Vita" — often in words the question does not use ("born
 * 1983 in Greifswald" for "where did she grow up"). The sections headed as a biography are found
 * once per index (when it is loaded, ranking-tables.ts); under a question about the owner's life
 * by a pronoun, private or career ("Where did she train?", "Bei wem hat sie gelernt?"), or about
 * how the business began ("Seit wann gibt es die Werkstatt?", rerank.ts `privateLife`), they are
 * listed at least at BIOGRAPHY_FLOOR of the best hit. Not under "who is …?": there the person
 * asked about is rarely the owner.
 */
import { tokenize } from './analyzer.ts';
import { atLeast, floorLanguages } from './floor-pages.ts';
import { firstSections } from './first-sections.ts';
import { foldedSets } from './word-sets.ts';
import type { SearchDoc, SearchIndex } from './search-index.ts';
import type { SearchHit } from './search-query.ts';

/**
 * Share of the best hit's score that a biography section gets at least under a life question by a
 * pronoun or one about the business's start (below the About page's LIFE_FLOOR). 0.7 to 0.85 gave about the same; 0.9 and more
 * put it above pages the question names.
 */
export const BIOGRAPHY_FLOOR = 0.8;
/** Sections kept per language (the first in section order). */
const KEEP = 4;

/**
 * Words that head a biography (data per language, general vocabulary). German compounds that end
 * in the word count too (Kurzbiografie, Langbiografie). Not German "bio" (organic).
 */
const BIOGRAPHY = foldedSets({
  en: ['biography', 'biographies', 'bio', 'bios', 'cv', 'vita'],
  de: ['biografie', 'biografien', 'biographie', 'lebenslauf', 'werdegang', 'vita'],
});
const ENDINGS: Record<string, readonly string[]> = { de: ['biografie', 'biografien', 'biographie'] };
/** Any heading that may name one: the rest are not tokenized. */
const MAYBE = /bio|vita|lebenslauf|werdegang|cv/i;

/** Whether a heading (of a section at `level`, in `lang`) names a biography. */
export function namesBiography(name: string, level: number, lang: string): boolean {
  if (level <= 1 || !MAYBE.test(name)) return false;
  const words = BIOGRAPHY.get(lang);
  const endings = ENDINGS[lang] ?? [];
  return tokenize(name.slice(0, 200), { joined: false }).some((t) => words?.has(t) === true || endings.some((e) => t.endsWith(e)));
}

const table = firstSections(KEEP, (li, d) => {
  const { section } = li.docs[d];
  return namesBiography(section.name, section.level, li.lang);
});

/** Scans of a language's headings for biographies: one per index and language (made when the index is loaded), never one per question. */
export const biographyScans = table.scans;

/** The sections of a language headed as a biography; found once per index, every section read until KEEP are found. */
export function biographies(index: SearchIndex, lang: string): readonly SearchDoc[] {
  return table.of(index, lang);
}

/** Lifts the biography sections, in the preferred language (else in every language), to at least BIOGRAPHY_FLOOR of the best hit; when nothing matched, lists them at `alone` (atLeast), if given. */
export function withBiographies(index: SearchIndex, hits: SearchHit[], lang: string | undefined, alone?: number): SearchHit[] {
  const docs = floorLanguages(index, lang).flatMap((l) => biographies(index, l));
  return atLeast(hits, docs, BIOGRAPHY_FLOOR, true, alone);
}
