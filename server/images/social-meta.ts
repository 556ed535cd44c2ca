/** Open Graph and Twitter card tags with the page's picture, and the favicon links, for the HTML head. */
import { absoluteUrl, localize, type Page, type Site } from '../site/site-types.ts';
import { escapeHtml } from '../documents/html-escape.ts';
import { derivativeHeight, derivativeWidths, largePath } from './derivative-names.ts';
import type { Photo } from './photo-types.ts';

export const FAVICON_LINKS = ['<link rel="icon" href="/favicon.svg" type="image/svg+xml">', '<link rel="icon" href="/favicon.ico" sizes="32x32">'];

/** The picture a link preview shows: the page's first photograph, else its language's home page cover. */
export function previewPhoto(site: Site, lang: string, page?: Page): { page: Page; photo: Photo } | undefined {
  const own = page?.photos?.[0];
  if (page && own) return { page, photo: own };
  const home = site.byPath.get(`/${lang}/`) ?? site.byPath.get(`/${site.defaultLanguage}/`);
  if (home?.photos?.[0]) return { page: home, photo: home.photos[0] };
  const any = site.pages.find((p) => p.photos?.length);
  return any ? { page: any, photo: any.photos![0] } : undefined;
}

export function socialMeta(site: Site, s: { lang: string; title: string; description: string; path?: string }): string[] {
  const page = s.path ? site.byPath.get(s.path) : undefined;
  const preview = previewPhoto(site, s.lang, page);
  const meta = (property: string, content: string | number) => `<meta property="${property}" content="${escapeHtml(String(content))}">`;
  const tags = [
    meta('og:type', page?.type === 'ProfilePage' ? 'profile' : page && page.path.split('/').length > 4 ? 'article' : 'website'),
    meta('og:site_name', localize(site.name, s.lang, site.defaultLanguage)),
    meta('og:title', s.title),
    meta('og:description', s.description),
    meta('og:locale', s.lang),
    ...(s.path ? [meta('og:url', absoluteUrl(site, s.path))] : []),
  ];
  if (preview) {
    const { photo } = preview;
    const widths = derivativeWidths(photo);
    const width = widths[widths.length - 1];
    tags.push(
      meta('og:image', absoluteUrl(site, largePath(photo))),
      meta('og:image:type', 'image/jpeg'),
      meta('og:image:width', width),
      meta('og:image:height', derivativeHeight(photo, width)),
      meta('og:image:alt', photo.alt || photo.name),
      `<meta name="twitter:card" content="summary_large_image">`,
      `<meta name="twitter:image" content="${escapeHtml(absoluteUrl(site, largePath(photo)))}">`,
      `<meta name="twitter:image:alt" content="${escapeHtml(photo.alt || photo.name)}">`,
    );
  } else tags.push(`<meta name="twitter:card" content="summary">`);
  tags.push(`<meta name="twitter:title" content="${escapeHtml(s.title)}">`, `<meta name="twitter:description" content="${escapeHtml(s.description)}">`);
  return tags;
}
