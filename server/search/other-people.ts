/**
 * "Bei wem hat Theresa Kienle gelernt?", "Wo ist Johanna Weidlich aufgewachsen?": a team page
 * lists its people in a table ("| Name | Aufgabe | dabei seit |") and tells each under a heading
 * of their name ("## Lukas Beha": "Lukas hat in Waldkirch gelernt …"). A question that names a
 * person shares its life words (gelernt, aufgewachsen) with every other person's section, and the
 * shortest of those came first. Such a section is about the person its heading names: under a
 * question that names someone, a person's section whose name the question does not hold counts
 * OTHER_PERSON (rerank.ts), except under a question for who does a thing there that is not a life
 * question ("Who helps Johanna in the workshop?": the answer is someone else). The sections are found once per index and language when it is loaded
 * (ranking-tables.ts): on a page with a section that lists people (bold-names.ts
 * `introducesPeople`), the sections headed by two to four capitalised words, each of which the
 * list names.
 */
import { tokenize } from './analyzer.ts';
import { LISTS_PEOPLE } from './section-facts.ts';
import type { SearchIndex } from './search-index.ts';
import type { SearchHit } from './search-query.ts';
import type { Page, Section } from '../site/site-types.ts';

/** A person's section under a question that names someone else: ×this. */
export const OTHER_PERSON = 0.5;
/** Words a name heading has (first and last name, a middle name or two). */
const NAME_WORDS = [2, 4] as const;
/** Characters of a list of people read for its names. */
const LIST_CHARS = 4_000;
/** A word of a name as written: it begins with a capital. */
const CAPITALISED = /^\p{Lu}/u;

export interface PeopleSections {
  /** A person's section -> the words (folded tokens) of the name that heads it. */
  names: Map<Section, readonly string[]>;
  /** Every word of those names. */
  words: ReadonlySet<string>;
  /** The pages that list people (a team page): who does a thing there is told on them (who-does.ts). */
  pages: ReadonlySet<Page>;
}

const tables = new WeakMap<SearchIndex, Map<string, PeopleSections>>();
/** Scans of a language's sections for people's sections, for tests: one per index and language. */
export const peopleScans = { count: 0 };

/** The people's sections of a language of the index, found once (every section's flags read, each page that lists people read once). */
export function peopleSections(index: SearchIndex, lang: string): PeopleSections {
  let byLang = tables.get(index);
  if (!byLang) tables.set(index, (byLang = new Map()));
  let table = byLang.get(lang);
  if (!table) {
    table = scan(index, lang);
    byLang.set(lang, table);
  }
  return table;
}

function scan(index: SearchIndex, lang: string): PeopleSections {
  peopleScans.count++;
  const names = new Map<Section, readonly string[]>();
  const words = new Set<string>();
  const li = index.byLang.get(lang);
  const seen = new Set<Page>();
  if (!li) return { names, words, pages: seen };
  for (let d = 0; d < li.docs.length; d++) {
    if ((li.facts.flags[d] & LISTS_PEOPLE) === 0) continue;
    const { page, section } = li.docs[d];
    if (seen.has(page)) continue;
    seen.add(page);
    const listed = new Set(tokenize(section.text.slice(0, LIST_CHARS), { joined: false }));
    for (const other of page.sections) {
      if (other === section || other.level <= 1 || other.kind === 'photo') continue;
      const name = nameOf(other.name, listed, li.analyzer.stopwords);
      if (!name) continue;
      names.set(other, name);
      for (const w of name) words.add(w);
    }
  }
  return { names, words, pages: seen };
}

/** The heading's words when it is a name the list holds: NAME_WORDS capitalised words, no stop word, each listed. */
export function nameOf(heading: string, listed: ReadonlySet<string>, stopwords: ReadonlySet<string>): readonly string[] | undefined {
  const written = heading.trim().split(/\s+/);
  if (written.length < NAME_WORDS[0] || written.length > NAME_WORDS[1] || !written.every((w) => CAPITALISED.test(w))) return undefined;
  const tokens = tokenize(heading, { joined: false });
  if (tokens.length !== written.length) return undefined;
  for (const t of tokens) if (stopwords.has(t) || !listed.has(t)) return undefined;
  return tokens;
}

/**
 * The question's words that name a person of the site's people's sections (in any language) or the owner; none: an empty array.
 * Not a stop word of any of the site's languages: "von" of an owner "Maria von Berg" names no one in "Wer kommt zur Montage von der Küche?".
 */
export function namedPeople(index: SearchIndex, words: readonly string[], subject: ReadonlySet<string> | undefined): readonly string[] {
  let out: string[] | undefined;
  for (const w of words) {
    if (isStopword(index, w)) continue;
    if (subject?.has(w) === true) (out ??= []).push(w);
    else
      for (const lang of index.byLang.keys())
        if (peopleSections(index, lang).words.has(w)) {
          (out ??= []).push(w);
          break;
        }
  }
  return out ?? NONE;
}
const NONE: readonly string[] = [];

function isStopword(index: SearchIndex, word: string): boolean {
  for (const li of index.byLang.values()) if (li.analyzer.stopwords.has(word)) return true;
  return false;
}

/** Whether the hit is a person's section whose name holds none of `named` (the question's words that name people). */
export function aboutOtherPerson(index: SearchIndex, hit: SearchHit, named: readonly string[]): boolean {
  const name = peopleSections(index, hit.page.lang).names.get(hit.section);
  if (!name) return false;
  for (const w of name) if (named.includes(w)) return false;
  return true;
}
