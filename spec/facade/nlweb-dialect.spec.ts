import { expect } from 'chai';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { minimal } from '../helpers/sites.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { dialectOfBody, dialectOfQuery, flatItem, nlwebType, readModes, readPrevParam, readStreamingParam } from '../../facade/nlweb-dialect.ts';
import type { RunningServer } from '../../server/cli/start-server.ts';

/** Every message of an event stream, with its event name (unnamed: message) and id. */
async function messages(res: Response): Promise<EventSourceMessage[]> {
  const all: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (e) => all.push(e) });
  parser.feed(await res.text());
  return all;
}

describe('nlweb-dialect', () => {
  describe('dialectOfQuery', () => {
    it("recognises NLWeb's own parameters, and nothing else", () => {
      expect(dialectOfQuery({ query: 'x', generate_mode: 'list' })).to.equal('nlweb');
      expect(dialectOfQuery({ query: 'x', site: 'all' })).to.equal('nlweb');
      expect(dialectOfQuery({ query: 'x', display_mode: 'full' })).to.equal('nlweb');
      expect(dialectOfQuery({ query: 'x', streaming: 'true', lang: 'en', prev: '["a"]' })).to.equal(undefined);
      expect(dialectOfQuery({ query: 'x', mode: 'agent' })).to.equal(undefined);
    });
  });

  describe('dialectOfBody', () => {
    it('recognises v0.54 bodies (meta, prefer.response_format, query.site) and NLWeb parameters in a body', () => {
      expect(dialectOfBody({ query: { text: 'x', site: 'all' } })).to.equal('nlweb-v054');
      expect(dialectOfBody({ query: 'x', meta: { api_version: '0.54' } })).to.equal('nlweb-v054');
      expect(dialectOfBody({ query: 'x', prefer: { response_format: 'conv_search' } })).to.equal('nlweb-v054');
      expect(dialectOfBody({ query: 'x', generate_mode: 'list' })).to.equal('nlweb');
      expect(dialectOfBody({ query: 'x', prefer: { streaming: true, mode: 'list' }, context: { prev: [] } })).to.equal(undefined);
    });
  });

  describe('readStreamingParam', () => {
    it('reads true/false in any case, 1/0 and empty; refuses anything else', () => {
      expect(['True', 'TRUE', 'true', '1'].map(readStreamingParam)).to.deep.equal([true, true, true, true]);
      expect(['False', 'false', '0', ''].map(readStreamingParam)).to.deep.equal([false, false, false, false]);
      expect(readStreamingParam(undefined)).to.equal(undefined);
      expect(() => readStreamingParam('maybe')).to.throw(/streaming must be true or false/);
    });
  });

  describe('readModes', () => {
    it("takes mode lists that include list; summarize or generate alone only in NLWeb's dialect", () => {
      expect(() => readModes('list, summarize', false)).not.to.throw();
      expect(() => readModes('summarize', true)).not.to.throw();
      expect(() => readModes('generate', true)).not.to.throw();
      expect(() => readModes('summarize', false)).to.throw(/not supported/);
      expect(() => readModes('list, dance', true)).to.throw(/not supported/);
      expect(() => readModes(3, true)).to.throw(/not supported/);
    });
  });

  describe('readPrevParam', () => {
    it('reads a JSON array, a comma-separated list and repeated parameters', () => {
      expect(readPrevParam('["one, with comma", "two"]')).to.deep.equal(['one, with comma', 'two']);
      expect(readPrevParam('one, two')).to.deep.equal(['one', 'two']);
      expect(readPrevParam(['one', '["two"]'])).to.deep.equal(['one', 'two']);
      expect(readPrevParam('[not json')).to.deep.equal(['[not json']);
      expect(readPrevParam(undefined)).to.deep.equal([]);
    });
  });

  describe('nlwebType', () => {
    it('adds the renderable Article ancestor to works and leaves other pages as they are', () => {
      expect(nlwebType('NewsArticle')).to.equal('NewsArticle');
      expect(nlwebType('ReportageNewsArticle')).to.deep.equal(['ReportageNewsArticle', 'NewsArticle']);
      expect(nlwebType('TechArticle')).to.deep.equal(['TechArticle', 'Article']);
      expect(nlwebType('ImageGallery')).to.deep.equal(['ImageGallery', 'Article']);
      expect(nlwebType('AboutPage')).to.equal('AboutPage');
      expect(nlwebType('WebPage')).to.equal('WebPage');
      expect(nlwebType(undefined)).to.equal('WebPage');
    });
  });

  describe('flatItem', () => {
    it('lifts the JSON-LD to the top level with the section as @id, and keeps url, name, site, score', () => {
      const item = flatItem({
        url: 'https://h/en/s/#a',
        name: 'A',
        site: 'h',
        score: 0.5,
        description: 'passage',
        schema_object: { '@context': 'https://schema.org', '@type': 'ImageGallery', '@id': 'https://h/en/s/', url: 'https://h/en/s/', name: 'S', inLanguage: 'en' },
      });
      expect(item).to.deep.include({
        '@type': ['ImageGallery', 'Article'],
        '@id': 'https://h/en/s/#a',
        url: 'https://h/en/s/#a',
        name: 'A',
        headline: 'A',
        description: 'passage',
        site: 'h',
        score: 0.5,
        inLanguage: 'en',
      });
      expect(item).to.not.have.property('@context');
    });
  });

  describe('on /ask', () => {
    let server: RunningServer;
    before(async () => (server = await startTestServer(minimal())));
    after(() => server.close());

    it("streams NLWeb's unnamed result_batch then complete, with ids, to NLWeb's GET parameters (no streaming parameter)", async () => {
      const params = new URLSearchParams({ query: 'credit line', generate_mode: 'list', display_mode: 'full', site: 'all' });
      const res = await fetch(`${server.url}/ask?${params}`);
      expect(res.headers.get('content-type')).to.match(/^text\/event-stream/);
      const all = await messages(res);
      expect(all.map((m) => m.event ?? 'message')).to.deep.equal(['message', 'message']);
      expect(all.map((m) => m.id)).to.deep.equal(['1', '2']);
      const [batch, complete] = all.map((m) => JSON.parse(m.data));
      expect(batch.message_type).to.equal('result_batch');
      expect(batch.results[0]).to.include({ url: 'https://www.test.example/en/licensing/#credit-line', name: 'Credit line', site: 'www.test.example' });
      expect(complete).to.deep.equal({ message_type: 'complete', query_id: batch.query_id });
    });

    it("answers NLWeb's GET with streaming=False as the spec's JSON, prev read from a comma list", async () => {
      const params = new URLSearchParams({ query: 'and with an agency?', site: 'all', streaming: 'False', prev: 'What credit line should I use?' });
      const res = await fetch(`${server.url}/ask?${params}`);
      expect(res.headers.get('content-type')).to.equal('application/json; charset=utf-8');
      const body = await res.json();
      expect(body.results[0].url).to.contain('licensing');
    });

    it('streams the v0.54 shape (_meta, then results of flat items) to a useNlWeb request', async () => {
      const body = { query: { text: 'credit line', site: 'all', max_results: 2 }, prefer: { streaming: true, response_format: 'conv_search', mode: 'list, summarize' }, meta: { api_version: '0.54' } };
      const res = await fetch(`${server.url}/ask`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify(body) });
      const all = await messages(res);
      expect(all.every((m) => m.event === undefined && m.id)).to.equal(true);
      const [meta, results, end] = all.map((m) => JSON.parse(m.data));
      expect(meta._meta).to.deep.equal({ response_type: 'answer', version: '0.55' });
      expect(results.results).to.have.length(2);
      expect(results.results[0]).to.include({ '@id': 'https://www.test.example/en/licensing/#credit-line', site: 'www.test.example' });
      expect(results.results[0].score).to.be.a('number');
      expect(end._meta.complete).to.equal(true);
    });

    it("answers a v0.54 request without streaming with the spec's AskResponse", async () => {
      const body = { query: { text: 'credit line', site: 'all' }, prefer: { streaming: false, mode: 'list, summarize' }, meta: { api_version: '0.54' } };
      const res = await fetch(`${server.url}/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.headers.get('content-type')).to.equal('application/json; charset=utf-8');
      expect((await res.json()).results[0].url).to.equal('https://www.test.example/en/licensing/#credit-line');
    });

    it('reads a flat prev in a POST body', async () => {
      const res = await fetch(`${server.url}/ask`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'and with an agency?', prev: ['What credit line should I use?'] }),
      });
      expect((await res.json()).results[0].url).to.contain('licensing');
    });

    it("streams the spec's named events to a client whose Accept prefers an event stream, start and results with ids", async () => {
      const res = await fetch(`${server.url}/v1/ask?query=credit`, { headers: { accept: 'text/event-stream' } });
      const all = await messages(res);
      expect(all[0].event).to.equal('start');
      expect(all.at(-1)!.event).to.equal('complete');
      expect(all.slice(0, -1).map((m) => m.id)).to.deep.equal(all.slice(0, -1).map((_, i) => String(i)));
    });

    it('answers a reconnect after the end (Last-Event-ID) with 204 on GET and POST', async () => {
      expect((await fetch(`${server.url}/ask?query=credit`, { headers: { accept: 'text/event-stream', 'last-event-id': '3' } })).status).to.equal(204);
      const post = await fetch(`${server.url}/v1/ask`, { method: 'POST', headers: { 'content-type': 'application/json', 'last-event-id': '0' }, body: '{"query":"credit"}' });
      expect(post.status).to.equal(204);
    });

    it('still refuses an unknown mode and a bad streaming value', async () => {
      expect((await fetch(`${server.url}/ask?query=x&generate_mode=dance`)).status).to.equal(400);
      expect((await fetch(`${server.url}/ask?query=x&site=all&streaming=maybe`)).status).to.equal(400);
    });
  });
});
