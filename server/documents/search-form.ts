/** The search form people use (search page, developer console): a plain GET form that works without JavaScript. */
import { QUERY_MAX } from '../../tools/search-site.ts';
import { escapeHtml } from './html-escape.ts';
import { labels } from './labels.ts';
import { interfaceWords, WORD_LANGUAGES } from './interface-words.ts';
import type { Site } from '../site/site-types.ts';

const SEARCH_SLUG: Record<string, string> = { de: 'suche' };

export function searchPath(lang: string): string {
  return `/${lang}/${SEARCH_SLUG[lang] ?? 'search'}/`;
}

/** Kept for readers of the old table: the built-in placeholder per language. */
export const PLACEHOLDER: Record<string, string> = Object.fromEntries(WORD_LANGUAGES.map((lang) => [lang, interfaceWords(lang).placeholder]));

export function searchForm(lang: string, query = '', id = 'q', site?: Pick<Site, 'words'>): string {
  const l = labels(lang, site);
  return `<form class="ask" action="${escapeHtml(searchPath(lang))}" method="get" role="search">
<label class="skip" for="${id}">${escapeHtml(l.search)}</label>
<input type="search" id="${id}" name="q" value="${escapeHtml(query)}" maxlength="${QUERY_MAX}" placeholder="${escapeHtml(l.placeholder)}" required>
<button type="submit">${escapeHtml(l.search)}</button>
</form>`;
}
