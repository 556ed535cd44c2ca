// The start-up baseline for HTTP: a bare Koa server (plain JavaScript, nothing to compile)
// answering a fixed JSON body; logs its URL on stderr once listening, as our server does.
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { ok: true };
});
const server = app.listen(0, '127.0.0.1', () => {
  process.stderr.write(JSON.stringify({ message: 'listening', url: `http://127.0.0.1:${server.address().port}` }) + '\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
