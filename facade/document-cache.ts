/**
 * Generated documents depend only on the site, so each is built, encoded and hashed once
 * per loaded site and served from memory; a reloaded site is a new key, so nothing stale survives.
 */
import type { Site } from '../server/site/site-types.ts';
import { etagOf } from './send-document.ts';

export interface Prepared {
  bytes: Buffer;
  etag: string;
}

export function prepare(body: string): Prepared {
  const bytes = Buffer.from(body);
  return { bytes, etag: etagOf(bytes) };
}

export function documentCache() {
  const bySite = new WeakMap<Site, Map<string, Prepared | undefined>>();
  return (site: Site, key: string, build: () => string | undefined): Prepared | undefined => {
    let docs = bySite.get(site);
    if (!docs) bySite.set(site, (docs = new Map()));
    if (!docs.has(key)) {
      const body = build();
      docs.set(key, body === undefined ? undefined : prepare(body));
    }
    return docs.get(key);
  };
}
export type DocumentCache = ReturnType<typeof documentCache>;
