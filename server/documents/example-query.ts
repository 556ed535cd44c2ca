/**
 * An example question for a site's documents (llms.txt, the developer console): the
 * title of one of its own pages, so no site shows another owner's words.
 */
import type { Site } from '../site/site-types.ts';

export function exampleQuery(site: Pick<Site, 'pages'>, lang: string): string {
  const pages = site.pages.filter((p) => p.lang === lang && !p.optional);
  const page = pages.find((p) => p.path.split('/').length === 4 && !p.path.endsWith('/developers/')) ?? pages[0];
  return page?.title ?? 'contact';
}
