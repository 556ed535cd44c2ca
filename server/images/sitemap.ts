/**
 * sitemap.xml: every page with its language versions (hreflang) and last change, and its
 * photographs as image entries (Google image sitemap extension), all absolute URLs.
 */
import { absoluteUrl, type Site } from '../site/site-types.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(site: Site): string {
  const urls = site.pages.map((page) => {
    const alternates = Object.entries({ [page.lang]: page.path, ...page.translations });
    return [
      '  <url>',
      `    <loc>${esc(absoluteUrl(site, page.path))}</loc>`,
      ...(page.updated ? [`    <lastmod>${esc(page.updated)}</lastmod>`] : []),
      ...(alternates.length > 1 ? alternates.map(([lang, path]) => `    <xhtml:link rel="alternate" hreflang="${esc(lang)}" href="${esc(absoluteUrl(site, path))}"/>`) : []),
      ...(page.photos ?? []).map((photo) => `    <image:image><image:loc>${esc(absoluteUrl(site, photo.src))}</image:loc></image:image>`),
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
