/** The baseline: a bare Koa server that answers every request with a fixed JSON body. */
import Koa from 'koa';

const app = new Koa();
const body = JSON.stringify({ ok: true, message: 'fixed body' });
app.use((ctx) => {
  ctx.type = 'application/json';
  ctx.body = body;
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stderr.write(JSON.stringify({ message: 'listening', url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }) + '\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
