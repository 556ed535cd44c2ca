import { expect } from 'chai';
import { classifyInboundRequest } from '@modelcontextprotocol/server';
import { escapeJsonText, searchCall, searchCallPieces, searchCallPiecesBytes, searchCallResponse, writeSearchCallResponse, type SearchCallStats } from '../../../server/mcp/search-call.ts';
import { DESCRIPTION_FRAGMENT, searchSiteAnswer, searchSiteToolResult } from '../../../tools/search-site.ts';
import { questionPool } from '../../../bench/question-pool.ts';
import { fixtureDir, minimal, sample } from '../../helpers/sites.ts';
import { loadSite } from '../../../server/site/load-site.ts';
import { sdkAnswer } from '../../helpers/sdk-answer.ts';

const call = (id: unknown, args: unknown, extra: Record<string, unknown> = {}) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search_site', arguments: args }, ...extra });

describe('searchCall', () => {
  it('takes a plain 2025-era search_site call, with its validated arguments', () => {
    const taken = searchCall(minimal(), call(7, { query: 'credit line', limit: null, extra: 1 }), undefined);
    expect(taken).to.deep.equal({ id: 7, input: { query: 'credit line', limit: undefined } });
    for (const version of ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05']) expect(searchCall(minimal(), call('a', { query: 'x' }), version), version).to.not.equal(undefined);
  });

  const leftToTheSdk: [string, unknown, string | undefined][] = [
    ['a 2026-07-28 header', call(1, { query: 'x' }), '2026-07-28'],
    ['an unsupported version header', call(1, { query: 'x' }), '1999-01-01'],
    ['a _meta (an envelope claim, a progress token)', { ...call(1, { query: 'x' }), params: { name: 'search_site', arguments: { query: 'x' }, _meta: { progressToken: 1 } } }, undefined],
    ['another field of the message', call(1, { query: 'x' }, { extra: true }), undefined],
    ['no id (a notification)', { jsonrpc: '2.0', method: 'tools/call', params: { name: 'search_site', arguments: { query: 'x' } } }, undefined],
    ['a fractional id', call(1.5, { query: 'x' }), undefined],
    ['another tool', { ...call(1, { query: 'x' }), params: { name: 'get_page', arguments: { path: '/' } } }, undefined],
    ['no arguments', { ...call(1, {}), params: { name: 'search_site' } }, undefined],
    ['arguments that are an array', call(1, ['x']), undefined],
    ['arguments the input schema refuses', call(1, { query: 42 }), undefined],
    ['an empty query', call(1, { query: '' }), undefined],
    ['a limit out of range', call(1, { query: 'x', limit: 500 }), undefined],
    ['another method', { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { name: 'search_site', arguments: {} } }, undefined],
  ];
  for (const [what, message, version] of leftToTheSdk) {
    it(`leaves ${what} to the SDK`, () => {
      expect(searchCall(minimal(), message, version)).to.equal(undefined);
    });
  }

  it('takes only what the SDK itself classifies as 2025-era (legacy) traffic', () => {
    const message = call(3, { query: 'x' });
    for (const protocolVersionHeader of [undefined, '2025-06-18', '2025-11-25']) {
      expect(searchCall(minimal(), message, protocolVersionHeader)).to.not.equal(undefined);
      expect(classifyInboundRequest({ httpMethod: 'POST', protocolVersionHeader, body: message }).kind).to.equal('legacy');
    }
  });
});

describe('searchCallResponse', () => {
  it('is byte for byte the answer of the SDK, on a small site', async () => {
    const site = minimal();
    for (const [id, args] of [
      [1, { query: 'credit line' }],
      ['req-é"\\', { query: 'Lizenzen', lang: 'de', limit: 2 }],
      [0, { query: 'agency', prev: ['who is she?'] }],
      [2 ** 40, { query: 'zzzz nothing matches this' }],
    ] as const) {
      const message = call(id, args);
      const taken = searchCall(site, message, undefined)!;
      expect(searchCallResponse(site, taken).body.toString(), JSON.stringify(args)).to.equal(await sdkAnswer(site, message));
    }
  });

  it('is byte for byte the answer of the SDK for 60 questions nobody asked before (photographs, typos), with the id where it says', async () => {
    const site = sample();
    const pool = questionPool(site, 60, 11);
    for (const [i, query] of pool.questions.entries()) {
      const message = call(i, { query });
      const response = searchCallResponse(site, searchCall(site, message, '2025-06-18')!);
      expect(response.body.toString(), query).to.equal(await sdkAnswer(site, message, { 'mcp-protocol-version': '2025-06-18' }));
      expect(response.body.subarray(response.idAt, response.idAt + response.idLength).toString()).to.equal(String(i));
      expect(response.body.length).to.equal(response.idAt + response.idLength + 1);
    }
  });

  it('writes the JSON text once as structured content and once escaped as text content', () => {
    const site = sample();
    const text = (searchSiteToolResult(site, { query: 'Hochwasser im Ahrtal' }).content[0] as { text: string }).text;
    const parsed = JSON.parse(searchCallResponse(site, { id: 1, input: { query: 'Hochwasser im Ahrtal' } }).body.toString());
    expect(parsed.result.content).to.deep.equal([{ type: 'text', text }]);
    expect(parsed.result.structuredContent).to.deep.equal(JSON.parse(text));
  });
});

describe('searchCallPieces', () => {
  it("escapes a page's and a section's result bytes once, not per answer", () => {
    // A site of its own: other tests have asked the shared one already.
    const site = loadSite(fixtureDir('minimal'));
    const input = { query: 'credit line' };
    const first: SearchCallStats = { escapes: 0 };
    searchCallResponse(site, { id: 1, input }, first);
    expect(first.escapes).to.be.above(0);
    const again: SearchCallStats = { escapes: 0 };
    searchCallResponse(site, { id: 2, input }, again);
    expect(again.escapes).to.equal(0);
  });

  it('escapes a description made for one answer alone without keeping a copy of it (only kept ones are shared)', () => {
    const site = sample();
    const input = { query: 'Hochwasser im Ahrtal' };
    const pieces = searchCallPieces(site, input);
    const answer = searchSiteAnswer(site, input);
    expect(answer.hits.length).to.be.above(0);
    // Every description here is kept (the cache is far from full): the same escaped bytes as before.
    expect(answer.hits.every((h) => h.passage?.kept)).to.equal(true);
    const again = searchCallPieces(site, input);
    pieces.text.forEach((result, i) => expect(again.text[i][DESCRIPTION_FRAGMENT]).to.equal(result[DESCRIPTION_FRAGMENT]));
    // Made for one answer alone (marked not kept here, as when the description cache is full): escaped anew each time, the same bytes.
    const marked = answer.hits.flatMap((h) => (h.passage ? [h.passage] : []));
    for (const passage of marked) passage.kept = false;
    try {
      const stats: SearchCallStats = { escapes: 0 };
      const [one, two] = [0, 1].map(() => searchCallPieces(site, input, stats).text.map((result) => result[DESCRIPTION_FRAGMENT]));
      one.forEach((bytes, i) => {
        expect(bytes).to.not.equal(two[i]);
        expect(bytes).to.deep.equal(two[i]);
      });
      expect(stats.escapes).to.equal(0);
    } finally {
      for (const passage of marked) passage.kept = true;
    }
  });
});

describe('writeSearchCallResponse', () => {
  it('writes exactly the length summed from the pieces, whatever the id', () => {
    const site = sample();
    const pieces = searchCallPieces(site, { query: 'Which awards has she won?' });
    for (const id of [1, 'a "quoted" id', 123456789012]) {
      const { body, idAt, idLength } = writeSearchCallResponse(pieces, id);
      expect(body.length).to.equal(pieces.length + idLength);
      expect(JSON.parse(body.toString()).id).to.equal(id);
      expect(body.subarray(idAt, idAt + idLength).toString()).to.equal(JSON.stringify(id));
    }
  });
});

describe('searchCallPiecesBytes', () => {
  it('charges at least every byte the response writes, and the lists of pieces besides', () => {
    const pieces = searchCallPieces(sample(), { query: 'Pressefotos herunterladen' });
    const written = writeSearchCallResponse(pieces, 1).body.length;
    const references = pieces.plain.flat().length + pieces.text.flat().length;
    expect(searchCallPiecesBytes(pieces)).to.be.at.least(written - 1 + 16 * references);
  });
});

describe('escapeJsonText', () => {
  it('gives the bytes of JSON.stringify(text) without its quotes, for any JSON text', () => {
    const values = [
      'plain',
      'a "quoted" \\ back\\slash',
      'Görlitz — Zgorzelec’s “Brücke”',
      'emoji 📷 and \u2028 line separator',
      'a lone \ud800 surrogate',
      'tab\tnew\nline\u0001',
      { nested: ['x"y', 1.5, null] },
    ];
    for (const value of values) {
      const text = JSON.stringify(value);
      expect(escapeJsonText(Buffer.from(text)).toString(), text).to.equal(JSON.stringify(text).slice(1, -1));
    }
  });
});
