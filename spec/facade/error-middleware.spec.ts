import { expect } from 'chai';
import { koaContext } from '../helpers/koa-context.ts';
import { createLogger } from '../../facade/logger.ts';
import { errorMiddleware } from '../../facade/error-middleware.ts';
import { HttpError } from '../../facade/http-error.ts';

describe('errorMiddleware', () => {
  const middleware = errorMiddleware(createLogger('error', () => {}));

  it('answers what a later middleware rejects with, or throws at once, as a JSON error', async () => {
    const thrown = new HttpError(400, 'invalid_query', 'Bad.', 'Ask again.');
    for (const next of [
      () => Promise.reject(thrown),
      () => {
        throw thrown;
      },
    ]) {
      const ctx = koaContext('/ask?query=x');
      await middleware(ctx, next as () => Promise<void>);
      expect(ctx.status).to.equal(400);
      expect(ctx.type).to.equal('application/json');
      expect(JSON.stringify(ctx.body)).to.include('invalid_query');
    }
  });

  it('leaves an answer that did not fail as it is', async () => {
    const ctx = koaContext('/ask?query=x');
    await middleware(ctx, async () => {
      ctx.body = { ok: true };
    });
    expect(ctx.status).to.equal(200);
    expect(ctx.body).to.deep.equal({ ok: true });
  });
});
