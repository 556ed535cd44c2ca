/**
 * A bound on the request-body bytes held at once by requests in flight. A body is held as
 * text, as the parsed message and as a cache key while its request is served (a few times its
 * size), so each body's size limit alone bounds memory only per connection: 512 connections
 * at the limit would hold hundreds of MB. A request reserves what its body may take (its
 * declared length, or the limit when it does not declare one) before the body is read, and
 * gives it back when its response is finished; a request that does not fit is refused at once.
 */
import type { ServerResponse } from 'node:http';

export interface BodyBudget {
  /** Reserves `bytes` until `res` is finished or closed; false (nothing reserved) when they do not fit. */
  reserve(bytes: number, res: ServerResponse): boolean;
  /** Bytes reserved now, the bound, and requests refused so far. */
  stats(): { reserved: number; maxBytes: number; refused: number };
}

export function bodyBudget(maxBytes: number): BodyBudget {
  let reserved = 0;
  let refused = 0;
  return {
    reserve(bytes, res) {
      if (bytes === 0) return true;
      if (reserved + bytes > maxBytes) {
        refused++;
        return false;
      }
      reserved += bytes;
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        reserved -= bytes;
        res.off('finish', release);
        res.off('close', release);
      };
      res.once('finish', release);
      res.once('close', release);
      return true;
    },
    stats: () => ({ reserved, maxBytes, refused }),
  };
}
