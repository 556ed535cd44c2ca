/**
 * MCP resources: every page at its canonical https address as text/markdown (the same
 * Markdown the .md views serve), a template for page addresses with path completion, and
 * the profile as JSON. resources/list gives everything in one page up to RESOURCES_PAGE_SIZE, with an
 * opaque cursor beyond.
 */
import { type McpServer, ResourceTemplate, ProtocolError, ProtocolErrorCode, ResourceNotFoundError } from '@modelcontextprotocol/server';
import { absoluteUrl, type Site } from '../site/site-types.ts';
import { markdownView } from '../documents/markdown-view.ts';
import { resolveAddress } from '../site/resolve-address.ts';
import { getProfile } from '../../tools/get-profile.ts';
import { PROFILE_PATH } from './profile-path.ts';

/**
 * resources/list answers up to this many resources in one page, so clients that read only the
 * first page (LangChain's MCP adapters) still see every page of any ordinary site; beyond it,
 * an opaque cursor (about 300 bytes per entry: one page stays near 300 KB).
 */
export const RESOURCES_PAGE_SIZE = 1000;
export { PROFILE_PATH };

function pageResources(site: Site) {
  return site.pages.map((page) => ({
    uri: absoluteUrl(site, page.path),
    name: page.path,
    title: page.title,
    description: page.description,
    mimeType: 'text/markdown',
  }));
}

/** The cursor is the offset, base64url-encoded: opaque to clients, checked on the way in. */
function offsetOf(cursor: string | undefined, total: number): number {
  if (cursor === undefined) return 0;
  const offset = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isInteger(offset) || offset < 0 || offset > total) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Invalid cursor: ${cursor}`);
  return offset;
}

export function registerPageResources(server: McpServer, site: Site, pageSize = RESOURCES_PAGE_SIZE): void {
  const profileUri = absoluteUrl(site, PROFILE_PATH);
  server.registerResource(
    'profile',
    profileUri,
    { title: 'Profile', description: 'The site owner, contact details and conditions of use (get_profile as JSON).', mimeType: 'application/json' },
    async (uri) => {
      const outcome = getProfile(site, {});
      if (!outcome.ok) throw new Error(outcome.message);
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(outcome.value, null, 2) }] };
    },
  );

  const template = new ResourceTemplate(`${site.baseUrl}{+path}`, {
    list: async () => ({ resources: pageResources(site) }),
    complete: {
      path: (value) =>
        site.pages
          .map((p) => p.path)
          .filter((path) => path.startsWith(value || '/'))
          .slice(0, 100),
    },
  });
  server.registerResource('page', template, { title: 'Page', description: 'A page of the site as Markdown, by its address, e.g. /en/press/.', mimeType: 'text/markdown' }, async (uri) => {
    const resolved = resolveAddress(site, uri.href);
    const text = 'page' in resolved ? markdownView(site, resolved.page.path) : undefined;
    if (text === undefined || !('page' in resolved)) throw new ResourceNotFoundError(uri.href);
    return { contents: [{ uri: absoluteUrl(site, resolved.page.path), mimeType: 'text/markdown', text }] };
  });

  // McpServer lists every resource at once; this replaces that handler with a paginated one.
  server.server.setRequestHandler('resources/list', async (request) => {
    const all = [{ uri: profileUri, name: 'profile', title: 'Profile', mimeType: 'application/json' }, ...pageResources(site)];
    const start = offsetOf(request.params?.cursor, all.length);
    const end = start + pageSize;
    return { resources: all.slice(start, end), ...(end < all.length ? { nextCursor: Buffer.from(String(end)).toString('base64url') } : {}) };
  });
}
