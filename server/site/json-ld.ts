/** schema.org JSON-LD for the site, its owner and its pages, all from the content folder. */
import { absoluteUrl, localize, type Page, type Section, type Site } from './site-types.ts';
import { photoImageObject } from '../images/image-object.ts';

type JsonLd = Record<string, unknown>;

export const personId = (site: Site) => `${site.baseUrl}/#person`;
export const websiteId = (site: Site) => `${site.baseUrl}/#website`;

/** The page that states the conditions of use, as an absolute URL in a language. */
export function policyUrl(site: Site, lang: string): string {
  return absoluteUrl(site, localize(site.rights.policy, lang, site.defaultLanguage));
}

export function copyrightNotice(site: Site, year = new Date().getUTCFullYear()): string {
  return `© ${year} ${site.rights.copyrightHolder}`;
}

export function personJsonLd(site: Site, lang: string): JsonLd {
  const p = site.person;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': personId(site),
    name: p.name,
    jobTitle: localize(p.jobTitle, lang, site.defaultLanguage) || undefined,
    description: localize(p.description, lang, site.defaultLanguage) || undefined,
    email: p.email && `mailto:${p.email}`,
    telephone: p.telephone,
    address: p.address && compact({ '@type': 'PostalAddress', ...p.address }),
    knowsLanguage: p.knowsLanguage.length ? p.knowsLanguage : undefined,
    sameAs: p.sameAs.length ? p.sameAs : undefined,
    url: absoluteUrl(site, `/${lang}/`),
  });
}

export function websiteJsonLd(site: Site, lang: string): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': websiteId(site),
    name: localize(site.name, lang, site.defaultLanguage),
    url: `${site.baseUrl}/`,
    inLanguage: site.languages,
    publisher: { '@id': personId(site) },
  };
}

/** The usage terms every page and result carries (the owner's full terms live on the policy page). */
export function usageTerms(site: Site, lang: string, year?: number): JsonLd {
  const policy = policyUrl(site, lang);
  return {
    license: policy,
    acquireLicensePage: policy,
    copyrightHolder: { '@id': personId(site) },
    copyrightNotice: copyrightNotice(site, year),
    creditText: localize(site.rights.creditText, lang, site.defaultLanguage),
  };
}

/**
 * The JSON-LD of a page, typed as its front matter says. With `section`, the section is
 * named as the part of the page that was found.
 */
export function pageJsonLd(site: Site, page: Page, options: { section?: Section; full?: boolean } = {}): JsonLd {
  const url = absoluteUrl(site, page.path);
  const { section, full = true } = options;
  const mainEntity = page.type === 'ProfilePage' ? { '@id': personId(site) } : page.entities.length === 1 ? page.entities[0] : page.entities.length ? page.entities : undefined;
  return compact({
    '@context': 'https://schema.org',
    '@type': page.type,
    '@id': url,
    url,
    name: page.title,
    description: page.description,
    inLanguage: page.lang,
    isPartOf: full ? websiteJsonLd(site, page.lang) : { '@id': websiteId(site) },
    author: { '@id': personId(site) },
    ...usageTerms(site, page.lang),
    dateModified: page.updated,
    keywords: page.keywords.length ? page.keywords.join(', ') : undefined,
    mainEntity: full ? mainEntity : undefined,
    image: full && page.photos?.length ? page.photos.map((photo) => photoImageObject(site, page, photo)) : undefined,
    hasPart: section && section.level > 1 ? { '@type': 'WebPageElement', '@id': absoluteUrl(site, section.path), name: section.name, url: absoluteUrl(site, section.path) } : undefined,
  });
}

/**
 * The JSON-LD of a page as one search result carries it: the page and its usage terms
 * (licence, licence page, copyright holder and notice, credit line), with the WebSite and
 * the Person referenced by `@id` (get_profile and every page's HTML give them in full).
 * It does not depend on the question, so it is built once per page; the matched section
 * is added as `hasPart` by resultHasPart.
 */
export function resultJsonLd(site: Site, page: Page, year?: number): JsonLd {
  const url = absoluteUrl(site, page.path);
  return compact({
    '@context': 'https://schema.org',
    '@type': page.type,
    '@id': url,
    url,
    name: page.title,
    description: page.description,
    inLanguage: page.lang,
    isPartOf: { '@id': websiteId(site) },
    author: { '@id': personId(site) },
    ...usageTerms(site, page.lang, year),
    dateModified: page.updated,
  });
}

/** The matched section as the part of the page that was found (none for a page's introduction). */
export function resultHasPart(site: Site, section: Section): JsonLd | undefined {
  if (section.level <= 1) return undefined;
  const url = absoluteUrl(site, section.path);
  return { '@type': 'WebPageElement', '@id': url, name: section.name, url };
}

function compact(object: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== ''));
}
