import { expect } from 'chai';
import { minimal } from '../helpers/sites.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { createLogger } from '../../facade/logger.ts';
import { koaContext } from '../helpers/koa-context.ts';

describe('requestLog', () => {
  it('logs one structured line per request and echoes or generates X-Request-Id', async () => {
    const lines: string[] = [];
    const server = await startTestServer(minimal(), { log: createLogger('info', (line) => lines.push(line)) });
    try {
      const echoed = await fetch(`${server.url}/v1/ask?query=credit`, { headers: { 'x-request-id': 'abc-123' } });
      expect(echoed.headers.get('x-request-id')).to.equal('abc-123');
      const generated = await fetch(`${server.url}/nowhere`, { headers: { 'x-request-id': 'bad id <script>' } });
      expect(generated.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
      await echoed.text();
      await generated.text();
      await new Promise((r) => setTimeout(r, 50));
      const entries = lines.map((l) => JSON.parse(l)).filter((e) => e.message === 'request');
      expect(entries).to.have.length(2);
      expect(entries[0]).to.include({ id: 'abc-123', method: 'GET', path: '/v1/ask', status: 200 });
      expect(entries[0].ms).to.be.a('number');
      expect(entries[1]).to.include({ path: '/nowhere', status: 404 });
    } finally {
      await server.close();
    }
  });

  it("hands back next's own promise, logging or not: nothing of it waits for the answer", async () => {
    const { requestLog } = await import('../../facade/request-log.ts');
    const answered = Promise.resolve();
    for (const level of ['warn', 'info'] as const) {
      const ctx = koaContext('/ask?query=x');
      expect(requestLog(createLogger(level, () => {}))(ctx, () => answered)).to.equal(answered);
      expect(ctx.response.get('X-Request-Id')).to.match(/^[0-9a-f-]{36}$/);
    }
  });

  it('keeps stack traces in the log and out of responses', async () => {
    const lines: string[] = [];
    const broken = { ...minimal(), search: null } as never;
    const server = await startTestServer(broken, { log: createLogger('error', (line) => lines.push(line)) });
    try {
      const res = await fetch(`${server.url}/v1/ask?query=credit`);
      expect(res.status).to.equal(500);
      const text = await res.text();
      expect(JSON.parse(text).error.code).to.equal('internal_error');
      expect(text).to.not.match(/at |\.ts|TypeError/);
      expect(lines.join('\n')).to.contain('TypeError');
    } finally {
      await server.close();
    }
  });
});

describe('healthz route', () => {
  it('answers 200 with the page count and the version', async () => {
    const server = await startTestServer(minimal());
    try {
      const body = await (await fetch(`${server.url}/healthz`)).json();
      expect(body).to.deep.include({ status: 'ok', pages: 6 }); // four pages and two generated developer pages
      expect(body.version).to.match(/^\d+\.\d+\.\d+/);
    } finally {
      await server.close();
    }
  });
});
