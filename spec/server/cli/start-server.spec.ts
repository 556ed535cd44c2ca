import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { BIN, fixtureDir, SAMPLE_DIR } from '../../helpers/sites.ts';
import { imageWarmer } from '../../../server/cli/start-server.ts';

function startCli(args: string[]): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--content', fixtureDir('minimal'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (chunk) => {
      err += chunk;
      const match = /"url":"([^"]+)"/.exec(err);
      if (match) resolve({ child, url: match[1], exited });
    });
    exited.then(() => reject(new Error(err)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('startServer', function () {
  // Each test starts the command line in a child process: minutes, not seconds, on a busy machine.
  this.timeout(240_000);
  it('on SIGTERM lets an in-flight streaming request finish, then exits 0', async () => {
    const { child, url, exited } = await startCli([]);
    const body = JSON.stringify({ query: 'credit line', prefer: { streaming: true } });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${url}/v1/ask`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      });
      req.on('error', reject);
      // Half the body now, the signal, then the rest: the request is in flight when the server is told to stop.
      req.write(body.slice(0, 10));
      setTimeout(() => child.kill('SIGTERM'), 200);
      setTimeout(() => req.end(body.slice(10)), 600);
    });
    const { status, text } = await response;
    expect(status).to.equal(200);
    expect(text)
      .to.match(/^event: start/)
      .and.match(/event: complete\ndata: .*\n\n$/);
    expect(await exited).to.equal(0);
  });

  it('stops accepting new connections after the signal', async () => {
    const { child, url, exited } = await startCli([]);
    child.kill('SIGINT');
    expect(await exited).to.equal(0);
    let refused = false;
    try {
      await fetch(`${url}/healthz`);
    } catch {
      refused = true;
    }
    expect(refused).to.equal(true);
  });

  it('runs several workers on one port with --workers, each answering the same', async () => {
    // Workers share one fixed port: take one the system just gave out (a random pick could collide with another test's).
    const { child, url, exited } = await startCli(['--workers', '2', '--port', String(await freePort())]);
    try {
      const etags = new Set<string>();
      for (let i = 0; i < 8; i++) etags.add((await fetch(`${url}/llms.txt`)).headers.get('etag')!);
      expect(etags.size).to.equal(1);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).to.equal(0);
  });
});

describe('imageWarmer', () => {
  it("warms a site swapped in by --watch as it warmed the first: its ranking tables are made without a question (loadSite's deferRanking)", async () => {
    const { startTestServer } = await import('../../helpers/test-server.ts');
    const { loadSite } = await import('../../../server/site/load-site.ts');
    const { rankingSteps } = await import('../../../server/search/ranking-tables.ts');
    let current = loadSite(SAMPLE_DIR, { deferRanking: true });
    let reload: (() => void) | undefined;
    const running = await startTestServer(() => current, { onSiteChange: (listener: () => void) => (reload = listener) });
    try {
      const next = loadSite(SAMPLE_DIR, { deferRanking: true });
      expect(rankingSteps(next.search)).to.not.have.length(0);
      current = next;
      reload!();
      for (let i = 0; i < 500 && rankingSteps(next.search).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(rankingSteps(next.search)).to.have.length(0);
    } finally {
      await running.close();
    }
  });

  it('makes the versions once after start and again, one round at a time, after each swap of new content', async () => {
    const calls = { missing: 0, warm: 0 };
    const store = {
      get: async () => undefined,
      missing: async () => (calls.missing++, []),
      warm: async () => void calls.warm++,
      stats: { made: 0, found: 0, failed: 0 },
    };
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) } as unknown as Parameters<typeof imageWarmer>[1];
    let reload: (() => void) | undefined;
    const settled = imageWarmer(store, log, true, (listener) => (reload = listener));
    await settled();
    expect(calls).to.deep.equal({ missing: 1, warm: 1 });
    reload!();
    reload!(); // a second swap during the round: one more round, not two at once
    await settled();
    expect(calls.missing).to.equal(3);
    expect(lines.filter((l) => l === 'image versions ready')).to.have.length(3);
  });
});
