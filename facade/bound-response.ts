/**
 * A bound on how long one response may take to deliver. An event stream is written at
 * once, but a client that stops reading would hold it (and its socket) open for ever;
 * past the bound the connection is closed.
 */
import type { Writable } from 'node:stream';

export function boundResponse(res: Writable, ms: number): void {
  const timer = setTimeout(() => {
    if (!res.writableFinished) res.destroy();
  }, ms);
  timer.unref();
  res.once('close', () => clearTimeout(timer));
}
