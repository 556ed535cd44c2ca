/**
 * One structured log line per request (method, path, status, duration, request id), and
 * an X-Request-Id on every response: the caller's, when it is a sane token, else a new one.
 */
import { randomUuid } from './random-uuid.ts';
import type { Middleware } from 'koa';
import type { Logger } from './logger.ts';

const SANE_ID = /^[\w.:@-]{1,128}$/;

export function requestLog(log: Logger): Middleware {
  // Not async: the line is written from the response's events, so nothing of this function waits for the answer.
  return (ctx, next) => {
    const given = ctx.req.headers['x-request-id'];
    const id = typeof given === 'string' && SANE_ID.test(given) ? given : randomUuid();
    ctx.state.requestId = id;
    ctx.res.setHeader('X-Request-Id', id);
    if (!log.enabled('info')) return next();
    const started = process.hrtime.bigint();
    const done = () => {
      ctx.res.off('finish', done);
      ctx.res.off('close', done);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log.info('request', { id, method: ctx.method, path: ctx.path, status: ctx.res.statusCode, ms: Math.round(ms * 100) / 100, ...(ctx.res.writableFinished ? {} : { aborted: true }) });
    };
    ctx.res.once('finish', done);
    ctx.res.once('close', done);
    return next();
  };
}
