/**
 * Property-based fuzzing of every public entry point (bounded in count and time): every
 * answer is a documented status with its documented body, never a 5xx, a stack trace,
 * a hang or a file from outside the content folder, and the server still answers after.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from '../../server/site/load-site.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { rawRequest, type RawResponse } from '../helpers/raw-request.ts';
import { tempSite } from '../helpers/temp-site.ts';
import type { RunningServer } from '../../server/cli/start-server.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 600);
const SECRET = 'SECRET-OUTSIDE-ASSETS-7f3a';

function expectSane(res: RawResponse, allowed: number[], what: string): void {
  expect(allowed, `${what} -> ${res.status}`).to.include(res.status);
  const text = res.body.toString('utf8');
  expect(text, what).to.not.contain(SECRET);
  expect(text, what).to.not.match(/\n\s+at .+:\d+:\d+|node:internal|\.ts:\d+/);
  expect(text, what).to.not.contain('baseUrl:');
  const type = String(res.headers['content-type'] ?? '');
  if (res.status >= 400 && type.startsWith('application/json') && text) {
    const body = JSON.parse(text);
    if ('jsonrpc' in body) expect(body.error.code, what).to.be.a('number');
    else {
      expect(body.error.code, what).to.be.a('string');
      expect(body._meta, what).to.deep.equal({ response_type: 'failure', version: '0.55' });
    }
  }
}

const weirdString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    'a'.repeat(300),
    'a'.repeat(301),
    'ä'.repeat(301),
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'true',
    '1',
    'constructor now',
    '__proto__',
    'toString',
    'hasOwnProperty',
  ),
);

describe('HTTP fuzzing', function () {
  this.timeout(120_000);
  let server: RunningServer;
  let temp: ReturnType<typeof tempSite>;
  let sibling: string;
  before(async () => {
    temp = tempSite({ 'assets/photo.txt': 'a public asset', 'secret.txt': SECRET, 'en/secret.txt': SECRET });
    sibling = join(temp.dir, '..', `${temp.dir.split('/').pop()}-sibling.txt`);
    writeFileSync(sibling, SECRET);
    server = await startTestServer(loadSite(temp.dir));
  });
  after(async () => {
    await server.close();
    temp.remove();
    rmSync(sibling, { force: true });
  });

  it('GET /ask and /v1/ask with random query strings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/ask', '/v1/ask'),
        fc.array(fc.tuple(fc.constantFrom('query', 'lang', 'streaming', 'prefer', 'x', 'query[]'), weirdString), { maxLength: 4 }),
        async (path, params) => {
          const qs = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, ''))}`).join('&');
          const res = await rawRequest(server.url, { path: `${path}?${qs}` });
          expectSane(res, [200, 400, 414], `GET ${path}?${qs}`);
        },
      ),
      { numRuns: RUNS, interruptAfterTimeLimit: 20_000 },
    );
  });

  it('GET /ask with raw percent-encoding: lone surrogates, overlong and invalid UTF-8, NUL', async () => {
    for (const q of ['%ED%A0%80', '%C0%AE%C0%AE', '%FF%FE', '%00', '%E4', '%', '%zz', 'a%2', '%F0%9F%98']) {
      expectSane(await rawRequest(server.url, { path: `/ask?query=${q}` }), [200, 400], q);
    }
  });

  it('POST /ask and /v1/ask with random bodies and content types', async () => {
    const body = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record({ query: fc.oneof(weirdString, fc.jsonValue(), fc.record({ text: fc.jsonValue() })), context: fc.jsonValue(), prefer: fc.jsonValue(), lang: fc.jsonValue() }, { requiredKeys: [] })
        .map((v) => JSON.stringify(v)),
      fc.array(fc.constant('x'), { maxLength: 5000 }).map((a) => JSON.stringify({ query: 'x', context: { prev: a } })),
      weirdString,
      fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString('latin1')),
    );
    const type = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
      'application/json; charset=latin1',
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/ask', '/v1/ask'), body, type, async (path, payload, contentType) => {
        const res = await rawRequest(server.url, { method: 'POST', path, body: Buffer.from(payload, 'latin1'), headers: contentType ? { 'content-type': contentType } : {} });
        expectSane(res, [200, 400, 413, 415], `POST ${path} ${contentType} ${payload.slice(0, 80)}`);
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 20_000 },
    );
  });

  it('POST /mcp with random JSON-RPC messages and garbage', async () => {
    const message = fc.oneof(
      fc
        .record(
          {
            jsonrpc: fc.constantFrom('2.0', '1.0', 2),
            id: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.jsonValue()),
            method: fc.oneof(fc.constantFrom('tools/list', 'tools/call', 'initialize', 'ping', 'resources/list', 'notifications/initialized', 'server/discover'), fc.string()),
            params: fc.oneof(
              fc.jsonValue(),
              fc.record({
                name: fc.constantFrom('get_page', 'get_profile', 'search_site', 'nope'),
                arguments: fc.oneof(
                  fc.jsonValue(),
                  fc.record({ path: weirdString, query: weirdString, lang: weirdString, limit: fc.jsonValue(), section: weirdString, prev: fc.jsonValue() }, { requiredKeys: [] }),
                ),
              }),
            ),
          },
          { requiredKeys: ['method'] },
        )
        .map((v) => JSON.stringify(v)),
      weirdString,
      fc.jsonValue().map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(message, fc.constantFrom('application/json', 'text/plain'), async (payload, contentType) => {
        const res = await rawRequest(server.url, { method: 'POST', path: '/mcp', body: payload, headers: { 'content-type': contentType, accept: 'application/json, text/event-stream' } });
        expectSane(res, [200, 202, 400, 413, 415], `POST /mcp ${payload.slice(0, 120)}`);
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 20_000 },
    );
  });

  it('random page, Markdown and asset paths never leave the content folder', async () => {
    const segment = fc.constantFrom(
      '..',
      '%2e%2e',
      '%2E%2E',
      '.%2e',
      '%2f',
      '%2F',
      '%00',
      '%5c',
      '\\',
      '',
      '.',
      'en',
      'de',
      'assets',
      'site.yaml',
      'secret.txt',
      'photo.txt',
      'licensing',
      'licensing.md',
      'index.md',
      '%c0%ae%c0%ae',
      '%c0%af',
      'etc',
      'passwd',
      '..%2f..%2f',
      '%252e%252e',
      '~',
      '.git',
      'en.md',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 7 }), fc.constantFrom('', '/'), async (parts, tail) => {
        const path = `/${parts.join('/')}${tail}`;
        const res = await rawRequest(server.url, { path, headers: { accept: 'text/html,*/*' } });
        expectSane(res, [200, 301, 302, 304, 400, 404, 414], `GET ${path}`);
      }),
      { numRuns: RUNS * 2, interruptAfterTimeLimit: 20_000 },
    );
    const asset = await rawRequest(server.url, { path: '/assets/photo.txt' });
    expect(asset.status).to.equal(200);
    expect(asset.body.toString()).to.equal('a public asset');
  });

  it('still answers afterwards', async () => {
    const res = await rawRequest(server.url, { path: '/healthz' });
    expect(res.status).to.equal(200);
  });
});
