import { expect } from 'chai';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressible } from '../../facade/compression.ts';
import { rawRequest } from '../helpers/raw-request.ts';
import { sample } from '../helpers/sites.ts';
import { startTestServer } from '../helpers/test-server.ts';
import type { RunningServer } from '../../server/cli/start-server.ts';

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('compressible', () => {
  it('takes text, JSON and JavaScript of at least 1 KiB, nothing else', () => {
    for (const type of [
      'text/markdown; charset=utf-8',
      'application/json; charset=utf-8',
      'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
      'application/mcp-server-card+json',
      'text/javascript; charset=utf-8',
      'text/event-stream; charset=utf-8',
    ]) {
      expect(compressible(type, 5000), type).to.equal(true);
    }
    expect(compressible('text/plain', 1023)).to.equal(false);
    expect(compressible('image/jpeg', 50_000)).to.equal(false);
    expect(compressible(undefined, 50_000)).to.equal(false);
  });
});

describe('content coding', () => {
  let server: RunningServer;
  let identity: Buffer;
  before(async () => {
    server = await startTestServer(sample());
    identity = (await rawRequest(server.url, { path: '/llms-full.txt' })).body;
  });
  after(() => server.close());

  it('sends identity bytes to a client that asks for no coding, and says the answer varies by it', async () => {
    const res = await rawRequest(server.url, { path: '/llms-full.txt' });
    expect(res.headers['content-encoding']).to.equal(undefined);
    expect(String(res.headers.vary)).to.match(/Accept-Encoding/);
    expect(res.body.length).to.be.greaterThan(50_000);
  });

  for (const coding of ['br', 'gzip'] as const) {
    it(`sends a document ${coding}-coded, with its own ETag that answers 304`, async () => {
      const res = await rawRequest(server.url, { path: '/llms-full.txt', headers: { 'accept-encoding': coding } });
      expect(res.status).to.equal(200);
      expect(res.headers['content-encoding']).to.equal(coding);
      expect(res.body.length).to.be.lessThan(identity.length / 2);
      expect(decode[coding](res.body).equals(identity)).to.equal(true);
      const etag = String(res.headers.etag);
      expect(etag).to.match(new RegExp(`-${coding}"$`));
      const again = await rawRequest(server.url, { path: '/llms-full.txt', headers: { 'accept-encoding': coding, 'if-none-match': etag } });
      expect(again.status).to.equal(304);
      expect(again.headers.etag).to.equal(etag);
    });
  }

  it('honours preferences: Brotli first, gzip when Brotli is refused, identity when only it is accepted', async () => {
    const coding = async (accept: string) => (await rawRequest(server.url, { path: '/openapi.json', headers: { 'accept-encoding': accept } })).headers['content-encoding'];
    expect(await coding('gzip, deflate, br')).to.equal('br');
    expect(await coding('br;q=0, gzip')).to.equal('gzip');
    expect(await coding('identity')).to.equal(undefined);
    expect(await coding('compress')).to.equal(undefined);
  });

  it('leaves small bodies as they are', async () => {
    const res = await rawRequest(server.url, { path: '/.well-known/tdmrep.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.body.length).to.be.lessThan(1024);
    expect(res.headers['content-encoding']).to.equal(undefined);
  });

  it('compresses a search answer per response, which decodes to the AskResponse', async () => {
    const res = await rawRequest(server.url, { path: '/v1/ask?query=Which%20awards%20has%20she%20won%3F', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).to.equal('gzip');
    expect(res.headers.etag).to.equal(undefined);
    const answer = JSON.parse(gunzipSync(res.body).toString('utf8'));
    expect(answer._meta).to.deep.equal({ response_type: 'answer', version: '0.55' });
    expect(answer.results[0].url).to.contain('/en/awards/');
  });

  it('compresses the HTML search results page', async () => {
    const res = await rawRequest(server.url, { path: '/en/search/?q=awards', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).to.equal('gzip');
    expect(gunzipSync(res.body).toString('utf8')).to.match(/<html lang="en"/);
  });

  it('compresses an MCP answer for a client that accepts it', async () => {
    const res = await rawRequest(server.url, {
      method: 'POST',
      path: '/mcp',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list' }),
    });
    expect(res.headers['content-encoding']).to.equal('br');
    expect(JSON.parse(brotliDecompressSync(res.body).toString('utf8')).result.tools).to.have.length(3);
  });
});
