import { expect } from 'chai';
import { minimal } from '../helpers/sites.ts';
import { startTestServer } from '../helpers/test-server.ts';

describe('rateLimit', () => {
  it('answers 429 with Retry-After and the error body once a client has spent its burst', async () => {
    const server = await startTestServer(minimal(), { rateLimit: { perSecond: 0.5, burst: 3 } });
    try {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 5; i++) {
        last = await fetch(`${server.url}/v1/ask?query=credit`);
        statuses.push(last.status);
        if (last.status === 200) await last.text();
      }
      expect(statuses).to.deep.equal([200, 200, 200, 429, 429]);
      expect(Number(last!.headers.get('retry-after'))).to.be.within(1, 2);
      const body = await last!.json();
      expect(body.error.code).to.equal('rate_limited');
      expect(body._meta.response_type).to.equal('failure');
    } finally {
      await server.close();
    }
  });

  it('is off by default', async () => {
    const server = await startTestServer(minimal());
    try {
      const statuses = await Promise.all(Array.from({ length: 30 }, () => fetch(`${server.url}/healthz`).then((r) => r.status)));
      expect(new Set(statuses)).to.deep.equal(new Set([200]));
    } finally {
      await server.close();
    }
  });
});
