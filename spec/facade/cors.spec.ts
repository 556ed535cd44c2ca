import { expect } from 'chai';
import { minimal } from '../helpers/sites.ts';
import { startTestServer } from '../helpers/test-server.ts';
import type { RunningServer } from '../../server/cli/start-server.ts';

const preflight = (url: string, path: string, origin: string) =>
  fetch(`${url}${path}`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type, mcp-protocol-version' } });

describe('corsMiddleware', () => {
  let server: RunningServer;
  before(async () => (server = await startTestServer(minimal(), { allowedOrigins: ['https://inspector.example'] })));
  after(() => server.close());

  it('approves the /mcp preflight only for origins the origin guard accepts', async () => {
    for (const origin of ['https://www.test.example', 'http://localhost:5173', 'https://inspector.example']) {
      const res = await preflight(server.url, '/mcp', origin);
      expect(res.headers.get('access-control-allow-origin'), origin).to.equal(origin);
      expect(res.headers.get('access-control-allow-methods'), origin).to.contain('POST');
    }
    for (const origin of ['https://evil.example', 'null', 'https://www.test.example.evil.example']) {
      const res = await preflight(server.url, '/mcp', origin);
      expect(res.headers.get('access-control-allow-origin'), origin).to.equal(null);
      expect(res.headers.get('access-control-allow-methods'), origin).to.equal(null);
    }
  });

  it('still lets any origin read the public endpoints', async () => {
    const res = await preflight(server.url, '/v1/ask', 'https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).to.equal('*');
  });
});
