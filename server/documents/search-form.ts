/** The search form people use (search page, developer console): a plain GET form that works without JavaScript. */
import { QUERY_MAX } from '../../tools/search-site.ts';
import { escapeHtml } from './html-escape.ts';
import { labels } from './labels.ts';

const SEARCH_SLUG: Record<string, string> = { de: 'suche' };

export function searchPath(lang: string): string {
  return `/${lang}/${SEARCH_SLUG[lang] ?? 'search'}/`;
}

export const PLACEHOLDER: Record<string, string> = {
  en: 'Ask a question, e.g. Which awards has she won?',
  de: 'Stellen Sie eine Frage, z. B. Welche Preise hat sie gewonnen?',
};

export function searchForm(lang: string, query = '', id = 'q'): string {
  return `<form class="ask" action="${escapeHtml(searchPath(lang))}" method="get" role="search">
<label class="skip" for="${id}">${escapeHtml(labels(lang).search)}</label>
<input type="search" id="${id}" name="q" value="${escapeHtml(query)}" maxlength="${QUERY_MAX}" placeholder="${escapeHtml(PLACEHOLDER[lang] ?? PLACEHOLDER.en)}" required>
<button type="submit">${escapeHtml(labels(lang).search)}</button>
</form>`;
}
