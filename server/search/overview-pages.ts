/**
 * Which pages are overviews: lists of other pages (a journal, a list of works or projects).
 * The schema.org type says so when the owner chose a list type; otherwise the site's own
 * structure does: a page (not the home page) that links to several pages under its own address
 * is the index of that folder, whatever type its front matter names.
 */
import type { Page, Section } from '../site/site-types.ts';
import type { SearchIndex } from './search-index.ts';
import { isHomePage } from './home-page.ts';

/** schema.org types of pages that list others. */
const LIST_TYPES: ReadonlySet<string> = new Set(['CollectionPage', 'Blog', 'ItemList', 'SiteNavigationElement']);
/** Distinct pages under its own address a page must link to to count as their index. */
export const CHILD_LINKS = 3;
/** Characters of a section read for links (as the overview rules read them). */
const LINK_CHARS = 20_000;

const overviews = new WeakMap<Page, boolean>();

/** Whether a page lists other pages (memoised per page: read once, not per question). */
export function isOverview(page: Page): boolean {
  let known = overviews.get(page);
  if (known === undefined) {
    known = LIST_TYPES.has(page.type) || linksToChildren(page) >= CHILD_LINKS;
    overviews.set(page, known);
  }
  return known;
}

/** Distinct pages below the page's own address that its sections link to, counted up to CHILD_LINKS; 0 for the home page, under which every page lies. */
function linksToChildren(page: Page): number {
  if (isHomePage(page)) return 0;
  const children = new Set<string>();
  // Read at every load for every page: a section whose Markdown holds no link into the page's
  // folder (the text "](" + its address) is skipped without the link pattern, and the count
  // stops once it decides.
  const into = `](${page.path}`;
  for (const section of page.sections) {
    if (!(section.markdown ?? '').slice(0, LINK_CHARS).includes(into)) continue;
    for (const link of siteLinks(section)) if (link !== page.path && link.startsWith(page.path)) children.add(link);
    if (children.size >= CHILD_LINKS) break;
  }
  return children.size;
}

/** Site addresses a section's Markdown links to, with a trailing slash. */
export function siteLinks(section: Section): string[] {
  return [...(section.markdown ?? '').slice(0, LINK_CHARS).matchAll(/\]\((\/[^)#?\s]*)/g)].map((m) => (m[1].endsWith('/') ? m[1] : `${m[1]}/`));
}

/** Whether a page is an item of an overview: the page one folder up, in its language, lists others (a journal's post, a list's project). */
export function isItem(index: SearchIndex, page: Page): boolean {
  const cut = page.path.lastIndexOf('/', page.path.length - 2);
  if (cut <= 0) return false;
  const parent = index.byLang.get(page.lang)?.introByPath.get(page.path.slice(0, cut + 1))?.page;
  return parent !== undefined && parent !== page && isOverview(parent);
}
