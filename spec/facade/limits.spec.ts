import { expect } from 'chai';
import { minimal } from '../helpers/sites.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { jsonDepth } from '../../facade/limits.ts';
import { boundResponse } from '../../facade/bound-response.ts';
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
      const res = await fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_site","arguments":{"query":${nested(200)}}}}`,
      });
      expect(res.status).to.equal(400);
      expect((await res.json()).error.code).to.equal(-32600);
    });

    it('refuses an /mcp body over the size limit with 413', async () => {
      const res = await fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"jsonrpc":"2.0","id":1,"method":"x","params":{"pad":"${'y'.repeat(1024 * 1024 + 10)}"}}`,
      });
      expect(res.status).to.equal(413);
    });
  });
});

/** Sends bytes on a bare socket and returns everything the server answers before closing. */
async function socketExchange(url: string, send: (socket: import('node:net').Socket) => void): Promise<string> {
  const { connect } = await import('node:net');
  const { port } = new URL(url);
  return new Promise<string>((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => send(socket));
    let data = '';
    socket.on('data', (d) => (data += d));
    socket.on('close', () => resolve(data));
    socket.on('error', () => resolve(data));
    setTimeout(() => resolve('still open'), 5000);
  });
}

/** The JSON error body of a raw HTTP answer. */
const errorOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('startServer timeouts', () => {
  it('answers a client that does not finish its headers in time with 408 and the error body (slow client)', async () => {
    const server = await startTestServer(minimal(), { headersTimeoutMs: 300, requestTimeoutMs: 300 });
    try {
      const answer = await socketExchange(server.url, (socket) => socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n'));
      expect(answer).to.match(/^HTTP\/1.1 408/);
      expect(answer).to.match(/\r\ntdm-reservation: 1\r\n/);
      expect(errorOf(answer).error.code).to.equal('request_timeout');
    } finally {
      await server.close();
    }
  });
});

describe('clientErrorHandler', () => {
  let server: RunningServer;
  before(async () => (server = await startTestServer(minimal())));
  after(() => server.close());

  it('answers headers larger than Node accepts with 431 and the error body', async () => {
    const answer = await socketExchange(server.url, (socket) => socket.write(`GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(answer).to.match(/^HTTP\/1.1 431 /);
    expect(answer).to.match(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    expect(errorOf(answer)).to.deep.include({ _meta: { response_type: 'failure', version: '0.55' } });
    expect(errorOf(answer).error.code).to.equal('headers_too_large');
  });

  it('answers a request line that is not HTTP with 400 and the error body', async () => {
    const answer = await socketExchange(server.url, (socket) => socket.write('HELLO THERE\r\n\r\n'));
    expect(answer).to.match(/^HTTP\/1.1 400 /);
    expect(errorOf(answer).error.code).to.equal('bad_request');
    expect((await fetch(`${server.url}/healthz`)).status).to.equal(200);
  });
});

describe('boundResponse', () => {
  it('closes a response its client has not taken within the bound', async () => {
    // A writable that never finishes stands for a client that stopped reading.
    const { Writable } = await import('node:stream');
    const stuck = new Writable({ highWaterMark: 1, write: () => {} });
    stuck.write('event: start');
    const started = Date.now();
    boundResponse(stuck, 100);
    await new Promise((resolve) => stuck.once('close', resolve));
    expect(stuck.destroyed).to.equal(true);
    expect(Date.now() - started).to.be.within(90, 2000);
  });

  it('clears its timer when the response closes, with one plain listener (no once wrapper)', async () => {
    const { Writable } = await import('node:stream');
    const quick = new Writable({ write: (_chunk, _encoding, done) => done() });
    boundResponse(quick, 60_000);
    expect(quick.listenerCount('close')).to.equal(1);
    expect(quick.rawListeners('close')[0]).to.equal(quick.listeners('close')[0]);
    const clear = globalThis.clearTimeout;
    let cleared = 0;
    globalThis.clearTimeout = ((timer) => {
      cleared++;
      clear(timer);
    }) as typeof clearTimeout;
    try {
      quick.end('done');
      await new Promise((resolve) => quick.once('close', resolve));
    } finally {
      globalThis.clearTimeout = clear;
    }
    expect(cleared).to.equal(1);
  });

  it('leaves a response that was delivered alone', async () => {
    const { Writable } = await import('node:stream');
    const quick = new Writable({ write: (_chunk, _encoding, done) => done() });
    boundResponse(quick, 50);
    quick.end('event: complete');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(quick.writableFinished).to.equal(true);
    expect(quick.errored).to.equal(null);
  });
});
