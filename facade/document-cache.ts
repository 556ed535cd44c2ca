/**
 * Generated documents depend only on the site, so each is built, encoded and hashed once
 * per loaded site and served from memory; a reloaded site is a new key, so nothing stale survives.
 */
import type { Site } from '../server/site/site-types.ts';
import { etagOf } from './send-document.ts';
import { compressOnce, type Coding } from './compression.ts';

export interface Prepared {
  bytes: Buffer;
  etag: string;
  /** The same document content-coded, made on first request; each its own ETag. */
  coded?: Partial<Record<Coding, Prepared>>;
}

export function prepare(body: string): Prepared {
  const bytes = Buffer.from(body);
  return { bytes, etag: etagOf(bytes) };
}

/** The document in a content coding, compressed once; its ETag is the identity ETag marked with the coding. */
export function coded(doc: Prepared, coding: Coding): Prepared {
  doc.coded ??= {};
  return (doc.coded[coding] ??= { bytes: compressOnce(doc.bytes, coding), etag: `${doc.etag.slice(0, -1)}-${coding}"` });
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
