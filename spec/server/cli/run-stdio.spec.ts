import { expect } from 'chai';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { BIN, fixtureDir } from '../../helpers/sites.ts';
import { runStdio, STDIO_EXIT } from '../../../server/cli/run-stdio.ts';
import { loadSite } from '../../../server/site/load-site.ts';
import { createLogger } from '../../../facade/logger.ts';

const INIT = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
const INITIALIZED = { jsonrpc: '2.0', method: 'notifications/initialized' };
const line = (message: unknown) => JSON.stringify(message) + '\n';

interface Spawned {
  child: ChildProcessWithoutNullStreams;
  stderr: () => string;
  /** Resolves with the next JSON line on stdout. */
  next: () => Promise<Record<string, unknown>>;
  exit: Promise<number | null>;
}

function spawnStdio(): Spawned {
  const child = spawn(process.execPath, [BIN, 'stdio', '--content', fixtureDir('minimal')], { stdio: ['pipe', 'pipe', 'pipe'] });
  let err = '';
  child.stderr.on('data', (c) => (err += c));
  let out = '';
  const waiting: ((line: string) => void)[] = [];
  const lines: string[] = [];
  child.stdout.on('data', (c) => {
    out += c;
    let nl;
    while ((nl = out.indexOf('\n')) !== -1) {
      const l = out.slice(0, nl);
      out = out.slice(nl + 1);
      const w = waiting.shift();
      if (w) w(l);
      else lines.push(l);
    }
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const l = lines.shift();
      if (l !== undefined) return resolve(JSON.parse(l));
      waiting.push((x) => resolve(JSON.parse(x)));
      exit.then(() => reject(new Error(`exited: ${err}`)));
    });
  return { child, stderr: () => err, next, exit };
}

describe('runStdio', function () {
  // Spawned processes on a busy machine: generous, and no assertion on time.
  this.timeout(240_000); // spawns the command line: generous on a busy machine

  it('answers a garbage line with a JSON-RPC parse error (-32700, id null) and goes on serving', async () => {
    const s = spawnStdio();
    try {
      s.child.stdin.write('this is not json\n');
      const error = await s.next();
      expect(error).to.deep.include({ jsonrpc: '2.0', id: null });
      expect((error.error as { code: number }).code).to.equal(-32700);
      s.child.stdin.write('{"jsonrpc":"2.0","id":7,"method":42}\n');
      const invalid = await s.next();
      expect(invalid).to.deep.include({ id: 7 });
      expect((invalid.error as { code: number }).code).to.equal(-32600);
      s.child.stdin.write(line(INIT));
      const init = await s.next();
      expect(init).to.include({ id: 1 });
      expect(init).to.have.property('result');
      s.child.stdin.end();
      expect(await s.exit).to.equal(STDIO_EXIT.ended);
    } finally {
      s.child.kill();
    }
  });

  it('ends with exit code 65 and one line on stderr on an input line over 4 MiB', async () => {
    const s = spawnStdio();
    try {
      s.child.stdin.on('error', () => {}); // the server stops reading; the rest of our write may fail
      s.child.stdin.write('{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"' + 'a'.repeat(5 * 1024 * 1024));
      expect(await s.exit).to.equal(STDIO_EXIT.lineTooLong);
      const lines = s.stderr().trim().split('\n');
      expect(lines).to.have.length(1);
      expect(lines[0]).to.match(/portfolio-agent stdio: .*4194304 bytes.*code 65/);
    } finally {
      s.child.kill();
    }
  });

  it('ends with exit code 74 and one line on stderr when standard output is closed', async () => {
    const s = spawnStdio();
    try {
      s.child.stdout.destroy();
      s.child.stdin.write(line(INIT));
      expect(await s.exit).to.equal(STDIO_EXIT.outputClosed);
      const lines = s.stderr().trim().split('\n');
      expect(lines).to.have.length(1);
      expect(lines[0]).to.match(/portfolio-agent stdio: standard output .*code 74/);
    } finally {
      s.child.kill();
    }
  });

  it('answers initialize and tools/list before the index is built; the first tools/call builds it', async () => {
    const site = loadSite(fixtureDir('minimal'), { deferIndex: true });
    const events: string[] = [];
    let built = false;
    const descriptor = Object.getOwnPropertyDescriptor(site, 'search')!;
    Object.defineProperty(site, 'search', {
      get: () => {
        if (!built) events.push('index');
        built = true;
        return descriptor.get!.call(site);
      },
    });
    const input = new PassThrough();
    const output = new PassThrough();
    const answers: Record<string, unknown>[] = [];
    let buffered = '';
    output.on('data', (c) => {
      buffered += c;
      for (let nl; (nl = buffered.indexOf('\n')) !== -1; buffered = buffered.slice(nl + 1)) {
        const answer = JSON.parse(buffered.slice(0, nl));
        events.push(`answer ${answer.id}`);
        answers.push(answer);
      }
    });
    // No warm-up: only the tool call may build the index here.
    const running = runStdio(site, createLogger('silent'), { input, output });
    input.write(line(INIT) + line(INITIALIZED) + line({ jsonrpc: '2.0', id: 2, method: 'tools/list' }));
    await until(() => answers.length === 2);
    expect(events).to.deep.equal(['answer 1', 'answer 2']);
    input.write(line({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'search_site', arguments: { query: 'contact' } } }));
    await until(() => answers.length === 3);
    expect(events).to.deep.equal(['answer 1', 'answer 2', 'index', 'answer 3']);
    expect(answers[2]).to.have.property('result');
    input.end();
    expect(await running).to.equal(STDIO_EXIT.ended);
  });

  it('warms up once the client is quiet after the handshake', async () => {
    const site = loadSite(fixtureDir('minimal'), { deferIndex: true });
    let warmed = 0;
    const input = new PassThrough();
    const output = new PassThrough();
    const running = runStdio(site, createLogger('silent'), { input, output, warm: () => warmed++ });
    input.write(line(INIT));
    await until(() => warmed === 1);
    input.end();
    expect(await running).to.equal(STDIO_EXIT.ended);
    expect(warmed).to.equal(1);
  });
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
