import { expect } from 'chai';
import { McpServer } from '@modelcontextprotocol/server';
import { sharedLegacyServer } from '../../facade/shared-legacy-server.ts';
import { createMcpServer } from '../../server/mcp/create-mcp-server.ts';
import { minimal } from '../helpers/sites.ts';
import { sdkAnswer } from '../helpers/sdk-answer.ts';

/** What the SDK's stateless path answers: a fresh server and transport for the one request. */
async function fresh(message: Record<string, unknown>, headers: Record<string, string>): Promise<unknown> {
  return JSON.parse(await sdkAnswer(minimal(), message, headers));
}

/** The MCP-Protocol-Version header a request carries, as serve takes it. */
const request = (headers: Record<string, string>) => headers['mcp-protocol-version'];

describe('sharedLegacyServer', () => {
  const messages: Record<string, unknown>[] = [
    { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    { jsonrpc: '2.0', id: 'a', method: 'tools/call', params: { name: 'search_site', arguments: { query: 'credit line' } } },
    { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_page', arguments: { path: '/en/nowhere/' } } },
    { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'search_site', arguments: { query: 42 } } },
    { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'no_such_tool', arguments: {} } },
    { jsonrpc: '2.0', id: 5, method: 'resources/list' },
    { jsonrpc: '2.0', id: 6, method: 'resources/read', params: { uri: 'nowhere://x' } },
    { jsonrpc: '2.0', id: 7, method: 'ping' },
  ];
  for (const version of [undefined, '2025-03-26', '2025-06-18', '2025-11-25']) {
    it(`answers exactly as a fresh stateless server would (MCP-Protocol-Version ${version ?? 'absent'})`, async () => {
      const shared = sharedLegacyServer(() => createMcpServer(minimal()));
      const headers: Record<string, string> = version ? { 'mcp-protocol-version': version } : {};
      for (const message of messages) {
        const answer = await shared.serve(message as never, request(headers));
        expect(answer, JSON.stringify(message)).to.be.a('string');
        expect(JSON.parse(answer!), JSON.stringify(message)).to.deep.equal(await fresh(message, headers));
      }
      expect(shared.stats.servers).to.equal(1);
    });
  }

  it('keeps concurrent requests with the same id apart', async () => {
    const shared = sharedLegacyServer(() => createMcpServer(minimal()));
    const call = (query: string) => shared.serve({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_site', arguments: { query, limit: 1 } } }, request({}));
    const answers = await Promise.all(['credit line', 'Lizenzen', 'agency'].map(call));
    const queries = answers.map((a) => JSON.parse(a!).result.structuredContent.query);
    expect(queries).to.deep.equal(['credit line', 'Lizenzen', 'agency']);
    for (const a of answers) expect(JSON.parse(a!).id).to.equal(1);
    expect(shared.stats).to.deep.equal({ servers: 1, inFlight: 0 });
  });

  it('leaves initialize, notifications and an unsupported protocol version to a fresh server', async () => {
    const shared = sharedLegacyServer(() => createMcpServer(minimal()));
    expect(await shared.serve({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }, request({}))).to.equal(undefined);
    expect(await shared.serve({ jsonrpc: '2.0', method: 'notifications/initialized' }, request({}))).to.equal(undefined);
    expect(await shared.serve({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, request({ 'mcp-protocol-version': '1999-01-01' }))).to.equal(undefined);
    expect(shared.stats.servers).to.equal(0);
  });
});

describe('sharedLegacyServer when its server is closed', () => {
  it('answers the next request from a new shared server instead of waiting on the closed one', async () => {
    const servers: ReturnType<typeof createMcpServer>[] = [];
    const shared = sharedLegacyServer(() => {
      servers.push(createMcpServer(minimal()));
      return servers.at(-1)!;
    });
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    expect(JSON.parse((await shared.serve(list, request({})))!).result.tools).to.have.length(3);
    await servers[0].close();
    expect(JSON.parse((await shared.serve(list, request({})))!).result.tools).to.have.length(3);
    expect(servers).to.have.length(2);
    expect(shared.stats).to.deep.equal({ servers: 2, inFlight: 0 });
  });
});

describe('sharedLegacyServer answers that do not come', () => {
  /** A server whose one tool answers only when released. */
  const slowServer = (release: Promise<void>) => () => {
    const server = new McpServer({ name: 'slow', version: '1.0.0' }, { capabilities: { tools: {} } });
    server.registerTool('wait', { description: 'waits' }, async () => {
      await release;
      return { content: [{ type: 'text', text: 'done' }] };
    });
    return server;
  };
  const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'wait', arguments: {} } });

  it('watches many requests in flight with one timer, not one per request', async () => {
    let release!: () => void;
    const counts = { timers: 0 };
    const shared = sharedLegacyServer(slowServer(new Promise<void>((resolve) => (release = resolve))), undefined, counts);
    const answers = Array.from({ length: 20 }, (_, i) => shared.serve(call(i + 1), undefined));
    for (let i = 0; i < 20 && shared.stats.inFlight < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(shared.stats.inFlight).to.equal(20);
    expect(counts.timers).to.equal(1);
    release();
    const texts = (await Promise.all(answers)).map((a) => JSON.parse(a!).result.content[0].text);
    expect(texts).to.deep.equal(Array(20).fill('done'));
    expect(shared.stats.inFlight).to.equal(0);
  });

  it('gives up an overdue answer (a fresh server answers it then) and starts over with a new server', async () => {
    const shared = sharedLegacyServer(slowServer(new Promise<void>(() => {})), { answerMs: 20, sweepMs: 10 });
    expect(await shared.serve(call(1), undefined)).to.equal(undefined);
    expect(shared.stats.inFlight).to.equal(0);
    await shared.serve({ jsonrpc: '2.0', id: 2, method: 'ping' }, undefined);
    expect(shared.stats.servers).to.equal(2);
  });
});
