import { expect } from 'chai';
import { connect, type Socket } from 'node:net';
import { minimal, sample } from '../helpers/sites.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { discard } from '../../facade/discard-body.ts';
import { koaContext } from '../helpers/koa-context.ts';

/** Opens a raw socket, lets `send` write, and collects everything until the server closes it. */
function exchange(url: string, send: (socket: Socket) => void): Promise<{ data: string; error?: string }> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => send(socket));
    let data = '';
    let error: string | undefined;
    socket.setEncoding('latin1');
    socket.on('data', (d) => (data += d));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code));
    socket.on('close', () => resolve({ data, error }));
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
};

describe('discardUnreadBody', () => {
  it('lets a client still sending a large body with Connection: close read the 413 (no EPIPE or ECONNRESET)', async () => {
    const server = await startTestServer(minimal());
    try {
      const body = Buffer.alloc(4 * 1024 * 1024, 'y');
      const { data, error } = await exchange(server.url, (socket) => {
        socket.write(`POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`);
        socket.write(body);
      });
      expect(error).to.equal(undefined);
      expect(data).to.match(/^HTTP\/1.1 413 /);
      expect(bodyOf(data).error.code).to.equal(-32700);
    } finally {
      await server.close();
    }
  });

  it('does the same for a 415 answered before any of the body was read', async () => {
    const server = await startTestServer(minimal());
    try {
      const body = Buffer.alloc(4 * 1024 * 1024, 'q');
      const { data, error } = await exchange(server.url, (socket) => {
        socket.write(`POST /v1/ask HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`);
        socket.write(body);
      });
      expect(error).to.equal(undefined);
      expect(data).to.match(/^HTTP\/1.1 415 /);
      expect(bodyOf(data).error.code).to.equal('unsupported_media_type');
    } finally {
      await server.close();
    }
  });

  it('keeps the connection usable after an early answer to a body within the bound', async () => {
    const server = await startTestServer(minimal());
    try {
      const body = 'x'.repeat(100_000);
      const { data } = await exchange(server.url, (socket) => {
        socket.write(`POST /v1/ask HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
        socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      });
      expect(data).to.match(/^HTTP\/1.1 415 /);
      expect(data).to.contain('HTTP/1.1 200 OK');
    } finally {
      await server.close();
    }
  });

  it('closes instead of reading a body declared larger than the bound', async () => {
    const server = await startTestServer(minimal(), { discardBodyBytes: 1024 });
    try {
      const { data } = await exchange(server.url, (socket) => socket.write(`POST /v1/ask HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 100000000\r\n\r\nabc`));
      expect(data).to.match(/^HTTP\/1.1 415 /);
      expect(data).to.match(/\r\nConnection: close\r\n/i);
    } finally {
      await server.close();
    }
  });
});

describe('discardUnreadBody, without a body', () => {
  it("passes a request that declares no body straight on (next's own promise), and waits for the answer of one that does", async () => {
    const { discardUnreadBody } = await import('../../facade/discard-body.ts');
    const middleware = discardUnreadBody({ maxBytes: 1024, maxMs: 1000 });
    const answered = Promise.resolve();
    const next = () => answered;
    expect(middleware(koaContext('/ask?query=x'), next)).to.equal(answered);
    expect(middleware(koaContext('/ask', { method: 'POST', headers: { 'content-length': '0' } }), next)).to.equal(answered);
    expect(middleware(koaContext('/ask', { method: 'POST', headers: { 'content-length': '2' } }), next)).to.not.equal(answered);
    expect(middleware(koaContext('/ask', { method: 'POST', headers: { 'transfer-encoding': 'chunked' } }), next)).to.not.equal(answered);
  });
});

describe('discardUnreadBody, rate', () => {
  it('drops unread bodies up to its bytes per second, all requests together, and closes instead beyond', async () => {
    const { default: Koa } = await import('koa');
    const { discardUnreadBody } = await import('../../facade/discard-body.ts');
    const app = new Koa();
    // A clock that stands still: the budget is not refilled during the test.
    app.use(discardUnreadBody({ maxBytes: 1024 * 1024, maxMs: 60_000, bytesPerSecond: 150_000, now: () => 0 }));
    app.use((ctx) => {
      ctx.status = 415;
      ctx.body = { error: 'unsupported' };
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const body = 'x'.repeat(100_000);
      const send = () =>
        exchange(url, (socket) =>
          socket.write(`POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n${body}GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
        );
      // Within the rate: dropped, so the connection goes on to the next request.
      const first = await send();
      expect(first.data.match(/HTTP\/1.1 415 /g)).to.have.length(2);
      // 100,000 of 150,000 bytes spent: the next body is not read, and its connection is closed after the answer.
      const second = await send();
      expect(second.data.match(/HTTP\/1.1 415 /g)).to.have.length(1);
      expect(second.data).to.match(/\r\nConnection: close\r\n/i);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('discard', () => {
  it('stops after the byte bound and says the body did not end', async () => {
    const { PassThrough } = await import('node:stream');
    const req = new PassThrough() as unknown as import('node:http').IncomingMessage;
    const done = discard(req, 10, 60_000);
    (req as unknown as NodeJS.WritableStream).write(Buffer.alloc(11));
    expect(await done).to.equal(false);
    const whole = new PassThrough() as unknown as import('node:http').IncomingMessage;
    const ended = discard(whole, 10, 60_000);
    (whole as unknown as NodeJS.WritableStream).end(Buffer.alloc(5));
    expect(await ended).to.equal(true);
  });
});

describe('boundEveryResponse', () => {
  it('cuts a client that pipelines /llms-full.txt and never reads', async () => {
    const server = await startTestServer(sample(), { responseTimeoutMs: 300 });
    try {
      const { port } = new URL(server.url);
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.pause(); // never reads
        socket.write('GET /llms-full.txt HTTP/1.1\r\nHost: localhost\r\n\r\n'.repeat(200));
      });
      socket.on('error', () => undefined);
      try {
        await until(() => server.connections() === 1);
        expect(server.connections()).to.equal(1);
        // The server ends the connection at the bound; the client never read (a paused socket cannot see it).
        await until(() => server.connections() === 0);
        expect(server.connections()).to.equal(0);
      } finally {
        socket.destroy();
      }
      expect((await fetch(`${server.url}/healthz`)).status).to.equal(200);
    } finally {
      await server.close();
    }
  });
});

describe('limitConnections', () => {
  it('answers 503 with the error body past the connection cap, and serves again once connections close', async () => {
    const server = await startTestServer(minimal(), { maxConnections: 2 });
    const { port } = new URL(server.url);
    const held: Socket[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const socket = connect(Number(port), '127.0.0.1');
        held.push(socket);
        await new Promise<void>((resolve) => {
          socket.once('data', () => resolve());
          socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
        });
      }
      expect(server.connections()).to.equal(2);
      const { data } = await exchange(server.url, (socket) => socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n'));
      expect(data).to.match(/^HTTP\/1.1 503 /);
      expect(data).to.match(/\r\nRetry-After: 1\r\n/i);
      expect(bodyOf(data).error.code).to.equal('server_busy');
      for (const socket of held) socket.destroy();
      await until(() => server.connections() === 0);
      expect((await fetch(`${server.url}/healthz`)).status).to.equal(200);
    } finally {
      for (const socket of held) socket.destroy();
      await server.close();
    }
  });
});
