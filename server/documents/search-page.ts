/**
 * The HTML search page for people (/en/search/?q=, /de/suche/?q=): a plain form and the
 * results of the search_site tool. Works without JavaScript; everything is escaped.
 */
import type { Site } from '../site/site-types.ts';
import { searchSite, QUERY_MAX } from '../../tools/search-site.ts';
import { htmlShell } from './render-html.ts';
import { escapeHtml } from './html-escape.ts';
import { labels } from './labels.ts';
import { searchForm, searchPath, PLACEHOLDER } from './search-form.ts';

const WORDS: Record<string, { none: string; tooLong: string; results: (n: number) => string }> = {
  en: { none: 'Nothing on this site answers that. Try other words.', tooLong: `Please ask in at most ${QUERY_MAX} characters.`, results: (n) => `${n} result${n === 1 ? '' : 's'}` },
  de: { none: 'Dazu findet sich auf dieser Website nichts. Versuchen Sie andere Wörter.', tooLong: `Bitte fragen Sie in höchstens ${QUERY_MAX} Zeichen.`, results: (n) => `${n} Ergebnis${n === 1 ? '' : 'se'}` },
};

export function renderSearchPage(site: Site, lang: string, query: string): string {
  const w = WORDS[lang] ?? WORDS.en;
  const l = labels(lang);
  let body = '';
  const q = query.trim();
  if (q && [...q].length > QUERY_MAX) body = `<p>${escapeHtml(w.tooLong)}</p>`;
  else if (q) {
    const outcome = searchSite(site, { query: q, lang });
    const results = outcome.ok ? outcome.value.results : [];
    body = results.length
      ? `<p>${escapeHtml(w.results(results.length))}</p>\n<ol class="results">${results
          .map((r) => {
            const href = r.url.startsWith(site.baseUrl) ? r.url.slice(site.baseUrl.length) : r.url;
            return `<li><a href="${escapeHtml(href)}">${escapeHtml(r.name)}</a> <span class="score">${r.score.toFixed(2)}</span><br>${escapeHtml(r.description ?? '')}</li>`;
          })
          .join('\n')}</ol>`
      : `<p>${escapeHtml(w.none)}</p>`;
  }
  const alternates = Object.fromEntries(site.languages.map((code) => [code, searchPath(code)]));
  return htmlShell({
    site,
    lang,
    title: l.search,
    description: PLACEHOLDER[lang] ?? PLACEHOLDER.en,
    path: searchPath(lang),
    alternates,
    robots: 'noindex',
    main: `<h1>${escapeHtml(l.search)}</h1>\n${searchForm(lang, q)}\n${body}`,
  });
}
