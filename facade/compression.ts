/**
 * Content coding (RFC 9110 8.4): Brotli or gzip for text a client accepts compressed.
 * Documents are compressed once per representation, at the best ratio, and each coding is
 * its own representation with its own strong ETag; answers built per request (/ask, /mcp)
 * are compressed per response at a fast setting. A client that sends no Accept-Encoding
 * gets the identity bytes, as does every body under 1 KiB.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import Negotiator from 'negotiator';
import { addVary } from './response-headers.ts';

export type Coding = 'br' | 'gzip';

/** Bodies smaller than this gain less than the header costs. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]*\+)?json\b|application\/javascript\b|image\/svg\+xml\b|application\/xml\b)/;

export function compressible(type: string | undefined, bytes: number): boolean {
  return bytes >= MIN_COMPRESS_BYTES && typeof type === 'string' && COMPRESSIBLE.test(type);
}

const CODINGS = ['br', 'gzip', 'identity'];
/** negotiator 1.x breaks ties by the server's preference (its types still describe 0.6). */
type Encodings = (available: string[], options: { preferred: string[] }) => string[];

/**
 * The coding to answer with, only when the request asks for one: the client's q-values
 * first, and on a tie Brotli before gzip (browsers list gzip first at equal weight).
 */
export function preferredCoding(ctx: Context): Coding | undefined {
  if (!ctx.req.headers['accept-encoding']) return undefined;
  const negotiator = new Negotiator(ctx.req);
  const [chosen] = (negotiator.encodings as unknown as Encodings).call(negotiator, CODINGS, { preferred: CODINGS });
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** Best ratio: for bytes compressed once and sent many times. */
export function compressOnce(bytes: Buffer, coding: Coding): Buffer {
  // Quality 11 is seconds per megabyte and runs on the event loop: only for small documents.
  if (coding === 'br') return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: bytes.length > 256 * 1024 ? 5 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  return gzipSync(bytes, { level: bytes.length > 256 * 1024 ? 6 : 9 });
}

/** Fast: for a body built for one response. */
function compressNow(bytes: Buffer, coding: Coding): Buffer {
  if (coding === 'br') return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  return gzipSync(bytes, { level: 5 });
}

/**
 * Compresses a body built for this one response (no validator), if the client accepts a
 * coding. Documents carry an ETag and are encoded by sendDocument instead.
 */
export function compressBody(ctx: Context): void {
  if (ctx.status !== 200 || ctx.res.hasHeader('ETag') || ctx.res.hasHeader('Content-Encoding')) return;
  const body = ctx.body;
  if (!Buffer.isBuffer(body) && typeof body !== 'string') return;
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const type = ctx.response.get('Content-Type');
  if (!compressible(type, bytes.length)) return;
  addVary(ctx, 'Accept-Encoding');
  const coding = preferredCoding(ctx);
  if (!coding) return;
  ctx.body = compressNow(bytes, coding);
  ctx.res.setHeader('Content-Encoding', coding);
}

/** compressBody after the routes that build answers per request (/ask, /mcp). */
export function compressAnswers(): Middleware {
  return async (ctx, next) => {
    await next();
    compressBody(ctx);
  };
}
