/**
 * Clients of /ask: a plain EventSource (npm `eventsource`), a client written from NLWeb's
 * documented wire format (GET, message_type messages), a client that reads the v0.54 stream the
 * way nlweb-ask-agent's useNlWeb hook does, and both run in Debian's Chromium.
 */
import { EventSource } from 'eventsource';
import { chromium } from 'playwright-core';
import { askRequests, expect, versionOf, type Check } from '../lib.ts';

const STORY_QUESTION = 'families on the Halligen living with storm surges';

/** Waits for a condition without measuring anything: polls until it holds or the bound passes. */
async function until(what: string, condition: () => boolean, boundMs = 30_000): Promise<void> {
  for (let waited = 0; !condition(); waited += 50) {
    if (waited > boundMs) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The messages of an event stream, unnamed or named, as a WHATWG parser reads them (lines of `field: value`). */
function parseStream(text: string): { event: string; id?: string; data: string }[] {
  return text
    .split(/\n\n/)
    .filter((block) => block.trim())
    .map((block) => {
      const fields: Record<string, string> = {};
      for (const line of block.split('\n')) {
        const at = line.indexOf(':');
        if (at > 0) fields[line.slice(0, at)] = (fields[line.slice(0, at)] ? `${fields[line.slice(0, at)]}\n` : '') + line.slice(at + 1).replace(/^ /, '');
      }
      return { event: fields.event ?? 'message', id: fields.id, data: fields.data ?? '' };
    });
}

/** What NLWeb's newer client keeps of a result: flat schema.org items of a type it renders, with @id, score and site. */
const RENDERED = ['Recipe', 'Movie', 'Article', 'NewsArticle', 'BlogPosting'];
function renderable(item: Record<string, unknown>): boolean {
  const types = Array.isArray(item['@type']) ? (item['@type'] as string[]) : [item['@type']];
  return types.some((t) => RENDERED.includes(t as string)) && typeof item['@id'] === 'string' && typeof item.score === 'number' && typeof item.site === 'string';
}

export const askClientChecks: Check[] = [
  {
    client: 'EventSource (eventsource)',
    transport: 'GET /ask?query=… (SSE by Accept)',
    version: () => versionOf('eventsource'),
    async run({ url, serverLog }) {
      const before = askRequests(serverLog()).length;
      const events: string[] = [];
      let results = 0;
      const source = new EventSource(`${url}/ask?query=${encodeURIComponent('Which awards has she won?')}`);
      source.addEventListener('start', () => events.push('start'));
      source.addEventListener('result', () => (events.push('result'), results++));
      source.addEventListener('complete', () => events.push('complete'));
      let lastError = '';
      source.onerror = (e) => (lastError = String((e as { message?: string }).message ?? 'error'));
      // No close() on complete: the stream ends, the client reconnects with Last-Event-ID,
      // gets 204 and stops. Nothing more may reach the server.
      await until('the EventSource to close', () => source.readyState === source.CLOSED, 30_000);
      await new Promise((r) => setTimeout(r, 500));
      const requests = askRequests(serverLog()).slice(before);
      expect(events[0] === 'start' && events.at(-1) === 'complete' && results > 0, `events: ${events.join(', ')}`);
      expect(requests.length === 2 && requests[0].status === 200 && requests[1].status === 204, `requests: ${JSON.stringify(requests)}`);
      return `start, ${results} results, complete; one reconnect answered 204 (${lastError || 'closed'}); 1 search`;
    },
  },
  {
    client: 'NLWeb wire format (own client from NLWeb docs)',
    transport: 'GET /ask?generate_mode=list&display_mode=full&site=all, SSE',
    version: () => 'NLWeb REST API',
    async run({ url }) {
      // As NLWeb's chat UI asks: no streaming parameter (NLWeb streams by default), prev as a JSON array.
      const params = new URLSearchParams({ query: 'and which book was it?', generate_mode: 'list', display_mode: 'full', site: 'all', prev: JSON.stringify(['Salt Water Halligen']) });
      const res = await fetch(`${url}/ask?${params}`, { headers: { accept: 'text/event-stream' } });
      expect(res.status === 200 && (res.headers.get('content-type') ?? '').startsWith('text/event-stream'), `status ${res.status} ${res.headers.get('content-type')}`);
      const messages = parseStream(await res.text());
      expect(
        messages.every((m) => m.event === 'message' && m.id !== undefined),
        'every message unnamed and with an id',
      );
      const data = messages.map((m) => JSON.parse(m.data) as { message_type: string; results?: Record<string, unknown>[] });
      expect(data.at(-1)?.message_type === 'complete', `last message: ${JSON.stringify(data.at(-1))}`);
      const results = data.filter((d) => d.message_type === 'result_batch').flatMap((d) => d.results ?? []);
      expect(
        results.length > 0 && results.every((r) => typeof r.url === 'string' && typeof r.name === 'string' && typeof r.score === 'number' && typeof r.site === 'string'),
        'result_batch items with url, name, score, site',
      );
      expect(
        results.some((r) => String(r.url).includes('salt-water')),
        `prev understood: ${results.map((r) => r.url).join(', ')}`,
      );
      // The documented forms: prev as a comma list, streaming=False for JSON.
      const plain = await fetch(`${url}/ask?${new URLSearchParams({ query: 'and which book was it?', site: 'all', prev: 'Salt Water Halligen', streaming: 'False' })}`);
      const json = (await plain.json()) as { query_id: string; results: { url: string }[] };
      expect(plain.status === 200 && json.query_id && json.results.some((r) => r.url.includes('salt-water')), `streaming=False with a comma-list prev: ${plain.status}`);
      // The reconnect after the end.
      const again = await fetch(`${url}/ask?${params}`, { headers: { accept: 'text/event-stream', 'last-event-id': messages.at(-1)!.id! } });
      expect(again.status === 204, `reconnect: ${again.status}`);
      return `result_batch (${results.length} results) then complete, all with ids; prev as JSON array and comma list; streaming=False → JSON; reconnect → 204`;
    },
  },
  {
    client: "NLWeb v0.54 stream read as nlweb-ask-agent's useNlWeb reads it",
    transport: 'POST /ask, SSE',
    version: () => 'v0.54 request',
    async run({ url }) {
      const body = {
        query: { text: STORY_QUESTION, site: 'all', max_results: 9, num_results: 50 },
        prefer: { streaming: true, response_format: 'conv_search', mode: 'list, summarize' },
        meta: { api_version: '0.54', start_num: 0 },
        context: { '@type': 'ConversationalContext', prev: ['Which stories has she photographed?'] },
      };
      const res = await fetch(`${url}/ask`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify(body) });
      expect(res.ok, `HTTP ${res.status}: ${await res.clone().text()}`);
      // The hook's reading: split on newlines, keep "data: " lines, JSON.parse each.
      const items: Record<string, unknown>[] = [];
      let sawMeta = false;
      for (const line of (await res.text()).split('\n')) {
        if (!line.startsWith('data: ')) continue;
        const data = JSON.parse(line.slice(6)) as { _meta?: { response_type?: string }; results?: Record<string, unknown>[] };
        if (data._meta) {
          expect(data._meta.response_type !== 'Failure', 'failure message');
          sawMeta = true;
        }
        for (const item of data.results ?? []) if (renderable(item) && !items.some((i) => i['@id'] === item['@id'])) items.push(item);
      }
      expect(sawMeta, 'a _meta message');
      expect(items.length > 0, 'no renderable item');
      // The story, in either language (the question names the islands by their German name).
      expect(
        items.some((i) => /salt-water|salzwasser/.test(String(i['@id']))),
        `items: ${items.map((i) => i['@id']).join(', ')}`,
      );
      return `_meta then results: ${items.length} renderable items (${[...new Set(items.map((i) => JSON.stringify(i['@type'])))].join(', ')}); mode "list, summarize" answered as list`;
    },
  },
  {
    client: 'Chromium EventSource, NLWeb chat UI logic (playwright-core)',
    transport: 'GET /ask, SSE in the browser',
    version: () => `playwright-core ${versionOf('playwright-core')}`,
    async run({ url, serverLog }) {
      const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
      try {
        const page = await browser.newPage();
        await page.goto(`${url}/en/`);
        const before = askRequests(serverLog()).length;
        // The chat UI's way of asking and reading (written from NLWeb's documented wire format):
        // EventSource, onmessage, message_type result_batch / complete, close on complete,
        // "Sorry, an error occurred" when the first thing to arrive is an error.
        const chat = await page.evaluate(
          (q) =>
            new Promise<{ results: number; names: string[]; error?: string }>((resolve) => {
              const params = new URLSearchParams({ query: q, generate_mode: 'list', display_mode: 'full', site: 'all' });
              const source = new EventSource(`/ask?${params}`);
              const all: { name: string }[] = [];
              let first = true;
              source.onmessage = (event) => {
                first = false;
                const data = JSON.parse(event.data);
                if (data.message_type === 'result_batch' && data.results) all.push(...data.results);
                else if (data.message_type === 'complete') {
                  source.close();
                  resolve({ results: all.length, names: all.map((r) => r.name) });
                }
              };
              source.onerror = () => {
                source.close();
                resolve({ results: all.length, names: [], error: first ? 'Sorry, an error occurred' : 'error after data' });
              };
            }),
          'Which awards has she won?',
        );
        expect(!chat.error && chat.results > 0, `chat UI: ${JSON.stringify(chat)}`);
        // A browser EventSource that is never closed: after the end it reconnects once, gets 204, stops.
        const plain = await page.evaluate(
          () =>
            new Promise<{ events: string[]; state: number }>((resolve) => {
              const source = new EventSource(`/ask?${new URLSearchParams({ query: 'press kit' })}`);
              const events: string[] = [];
              for (const name of ['start', 'result', 'complete']) source.addEventListener(name, () => events.push(name));
              source.onerror = () => {
                if (source.readyState === EventSource.CLOSED) resolve({ events, state: source.readyState });
              };
            }),
        );
        await new Promise((r) => setTimeout(r, 500));
        const requests = askRequests(serverLog()).slice(before);
        expect(plain.events[0] === 'start' && plain.events.at(-1) === 'complete', `plain: ${plain.events.join(',')}`);
        expect(requests.length === 3 && requests.map((r) => r.status).join(',') === '200,200,204', `requests: ${JSON.stringify(requests)}`);
        return `chat UI logic showed ${chat.results} results; an unclosed EventSource stopped after one 204`;
      } finally {
        await browser.close();
      }
    },
  },
];
