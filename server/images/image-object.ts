/**
 * A photograph as schema.org ImageObject: the fields search engines read licence data
 * from (license, acquireLicensePage, creditText, creator, copyrightNotice) and the rest an
 * assistant needs to show and credit it. The PLUS Data Mining value rides in exifData.
 */
import { absoluteUrl, localize, type Page, type Site } from '../site/site-types.ts';
import { personId, policyUrl, websiteId } from '../site/json-ld.ts';
import { largePath, thumbnailPath } from './derivative-names.ts';
import type { Photo } from './photo-types.ts';
import { placeText } from './photo-text.ts';

type JsonLd = Record<string, unknown>;

/**
 * A URL the file or the page names, as this server serves it: a site address or a URL on the
 * site's own host becomes an address on the current base URL, in the page's language when the
 * page named has a translation.
 */
export function siteUrl(site: Site, url: string, lang: string): string {
  let path: string | undefined;
  if (url.startsWith('/')) path = url;
  else {
    try {
      const parsed = new URL(url);
      if (parsed.host === site.canonicalHost || parsed.host === site.host) path = parsed.pathname + parsed.search + parsed.hash;
    } catch {
      return url;
    }
  }
  if (path === undefined) return url;
  const page = site.byPath.get(path);
  const translated = page && page.lang !== lang ? page.translations[lang] : undefined;
  return absoluteUrl(site, translated ?? path);
}

/** The licence terms of a photo: its Web Statement of Rights, else the site's terms page. */
export function photoLicense(site: Site, page: Page, photo: Photo): string {
  return photo.license ? siteUrl(site, photo.license, page.lang) : policyUrl(site, page.lang);
}

/** Where a licence is asked for: the Licensor URL, else the site's terms page. */
export function photoLicensor(site: Site, page: Page, photo: Photo): string {
  return photo.licensor ? siteUrl(site, photo.licensor, page.lang) : policyUrl(site, page.lang);
}

/** The credit line: as embedded or written, else the site's own credit (in the page's language). */
export function photoCredit(site: Site, page: Page, photo: Photo): string {
  if (photo.credit) return photo.credit;
  if (!photo.creator || photo.creator === site.rights.copyrightHolder || photo.creator === site.person.name) return localize(site.rights.creditText, page.lang, site.defaultLanguage);
  return photo.creator;
}

export function photoCopyright(site: Site, photo: Photo): string {
  if (photo.copyrightNotice) return photo.copyrightNotice;
  const year = photo.dateCreated?.slice(0, 4) ?? String(new Date().getUTCFullYear());
  return `© ${year} ${photo.creator ?? site.rights.copyrightHolder}`;
}

export function photoUrl(site: Site, page: Page, photo: Photo): string {
  return absoluteUrl(site, `${page.path}#${photo.id}`);
}

export function photoImageObject(site: Site, page: Page, photo: Photo, options: { context?: boolean } = {}): JsonLd {
  const creatorName = photo.creator ?? site.rights.copyrightHolder;
  const isOwner = creatorName === site.person.name;
  const place = placeText(photo.place, page.lang);
  return compact({
    '@context': options.context ? 'https://schema.org' : undefined,
    '@type': 'ImageObject',
    '@id': photoUrl(site, page, photo),
    url: photoUrl(site, page, photo),
    contentUrl: absoluteUrl(site, photo.src),
    thumbnailUrl: absoluteUrl(site, thumbnailPath(photo)),
    image: absoluteUrl(site, largePath(photo)),
    name: photo.name,
    caption: photo.caption,
    description: photo.alt || undefined,
    inLanguage: page.lang,
    creator: isOwner ? { '@type': 'Person', '@id': personId(site), name: creatorName } : { '@type': 'Person', name: creatorName },
    // As every search result's schema_object: the owner by @id (another photographer by name).
    author: isOwner ? { '@id': personId(site) } : { '@type': 'Person', name: creatorName },
    creditText: photoCredit(site, page, photo),
    copyrightNotice: photoCopyright(site, photo),
    copyrightHolder: isOwner ? { '@id': personId(site) } : { '@type': 'Person', name: creatorName },
    license: photoLicense(site, page, photo),
    acquireLicensePage: photoLicensor(site, page, photo),
    // The site's terms in words: what a person's assistant may do with the picture and what needs permission.
    usageInfo: policyUrl(site, page.lang),
    dateCreated: photo.dateCreated,
    contentLocation: place
      ? compact({
          '@type': 'Place',
          name: place,
          address: compact({ '@type': 'PostalAddress', addressLocality: photo.place.city, addressCountry: photo.place.countryCode ?? photo.place.country }),
        })
      : undefined,
    about: photo.people.length ? photo.people.map((name) => ({ '@type': 'Person', name })) : undefined,
    encodingFormat: photo.format,
    width: photo.width,
    height: photo.height,
    contentSize: `${photo.bytes} B`,
    // The site by @id, as in every search result; the page is in `url` (page#photo-…).
    isPartOf: { '@id': websiteId(site) },
    exifData: photo.dataMining ? [{ '@type': 'PropertyValue', propertyID: 'plus:DataMining', name: 'PLUS Data Mining', value: photo.dataMining }] : undefined,
  });
}

function compact(object: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== ''));
}
