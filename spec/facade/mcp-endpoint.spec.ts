import { expect } from 'chai';
import { request as httpRequest } from 'node:http';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { CLIENT_KINDS, httpClient, MODERN_OPTIONS } from '../helpers/mcp-clients.ts';
import { minimal, sample } from '../helpers/sites.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { expectToolContract } from '../helpers/tool-contract.ts';
import type { RunningServer } from '../../server/cli/start-server.ts';

const post = (url: string, body: string, headers: Record<string, string> = {}) => fetch(`${url}/mcp`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

/** fetch cannot set Host; node:http can. */
function postWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/mcp`, { method: 'POST', headers: { host, 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end('{"jsonrpc":"2.0","id":1,"method":"tools/list"}');
  });
}

/** What the current SDK client really sends for tools/list (2026-07-28), to replay altered. */
async function recordedToolsList(url: string): Promise<{ headers: Headers; body: string }> {
  const sent: { headers: Headers; body: string }[] = [];
  const recording = (target: string | URL, init?: RequestInit) => {
    if (init?.body) sent.push({ headers: new Headers(init.headers), body: String(init.body) });
    return fetch(target, init);
  };
  const client = new Client({ name: 'replay', version: '1.0.0' }, MODERN_OPTIONS);
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', url), { fetch: recording }));
  await client.listTools();
  await client.close();
  return sent.find((s) => JSON.parse(s.body).method === 'tools/list')!;
}

describe('mcpPost', () => {
  let server: RunningServer;
  before(async () => (server = await startTestServer(minimal())));
  after(() => server.close());

  for (const kind of CLIENT_KINDS) {
    it(`serves the three tools to the ${kind} SDK client over Streamable HTTP`, async () => {
      const client = await httpClient(kind, server.url);
      try {
        await expectToolContract(client);
      } finally {
        await client.close();
      }
    });
  }

  it('refuses a repeated 2026-07-28 request whose standard headers do not match its body, as the SDK does (-32020)', async () => {
    const list = await recordedToolsList(server.url);
    const replay = (change: (h: Headers) => void) => {
      const headers = new Headers(list.headers);
      change(headers);
      return fetch(`${server.url}/mcp`, { method: 'POST', headers, body: list.body });
    };
    expect((await replay(() => {})).status).to.equal(200);
    for (const change of [(h: Headers) => h.set('mcp-method', 'tools/call'), (h: Headers) => h.delete('mcp-method'), (h: Headers) => h.set('mcp-method', 'TOOLS/LIST')]) {
      const res = await replay(change);
      expect(res.status).to.equal(400);
      expect((await res.json()).error.code).to.equal(-32020);
    }
  });

  it('answers a plain JSON-RPC request from a client without SSE in Accept with a JSON object', async () => {
    const res = await post(server.url, '{"jsonrpc":"2.0","id":7,"method":"tools/list"}');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^application\/json/);
    const body = await res.json();
    expect(body).to.include({ jsonrpc: '2.0', id: 7 });
    expect(body.result.tools).to.have.length(3);
  });

  it('accepts a notification with 202 and no body', async () => {
    const res = await post(server.url, '{"jsonrpc":"2.0","method":"notifications/initialized"}');
    expect(res.status).to.equal(202);
    expect(await res.text()).to.equal('');
  });

  it('answers malformed JSON with 400 and a JSON-RPC parse error (-32700)', async () => {
    const res = await post(server.url, '{"jsonrpc": "2.0", "method": ');
    expect(res.status).to.equal(400);
    expect((await res.json()).error.code).to.equal(-32700);
  });

  for (const body of ['{"hello":"world"}', '[{"jsonrpc":"2.0","id":1,"method":"tools/list"}]', '{"jsonrpc":"1.0","id":1,"method":"x"}', '42', '{"jsonrpc":"2.0","id":{},"method":"tools/list"}']) {
    it(`answers a body that is not one JSON-RPC request with 400 and -32600: ${body}`, async () => {
      const res = await post(server.url, body);
      expect(res.status).to.equal(400);
      expect((await res.json()).error.code).to.equal(-32600);
    });
  }

  it('answers a body that is not JSON with 415', async () => {
    const res = await post(server.url, 'hello', { 'content-type': 'text/plain' });
    expect(res.status).to.equal(415);
    expect((await res.json()).jsonrpc).to.equal('2.0');
  });

  for (const method of ['GET', 'DELETE']) {
    it(`answers ${method} with 405 and Allow: POST`, async () => {
      const res = await fetch(`${server.url}/mcp`, { method });
      expect(res.status).to.equal(405);
      expect(res.headers.get('allow')).to.equal('POST');
    });
  }

  it('refuses a browser origin that is not allowed with 403', async () => {
    const res = await post(server.url, '{"jsonrpc":"2.0","id":1,"method":"tools/list"}', { origin: 'https://evil.example' });
    expect(res.status).to.equal(403);
  });

  it("accepts the site's own origin and loopback origins", async () => {
    for (const origin of ['https://www.test.example', 'http://localhost:5173', 'http://127.0.0.1:6274']) {
      const res = await post(server.url, '{"jsonrpc":"2.0","id":1,"method":"tools/list"}', { origin });
      expect(res.status, origin).to.equal(200);
    }
  });

  it('refuses a foreign Host on a loopback bind with 403 (DNS rebinding)', async () => {
    expect((await postWithHost(server.url, 'evil.example:80')).status).to.equal(403);
    expect((await postWithHost(server.url, 'localhost:1234')).status).to.equal(200);
  });

  it('widens the allowed origins by a setting', async () => {
    const wide = await startTestServer(minimal(), { allowedOrigins: ['https://inspector.example'] });
    try {
      const res = await post(wide.url, '{"jsonrpc":"2.0","id":1,"method":"tools/list"}', { origin: 'https://inspector.example' });
      expect(res.status).to.equal(200);
    } finally {
      await wide.close();
    }
  });
});

describe('mcpPost subscriptions/listen', () => {
  let server: RunningServer;
  before(async () => (server = await startTestServer(minimal(), { streamTimeoutMs: 400 })));
  after(() => server.close());

  // The server advertises no list_changed (it never sends one), so a listen is acknowledged with an
  // empty filter and has nothing to wait for: it ends at once, well before the stream bound.
  it("passes the SDK's listen stream through, acknowledged first, and ends it (nothing to listen for)", async () => {
    const list = await recordedToolsList(server.url);
    const { params } = JSON.parse(list.body);
    const headers = new Headers(list.headers);
    headers.set('mcp-method', 'subscriptions/listen');
    const body = JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'subscriptions/listen', params: { _meta: params._meta, notifications: { toolsListChanged: true } } });
    const started = Date.now();
    const res = await fetch(`${server.url}/mcp`, { method: 'POST', headers, body });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/event-stream/);
    let text = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) text += Buffer.from(chunk).toString();
    } catch {
      // The bound closes the connection mid-stream: that is the point.
    }
    expect(text).to.contain('notifications/subscriptions/acknowledged');
    expect(text).to.contain('"notifications":{}');
    expect(Date.now() - started).to.be.below(5000);
    expect((await fetch(`${server.url}/healthz`)).status).to.equal(200);
  });
});

describe('serverCard route', () => {
  let server: RunningServer;
  before(async () => (server = await startTestServer(minimal())));
  after(() => server.close());

  it('serves the MCP server card with its media type, CORS * and an ETag that answers 304', async () => {
    const res = await fetch(`${server.url}/mcp/server-card`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('application/mcp-server-card+json');
    expect(res.headers.get('access-control-allow-origin')).to.equal('*');
    const card = await res.json();
    expect(card).to.include.keys('$schema', 'name', 'version', 'title', 'description', 'websiteUrl', 'remotes');
    expect(card.name).to.equal('example.test/portfolio-agent');
    expect(card.remotes[0]).to.include({ type: 'streamable-http', url: 'https://www.test.example/mcp' });
    expect(card.remotes[0].supportedProtocolVersions).to.include('2026-07-28').and.include('2025-06-18');
    const again = await fetch(`${server.url}/mcp/server-card`, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).to.equal(304);
  });
});

describe('mcpPost under concurrent uncached load', () => {
  // The shape of `bench:load`'s uncached rows (it once stalled at its MCP row after the /ask rows):
  // a burst of distinct /ask questions, then many distinct search_site calls at once on a few
  // keep-alive connections. Every request must be answered, each with its own question.
  it('answers every one of 60 concurrent distinct tools/call searches on 6 keep-alive connections after a burst of 60 /ask questions', async () => {
    const { Agent, request } = await import('node:http');
    const server = await startTestServer(sample());
    const agent = new Agent({ keepAlive: true, maxSockets: 6 });
    const sockets = new Set<unknown>();
    const send = (path: string, body?: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const headers: Record<string, string> = body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {};
        const req = request(`${server.url}${path}`, { method: body ? 'POST' : 'GET', agent, headers }, (res) => {
          sockets.add(res.socket);
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode!, text }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      const asks = await Promise.all(Array.from({ length: 60 }, (_, i) => send(`/ask?query=${encodeURIComponent(`photographs number ${i}`)}`)));
      expect(asks.filter((a) => a.status === 200)).to.have.length(60);
      const calls = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          send('/mcp', JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'search_site', arguments: { query: `Hochwasser question ${i}` } } })),
        ),
      );
      expect(calls.map((c) => c.status)).to.deep.equal(Array(60).fill(200));
      const answers = calls.map((c) => JSON.parse(c.text));
      expect(answers.map((a) => a.id)).to.deep.equal([...Array(60).keys()]);
      expect(answers.map((a) => a.result.structuredContent.query)).to.deep.equal(Array.from({ length: 60 }, (_, i) => `Hochwasser question ${i}`));
      // Keep-alive held: a few connections carried all 120 requests.
      expect(sockets.size).to.be.at.most(12);
    } finally {
      agent.destroy();
      await server.close();
    }
  });
});

describe('mcpPost body limits', () => {
  let server: RunningServer;
  before(async () => (server = await startTestServer(minimal())));
  after(() => server.close());

  it('refuses a body over 64 KiB by default with 413 and a JSON-RPC error that names the limit, and reads the next request on the same connection', async () => {
    const res = await post(server.url, `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"junk":"${'j'.repeat(64 * 1024)}"}}`);
    expect(res.status).to.equal(413);
    const body = await res.json();
    expect(body).to.deep.include({ jsonrpc: '2.0', id: null });
    expect(body.error.code).to.equal(-32700);
    expect(body.error.message).to.contain('65536 bytes').and.contain('--max-mcp-body');
    const small = await post(server.url, `{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"junk":"${'j'.repeat(60 * 1024)}"}}`);
    expect(small.status).to.equal(200);
  });
});

describe('mcpPost caches', () => {
  /** A bare app with only the endpoint, so the test can look at what it keeps. */
  async function endpoint(cacheBytes?: number, limits: { maxBodyBytes?: number; bodyBytesInFlight?: number } = {}) {
    const { default: Koa } = await import('koa');
    const { mcpPost: post } = await import('../../facade/mcp-endpoint.ts');
    const { createLogger } = await import('../../facade/logger.ts');
    const site = minimal();
    const middleware = post(() => site, { maxBodyBytes: 1100 * 1024, maxJsonDepth: 32, streamTimeoutMs: 1000, log: createLogger('silent'), cacheBytes, ...limits });
    const app = new Koa();
    app.use(middleware);
    const http = await import('node:http');
    const server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return {
      url: `http://127.0.0.1:${port}`,
      stats: () => middleware.cacheStats(site),
      shared: () => middleware.sharedStats(site),
      answered: () => ({ ...middleware.answered }),
      bodies: () => middleware.bodyStats(),
      close: () => new Promise((r) => server.close(r)),
    };
  }

  it('keeps nothing of 2,000 tools/list requests with distinct 1 MiB junk fields: entries stay answer-sized and the bytes bounded', async function () {
    this.timeout(600_000);
    const mcp = await endpoint();
    try {
      const junk = 'j'.repeat(1024 * 1024 - 100);
      let answered = 0;
      const send = async (i: number) => {
        const res = await fetch(`${mcp.url}/mcp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"jsonrpc":"2.0","id":${i},"method":"tools/list","params":{"junk${i}":"${junk}"}}`,
        });
        expect(res.status).to.equal(200);
        expect((await res.json()).result.tools).to.have.length(3);
        answered++;
      };
      for (let i = 0; i < 2000; i += 4) await Promise.all([i, i + 1, i + 2, i + 3].map(send));
      expect(answered).to.equal(2000);
      const { entries, bytes, maxBytes } = mcp.stats();
      expect(bytes).to.be.at.most(maxBytes);
      // Each entry is the tools/list answer (a few KiB), a 43-character digest and the fixed overhead, never the junk.
      expect(entries).to.be.greaterThan(0);
      expect(bytes / entries).to.be.below(64 * 1024);
      expect(bytes).to.be.below(2000 * 64 * 1024);
      // Served by the one shared 2025-era server, not 2,000 new ones.
      expect(mcp.shared().servers).to.equal(1);
    } finally {
      await mcp.close();
    }
  });

  it('holds at most its bound of body bytes at once: a request whose body does not fit is refused with 503 at once, the others are answered', async () => {
    const mcp = await endpoint(undefined, { maxBodyBytes: 1024 * 1024, bodyBytesInFlight: 1024 * 1024 });
    const { connect } = await import('node:net');
    const { port } = new URL(mcp.url);
    const body = `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"junk":"${'j'.repeat(600 * 1024)}"}}`;
    /** Sends the headers and the first half of the body; `finish` sends the rest; `answer` is what came back. */
    const start = () => {
      const socket = connect(Number(port), '127.0.0.1');
      let data = '';
      socket.setEncoding('latin1');
      socket.on('data', (d) => (data += d));
      const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(data)));
      socket.write(`POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`);
      socket.write(body.slice(0, body.length / 2));
      return { answer, finish: () => socket.write(body.slice(body.length / 2)) };
    };
    try {
      const first = start();
      for (let i = 0; i < 200 && mcp.bodies().reserved === 0; i++) await new Promise((r) => setTimeout(r, 10));
      const second = start();
      // The second does not fit beside the first: refused before its body is read (then dropped).
      const refused = await second.answer;
      expect(refused).to.match(/^HTTP\/1.1 503 /);
      expect(refused).to.match(/retry-after: 1/i);
      expect(JSON.parse(refused.slice(refused.indexOf('\r\n\r\n') + 4)).error.code).to.equal(-32000);
      first.finish();
      expect(await first.answer).to.match(/^HTTP\/1.1 200 /);
      expect(mcp.bodies()).to.deep.equal({ reserved: 0, maxBytes: 1024 * 1024, refused: 1 });
    } finally {
      await mcp.close();
    }
  });

  it('answers a repeat from the cache with the new id, and an uncached 2025-era search directly, without an MCP server', async () => {
    const mcp = await endpoint();
    try {
      const call = (id: number | string, query: string) =>
        fetch(`${mcp.url}/mcp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search_site', arguments: { query } } }),
        }).then((r) => r.json());
      const first = await call(1, 'credit line');
      const again = await call('second', 'credit line');
      expect(again).to.deep.equal({ ...first, id: 'second' });
      expect(mcp.stats().entries).to.equal(1);
      for (let i = 0; i < 20; i++) await call(i, `question number ${i}`);
      expect(mcp.stats().entries).to.equal(21);
      expect(mcp.answered()).to.deep.equal({ cache: 1, search: 21, shared: 0, fresh: 0, modern: 0 });
      // A search the direct path does not take (an argument it refuses) is the shared server's, as before.
      expect((await call(99, '')).result.isError).to.equal(true);
      expect(mcp.answered().shared).to.equal(1);
      expect(mcp.shared()).to.deep.equal({ servers: 1, inFlight: 0 });
    } finally {
      await mcp.close();
    }
  });
});
