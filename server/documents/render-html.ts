/**
 * Server-rendered HTML of a page (remark -> rehype), in a small layout: lang, meta,
 * hreflang alternates, the Markdown alternate, JSON-LD, navigation, language switch.
 * No JavaScript is needed; every value from the content is escaped.
 */
import { absoluteUrl, localize, type Page, type Site } from '../site/site-types.ts';
import { pageJsonLd } from '../site/json-ld.ts';
import { markdownPath } from '../site/resolve-address.ts';
import { labels } from './labels.ts';
import { formatDate } from './interface-words.ts';
import { termsBlock } from './markdown-view.ts';
import { tdmPolicyUrl } from './usage-rights.ts';
import { reservesMining } from '../site/site-terms.ts';
import { escapeHtml, scriptJson } from './html-escape.ts';
import { searchPath } from './search-form.ts';
import { developerConsole } from './developer-console.ts';
import { photoFigures } from '../images/photo-figures.ts';
import { FAVICON_LINKS, socialMeta } from '../images/social-meta.ts';

export { escapeHtml };

export const STYLESHEET_PATH = '/site.css';

let renderer: typeof import('./markdown-html.ts') | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the Markdown-to-HTML renderer (remark, rehype) once; every HTML route awaits it
 * before rendering. Start-up does not pay for it: stdio never renders HTML, and a server
 * preloads it after it has started listening.
 */
export function loadHtmlRenderer(): Promise<void> {
  return (loading ??= import('./markdown-html.ts').then((module) => {
    renderer = module;
  }));
}

function markdownToHtml(markdown: string, sectionIds: string[], photos?: ReturnType<typeof photoFigures>): string {
  if (!renderer) throw new Error('The HTML renderer is not loaded yet: await loadHtmlRenderer() before rendering');
  return renderer.markdownToHtml(markdown, sectionIds, photos);
}

function navigation(site: Site, lang: string, current?: string): string {
  const items = site.pages.filter((p) => p.lang === lang && !p.optional && p.path.split('/').length <= 4);
  return (
    items.map((p) => `<li><a href="${escapeHtml(p.path)}"${p.path === current ? ' aria-current="page"' : ''}>${escapeHtml(p.title)}</a></li>`).join('') +
    `<li><a href="${escapeHtml(searchPath(lang))}"${current === searchPath(lang) ? ' aria-current="page"' : ''}>${escapeHtml(labels(lang, site).search)}</a></li>`
  );
}

function footer(site: Site, lang: string): string {
  const optional = site.pages.filter((p) => p.lang === lang && p.optional);
  const terms = markdownToHtml(termsBlock(site, lang).replace(/^---\n\n/, ''), []);
  const links = [
    ...optional.map((p) => `<a href="${escapeHtml(p.path)}">${escapeHtml(p.title)}</a>`),
    `<a href="/${escapeHtml(lang)}/llms.txt">llms.txt</a>`,
    `<a href="/agents.md">agents.md</a>`,
    `<a href="/openapi.json">OpenAPI</a>`,
  ];
  return `<footer>${terms}<p>${links.join(' · ')}</p></footer>`;
}

export interface Shell {
  site: Site;
  lang: string;
  title: string;
  description: string;
  path?: string;
  alternates?: Record<string, string>;
  markdownHref?: string;
  jsonLd?: unknown;
  main: string;
  robots?: string;
  /** Scripts from the site itself (the Content-Security-Policy allows no others). */
  scripts?: string[];
}

