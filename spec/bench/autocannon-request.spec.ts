import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { autocannonRequest, type BenchRequest } from '../../bench/autocannon-request.ts';

/** A server that answers every request with the length of the body it received. */
async function echoLengths(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let length = 0;
    req.on('data', (chunk: Buffer) => (length += chunk.length));
    req.on('end', () => res.end(JSON.stringify({ length })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function run(url: string, requests: unknown[]): Promise<autocannon.Result> {
  return autocannon({ url, connections: 2, amount: 20, requests: requests as never });
}

describe('autocannonRequest (bench)', () => {
  let echo: { server: Server; url: string };
  before(async () => (echo = await echoLengths()));
  after(() => echo.server.close());

  it('shows the hazard: autocannon writes Content-Length into the headers object setupRequest gives it', async () => {
    const shared = { 'content-type': 'application/json' };
    const make = () => ({ method: 'POST', path: '/', body: '{"query":"short"}', headers: shared });
    await run(echo.url, [{ ...make(), setupRequest: (req: object) => ({ ...req, ...make() }) }]);
    expect(shared).to.have.property('Content-Length', '17');
  });

  it('keeps a shared headers object untouched, for the request and for every request setupRequest makes', async () => {
    const shared = { 'content-type': 'application/json' };
    let n = 0;
    const make = (): BenchRequest => ({ method: 'POST', path: '/', body: JSON.stringify({ query: 'q'.repeat(++n) }), headers: shared });
    const result = await run(echo.url, [autocannonRequest({ ...make(), setupRequest: (req) => ({ ...req, ...make() }) })]);
    expect(result.non2xx + result.errors).to.equal(0);
    expect(result.requests.total).to.equal(20);
    expect(shared).to.deep.equal({ 'content-type': 'application/json' });
  });

  it('lets a later fetch with the same headers and a longer body be answered (the bench:load stall)', async () => {
    const shared = { 'content-type': 'application/json' };
    const make = (): BenchRequest => ({ method: 'POST', path: '/', body: '{"query":"short"}', headers: shared });
    await run(echo.url, [autocannonRequest({ ...make(), setupRequest: (req) => ({ ...req, ...make() }) })]);
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_site', arguments: { query: 'a longer question' } } });
    const res = await fetch(echo.url, { method: 'POST', headers: shared, body, signal: AbortSignal.timeout(5_000) });
    expect(await res.json()).to.deep.equal({ length: Buffer.byteLength(body) });
  });
});
