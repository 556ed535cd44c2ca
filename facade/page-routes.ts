/**
 * Pages: HTML at their address; the same page as Markdown at address.md, with
 * Accept: text/markdown, or with ?mode=agent. `/` picks a language by Accept-Language.
 * Lookups go through the loaded pages only, never the file system.
 */
import type { Context, Middleware } from 'koa';
import type { Site } from '../server/site/site-types.ts';
import { markdownView } from '../server/documents/markdown-view.ts';
import { loadHtmlRenderer, renderNotFound, renderPage } from '../server/documents/render-html.ts';
import { markdownPath } from '../server/site/resolve-address.ts';
import { renderSearchPage } from '../server/documents/search-page.ts';
import { searchPath } from '../server/documents/search-form.ts';
import { HttpError } from './http-error.ts';
import { pickLanguage } from '../server/site/pick-language.ts';
import { sendDocument } from './send-document.ts';
import { addLink } from './response-headers.ts';
import { compressBody } from './compression.ts';
import type { DocumentCache } from './document-cache.ts';

const MARKDOWN = 'text/markdown; charset=utf-8';
const HTML = 'text/html; charset=utf-8';

function sendMarkdown(ctx: Context, site: Site, path: string, cache: DocumentCache): boolean {
  const body = cache(site, `md:${path}`, () => markdownView(site, path));
  if (body === undefined) return false;
  addLink(ctx, `<${site.baseUrl}${path}>; rel="canonical"; type="text/html"`);
  sendDocument(ctx, body, MARKDOWN, { vary: 'Accept' });
  return true;
}

/**
 * A middleware in front of the router: `/`, and every address under a language, which is
 * one map lookup in the loaded pages.
 */
export function pageMiddleware(getSite: () => Site, cache: DocumentCache): Middleware {
  const root: Middleware = (ctx) => {
    const site = getSite();
    ctx.vary('Accept-Language');
    ctx.set('Cache-Control', 'public, max-age=300');
    const lang = pickLanguage(site, ctx.get('Accept-Language'));
    ctx.redirect(`/${lang}/`);
  };

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/') return root(ctx, next);
    if (!/^\/[a-z]{2}(?:\.md|\/.*)?$/.test(ctx.path)) return next();
    const site = getSite();
    const path = ctx.path;
    if (path.endsWith('.md')) {
      const page = site.byPath.get(path.slice(0, -3).replace(/\/index$/, '') + '/');
      if (page && markdownPath(page.path) === path && sendMarkdown(ctx, site, page.path, cache)) return;
      return next();
    }
    const searchLang = site.languages.find((l) => searchPath(l) === path);
    if (searchLang) {
      await loadHtmlRenderer();
      const q = ctx.query.q;
      ctx.vary('Accept');
      ctx.set('Cache-Control', 'no-store');
      ctx.type = HTML;
      ctx.body = renderSearchPage(site, searchLang, typeof q === 'string' ? q : '');
      compressBody(ctx);
      return;
    }
    const page = site.byPath.get(path);
    if (!page) {
      if (!path.endsWith('/') && site.byPath.has(`${path}/`)) {
        ctx.status = 301;
        ctx.redirect(`${path}/${ctx.querystring ? `?${ctx.querystring}` : ''}`);
        return;
      }
      return next();
    }
    const wantsMarkdown = ctx.query.mode === 'agent' || ctx.accepts('text/html', 'text/markdown') === 'text/markdown';
    if (wantsMarkdown) {
      sendMarkdown(ctx, site, page.path, cache);
      return;
    }
    await loadHtmlRenderer();
    sendDocument(ctx, cache(site, `html:${page.path}`, () => renderPage(site, page))!, HTML, { vary: 'Accept' });
  };
}

/** Last in the chain: a 404 page for browsers, the JSON error body for everyone else. */
export function notFound(getSite: () => Site) {
  return async (ctx: Context) => {
    const site = getSite();
    if (ctx.method === 'GET' || ctx.method === 'HEAD') {
      if (ctx.accepts('application/json', 'text/html') === 'text/html' && ctx.get('Accept')) {
        await loadHtmlRenderer();
        const lang = site.languages.find((l) => ctx.path.startsWith(`/${l}/`)) ?? site.defaultLanguage;
        ctx.status = 404;
        ctx.type = HTML;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = renderNotFound(site, lang);
        return;
      }
    }
    throw new HttpError(404, 'not_found', `Nothing at ${ctx.path}.`, 'See /llms.txt for the addresses this site serves.');
  };
}
