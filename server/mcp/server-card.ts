/** The MCP server card (SEP-2127 draft): what the server is and where to connect. */
import { SDK_PROTOCOL_VERSIONS } from './protocol-versions.ts';
import { localize, type Site } from '../site/site-types.ts';
import { PACKAGE_VERSION, reverseDnsName } from './server-info.ts';

export const SERVER_CARD_TYPE = 'application/mcp-server-card+json';
export const MODERN_PROTOCOL_VERSION = '2026-07-28';

export function protocolVersions(): string[] {
  return [...new Set([MODERN_PROTOCOL_VERSION, ...SDK_PROTOCOL_VERSIONS])];
}

export function serverCard(site: Site) {
  const lang = site.defaultLanguage === 'en' || !site.languages.includes('en') ? site.defaultLanguage : 'en';
  return {
    $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
    name: reverseDnsName(site),
    version: PACKAGE_VERSION,
    title: localize(site.name, lang),
    description: `Read-only facts of ${site.person.name}'s website: profile, pages as Markdown, and bilingual search (tools get_profile, get_page, search_site).`,
    websiteUrl: `${site.baseUrl}${site.byPath.has(`/${lang}/developers/`) ? `/${lang}/developers/` : `/${lang}/`}`,
    remotes: [{ type: 'streamable-http', url: `${site.baseUrl}/mcp`, supportedProtocolVersions: protocolVersions() }],
    capabilities: { tools: { listChanged: false } },
    tools: ['get_profile', 'get_page', 'search_site'],
  };
}
