/**
 * The baseline: a bare Koa server that answers every request with a fixed JSON body and
 * does no work. The body is small, or `?body=NAME` serves the file NAME from BARE_BODIES
 * (read once), so a run can compare like with like: the very bytes the endpoint being
 * measured sends, and none of the work behind them. (The load generator's cost depends on
 * the bytes, not only their number: a body of padding is cheaper for it to read.)
 */
import Koa from 'koa';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const app = new Koa();
const small = JSON.stringify({ ok: true, message: 'fixed body' });
const bodies = new Map<string, Buffer>();
const dir = process.env.BARE_BODIES;

function body(name: unknown): string | Buffer {
  if (typeof name !== 'string' || !dir) return small;
  let bytes = bodies.get(name);
  if (!bytes) bodies.set(name, (bytes = readFileSync(join(dir, basename(name)))));
  return bytes;
}

app.use((ctx) => {
  ctx.type = 'application/json';
  ctx.body = body(ctx.query.body);
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stderr.write(JSON.stringify({ message: 'listening', url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }) + '\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
