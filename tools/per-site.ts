/**
 * Values built once per loaded site and reused by every MCP server instance over it (the SDK
 * builds one per 2026-07-28 request): e.g. the tools' JSON Schemas, whose conversion costs
 * more than the rest of a server's construction. A reload is a new site and starts afresh.
 */
import type { Site } from '../server/site/site-types.ts';

const bySite = new WeakMap<Site, Map<string, unknown>>();

export function perSite<T>(site: Site, key: string, make: () => T): T {
  let values = bySite.get(site);
  if (!values) bySite.set(site, (values = new Map()));
  if (!values.has(key)) values.set(key, make());
  return values.get(key) as T;
}
