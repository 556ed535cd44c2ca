/**
 * First in the chain: every error becomes the spec's JSON error body with a fitting
 * status; nothing unexpected leaks (no stack, no message of an internal fault).
 */
import type { Context, Middleware } from 'koa';
import { HttpError, errorBody } from './http-error.ts';
import type { Logger } from './logger.ts';

interface StatusError extends Error {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
}

/** Errors raised by Koa's own helpers and the body parser, by status. */
const KNOWN: Record<number, { code: string; hint?: string }> = {
  400: { code: 'bad_request' },
  405: { code: 'method_not_allowed' },
  413: { code: 'body_too_large', hint: 'Send a smaller body.' },
  414: { code: 'uri_too_long', hint: 'Send a shorter address.' },
  415: { code: 'unsupported_media_type', hint: 'Send the body as application/json.' },
};

export function errorMiddleware(log: Logger): Middleware {
  // Not async: the answer's promise with a rejection handler, not a suspended function per request.
  return (ctx, next) => {
    let answered: Promise<unknown>;
    try {
      // Koa's next never throws (it rejects), but a caller's might: answered the same way.
      answered = Promise.resolve(next());
    } catch (caught) {
      answered = Promise.reject(caught);
    }
    return answered.then(undefined, (caught: unknown) => answerError(ctx, caught as StatusError, log));
  };
}

/** The JSON error answer for what a later middleware threw. */
function answerError(ctx: Context, error: StatusError, log: Logger): void {
  const status = error instanceof HttpError ? error.status : (error.status ?? error.statusCode ?? 500);
  if (status >= 500) log.error('request failed', { path: ctx.path, error: error.stack ?? String(error) });
  ctx.status = status;
  if (error instanceof HttpError) {
    ctx.set(error.headers);
    ctx.body = errorBody(error.code, error.message, error.hint);
  } else if (status < 500 && error.expose !== false) {
    const known = KNOWN[status] ?? { code: 'bad_request' };
    ctx.body = errorBody(known.code, error.message || 'The request could not be read.', known.hint);
  } else {
    ctx.status = 500;
    ctx.body = errorBody('internal_error', 'Something went wrong on our side. Please try again.');
  }
  ctx.type = 'application/json; charset=utf-8';
}
