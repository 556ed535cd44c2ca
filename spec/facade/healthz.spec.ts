import { expect } from 'chai';
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { healthz } from '../../facade/healthz.ts';
import { PACKAGE_VERSION } from '../../server/mcp/server-info.ts';
import { minimal } from '../helpers/sites.ts';

/** Serves one middleware after `spy` and answers one request. */
async function answer(route: Koa.Middleware, spy: Koa.Middleware, method = 'GET'): Promise<{ status: number; type: string | null; length: string | null; text: string }> {
  const app = new Koa();
  app.use(spy);
  app.use(route);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`, { method });
    return { status: res.status, type: res.headers.get('content-type'), length: res.headers.get('content-length'), text: await res.text() };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('healthz', () => {
  const site = minimal();
  const pass: Koa.Middleware = (_ctx, next) => next();
  // What the route answered before: Koa serialising an object body.
  const asObject: Koa.Middleware = (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok', version: PACKAGE_VERSION, pages: site.pages.length };
  };

  it('answers the same bytes and headers as an object body, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD']) {
      expect(
        await answer(
          healthz(() => site),
          pass,
          method,
        ),
      ).to.deep.equal(await answer(asObject, pass, method));
    }
  });

  it('hands Koa a string, so the first answer does not load the web Response class', async () => {
    const bodies: string[] = [];
    const spy: Koa.Middleware = async (ctx, next) => {
      await next();
      bodies.push(typeof ctx.body);
    };
    const got = await answer(
      healthz(() => site),
      spy,
    );
    expect(bodies).to.deep.equal(['string']);
    expect(JSON.parse(got.text)).to.deep.equal({ status: 'ok', version: PACKAGE_VERSION, pages: site.pages.length });
  });
});
