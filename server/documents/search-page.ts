/**
 * The HTML search page for people (/en/search/?q=, /de/suche/?q=): a plain form and the
 * results of the search_site tool. Works without JavaScript; everything is escaped.
 */
import type { Site } from '../site/site-types.ts';
import { searchSite, QUERY_MAX } from '../../tools/search-site.ts';
import { htmlShell } from './render-html.ts';
import { escapeHtml } from './html-escape.ts';
import { labels } from './labels.ts';
import { searchForm, searchPath } from './search-form.ts';
import { fill, resultCount } from './interface-words.ts';

export function renderSearchPage(site: Site, lang: string, query: string): string {
  const l = labels(lang, site);
  let body = '';
  const q = query.trim();
  if (q && [...q].length > QUERY_MAX) body = `<p>${escapeHtml(fill(l.tooLong, { max: QUERY_MAX }))}</p>`;
  else if (q) {
    const outcome = searchSite(site, { query: q, lang });
    const results = outcome.ok ? outcome.value.results : [];
    body = results.length
      ? `<p>${escapeHtml(resultCount(l, results.length, lang))}</p>\n<ol class="results">${results
          .map((r) => {
            const href = r.url.startsWith(site.baseUrl) ? r.url.slice(site.baseUrl.length) : r.url;
            return `<li><a href="${escapeHtml(href)}">${escapeHtml(r.name)}</a> <span class="score">${r.score.toFixed(2)}</span><br>${escapeHtml(r.description ?? '')}</li>`;
          })
          .join('\n')}</ol>`
      : `<p>${escapeHtml(l.noResults)}</p>`;
  }
  const alternates = Object.fromEntries(site.languages.map((code) => [code, searchPath(code)]));
  return htmlShell({
    site,
    lang,
    title: l.search,
    description: l.placeholder,
    path: searchPath(lang),
    alternates,
    robots: 'noindex',
    main: `<h1>${escapeHtml(l.search)}</h1>\n${searchForm(lang, q, 'q', site)}\n${body}`,
  });
}
