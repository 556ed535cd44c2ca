/**
 * portfolio-agent export --out DIR: every document the server serves without a question,
 * written for a static host or CDN. The files are fetched from the server itself (on a
 * loopback port, in this process), so each is byte for byte what the server sends.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { makeFolders } from '../site/cache-dir.ts';
import { dirname, join, relative, sep } from 'node:path';
import type { Site } from '../site/site-types.ts';
import { localize } from '../site/site-types.ts';
import { startServer } from './start-server.ts';
import { createLogger } from '../../facade/logger.ts';
import { documents } from '../../facade/document-routes.ts';
import { markdownPath } from '../site/resolve-address.ts';
import { rightsHeaders } from '../documents/usage-rights.ts';
import { CONTENT_SECURITY_POLICY } from '../../facade/response-headers.ts';
import { API_CATALOG_PATH } from '../documents/catalogs.ts';
import { languageChooserJs } from '../site/pick-language.ts';

const LANGUAGE_CHOOSER = 'choose-language.js';

export interface ExportedFile {
  /** The address the server answers. */
  address: string;
  /** Path of the file, relative to the output folder. */
  file: string;
  type: string;
}

/** `/en/press/` -> `en/press/index.html`; other addresses keep their path. */
export function fileFor(address: string): string {
  const path = address.replace(/^\//, '');
  return address.endsWith('/') ? `${path}index.html` : path;
}

function assetAddresses(site: Site): string[] {
  const dir = join(site.dir, 'assets');
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.startsWith('.'))
      .map((e) => `/assets/${relative(dir, join(e.parentPath, e.name)).split(sep).join('/')}`);
  } catch {
    return [];
  }
}

export function exportAddresses(site: Site): string[] {
  return [...Object.keys(documents(site)), ...site.pages.flatMap((page) => [page.path, markdownPath(page.path)]), ...assetAddresses(site)];
}

export async function exportSite(site: Site, outDir: string): Promise<ExportedFile[]> {
  const server = await startServer(site, { port: 0, host: '127.0.0.1', log: createLogger('silent'), handleSignals: false });
  const written: ExportedFile[] = [];
  try {
    const write = (file: string, bytes: Buffer | string) => {
      const target = join(outDir, file);
      makeFolders(dirname(target));
      writeFileSync(target, bytes);
    };
    for (const address of exportAddresses(site)) {
      const res = await fetch(server.url + address, { headers: { accept: address.endsWith('/') ? 'text/html' : '*/*' } });
      if (res.status !== 200) throw new Error(`export: ${address} answered ${res.status}`);
      const file = fileFor(address);
      write(file, Buffer.from(await res.arrayBuffer()));
      written.push({ address, file, type: res.headers.get('content-type') ?? '' });
    }
    const notFound = await fetch(`${server.url}/${site.defaultLanguage}/404-not-found/`, { headers: { accept: 'text/html' } });
    write('404.html', Buffer.from(await notFound.arrayBuffer()));
    const home = `/${site.defaultLanguage}/`;
    // A script picks the visitor's language as the server does; without JavaScript, the default.
    write(LANGUAGE_CHOOSER, languageChooserJs(site));
    const choices = site.languages.map((l) => `<a href="/${l}/" hreflang="${l}">${l}</a>`).join(' ');
    write(
      'index.html',
      `<!doctype html>\n<html lang="${site.defaultLanguage}"><head><meta charset="utf-8"><title>${localize(site.name, site.defaultLanguage)}</title><script src="/${LANGUAGE_CHOOSER}"></script><meta http-equiv="refresh" content="0; url=${home}"><link rel="canonical" href="${site.baseUrl}${home}"></head><body>${choices}</body></html>\n`,
    );
    write('_headers', headersFile(site, written));
    write('HEADERS.md', headersNote(site));
  } finally {
    await server.close();
  }
  return written;
}

/** Netlify / Cloudflare Pages `_headers`: what the server sends that a file host does not know. */
function headersFile(site: Site, files: ExportedFile[]): string {
  const common = { ...rightsHeaders(site), 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin', 'Access-Control-Allow-Origin': '*' };
  const lines = ['/*', ...Object.entries(common).map(([k, v]) => `  ${k}: ${v}`), '  Cache-Control: public, max-age=300', ''];
  lines.push('/*.html', `  Content-Security-Policy: ${CONTENT_SECURITY_POLICY}`, '', '/*.md', '  Content-Type: text/markdown; charset=utf-8', '');
  for (const f of files.filter((f) => !/\.[a-z0-9]+$/i.test(f.file) && !f.file.endsWith('index.html'))) {
    lines.push(`/${f.file}`, `  Content-Type: ${f.type}`);
    if (f.address === API_CATALOG_PATH) lines.push(`  Link: <${API_CATALOG_PATH}>; rel="api-catalog"`);
    lines.push('');
  }
  return lines.join('\n');
}

function headersNote(site: Site): string {
  return `# Serving this export

These files are what \`portfolio-agent serve\` sends for ${site.baseUrl}, byte for byte.
A static host serves them, but only the server answers questions: /ask, /v1/ask, /mcp,
the search pages and content negotiation (Accept: text/markdown, ?mode=agent) need
\`portfolio-agent serve\` (put it behind the same host, e.g. route /ask*, /v1/*, /mcp, /*/search/, /de/suche/ to it).

Set these headers (\`_headers\` has them in the Netlify / Cloudflare Pages format):

- On every file: ${Object.entries(rightsHeaders(site))
    .map(([k, v]) => `\`${k}: ${v}\``)
    .join(', ')}, \`X-Content-Type-Options: nosniff\`, \`Access-Control-Allow-Origin: *\`.
- On HTML: \`Content-Security-Policy: ${CONTENT_SECURITY_POLICY}\`.
- Content types for files without an extension: \`mcp/server-card\` is \`application/mcp-server-card+json\`, \`.well-known/api-catalog\` is \`application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"\`; \`*.md\` is \`text/markdown; charset=utf-8\`.
- \`/\` should redirect by Accept-Language to one of ${site.languages.map((l) => `/${l}/`).join(', ')}, else to /${site.defaultLanguage}/; \`index.html\` does it with \`choose-language.js\` (the browser's languages) and, without JavaScript, a meta refresh to /${site.defaultLanguage}/. \`404.html\` is the not-found page.
- An address without its trailing slash should redirect to it (most hosts do this for folders with index.html).
`;
}
