import { expect } from 'chai';
import { minimal } from '../helpers/sites.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { clientKey, forwardedAddress, RATE_ENTRY_BYTES } from '../../facade/rate-limit.ts';

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

describe('rateLimit behind a proxy', () => {
  const frozen = () => 1_000_000;

  it('keys on the address the nearest proxy added: 12 different leftmost X-Forwarded-For values hit a 5/5 limit', async () => {
    const server = await startTestServer(minimal(), { rateLimit: { perSecond: 5, burst: 5, now: frozen }, trustProxy: true });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await fetch(`${server.url}/v1/ask?query=credit`, { headers: { 'X-Forwarded-For': `10.9.${i}.${i}, 203.0.113.7` } });
        statuses.push(res.status);
        await res.arrayBuffer();
      }
      expect(statuses.filter((s) => s === 200)).to.have.length(5);
      expect(statuses.filter((s) => s === 429)).to.have.length(7);
      // Another client behind the same proxy still has its own budget.
      expect((await fetch(`${server.url}/v1/ask?query=credit`, { headers: { 'X-Forwarded-For': '203.0.113.8' } })).status).to.equal(200);
    } finally {
      await server.close();
    }
  });

  it('with trustProxyHops 2 keys on the second entry from the right', async () => {
    const server = await startTestServer(minimal(), { rateLimit: { perSecond: 5, burst: 5, now: frozen }, trustProxy: true, trustProxyHops: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await fetch(`${server.url}/v1/ask?query=credit`, { headers: { 'X-Forwarded-For': `spoof-${i}, 198.51.100.4, 10.0.0.${i}` } });
        statuses.push(res.status);
        await res.arrayBuffer();
      }
      expect(statuses.filter((s) => s === 429)).to.have.length(7);
    } finally {
      await server.close();
    }
  });

  it('without --trust-proxy ignores X-Forwarded-For altogether', async () => {
    const server = await startTestServer(minimal(), { rateLimit: { perSecond: 5, burst: 5, now: frozen } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await fetch(`${server.url}/v1/ask?query=credit`, { headers: { 'X-Forwarded-For': `203.0.113.${i}` } });
        statuses.push(res.status);
        await res.arrayBuffer();
      }
      expect(statuses).to.deep.equal([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await server.close();
    }
  });

  it('forgets the least recently seen client when the table is full (bounded in bytes)', async () => {
    // Room for about three clients.
    const server = await startTestServer(minimal(), { rateLimit: { perSecond: 1, burst: 1, now: frozen, maxBytes: 3 * (RATE_ENTRY_BYTES + 30) }, trustProxy: true });
    const from = (ip: string) => fetch(`${server.url}/v1/ask?query=credit`, { headers: { 'X-Forwarded-For': ip } }).then(async (r) => (await r.arrayBuffer(), r.status));
    try {
      expect(await from('192.0.2.1')).to.equal(200);
      expect(await from('192.0.2.1')).to.equal(429);
      for (let i = 2; i < 8; i++) expect(await from(`192.0.2.${i}`)).to.equal(200);
      // 192.0.2.1 was forgotten: a fresh bucket.
      expect(await from('192.0.2.1')).to.equal(200);
    } finally {
      await server.close();
    }
  });
});

describe('forwardedAddress', () => {
  it('takes the entry the given number of hops from the right', () => {
    expect(forwardedAddress('1.1.1.1, 2.2.2.2, 3.3.3.3', 1)).to.equal('3.3.3.3');
    expect(forwardedAddress('1.1.1.1, 2.2.2.2, 3.3.3.3', 2)).to.equal('2.2.2.2');
    expect(forwardedAddress('1.1.1.1', 2)).to.equal(undefined);
    expect(forwardedAddress(['1.1.1.1, 2.2.2.2', '3.3.3.3'], 1)).to.equal('3.3.3.3');
    expect(forwardedAddress(undefined, 1)).to.equal(undefined);
    expect(forwardedAddress('a,', 1)).to.equal(undefined);
  });
});

describe('clientKey', () => {
  it('keeps keys short whatever the header holds', () => {
    expect(clientKey('203.0.113.7')).to.equal('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).to.equal('203.0.113.7');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).to.equal(clientKey('2001:db8:1:2:ffff::1'));
    expect(clientKey('2001:db8:1:2:3:4:5:6')).to.equal('2001:db8:1:2::/64');
    const junk = clientKey('x'.repeat(10_000));
    expect(junk).to.have.length.at.most(23);
    expect(clientKey('x'.repeat(10_000))).to.equal(junk);
    expect(clientKey(undefined)).to.equal('unknown');
  });
});