/** The layout every HTML page shares. */
export function htmlShell(s: Shell): string {
  const { site, lang } = s;
  const l = labels(lang, site);
  const siteName = localize(site.name, lang, site.defaultLanguage);
  // One link per other language, each named in its own language ("Français", "Deutsch").
  const switcher = Object.entries(s.alternates ?? {})
    .filter(([code]) => code !== lang)
    .map(([code, path]) => `<a class="lang" href="${escapeHtml(path)}" hreflang="${escapeHtml(code)}" lang="${escapeHtml(code)}">${escapeHtml(labels(code, site).switchTo)}</a>`)
    .join(' ');
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(s.title === siteName ? siteName : `${s.title} · ${siteName}`)}</title>`,
    `<meta name="description" content="${escapeHtml(s.description)}">`,
    s.robots ? `<meta name="robots" content="${escapeHtml(s.robots)}">` : '',
    reservesMining(site.terms) ? `<meta name="tdm-reservation" content="1">\n<meta name="tdm-policy" content="${escapeHtml(tdmPolicyUrl(site))}">` : '',
    s.path ? `<link rel="canonical" href="${escapeHtml(absoluteUrl(site, s.path))}">` : '',
    ...Object.entries(s.alternates ?? {}).map(([code, path]) => `<link rel="alternate" hreflang="${escapeHtml(code)}" href="${escapeHtml(absoluteUrl(site, path))}">`),
    s.markdownHref ? `<link rel="alternate" type="text/markdown" href="${escapeHtml(s.markdownHref)}">` : '',
    `<link rel="stylesheet" href="${STYLESHEET_PATH}">`,
    ...socialMeta(site, s),
    ...FAVICON_LINKS,
    s.jsonLd ? `<script type="application/ld+json">${scriptJson(s.jsonLd)}</script>` : '',
    ...(s.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}" defer></script>`),
  ].filter(Boolean);
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
${head.join('\n')}
</head>
<body>
<a class="skip" href="#content">${escapeHtml(l.skip)}</a>
<header><a class="site" href="/${escapeHtml(lang)}/">${escapeHtml(siteName)}</a>${switcher}
<nav aria-label="${escapeHtml(l.mainNav)}"><ul>${navigation(site, lang, s.path)}</ul></nav></header>
<main id="content">
${s.main}
</main>
${footer(site, lang)}
</body>
</html>
`;
}

export function renderPage(site: Site, page: Page): string {
  const ids = page.sections.filter((sec) => sec.level > 1 && sec.kind !== 'photo').map((sec) => sec.id);
  const alternates = { [page.lang]: page.path, ...page.translations };
  return htmlShell({
    site,
    lang: page.lang,
    title: page.title,
    description: page.description,
    path: page.path,
    alternates,
    markdownHref: markdownPath(page.path),
    jsonLd: pageJsonLd(site, page),
    main: `<h1>${escapeHtml(page.title)}</h1>\n${markdownToHtml(page.body, ids, photoFigures(site, page))}${updatedLine(site, page)}${isDeveloperPage(page) ? `\n${developerConsole(page.lang, site)}` : ''}`,
    scripts: isDeveloperPage(page) ? ['/console.js'] : [],
  });
}

/** "Last updated: 1 October 2026" in the page's language, where the page gives a date. */
function updatedLine(site: Site, page: Page): string {
  if (!page.updated) return '';
  return `\n<p class="updated">${escapeHtml(labels(page.lang, site).updated)}: <time datetime="${escapeHtml(page.updated)}">${escapeHtml(formatDate(page.updated, page.lang))}</time></p>`;
}

/** The developer pages (/en/developers/, /de/developers/) carry the live console. */
export function isDeveloperPage(page: Page): boolean {
  return page.path === `/${page.lang}/developers/`;
}

export function renderNotFound(site: Site, lang: string): string {
  const l = labels(lang, site);
  const home = `/${lang}/`;
  return htmlShell({
    site,
    lang,
    title: l.notFound,
    description: l.notFoundText,
    robots: 'noindex',
    main: `<h1>${escapeHtml(l.notFound)}</h1>\n<p>${escapeHtml(l.notFoundText)} <a href="${escapeHtml(home)}">${escapeHtml(localize(site.name, lang, site.defaultLanguage))}</a></p>`,
  });
}
