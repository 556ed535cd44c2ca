import { expect } from 'chai';
import { minimal } from '../helpers/sites.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { jsonDepth } from '../../facade/limits.ts';
import type { RunningServer } from '../../server/cli/start-server.ts';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('urlLimit', () => {
  let server: RunningServer;
  before(async () => (server = await startTestServer(minimal(), { maxUrlBytes: 1024 })));
  after(() => server.close());

  it('answers an address longer than the limit with 414 and the error body', async () => {
    const res = await fetch(`${server.url}/v1/ask?query=${'a'.repeat(1100)}`);
    expect(res.status).to.equal(414);
    expect((await res.json()).error.code).to.equal('uri_too_long');
    expect((await fetch(`${server.url}/v1/ask?query=${'a'.repeat(200)}`)).status).to.equal(200);
  });
});

describe('jsonDepth', () => {
  it('counts nesting without recursion, even for very deep input', () => {
    expect(jsonDepth({ a: [1, { b: 2 }] })).to.equal(3);
    expect(jsonDepth('x')).to.equal(0);
    expect(jsonDepth(JSON.parse(nested(5000)))).to.equal(5000);
    expect(jsonDepth(JSON.parse(nested(5000)), 40)).to.equal(41);
  });

  describe('in requests', () => {
    let server: RunningServer;
    before(async () => (server = await startTestServer(minimal())));
    after(() => server.close());

    it('refuses an /ask body nested deeper than 32 levels with invalid_json', async () => {
      const res = await fetch(`${server.url}/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"query":"x","context":${nested(40)}}` });
      expect(res.status).to.equal(400);
      expect((await res.json()).error.code).to.equal('invalid_json');
    });

    it('refuses an /mcp body nested deeper than 32 levels with -32600', async () => {
      const res = await fetch(`${server.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_site","arguments":{"query":${nested(200)}}}}` });
      expect(res.status).to.equal(400);
      expect((await res.json()).error.code).to.equal(-32600);
    });

    it('refuses an /mcp body over the size limit with 413', async () => {
      const res = await fetch(`${server.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"jsonrpc":"2.0","id":1,"method":"x","params":{"pad":"${'y'.repeat(1024 * 1024 + 10)}"}}` });
      expect(res.status).to.equal(413);
    });
  });
});

describe('startServer timeouts', () => {
  it('closes a connection that does not finish its headers in time (slow client)', async () => {
    const server = await startTestServer(minimal(), { headersTimeoutMs: 300, requestTimeoutMs: 300 });
    try {
      const { connect } = await import('node:net');
      const { port } = new URL(server.url);
      const result = await new Promise<string>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n'));
        let data = '';
        socket.on('data', (d) => (data += d));
        socket.on('close', () => resolve(data));
        setTimeout(() => resolve('still open'), 5000);
      });
      expect(result).to.match(/^HTTP\/1.1 408/);
    } finally {
      await server.close();
    }
  });
});
