/**
 * agents.md and the agent skill (SKILL.md): how an agent uses this site's interface and
 * what it may not do. Facts come from the profile tool, so they cannot drift.
 */
import { getProfile } from '../../tools/get-profile.ts';
import { localize, type Site } from '../site/site-types.ts';
import { markdownPath } from '../site/resolve-address.ts';
import { exampleQuery } from './example-query.ts';

export const SKILL_NAME = 'portfolio-site';

function profileOf(site: Site) {
  const outcome = getProfile(site, { lang: site.languages.includes('en') ? 'en' : site.defaultLanguage });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
}

function usageSection(site: Site): string {
  const p = profileOf(site);
  const own = p.rights.statement !== [p.rights.allowed, p.rights.notAllowed, p.rights.photographs ?? ''].filter(Boolean).join(' ');
  const lines = own ? [p.rights.statement] : [p.rights.allowed, p.rights.notAllowed, p.rights.photographs ?? ''];
  return `## What you may do

${[...lines.filter(Boolean), `Credit line: "${p.rights.creditText}".`, `Terms: ${p.rights.policyUrl}`].map((line) => `- ${line}`).join('\n')}`;
}

/** A page every site has (the terms page), to show the Markdown address form. */
function examplePage(site: Site): string {
  return markdownPath(localize(site.terms.policy, 'en', site.defaultLanguage));
}

const endpoints = (site: Site) => {
  const base = site.baseUrl;
  return `## Endpoints

| Need | Use |
|---|---|
| Who the person is, contact, terms | MCP tool \`get_profile\` |
| Find the page that answers a question | \`GET ${base}/v1/ask?query=...&lang=en\` (JSON), \`&streaming=true\` (Server-Sent Events), or MCP tool \`search_site\` |
| Read a page | ${base}${examplePage(site)} (any page address without its slash, plus \`.md\`), \`Accept: text/markdown\`, \`?mode=agent\`, or MCP tool \`get_page\` |
| MCP (Streamable HTTP, stateless) | \`POST ${base}/mcp\`; server card: ${base}/mcp/server-card |
| Overview | ${base}/llms.txt, ${base}/llms-full.txt, ${site.languages.map((l) => `${base}/${l}/llms.txt`).join(', ')} |
| API description | ${base}/openapi.json |

No key, no account. Pages exist in ${site.languages.map((l) => `/${l}/`).join(' and ')}; each page links its translation.`;
};

export function agentsMd(site: Site): string {
  const p = profileOf(site);
  return `# Agent instructions: ${p.site.name}

${p.site.description} Everything here is public and read-only.

${endpoints(site)}

## Good practice

- Ask \`/v1/ask\` or \`search_site\` first, then read the one page you need; do not crawl the site.
- Quote the page URL you used, so the person can check it.
- For follow-up questions, send the earlier questions as \`context.prev\` (POST) or \`prev\` (MCP).

${usageSection(site)}
`;
}

export function skillMd(site: Site): string {
  const p = profileOf(site);
  return `---
name: ${SKILL_NAME}
description: Answer questions about ${p.name}${p.jobTitle ? ` (${p.jobTitle})` : ''} from the website ${p.site.url} - ${p.pages
    .slice(0, 8)
    .map((page) => page.title)
    .join(', ')} - through its read-only search, Markdown pages and MCP server. Use when a person asks about ${p.name}, their work, their terms of use or how to get in touch.
---

# Using ${p.site.name}

${endpoints(site)}

## Steps

1. Search: \`curl '${site.baseUrl}/v1/ask?query=${encodeURIComponent(exampleQuery(site, p.language))}'\`. Results are page sections, best first, each with \`url\`, \`description\` and a \`markdown\` link.
2. Read the best result's \`markdown\` URL for the full page.
3. Answer with the facts and link the page URL.

${usageSection(site)}
`;
}
