/**
 * Pictures and files: /assets/... (the owner's files as they are), /images/... (the
 * photographs' fingerprinted versions, immutable), /favicon.svg and /favicon.ico.
 * Every answer carries the rights headers of every response (responseHeaders), and a
 * photograph's also a Link to its licence. Strong ETags, byte ranges, 304s.
 *
 * The content folder is a boundary: a path is resolved inside assets/, and the file's real
 * path (every symbolic link followed) must still be inside the content folder.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import { statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { Page, Site } from '../server/site/site-types.ts';
import { HttpError } from './http-error.ts';
import { sendFile } from './send-file.ts';
import { addLink } from './response-headers.ts';
import { staysInside } from '../server/images/content-boundary.ts';
import { parseDerivativePath } from '../server/images/derivative-names.ts';
import { derivativeStore, type DerivativeStore } from '../server/images/derivative-store.ts';
import { photoLicense } from '../server/images/image-object.ts';
import { icoFromSvg, monogramSvg } from '../server/images/favicon.ts';
import type { Photo } from '../server/images/photo-types.ts';

const YEAR = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600';
const DAY = 'public, max-age=86400';

const notFound = (ctx: Context) => new HttpError(404, 'not_found', `Nothing at ${ctx.path}.`, 'See /llms.txt for the addresses this site serves.');

export function assetRoutes(router: Router, getSite: () => Site, images: DerivativeStore = derivativeStore(getSite)): void {
  const byFile = new WeakMap<Site, Map<string, { photo: Photo; page: Page }>>();
  const photoOfFile = (site: Site, file: string) => {
    let map = byFile.get(site);
    if (!map) {
      map = new Map();
      // A file has no language: its Link names the terms in English where the site has them (as tdm-policy does).
      const lang = site.languages.includes('en') ? 'en' : site.defaultLanguage;
      const pages = [...site.pages].sort((a, b) => Number(b.lang === lang) - Number(a.lang === lang));
      for (const page of pages) for (const photo of page.photos ?? []) if (!map.has(photo.file)) map.set(photo.file, { photo, page });
      byFile.set(site, map);
    }
    return map.get(file);
  };
  const licenseLink = (ctx: Context, site: Site, entry: { photo: Photo; page: Page } | undefined) => {
    if (entry) addLink(ctx, `<${photoLicense(site, entry.page, entry.photo)}>; rel="license"`);
  };

  router.get(/^\/assets\/(.+)$/, (ctx) => {
    const site = getSite();
    const file = assetFile(site, ctx.path);
    if (!file) throw notFound(ctx);
    const entry = photoOfFile(site, file.rel);
    licenseLink(ctx, site, entry);
    sendFile(ctx, {
      path: file.abs,
      size: file.size,
      type: extname(file.abs) || 'application/octet-stream',
      // A photograph's content hash (read at load) when it is unchanged; else size and time, as nginx does.
      etag: entry && entry.photo.bytes === file.size && entry.photo.mtimeMs === file.mtimeMs ? `"${entry.photo.fingerprint}"` : `"${file.size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}"`,
      cacheControl: HOUR,
    });
  });

  router.get(/^\/images\/[^/]+$/, async (ctx) => {
    const name = parseDerivativePath(ctx.path);
    if (!name) throw notFound(ctx);
    const made = await images.get(name);
    if (!made) throw notFound(ctx);
    licenseLink(ctx, getSite(), made);
    sendFile(ctx, { path: made.path, size: made.size, type: made.type, etag: `"${ctx.path.slice('/images/'.length)}"`, cacheControl: YEAR });
  });

  const icons = new WeakMap<Site, { svg: string; ico?: Promise<Buffer> }>();
  const iconsOf = (site: Site) => {
    let entry = icons.get(site);
    if (!entry) icons.set(site, (entry = { svg: monogramSvg(site) }));
    return entry;
  };
  for (const name of ['favicon.svg', 'favicon.ico'] as const) {
    router.get(`/${name}`, async (ctx) => {
      const site = getSite();
      const own = assetFile(site, `/assets/${name}`);
      if (own) {
        sendFile(ctx, { path: own.abs, size: own.size, type: extname(name), etag: `"${own.size.toString(36)}-${Math.floor(own.mtimeMs).toString(36)}"`, cacheControl: DAY });
        return;
      }
      const icon = iconsOf(site);
      // A failed conversion is not kept: the next request tries again.
      const body = name === 'favicon.svg' ? Buffer.from(icon.svg) : await (icon.ico ??= icoFromSvg(icon.svg).catch((error) => ((icon.ico = undefined), Promise.reject(error))));
      ctx.set('Cache-Control', DAY);
      ctx.type = name === 'favicon.svg' ? 'image/svg+xml' : 'image/x-icon';
      ctx.body = body;
    });
  }
}

/** The file an /assets/ address names, if it exists inside the content folder (links resolved). */
function assetFile(site: Site, path: string): { abs: string; rel: string; size: number; mtimeMs: number } | undefined {
  let rel: string;
  try {
    rel = decodeURIComponent(path.slice('/assets/'.length));
  } catch {
    return undefined;
  }
  if (rel.includes('\0') || rel.includes('\\') || rel.split('/').some((part) => part === '..' || part.startsWith('.') || part === '')) return undefined;
  const root = join(site.dir, 'assets');
  const abs = resolve(root, rel);
  if (!abs.startsWith(root + sep)) return undefined;
  if (!staysInside(site.dir, abs)) return undefined;
  try {
    const stat = statSync(abs);
    if (!stat.isFile()) return undefined;
    return { abs, rel: `assets/${rel}`, size: stat.size, mtimeMs: stat.mtimeMs };
  } catch {
    return undefined;
  }
}
