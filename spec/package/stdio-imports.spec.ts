/**
 * What `portfolio-agent stdio` loads: the static import graph from the command line's entry
 * (commands import their own modules with import() when they run) and the stdio module.
 * It must hold no Koa, no HTML rendering, no Markdown syntax tree and no HTTP server.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { dirname, resolve, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Static value imports of one module (type-only imports and import() are left out). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

export function importGraph(entries: string[]): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = entries.map((e) => resolve(ROOT, e));
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of staticImports(file)) {
      if (spec.startsWith('.')) queue.push(resolve(dirname(file), spec));
      else packages.add(spec);
    }
  }
  return { files: [...files].map((f) => relative(ROOT, f)).sort(), packages: [...packages].sort() };
}

describe('stdio import graph', () => {
  const graph = importGraph(['server/cli/cli.ts', 'server/cli/run-stdio.ts']);

  it('follows the imports (the test can see what it checks)', () => {
    expect(graph.files).to.include('server/site/load-site.ts');
    expect(graph.files).to.include('server/mcp/create-mcp-server.ts');
    expect(graph.packages).to.include('@modelcontextprotocol/server/stdio');
  });

  it('loads no Koa, HTTP server, Markdown syntax tree or HTML renderer', () => {
    const banned = graph.packages.filter((p) => /^(koa|koa-.*|@koa\/.*|node:https?|@modelcontextprotocol\/node|unified|remark-.*|rehype-.*|mdast.*|hast.*|negotiator|raw-body)$/.test(p));
    expect(banned).to.deep.equal([]);
    const heavy = graph.files.filter((f) => /render-html|create-app|start-server|export-site|page-routes|document-routes|mcp-endpoint/.test(f));
    expect(heavy).to.deep.equal([]);
  });
});
