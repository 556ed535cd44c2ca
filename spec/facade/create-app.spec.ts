import { expect } from 'chai';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../../facade/create-app.ts';
import { fairTurns, TURN_BUDGET_MS } from '../../facade/fair-turns.ts';
import { createLogger } from '../../facade/logger.ts';
import { minimal } from '../helpers/sites.ts';

describe('createApp', () => {
  let server: Server;
  let base: string;
  // Both endpoints must take their turns from this one queue (each used to make its own).
  const turns = fairTurns({ budgetMs: TURN_BUDGET_MS });

  before(async () => {
    const app = createApp(minimal(), { log: createLogger('error'), turns });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  it('gives /ask and /mcp one queue of turns, so one time budget per event-loop iteration covers both', async () => {
    const ask = await fetch(`${base}/ask?query=${encodeURIComponent('a question asked once')}`);
    expect(ask.status).to.equal(200);
    expect(turns.given).to.equal(1);
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_site', arguments: { query: 'another question asked once' } } });
    const mcp = await fetch(`${base}/mcp`, { method: 'POST', body, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' } });
    expect(mcp.status).to.equal(200);
    expect(turns.given).to.equal(2);
  });

  it("keeps an /ask answer from the question's second asking on: searched twice, then answered from the cache", async () => {
    const given = turns.given;
    const ask = () => fetch(`${base}/ask?query=${encodeURIComponent('a question asked three times')}`).then((res) => res.json());
    const answers = [await ask(), await ask(), await ask()];
    expect(turns.given - given).to.equal(2);
    expect(answers[2].results).to.deep.equal(answers[0].results);
  });
});
