/**
 * The Markdown view of a page: a header block, the page as get_page returns it, and the
 * terms of use. The same text for /en/press.md, Accept: text/markdown and ?mode=agent,
 * for llms-full.txt and for MCP resources.
 */
import { getPage } from '../../tools/get-page.ts';
import { localize, type Site } from '../site/site-types.ts';
import { policyUrl } from '../site/json-ld.ts';
import { usageStatement } from '../site/usage-statement.ts';
import { labels } from './labels.ts';
import { formatDate } from './interface-words.ts';

export function markdownView(site: Site, path: string): string | undefined {
  const outcome = getPage(site, { path });
  if (!outcome.ok) return undefined;
  const page = outcome.value;
  const l = labels(page.language, site);
  const header = [
    `# ${page.title}`,
    '',
    `> ${page.description}`,
    '',
    `- ${l.address}: ${page.url}`,
    `- ${l.language}: ${l.languageName[page.language] ?? page.language} (${page.language})`,
    ...page.translations.map((t) => `- ${l.otherLanguage}: ${l.languageName[t.language]} (${t.language}): ${t.url}`),
    ...(page.updated ? [`- ${l.updated}: ${page.updated} (${formatDate(page.updated, page.language)})`] : []),
  ];
  return `${header.join('\n')}\n\n${page.markdown.trim()}\n\n${termsBlock(site, page.language)}\n`;
}

/** The terms of use, as a closing Markdown paragraph. */
export function termsBlock(site: Site, lang: string): string {
  const l = labels(lang, site);
  const usage = usageStatement(site, lang);
  const statement = usage.text ? `${usage.text} ` : '';
  return ['---', '', `**${l.terms}:** ${statement}${l.credit}: "${localize(site.terms.creditText, lang, site.defaultLanguage)}". ${l.details}: ${policyUrl(site, lang)}`].join('\n');
}
