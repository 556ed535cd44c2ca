import { expect } from 'chai';
import * as v from 'valibot';
import { fixtureDir, minimal, sample } from '../helpers/sites.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { readEvents } from '../helpers/read-sse.ts';
import { inMemoryClient } from '../helpers/mcp-clients.ts';
import { ResultSchema } from '../../tools/search-site.ts';
import { askMiddleware, askPath } from '../../facade/ask-routes.ts';
import { fairTurns } from '../../facade/fair-turns.ts';
import { koaContext } from '../helpers/koa-context.ts';
import { loadSite } from '../../server/site/load-site.ts';
import type { Site } from '../../server/site/site-types.ts';
import { Agent, get as httpGet } from 'node:http';
import type { RunningServer } from '../../server/cli/start-server.ts';

const PATHS = ['/v1/ask', '/ask'];

describe('askRoutes', () => {
  let server: RunningServer;
  before(async () => (server = await startTestServer(minimal())));
  after(() => server.close());

  const get = (path: string, params: Record<string, string>) => fetch(`${server.url}${path}?${new URLSearchParams(params)}`);
  const post = (path: string, body: unknown, type = 'application/json') =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  async function expectAnswer(res: Response, query: string) {
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('application/json; charset=utf-8');
    const body = await res.json();
    expect(Object.keys(body).sort()).to.deep.equal(['_meta', 'messages', 'query', 'query_id', 'results']);
    expect(body._meta).to.deep.equal({ response_type: 'answer', version: '0.55' });
    expect(body.query_id).to.match(/^[0-9a-f-]{36}$/);
    expect(body.query).to.equal(query);
    expect(body.messages).to.deep.equal([]);
    for (const result of body.results) v.parse(ResultSchema, result);
    const scores = body.results.map((r: { score: number }) => r.score);
    expect(scores).to.deep.equal([...scores].sort((a, b) => b - a));
    return body;
  }

  async function expectError(res: Response, status: number, code: string) {
    expect(res.status).to.equal(status);
    expect(res.headers.get('content-type')).to.equal('application/json; charset=utf-8');
    const body = await res.json();
    expect(body.error.code).to.equal(code);
    expect(body.error.message).to.be.a('string').and.not.empty;
    expect(body.error.hint).to.be.a('string').and.not.empty;
    expect(body._meta).to.deep.equal({ response_type: 'failure', version: '0.55' });
    return body;
  }

  for (const path of PATHS) {
    describe(path, () => {
      it('answers GET with an AskResponse', async () => {
        const body = await expectAnswer(await get(path, { query: 'credit line' }), 'credit line');
        expect(body.results[0]).to.include({ url: 'https://www.test.example/en/licensing/#credit-line', name: 'Credit line', site: 'www.test.example' });
      });

      it('answers POST with a string query and with {text}', async () => {
        await expectAnswer(await post(path, { query: 'credit line' }), 'credit line');
        await expectAnswer(await post(path, { query: { text: 'credit line' } }), 'credit line');
      });

      it('gives every answer a fresh query_id', async () => {
        const a = await (await get(path, { query: 'credit' })).json();
        const b = await (await get(path, { query: 'credit' })).json();
        expect(a.query_id).to.not.equal(b.query_id);
      });

      it('ranks the preferred language first with lang', async () => {
        const de = await (await get(path, { query: 'Test Person', lang: 'de' })).json();
        const en = await (await get(path, { query: 'Test Person', lang: 'en' })).json();
        expect(de.results[0].url).to.contain('/de/');
        expect(en.results[0].url).to.contain('/en/');
      });

      it('ignores unknown fields and accepts prefer.mode list', async () => {
        await expectAnswer(await post(path, { query: 'credit', prefer: { mode: 'list' }, extra: { a: 1 } }), 'credit');
        await expectAnswer(await get(path, { query: 'credit', extra: '1' }), 'credit');
      });

      it('accepts 300 characters and refuses 301 with query_too_long', async () => {
        const q300 = 'credit '.repeat(43).slice(0, 300);
        await expectAnswer(await get(path, { query: q300 }), q300);
        await expectAnswer(await post(path, { query: q300 }), q300);
        await expectError(await get(path, { query: q300 + 'x' }), 400, 'query_too_long');
        await expectError(await post(path, { query: q300 + 'x' }), 400, 'query_too_long');
      });

      it('refuses a search without a question with missing_query, hinting at the query parameter', async () => {
        const body = await expectError(await fetch(`${server.url}${path}`), 400, 'missing_query');
        expect(body.error.message).to.match(/no question/i);
        expect(body.error.hint).to.contain('query');
        await expectError(await get(path, { query: '' }), 400, 'missing_query');
        await expectError(await get(path, { query: '   ' }), 400, 'missing_query');
        await expectError(await post(path, {}), 400, 'missing_query');
        await expectError(await post(path, { query: { text: '' } }), 400, 'missing_query');
      });

      it('refuses a question of the wrong type with invalid_query', async () => {
        await expectError(await post(path, { query: 42 }), 400, 'invalid_query');
        await expectError(await post(path, { query: { text: ['a'] } }), 400, 'invalid_query');
        await expectError(await fetch(`${server.url}${path}?query=a&query=b`), 400, 'invalid_query');
        await expectError(await get(path, { query: 'nul\u0000byte' }), 400, 'invalid_query');
      });

      it('refuses an unknown language with invalid_lang', async () => {
        await expectError(await get(path, { query: 'x', lang: 'fr' }), 400, 'invalid_lang');
        await expectError(await post(path, { query: 'x', lang: 7 }), 400, 'invalid_lang');
      });

      it('refuses a streaming flag that is not a boolean with invalid_streaming', async () => {
        await expectError(await get(path, { query: 'x', streaming: 'maybe' }), 400, 'invalid_streaming');
        await expectError(await post(path, { query: 'x', prefer: { streaming: 'yes' } }), 400, 'invalid_streaming');
      });

      it('refuses another mode with unsupported_mode', async () => {
        await expectError(await post(path, { query: 'x', prefer: { mode: 'summarize' } }), 400, 'unsupported_mode');
      });

      it('refuses a body that is not JSON with invalid_json, and one that is not an object', async () => {
        await expectError(await post(path, '{"query": '), 400, 'invalid_json');
        await expectError(await post(path, '["credit"]'), 400, 'invalid_json');
      });

      it('refuses a body with a __proto__ key with invalid_json that names the key', async () => {
        const body = await expectError(await post(path, '{"query": "credit", "__proto__": {"x": 1}}'), 400, 'invalid_json');
        expect(body.error.message).to.contain('__proto__');
        // Other keys of that kind are unknown fields: ignored, never merged into anything.
        expect((await post(path, '{"query": "credit", "context": {"constructor": {"prototype": {}}}}')).status).to.equal(200);
      });

      it('refuses a context that is not an object of previous questions with invalid_context', async () => {
        await expectError(await post(path, { query: 'x', context: 'before' }), 400, 'invalid_context');
        await expectError(await post(path, { query: 'x', context: { prev: 'before' } }), 400, 'invalid_context');
        await expectError(await post(path, { query: 'x', context: { prev: [1, 2] } }), 400, 'invalid_context');
      });

      it('answers a POST that is not JSON with 415, one over 16 KiB with 413, another method with 405 and Allow', async () => {
        await expectError(await post(path, 'query=x', 'application/x-www-form-urlencoded'), 415, 'unsupported_media_type');
        await expectError(await post(path, JSON.stringify({ query: 'x', pad: 'y'.repeat(17 * 1024) })), 413, 'body_too_large');
        const res = await fetch(`${server.url}${path}`, { method: 'PUT' });
        expect(res.headers.get('allow')).to.equal('GET, HEAD, POST, OPTIONS');
        await expectError(res, 405, 'method_not_allowed');
      });

      for (const how of ['GET', 'POST']) {
        it(`streams start, one result per hit, then complete (${how})`, async () => {
          const res = how === 'GET' ? await get(path, { query: 'credit line', streaming: 'true' }) : await post(path, { query: 'credit line', prefer: { streaming: true } });
          expect(res.status).to.equal(200);
          expect(res.headers.get('content-type')).to.match(/^text\/event-stream/);
          const events = await readEvents(res);
          const names = events.map((e) => e.event);
          expect(names[0]).to.equal('start');
          expect(names.at(-1)).to.equal('complete');
          expect(names.slice(1, -1).every((n) => n === 'result')).to.equal(true);
          const [start, ...rest] = events;
          const complete = rest.pop()!;
          expect(start.data).to.include({ query: 'credit line' });
          expect(start.data._meta).to.deep.equal({ response_type: 'answer', version: '0.55' });
          expect(complete.data).to.include({ query_id: start.data.query_id, count: rest.length });
          rest.forEach((e, i) => {
            expect(e.data.index).to.equal(i);
            v.parse(ResultSchema, e.data.result);
          });
          expect(rest.length).to.be.greaterThan(0);
        });
      }

      it('answers a streaming request that fails validation with the JSON 400', async () => {
        await expectError(await get(path, { streaming: 'true' }), 400, 'missing_query');
        await expectError(await post(path, { prefer: { streaming: true } }), 400, 'missing_query');
      });
    });
  }

  it('returns what the MCP tool search_site returns for the same question, language and previous questions', async () => {
    const client = await inMemoryClient(minimal());
    try {
      for (const [query, lang, prev] of [
        ['credit line', 'en', []],
        ['Fotos', undefined, ['Lizenzen']],
        ['agency', 'de', ['credit line']],
      ] as const) {
        const viaMcp = await client.callTool({ name: 'search_site', arguments: { query, ...(lang ? { lang } : {}), prev: [...prev] } });
        const viaRest = await (await post('/ask', { query, ...(lang ? { lang } : {}), context: { prev: [...prev] } })).json();
        expect(viaRest.results, query).to.deep.equal((viaMcp.structuredContent as { results: unknown[] }).results);
      }
    } finally {
      await client.close();
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await fetch(`${server.url}/ask?query=credit`, { method: 'HEAD' });
    expect(res.status).to.equal(200);
    expect(await res.text()).to.equal('');
  });
});

describe('askPath', () => {
  it('matches the ask paths as the router did: any letter case, one optional trailing slash', () => {
    expect(askPath('/ask')).to.equal('/ask');
    expect(askPath('/v1/ask')).to.equal('/v1/ask');
    expect(askPath('/ASK/')).to.equal('/ask');
    expect(askPath('/V1/Ask/')).to.equal('/v1/ask');
    for (const other of ['/', '/ask//', '/ask%2F', '/asks', '/v1/ask/x', '/en/ask', '/v2/ask', '/mcp']) expect(askPath(other), other).to.equal(undefined);
  });
});

describe('askMiddleware', () => {
  let server: RunningServer;
  before(async () => (server = await startTestServer(minimal())));
  after(() => server.close());

  it('answers /ask in any letter case and with a trailing slash, and refuses other methods with Allow', async () => {
    // Through node:http: these spellings are tolerated, not documented (the OpenAPI check reads fetch's responses).
    for (const path of ['/ASK/', '/v1/Ask']) {
      const { status, body } = await request(`${server.url}${path}?query=credit`);
      expect(status, path).to.equal(200);
      expect(JSON.parse(body).results).to.not.be.empty;
    }
    const put = await fetch(`${server.url}/ask`, { method: 'PUT' });
    expect(put.status).to.equal(405);
    expect(put.headers.get('allow')).to.equal('GET, HEAD, POST, OPTIONS');
    expect((await put.json()).error.message).to.equal('PUT is not supported on /ask.');
    const head = await fetch(`${server.url}/ask?query=credit`, { method: 'HEAD' });
    expect(head.status).to.equal(200);
    expect(head.headers.get('content-type')).to.equal('application/json; charset=utf-8');
  });

  it('compresses an answer for a client that accepts it, and says so in Vary', async () => {
    const res = await fetch(`${server.url}/ask?query=credit%20line%20photo`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-encoding')).to.equal('gzip');
    expect(res.headers.get('vary')).to.include('Accept-Encoding');
    expect((await res.json()).results).to.not.be.empty;
  });

  it('answers a cached question in the same task, with no promise and no turn; one not cached after its turn', async () => {
    const turns = fairTurns();
    const site = loadSite(fixtureDir('minimal'));
    const ask = askMiddleware(() => site, { maxBodyBytes: 1024, streamTimeoutMs: 1000, maxJsonDepth: 8, turns });
    const next = async () => {};
    const url = `/ask?query=${encodeURIComponent('credit line photo')}`;
    // Asked twice (kept from the second asking on), each time after a turn of its own.
    for (let i = 1; i <= 2; i++) {
      const ctx = koaContext(url);
      const pending = ask(ctx, next);
      expect(pending).to.be.an.instanceOf(Promise);
      expect(ctx.body).to.equal(undefined);
      await pending;
      expect(turns.given).to.equal(i);
      expect(Buffer.isBuffer(ctx.body)).to.equal(true);
    }
    const ctx = koaContext(url);
    expect(ask(ctx, next)).to.equal(undefined);
    expect(turns.given).to.equal(2);
    expect(JSON.parse((ctx.body as Buffer).toString()).results).to.not.be.empty;
  });

  it('answers many different questions asked at once, streamed and not, each as it answers it asked alone (the pooled hits of one search are read before the next)', async () => {
    // Distinct questions, follow-ups and languages on one index: their searches run back to back in a turn, their answers written after.
    const asked: { query: string; lang?: string; prev?: string[] }[] = [
      { query: 'How much does a print license cost?' },
      { query: 'Wann ist die nächste Ausstellung?' },
      { query: 'workshop dates' },
      { query: 'Wie kann ich Sie kontaktieren?' },
      { query: 'awards', lang: 'de' },
      { query: 'night shift series' },
      { query: 'Was kostet das?', prev: ['Workshops'] },
      { query: 'who are you' },
      { query: 'Veröffentlichungen Bücher' },
      { query: 'shipyard photos', lang: 'de' },
      { query: 'and in German?', prev: ['credit line'] },
      { query: 'Datenschutz' },
    ];
    // GET over connections opened before: no body to wait for, and requests written together are read in one iteration, so their searches
    // run back to back in the same turns and their answers are written after them all.
    const pathOf = (q: (typeof asked)[number], streaming: boolean) => {
      const params = new URLSearchParams({ query: q.query, ...(q.lang ? { lang: q.lang } : {}), ...(streaming ? { streaming: 'true' } : {}) });
      for (const p of q.prev ?? []) params.append('prev', p);
      return `/ask?${params}`;
    };
    const resultsOf = async (body: string, streaming: boolean) =>
      streaming ? (await readEvents(new Response(body))).filter((e) => e.event === 'result').map((e) => e.data.result) : JSON.parse(body).results;
    const alone = await startTestServer(sample());
    const expected: unknown[][] = [];
    try {
      for (const q of asked) expected.push(await resultsOf((await request(`${alone.url}${pathOf(q, false)}`)).body, false));
    } finally {
      await alone.close();
    }
    // The answers differ: a mix-up of two of them would show.
    expect(new Set(expected.map((results) => JSON.stringify(results))).size).to.equal(asked.length);
    // A new server (no answer cached) on the same index: every question four times at once, as JSON and as a stream.
    const together = await startTestServer(sample());
    const requests = [false, true, false, true].flatMap((streaming) => asked.map((_, i) => ({ i, streaming })));
    const agent = new Agent({ keepAlive: true, maxSockets: requests.length });
    try {
      await Promise.all(requests.map(() => request(`${together.url}/no-such-page`, agent)));
      const answers = await Promise.all(requests.map(async ({ i, streaming }) => resultsOf((await request(`${together.url}${pathOf(asked[i], streaming)}`, agent)).body, streaming)));
      answers.forEach((results, k) => expect(results, `${asked[requests[k].i].query} (streaming: ${requests[k].streaming})`).to.deep.equal(expected[requests[k].i]));
    } finally {
      agent.destroy();
      await together.close();
    }
  });

  it('clears its warm-up timer when the server closes: a closed server starts no warm-up', async () => {
    const stored = (site: Site) => [...site.search.byLang.values()].reduce((n, li) => n + li.words.stats.stored, 0);
    const options = { maxBodyBytes: 1024, streamTimeoutMs: 1000, maxJsonDepth: 8, warmAfterMs: 5 };
    const closed = loadSite(fixtureDir('minimal'));
    const closing = new AbortController();
    askMiddleware(() => closed, { ...options, signal: closing.signal });
    closing.abort();
    const open = loadSite(fixtureDir('minimal'));
    askMiddleware(() => open, { ...options, signal: new AbortController().signal });
    // The open one's warm-up runs once its timer fires; by then the closed one's would have fired too.
    while (stored(open) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stored(closed)).to.equal(0);
  });
});

function request(url: string, agent?: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}
