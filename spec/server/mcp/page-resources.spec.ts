import { expect } from 'chai';
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { MODERN_OPTIONS } from '../../helpers/mcp-clients.ts';
import { RESOURCES_PAGE_SIZE, registerPageResources } from '../../../server/mcp/page-resources.ts';
import { createMcpServer } from '../../../server/mcp/create-mcp-server.ts';
import { markdownView } from '../../../server/documents/markdown-view.ts';
import { minimal } from '../../helpers/sites.ts';
import { tempSite } from '../../helpers/temp-site.ts';
import { startTestServer } from '../../helpers/test-server.ts';
import { loadSite } from '../../../server/site/load-site.ts';

/** A 2026-07-28 client on the SDK's dual-era entry, as over stdio. */
async function connect(server: McpServer) {
  const [a, b] = InMemoryTransport.createLinkedPair();
  serveStdio(() => server, { transport: a });
  const client = new Client({ name: 't', version: '1' }, MODERN_OPTIONS);
  await client.connect(b);
  return client;
}

describe('registerPageResources', function () {
  // a generated site of thousands of pages: seconds on a busy machine, so a generous limit (no timing is asserted).
  this.timeout(120_000);
  it(`lists every page and the profile, ${RESOURCES_PAGE_SIZE} at a time with an opaque cursor`, async () => {
    const extra = Object.fromEntries(Array.from({ length: RESOURCES_PAGE_SIZE + 5 }, (_, i) => [`en/p-${i}.md`, `---\ntitle: P ${i}\ndescription: Page ${i}.\n---\nText.\n`]));
    const temp = tempSite(extra);
    const site = loadSite(temp.dir);
    const server = await startTestServer(site);
    const list = async (params: object) =>
      (await fetch(`${server.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'resources/list', params }) })).json();
    try {
      const first = await list({});
      expect(first.result.resources).to.have.length(RESOURCES_PAGE_SIZE);
      expect(first.result.resources[0]).to.include({ uri: 'https://www.test.example/profile.json', mimeType: 'application/json' });
      expect(first.result.nextCursor).to.be.a('string');
      const second = await list({ cursor: first.result.nextCursor });
      expect(second.result.resources).to.have.length(site.pages.length + 1 - RESOURCES_PAGE_SIZE);
      expect(second.result).to.not.have.property('nextCursor');
      const uris = [...first.result.resources, ...second.result.resources].map((r: { uri: string }) => r.uri);
      expect(new Set(uris).size).to.equal(site.pages.length + 1);
      for (const r of [...first.result.resources.slice(1), ...second.result.resources]) expect(r.mimeType).to.equal('text/markdown');
      expect((await list({ cursor: 'bm9wZQ' })).error.code).to.equal(-32602);
    } finally {
      await server.close();
      temp.remove();
    }
  });

  it('gives the aggregating SDK client every resource', async () => {
    const server = new McpServer({ name: 's', version: '1' });
    registerPageResources(server, minimal(), 2);
    const client = await connect(server);
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).to.deep.equal([
      'https://www.test.example/profile.json',
      'https://www.test.example/de/',
      'https://www.test.example/de/lizenzen/',
      'https://www.test.example/de/developers/',
      'https://www.test.example/en/',
      'https://www.test.example/en/licensing/',
      'https://www.test.example/en/developers/',
    ]);
    await client.close();
  });

  it('reads a page as the same Markdown the .md view serves', async () => {
    const client = await connect(createMcpServer(minimal()));
    const result = await client.readResource({ uri: 'https://www.test.example/en/licensing/' });
    expect(result.contents[0]).to.include({ uri: 'https://www.test.example/en/licensing/', mimeType: 'text/markdown' });
    expect((result.contents[0] as { text: string }).text).to.equal(markdownView(minimal(), '/en/licensing/'));
    await client.close();
  });

  it('reads the profile as JSON', async () => {
    const client = await connect(createMcpServer(minimal()));
    const result = await client.readResource({ uri: 'https://www.test.example/profile.json' });
    expect(JSON.parse((result.contents[0] as { text: string }).text)).to.include({ name: 'Test Person' });
    await client.close();
  });

  it('answers an unknown page with resource-not-found', async () => {
    const client = await connect(createMcpServer(minimal()));
    let message = '';
    try {
      await client.readResource({ uri: 'https://www.test.example/en/nowhere/' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).to.match(/not found/i);
    await client.close();
  });

  it('offers a page template whose path completes to existing addresses', async () => {
    const client = await connect(createMcpServer(minimal()));
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).to.deep.equal(['https://www.test.example{+path}']);
    const completion = await client.complete({ ref: { type: 'ref/resource', uri: 'https://www.test.example{+path}' }, argument: { name: 'path', value: '/en/' } });
    expect(completion.completion.values).to.deep.equal(['/en/', '/en/licensing/', '/en/developers/']);
    await client.close();
  });
});
