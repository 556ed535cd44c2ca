/** The read-only documents of §4.5: llms files, OpenAPI, catalogs, agent files, robots, TDMRep. */
import type { Middleware } from 'koa';
import type { Site } from '../server/site/site-types.ts';
import { llmsFullTxt, llmsTxt, llmsTxtIndex } from '../server/documents/llms-txt.ts';
import { openApiDocument } from '../server/documents/openapi.ts';
import { agentSkillsIndex, aiCatalog, apiCatalog, API_CATALOG_PATH, API_CATALOG_TYPE, SKILL_PATH } from '../server/documents/catalogs.ts';
import { agentsMd, skillMd } from '../server/documents/agent-documents.ts';
import { robotsTxt, tdmrepJson } from '../server/documents/usage-rights.ts';
import { SITE_CSS } from '../server/documents/site-css.ts';
import { sitemapXml } from '../server/images/sitemap.ts';
import { CONSOLE_JS, CONSOLE_PATH } from '../server/documents/console-js.ts';
import { SERVER_CARD_TYPE, serverCard } from '../server/mcp/server-card.ts';
import { sendDocument } from './send-document.ts';
import { PROFILE_PATH } from '../server/mcp/profile-path.ts';
import { getProfile } from '../tools/get-profile.ts';

/** The profile resource's bytes over HTTP, so its URI can be fetched too. */
function profileOf(site: Site) {
  const outcome = getProfile(site, {});
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
}
import type { DocumentCache } from './document-cache.ts';

const TEXT = 'text/plain; charset=utf-8';
const MARKDOWN = 'text/markdown; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const pretty = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

/** Address -> media type and builder. Exported so the static export writes the same set. */
export function documents(site: Site): Record<string, { type: string; build: () => string }> {
  const docs: Record<string, { type: string; build: () => string }> = Object.create(null);
  Object.assign(docs, {
    '/llms.txt': { type: TEXT, build: () => llmsTxtIndex(site) },
    '/llms-full.txt': { type: TEXT, build: () => llmsFullTxt(site) },
    '/openapi.json': { type: JSON_TYPE, build: () => pretty(openApiDocument(site)) },
    [API_CATALOG_PATH]: { type: API_CATALOG_TYPE, build: () => pretty(apiCatalog(site)) },
    '/.well-known/ai-catalog.json': { type: JSON_TYPE, build: () => pretty(aiCatalog(site)) },
    '/.well-known/agent-skills/index.json': { type: JSON_TYPE, build: () => pretty(agentSkillsIndex(site)) },
    [SKILL_PATH]: { type: MARKDOWN, build: () => skillMd(site) },
    '/agents.md': { type: MARKDOWN, build: () => agentsMd(site) },
    '/robots.txt': { type: TEXT, build: () => robotsTxt(site) },
    '/sitemap.xml': { type: 'application/xml; charset=utf-8', build: () => sitemapXml(site) },
    '/.well-known/tdmrep.json': { type: JSON_TYPE, build: () => pretty(tdmrepJson(site)) },
    '/mcp/server-card': { type: SERVER_CARD_TYPE, build: () => pretty(serverCard(site)) },
    '/.well-known/mcp/server-card.json': { type: SERVER_CARD_TYPE, build: () => pretty(serverCard(site)) },
    '/site.css': { type: 'text/css; charset=utf-8', build: () => SITE_CSS },
    [PROFILE_PATH]: { type: JSON_TYPE, build: () => pretty(profileOf(site)) },
    [CONSOLE_PATH]: { type: 'text/javascript; charset=utf-8', build: () => CONSOLE_JS },
  });
  for (const lang of site.languages) docs[`/${lang}/llms.txt`] = { type: TEXT, build: () => llmsTxt(site, lang) };
  return docs;
}

/**
 * A middleware, not a router entry: a document is one map lookup away, before any route is
 * matched (these are the most requested addresses).
 */
export function documentMiddleware(getSite: () => Site, cache: DocumentCache): Middleware {
  const tables = new WeakMap<Site, ReturnType<typeof documents>>();
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const site = getSite();
    let table = tables.get(site);
    if (!table) tables.set(site, (table = documents(site)));
    const doc = table[ctx.path];
    if (!doc) return next();
    const body = cache(site, ctx.path, doc.build)!;
    if (ctx.path === API_CATALOG_PATH) ctx.append('Link', `<${API_CATALOG_PATH}>; rel="api-catalog"`);
    sendDocument(ctx, body, doc.type);
  };
}
