import { expect } from 'chai';
import { minimal } from '../helpers/sites.ts';
import { koaContext } from '../helpers/koa-context.ts';
import { CONTENT_SECURITY_POLICY, responseHeaders } from '../../facade/response-headers.ts';

describe('responseHeaders', () => {
  const site = minimal();
  const neverHtml = (path: string) => path === '/ask';

  it("hands a path never answered with HTML next's own promise, with the headers of every response", () => {
    const ctx = koaContext('/ask?query=x');
    const answered = Promise.resolve();
    expect(responseHeaders(() => site, neverHtml)(ctx, () => answered)).to.equal(answered);
    expect(ctx.res.getHeader('X-Content-Type-Options')).to.equal('nosniff');
  });

  it("waits for other answers and adds the browser's headers to an HTML one only", async () => {
    for (const [type, csp] of [
      ['text/html; charset=utf-8', CONTENT_SECURITY_POLICY],
      ['application/json', undefined],
    ] as const) {
      const ctx = koaContext('/en/');
      await responseHeaders(() => site, neverHtml)(ctx, async () => void ctx.res.setHeader('Content-Type', type));
      expect(ctx.res.getHeader('Content-Security-Policy')).to.equal(csp);
      expect(ctx.res.getHeader('X-Content-Type-Options')).to.equal('nosniff');
    }
  });
});
