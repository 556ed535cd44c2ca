/**
 * Finds the page an address names, in any of the forms people and agents write:
 * /en/press/, /en/press, /en/press.md, en/press, https://host/en/press/#press-kit.
 * Only a lookup in the loaded pages: nothing here touches the file system.
 */
import type { Page, Site } from './site-types.ts';
import { addressIndexCache, similarAddresses, type WorkCounter } from './address-index.ts';

export type Resolved = { page: Page; section?: string } | { error: string; suggestions: string[] };

export function markdownPath(path: string): string {
  return path === '/' ? '/index.md' : `${path.replace(/\/$/, '')}.md`;
}

/** Turns an address into the canonical page path and the fragment, or says why it cannot. */
export function normalizeAddress(site: Pick<Site, 'host' | 'canonicalHost'>, input: string): { path: string; fragment?: string } | { error: string } {
  let raw = input.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { error: `"${input}" is not a valid URL` };
    }
    if (!/^https?:$/.test(url.protocol) || ![site.host, site.canonicalHost].includes(url.host)) {
      return { error: `${url.origin} is not this site; addresses here start with /de/ or /en/ or https://${site.canonicalHost}/` };
    }
    raw = url.pathname + url.hash;
  }
  const hashAt = raw.indexOf('#');
  const fragment = hashAt >= 0 ? raw.slice(hashAt + 1) : undefined;
  let path = (hashAt >= 0 ? raw.slice(0, hashAt) : raw).replace(/\?.*$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    return { error: `"${input}" has a broken percent-encoding` };
  }
  path = `/${path}`.replace(/\/{2,}/g, '/');
  if (path.endsWith('.md')) path = path.slice(0, -3);
  if (path.endsWith('/index')) path = path.slice(0, -'index'.length);
  if (!path.endsWith('/')) path += '/';
  return { path, fragment: fragment || undefined };
}

/**
 * Longest input looked at, in characters: a full URL of a long address with a fragment fits;
 * anything longer is no address here and is refused before any parsing.
 */
export const MAX_ADDRESS_INPUT = 4096;

export function resolveAddress(site: Site, input: string, counter?: WorkCounter): Resolved {
  if (input.length > MAX_ADDRESS_INPUT) return { error: `The address is ${input.length} characters long; no address here is longer than ${MAX_ADDRESS_INPUT}.`, suggestions: [] };
  const normal = normalizeAddress(site, input);
  if ('error' in normal) return { error: normal.error, suggestions: [] };
  const page = site.byPath.get(normal.path);
  if (page) return { page, section: normal.fragment };
  return { error: `No page at ${normal.path}.`, suggestions: closestPaths(site, normal.path, 3, counter) };
}

/**
 * Built once per loaded site (a derived index that goes away with the site), so a miss
 * costs a bounded lookup instead of a new matcher over all addresses.
 */
const addressIndexOf = addressIndexCache();

/**
 * The existing addresses most like a missing one, from the site's trigram index of addresses
 * (address-index.ts): bounded work whatever the input, none when no address resembles it.
 */
export function closestPaths(site: Site, path: string, count = 3, counter?: WorkCounter): string[] {
  return similarAddresses(addressIndexOf(site), path, count, counter);
}
