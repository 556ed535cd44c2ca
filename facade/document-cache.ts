/**
 * Generated documents depend only on the site, so each is built once per loaded site and
 * served from memory; a reloaded site is a new key, so nothing stale survives.
 */
import type { Site } from '../server/site/site-types.ts';

export function documentCache() {
  const bySite = new WeakMap<Site, Map<string, string | undefined>>();
  return (site: Site, key: string, build: () => string | undefined): string | undefined => {
    let docs = bySite.get(site);
    if (!docs) bySite.set(site, (docs = new Map()));
    if (!docs.has(key)) docs.set(key, build());
    return docs.get(key);
  };
}
export type DocumentCache = ReturnType<typeof documentCache>;
