/**
 * llms.txt files (llmstxt.org): one H1, a blockquote summary, a paragraph with the terms
 * of use, then H2 sections of `[title](address.md): description` lists, less important
 * pages under `## Optional`. /llms-full.txt holds every page's Markdown view.
 */
import { absoluteUrl, localize, type Page, type Site } from '../site/site-types.ts';
import { markdownPath } from '../site/resolve-address.ts';
import { usageStatement } from '../site/usage-statement.ts';
import { policyUrl } from '../site/json-ld.ts';
import { labels } from './labels.ts';
import { exampleQuery } from './example-query.ts';
import { markdownView } from './markdown-view.ts';

const depth = (page: Page) => page.path.split('/').length - 2;
const parentPath = (page: Page) => page.path.replace(/[^/]+\/$/, '');

const link = (site: Site, page: Page) => `- [${page.title}](${absoluteUrl(site, markdownPath(page.path))}): ${page.description}`;

/** Pages of one language grouped: main pages, then each page's sub-pages under its title, optional ones last. */
function pageSections(site: Site, lang: string, withLanguageInHeading: boolean, listedElsewhere: ReadonlySet<string> = new Set()): string[] {
  const l = labels(lang, site);
  const pages = site.pages.filter((p) => p.lang === lang && !p.optional && !listedElsewhere.has(p.path));
  const suffix = withLanguageInHeading ? ` (${l.languageName[lang] ?? lang})` : '';
  const out = [`## ${l.pages}${suffix}`, '', ...pages.filter((p) => depth(p) <= 2).map((p) => link(site, p)), ''];
  const parents = new Map<string, Page[]>();
  for (const page of pages.filter((p) => depth(p) > 2)) parents.set(parentPath(page), [...(parents.get(parentPath(page)) ?? []), page]);
  for (const [path, children] of parents) {
    out.push(`## ${site.byPath.get(path)?.title ?? path}${suffix}`, '', ...children.map((p) => link(site, p)), '');
  }
  return out;
}

/** The developer page of a language, listed under "for agents" (and so not again among the pages: each address once). */
const developerPage = (site: Site, lang: string) => site.byPath.get(`/${lang}/developers/`);

function agentLinks(site: Site, lang: string): string[] {
  const l = labels(lang, site);
  const developers = developerPage(site, lang);
  return [
    `## ${l.forAgents}`,
    '',
    ...(developers ? [link(site, developers)] : []),
    `- [agents.md](${site.baseUrl}/agents.md): ${l.agentsMdText}`,
    `- [OpenAPI](${site.baseUrl}/openapi.json): ${l.openapiText}`,
    `- [MCP server card](${site.baseUrl}/mcp/server-card): ${l.mcpCardText}`,
    `- [${l.search}](${site.baseUrl}/v1/ask?query=${encodeURIComponent(exampleQuery(site, lang))}): ${l.searchText}`,
    `- [llms-full.txt](${site.baseUrl}/llms-full.txt): ${l.llmsFullText}`,
    '',
  ];
}

function termsParagraph(site: Site, lang: string): string {
  const usage = usageStatement(site, lang);
  const l = labels(lang, site);
  const statement = usage.text ? `${usage.text} ` : '';
  return `${l.terms}: ${statement}${l.credit}: "${localize(site.terms.creditText, lang, site.defaultLanguage)}". ${l.details}: ${policyUrl(site, lang)}`;
}

function optionalSection(site: Site, langs: string[]): string[] {
  const optional = site.pages.filter((p) => langs.includes(p.lang) && p.optional);
  return optional.length ? ['## Optional', '', ...optional.map((p) => link(site, p)), ''] : [];
}

/** The H1, the blockquote summary and the terms paragraph every llms.txt opens with. */
function head(site: Site, lang: string): string[] {
  return [`# ${localize(site.name, lang, site.defaultLanguage)}`, '', `> ${localize(site.description, lang, site.defaultLanguage)}`, '', termsParagraph(site, lang), ''];
}

/** /en/llms.txt, /de/llms.txt: one language throughout. */
export function llmsTxt(site: Site, lang: string): string {
  return [...head(site, lang), ...pageSections(site, lang, false, new Set([developerPage(site, lang)?.path ?? ''])), ...agentLinks(site, lang), ...optionalSection(site, [lang])].join('\n');
}

/** /llms.txt: in English where the site has it, listing the pages of every language. */
export function llmsTxtIndex(site: Site): string {
  const lang = site.languages.includes('en') ? 'en' : site.defaultLanguage;
  const others = site.languages.filter((l) => l !== lang);
  return [
    ...head(site, lang),
    `Per language: ${site.languages.map((l) => `${site.baseUrl}/${l}/llms.txt`).join(', ')}.`,
    '',
    ...[lang, ...others].flatMap((l) => pageSections(site, l, true, new Set(l === lang ? [developerPage(site, lang)?.path ?? ''] : []))),
    ...agentLinks(site, lang),
    ...optionalSection(site, site.languages),
  ].join('\n');
}

/** /llms-full.txt: the index, then every page's Markdown view. */
export function llmsFullTxt(site: Site): string {
  const views = site.pages.map((p) => markdownView(site, p.path)).filter((v): v is string => v !== undefined);
  return [llmsTxtIndex(site), ...views].join('\n\n');
}
