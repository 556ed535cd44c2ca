/**
 * A tiny in-memory site for ranking tests: pages given as title + sections of plain text,
 * indexed with the real search index (no files).
 */
import type { Page, Section } from '../../server/site/site-types.ts';
import { createSearchIndex, type SearchIndex } from '../../server/search/search-index.ts';
import { warmLexicons } from '../../server/search/translation-lexicon.ts';

export interface FixturePage {
  path: string;
  lang?: string;
  title: string;
  type?: string;
  optional?: boolean;
  updated?: string;
  translations?: Record<string, string>;
  /** Introduction text, then `[heading, text]` pairs. */
  intro: string;
  sections?: [string, string][];
}

/** `warm: false` leaves the translation lexicons unbuilt, as before the server's warm-up got to them. */
export function fixtureIndex(pages: FixturePage[], { warm = true } = {}): SearchIndex {
  const built: Page[] = pages.map((p) => {
    const page = {
      path: p.path,
      file: p.path.slice(1) + 'index.md',
      lang: p.lang ?? 'en',
      title: p.title,
      description: '',
      type: p.type ?? 'WebPage',
      updated: p.updated,
      keywords: [],
      order: 0,
      optional: p.optional ?? false,
      entities: [],
      body: '',
      sections: [] as Section[],
      translations: p.translations ?? {},
    } satisfies Page;
    const section = (id: string, name: string, level: number, text: string): Section => ({
      id,
      name,
      level,
      path: level === 1 ? p.path : `${p.path}#${id}`,
      ownMarkdown: text,
      markdown: text,
      text: text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'),
    });
    page.sections.push(section('top', p.title, 1, p.intro));
    (p.sections ?? []).forEach(([name, text], i) => page.sections.push(section(`s${i}`, name, 2, text)));
    return page;
  });
  const languages = [...new Set(built.map((p) => p.lang))];
  const index = createSearchIndex({ pages: built, languages, defaultLanguage: languages[0] });
  // As the server's warm-up does before questions use them (a question never builds one).
  if (warm) warmLexicons(index);
  return index;
}

/** A page and its translation that teach the site's translations parcel = Paket and tracking = Sendungsverfolgung. */
export const PRINTS_PAIR: readonly FixturePage[] = [
  { path: '/en/prints/', title: 'Prints', translations: { de: '/de/drucke/' }, intro: 'Signed prints are sent as an insured parcel.', sections: [['Shipping', 'Every parcel has tracking.']] },
  {
    path: '/de/drucke/',
    lang: 'de',
    title: 'Drucke',
    translations: { en: '/en/prints/' },
    intro: 'Signierte Drucke gehen als versichertes Paket.',
    sections: [['Versand', 'Jedes Paket hat Sendungsverfolgung.']],
  },
];
