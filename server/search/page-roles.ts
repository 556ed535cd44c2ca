/**
 * The role a page plays on the site, for ranking: its schema.org type when the owner named one,
 * else, for a page left a plain WebPage, the role its address or translation key says. Owners
 * who leave `type` out still key their contact page "contact" and put it at /de/kontakt/, and the
 * rules for "where is her studio?" and "where did she grow up?" need to find it. A list per
 * language of the usual addresses (data, general vocabulary); nothing is read per question.
 */
import type { Page } from '../site/site-types.ts';

/** Roles a plain page may have, by its translation key or last address segment. */
const ROLES: ReadonlyMap<string, string> = new Map([
  ...['contact', 'contact-us', 'kontakt', 'contatti', 'contacto', 'contactez-nous', 'contacts'].map((k): [string, string] => [k, 'ContactPage']),
  ...['about', 'about-me', 'about-us', 'ueber-mich', 'uber-mich', 'über-mich', 'ueber-uns', 'uber-uns', 'über-uns', 'a-propos', 'chi-sono', 'sobre-mi', 'over-mij'].map((k): [string, string] => [
    k,
    'AboutPage',
  ]),
]);

const roles = new WeakMap<Page, string>();

/** The page's type, or for a plain WebPage the role its translation key or address names (memoised per page). */
export function roleType(page: Page): string {
  let role = roles.get(page);
  if (role === undefined) {
    role = page.type === 'WebPage' ? (ROLES.get(page.translationKey ?? '') ?? ROLES.get(lastSegment(page.path)) ?? page.type) : page.type;
    roles.set(page, role);
  }
  return role;
}

function lastSegment(path: string): string {
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}
