/**
 * The language `/` sends a visitor to: the best Accept-Language match among the site's
 * languages, else the default language. Without the header, or with only `*`, that is
 * the default language (not the first in the list); `fr-CH` matches `fr`.
 */
import Negotiator from 'negotiator';
import type { Site } from './site-types.ts';

export function pickLanguage(site: Pick<Site, 'languages' | 'defaultLanguage'>, acceptLanguage: string | undefined): string {
  if (!acceptLanguage?.trim()) return site.defaultLanguage;
  // The default first: Negotiator keeps the offered order among equal matches, so `*` picks it.
  const offered = [site.defaultLanguage, ...site.languages.filter((l) => l !== site.defaultLanguage)];
  const [best] = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages(offered);
  return best ?? site.defaultLanguage;
}

/**
 * The same choice in a browser, for the static export's index.html (served as a script of
 * the site itself, so the Content-Security-Policy allows it): navigator.languages against
 * the site's languages, exact tag first, then its primary subtag.
 */
export function languageChooserJs(site: Pick<Site, 'languages' | 'defaultLanguage'>): string {
  return `// Sends / to the visitor's language among the site's, else the default (as the server does).
(function () {
  var offered = ${JSON.stringify(site.languages)};
  var wanted = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || '']);
  var pick = ${JSON.stringify(site.defaultLanguage)};
  for (var i = 0; i < wanted.length; i++) {
    var tag = String(wanted[i]).toLowerCase();
    var primary = tag.split('-')[0];
    if (offered.indexOf(tag) >= 0) { pick = tag; break; }
    if (offered.indexOf(primary) >= 0) { pick = primary; break; }
  }
  location.replace('/' + pick + '/');
})();
`;
}
