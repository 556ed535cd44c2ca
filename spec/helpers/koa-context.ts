/** A Koa context over a request that never touched a socket: for calling one middleware directly and looking at what it returns. */
import Koa, { type Context } from 'koa';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

export function koaContext(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Context {
  const req = new IncomingMessage(new Socket());
  req.url = url;
  req.method = options.method ?? 'GET';
  req.headers = options.headers ?? {};
  return new Koa().createContext(req, new ServerResponse(req));
}
