/**
 * A cap on open connections. Up to `max` are served; the next few (a margin of a tenth,
 * at least 16) are accepted only to answer 503 with the error body and Retry-After,
 * then closed; beyond that Node refuses them outright (server.maxConnections), so a
 * flood of idle sockets cannot exhaust the process's file descriptors.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from './http-error.ts';

export interface ConnectionLimit {
  /** Connections open now (for tests and the attack benchmark). */
  open(): number;
  /** Wraps the request handler: a request on a connection over the cap gets 503. */
  handler(serve: (req: IncomingMessage, res: ServerResponse) => void, headers: () => Record<string, string>): (req: IncomingMessage, res: ServerResponse) => void;
}

export const OVER_CAP_MARGIN = (max: number) => Math.max(16, Math.ceil(max / 10));

export function limitConnections(server: Server, max: number): ConnectionLimit {
  let open = 0;
  const overCap = new WeakSet<Socket>();
  server.maxConnections = max + OVER_CAP_MARGIN(max);
  server.on('connection', (socket: Socket) => {
    open++;
    socket.once('close', () => open--);
    if (open > max) {
      overCap.add(socket);
      // Only long enough to send its request and read the refusal.
      socket.setTimeout(5_000, () => socket.destroy());
    }
  });
  return {
    open: () => open,
    handler: (serve, headers) => (req, res) => {
      if (!overCap.has(req.socket)) return serve(req, res);
      const body = JSON.stringify(errorBody('server_busy', `The server has ${max} open connections, its limit.`, 'Retry in a second; reuse one connection for several requests.'));
      res.shouldKeepAlive = false;
      res.writeHead(503, {
        ...headers(),
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Retry-After': '1',
        'Cache-Control': 'no-store',
        Connection: 'close',
      });
      res.end(body);
      // Drop what is left of a body without reading it into memory.
      req.resume();
    },
  };
}
