/**
 * The baseline: a bare Koa server that answers every request with a fixed JSON body. The
 * body is small, or `?bytes=N` long, so a run can compare like with like: the same bytes
 * on the wire as the endpoint being measured, no work behind them.
 */
import Koa from 'koa';

const app = new Koa();
const small = JSON.stringify({ ok: true, message: 'fixed body' });
const sized = new Map<number, string>();
app.use((ctx) => {
  const bytes = Number(ctx.query.bytes ?? 0);
  let body = small;
  if (bytes > small.length && bytes <= 10_000_000) {
    body = sized.get(bytes) ?? JSON.stringify({ ok: true, pad: 'x'.repeat(bytes - 22) });
    sized.set(bytes, body);
  }
  ctx.type = 'application/json';
  ctx.body = body;
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stderr.write(JSON.stringify({ message: 'listening', url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }) + '\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
