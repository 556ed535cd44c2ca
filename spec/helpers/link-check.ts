/**
 * Crawls a running server from its documents, following every link on the site's own
 * host (absolute URLs are mapped onto the test server), and reports addresses that do
 * not answer 200 and #fragments that name no element.
 */
import type { Site } from '../../server/site/site-types.ts';

/**
 * API endpoints that documents name without a request (POST-only /mcp, /v1/ask without
 * a question answers 400 by the spec); they are exercised by their own tests.
 */
const ENDPOINTS = new Set(['/mcp', '/v1/ask', '/ask']);

function linksIn(body: string, type: string): string[] {
  if (type.includes('json')) {
    const out: string[] = [];
    // JSON-LD @id values and TDMRep locations are identifiers and patterns, not links.
    const walk = (v: unknown): void => {
      if (typeof v === 'string') out.push(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (k !== '@id' && k !== 'location') walk(x);
    };
    walk(JSON.parse(body));
    return out.filter((s) => /^(https?:\/\/|\/)/.test(s) && !s.includes('{'));
  }
  const found = [...body.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  // In HTML only attributes link; URLs inside JSON-LD are identifiers.
  if (type.includes('html')) return found;
  found.push(...[...body.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]));
  found.push(...[...body.matchAll(/https?:\/\/[^\s)"'<>`\]]+/g)].map((m) => m[0].replace(/[.,;:]+$/, '')));
  return found;
}

export async function checkLinks(site: Site, serverUrl: string, start: string[]): Promise<{ broken: string[]; checked: number }> {
  const origins = new Set([site.baseUrl, `https://${site.canonicalHost}`, serverUrl]);
  const toLocal = (link: string): string | undefined => {
    if (link.startsWith('/') && !link.startsWith('//')) return link;
    for (const origin of origins) if (link === origin || link.startsWith(`${origin}/`)) return link.slice(origin.length) || '/';
    return undefined;
  };
  const queue = [...start];
  const seen = new Set<string>();
  const bodies = new Map<string, string>();
  const broken: string[] = [];
  const fragments: [string, string, string][] = [];
  while (queue.length) {
    const address = queue.shift()!;
    const [path, fragment] = address.split('#');
    if (fragment) fragments.push([address, path, fragment]);
    if (seen.has(path) || ENDPOINTS.has(path)) continue;
    seen.add(path);
    const res = await fetch(serverUrl + path, { redirect: 'follow' });
    const type = res.headers.get('content-type') ?? '';
    const body = await res.text();
    if (res.status !== 200) {
      broken.push(`${path} -> ${res.status}`);
      continue;
    }
    bodies.set(path, body);
    if (/^(text\/(html|markdown|plain)|application\/.*json)/.test(type) && !path.startsWith('/v1/ask') && !path.startsWith('/ask')) {
      for (const link of linksIn(body, type)) {
        const local = toLocal(link);
        if (local !== undefined) queue.push(local);
      }
    }
  }
  for (const [address, path, fragment] of fragments) {
    const body = bodies.get(path);
    if (body && /^<!doctype html>/i.test(body) && fragment !== 'top' && !body.includes(`id="${fragment}"`)) broken.push(`${address} -> no element with that id`);
  }
  return { broken, checked: seen.size };
}
