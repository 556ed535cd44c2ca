/**
 * Discovery catalogs: RFC 9727 api-catalog (linkset), the AI Catalog draft, and the
 * Agent Skills discovery index (0.2.0) whose digests hash the exact bytes served.
 */
import { createHash } from 'node:crypto';
import type { Site } from '../site/site-types.ts';
import { localize } from '../site/site-types.ts';
import { skillMd, SKILL_NAME } from './agent-documents.ts';
import { tdmPolicyUrl } from './usage-rights.ts';
import { SERVER_CARD_TYPE } from '../mcp/server-card.ts';

export const API_CATALOG_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';
export const API_CATALOG_PATH = '/.well-known/api-catalog';
export const SKILL_PATH = `/.well-known/agent-skills/${SKILL_NAME}/SKILL.md`;

const developerDocs = (site: Site) => site.languages.filter((l) => site.byPath.has(`/${l}/developers/`)).map((l) => ({ href: `${site.baseUrl}/${l}/developers/`, type: 'text/html', hreflang: l }));

export function apiCatalog(site: Site) {
  const base = site.baseUrl;
  const meta = [
    { href: tdmPolicyUrl(site), type: 'text/html', title: 'Terms of use' },
    { href: `${base}/.well-known/tdmrep.json`, type: 'application/json', title: 'TDM reservation (TDMRep)' },
  ];
  const api = (anchor: string, desc: { href: string; type: string }) => ({ anchor, 'service-desc': [desc], 'service-doc': developerDocs(site), 'service-meta': meta });
  return {
    linkset: [
      { anchor: `${base}${API_CATALOG_PATH}`, item: [{ href: `${base}/v1/ask` }, { href: `${base}/mcp` }] },
      api(`${base}/v1/ask`, { href: `${base}/openapi.json`, type: 'application/vnd.oai.openapi+json;version=3.1' }),
      api(`${base}/mcp`, { href: `${base}/mcp/server-card`, type: SERVER_CARD_TYPE }),
    ],
  };
}

export function skillDigest(site: Site): string {
  return `sha256:${createHash('sha256')
    .update(Buffer.from(skillMd(site)))
    .digest('hex')}`;
}

export function agentSkillsIndex(site: Site) {
  return {
    $schema: 'https://schemas.agentskills.io/discovery/0.2.0/schema.json',
    skills: [
      {
        name: SKILL_NAME,
        type: 'skill-md',
        description: `Answer questions about ${site.person.name} from her website through its read-only search, Markdown pages and MCP server, within the site's terms of use.`,
        url: `${site.baseUrl}${SKILL_PATH}`,
        digest: skillDigest(site),
      },
    ],
  };
}

export function aiCatalog(site: Site) {
  const base = site.baseUrl;
  const name = localize(site.name, site.languages.includes('en') ? 'en' : site.defaultLanguage);
  return {
    specVersion: '0.1',
    host: { name, url: `${base}/`, termsOfService: tdmPolicyUrl(site) },
    entries: [
      { identifier: `${site.canonicalHost}/mcp`, type: 'mcp-server-card', name: `${name}: MCP server`, url: `${base}/mcp/server-card`, mediaType: SERVER_CARD_TYPE },
      { identifier: `${site.canonicalHost}/openapi`, type: 'openapi', name: `${name}: search API`, url: `${base}/openapi.json`, mediaType: 'application/json' },
      {
        identifier: `${site.canonicalHost}/agent-skills`,
        type: 'agent-skills-index',
        name: `${name}: agent skills`,
        url: `${base}/.well-known/agent-skills/index.json`,
        mediaType: 'application/json',
      },
    ],
  };
}
