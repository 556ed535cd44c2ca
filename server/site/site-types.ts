/** The parsed site: plain data, shared by the tools, the search index and the facade. */
import type { SearchIndex } from '../search/search-index.ts';
import type { Photo, PhotoEntry } from '../images/photo-types.ts';
import type { Terms } from './site-terms.ts';

/** A value given per language, or one string for every language. */
export type Localized = string | Record<string, string>;

export interface PostalAddress {
  streetAddress?: string;
  postalCode?: string;
  addressLocality?: string;
  addressCountry?: string;
}

export interface Person {
  name: string;
  jobTitle?: Localized;
  description?: Localized;
  email?: string;
  telephone?: string;
  address?: PostalAddress;
  knowsLanguage: string[];
  sameAs: string[];
}

export interface Rights {
  copyrightHolder: string;
  creditText: Localized;
  tdmReservation: boolean;
  /** Site address of the page stating the terms, per language. */
  policy: Localized;
}

export interface Section {
  /** Anchor, unique per page; `top` for the introduction before the first heading. */
  id: string;
  /** Heading text; the page title for the introduction. */
  name: string;
  /** 1 for the introduction, 2 or 3 for `##` and `###`. */
  level: number;
  /** Site address with fragment (the page address alone for the introduction). */
  path: string;
  /** Markdown of the section alone, without its heading and sub-sections. */
  ownMarkdown: string;
  /** Markdown of the section with its heading and its sub-sections. */
  markdown: string;
  /** Plain text of `ownMarkdown`, for search and descriptions. */
  text: string;
  /** The `##` heading above a `###` section, for context. */
  parent?: string;
  /**
   * What the section is: a part of the page's text (default), or one photograph of the page,
   * indexed for search like a section (its text is the caption, place, date and people).
   */
  kind?: 'section' | 'photo';
  /**
   * What `text` is derived from, when that is cheaper to read than the text (a photograph's
   * facts: its text is formatted with Intl on first use): the index digest reads this instead.
   */
  textSource?: string;
}

export interface Page {
  /** Site address with trailing slash, e.g. `/en/press/`. */
  path: string;
  /** Path of the source file relative to the content folder. */
  file: string;
  lang: string;
  title: string;
  description: string;
  translationKey?: string;
  type: string;
  updated?: string;
  keywords: string[];
  order: number;
  optional: boolean;
  entities: Record<string, unknown>[];
  /** Markdown body without front matter. */
  body: string;
  sections: Section[];
  /** Addresses of the same page in the other languages, by language. */
  translations: Record<string, string>;
  /** What the front matter's `photos:` list writes about the page's photographs. */
  photoEntries?: PhotoEntry[];
  /** The page's photographs in order (server/images/load-photos.ts); each also has a `photo` section. */
  photos?: Photo[];
  /** True for a page the server writes itself (a developer page the owner did not write). */
  generated?: boolean;
}

export interface SiteConfig {
  name: Localized;
  description: Localized;
  baseUrl: string;
  defaultLanguage: string;
  person: Person;
  /** The older view of the terms (kept for existing readers); `terms` is the source. */
  rights: Rights;
  /** The owner's conditions of use, resolved from site.yaml's `terms` (or `rights`). */
  terms: Terms;
  /** Interface words per language from site.yaml, overriding the built-in ones. */
  words?: Record<string, Record<string, string>>;
}

export interface Site extends SiteConfig {
  /** Absolute path of the content folder. */
  dir: string;
  /** Base URL without trailing slash (the start-up override, else site.yaml's). */
  baseUrl: string;
  /** Host of site.yaml's baseUrl, still accepted in URLs after an override. */
  canonicalHost: string;
  host: string;
  languages: string[];
  pages: Page[];
  byPath: Map<string, Page>;
  search: SearchIndex;
  /** Problems of severity 'warning' found at load (they do not stop start-up; `check` lists them). */
  warnings?: { file: string; field: string; message: string; severity?: 'error' | 'warning' }[];
}

export function localize(value: Localized | undefined, lang: string, fallback?: string): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return value[lang] ?? (fallback ? value[fallback] : undefined) ?? Object.values(value)[0] ?? '';
}

/** Every language's value of a localized field (one for a plain string). */
export function localizedValues(value: Localized): string[] {
  return typeof value === 'string' ? [value] : Object.values(value);
}

/** A localized text's values with their language; a plain string's language is not known (undefined). */
export function localizedEntries(value: Localized | undefined): [string | undefined, string][] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [[undefined, value]] : Object.entries(value);
}

export function absoluteUrl(site: Pick<Site, 'baseUrl'>, path: string): string {
  return site.baseUrl + path;
}

/** The site's search index when it exists, without building a deferred one (load-site.ts; stdio answers its handshake first). */
export function builtSearchIndex(site: Site): Site['search'] | undefined {
  const descriptor = Object.getOwnPropertyDescriptor(site, 'search');
  return descriptor && 'value' in descriptor ? descriptor.value : undefined;
}
