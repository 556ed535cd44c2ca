/**
 * Requests Node's HTTP parser refuses before Koa sees them (headers too large, a request
 * line that is not HTTP, a client too slow to send its request) still get the spec's JSON
 * error body and the usage-rights headers, instead of Node's bare status line.
 */
import type { Socket } from 'node:net';
import type { Site } from '../server/site/site-types.ts';
import { rightsHeaders } from '../server/documents/usage-rights.ts';
import { errorBody } from './http-error.ts';

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

function classify(code: string | undefined): { status: number; code: string; message: string; hint?: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      code: 'headers_too_large',
      message: 'The request headers (with the address) are larger than the server accepts (16 KiB).',
      hint: 'Send fewer or shorter headers; long questions go in a POST body.',
    };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'request_timeout', message: 'The request did not arrive in time.', hint: 'Send the whole request promptly.' };
  return { status: 400, code: 'bad_request', message: 'The request is not valid HTTP/1.1.', hint: 'Send a well-formed HTTP request, e.g. GET /v1/ask?query=... HTTP/1.1.' };
}

export function clientErrorHandler(getSite: () => Site) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    // A reset or a socket already answered has no one to tell.
    if (error.code === 'ECONNRESET' || !socket.writable || (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const fault = classify(error.code);
    const body = JSON.stringify(errorBody(fault.code, fault.message, fault.hint));
    const headers = {
      ...rightsHeaders(getSite()),
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      Connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    // The server allows half-open sockets: end, then make sure the descriptor is released.
    socket.end(`HTTP/1.1 ${fault.status} ${REASONS[fault.status]}\r\n${head}\r\n${body}`);
    const release = setTimeout(() => socket.destroy(), 1000);
    release.unref();
    socket.once('close', () => clearTimeout(release));
  };
}
