import { expect } from 'chai';
import { EventEmitter } from 'node:events';
import { superviseWorkers, restartDelay, BASE_DELAY_MS, MAX_DELAY_MS, type ClusterLike } from '../../../server/cli/supervise-workers.ts';
import { createLogger } from '../../../facade/logger.ts';

/** A cluster whose workers do what the test says; scheduled starts run when the test runs them. */
function fakeCluster() {
  const emitter = new EventEmitter() as ClusterLike & { forks: number };
  let next = 1;
  emitter.forks = 0;
  emitter.workers = {};
  emitter.fork = () => {
    const id = next++;
    emitter.forks++;
    const worker = {
      id,
      process: {
        pid: 1000 + id,
        kill: () => {
          delete emitter.workers![id];
          return true;
        },
      },
    };
    emitter.workers![id] = worker;
    return worker;
  };
  const exit = (id: number, code: number) => {
    const worker = emitter.workers![id]!;
    delete emitter.workers![id];
    emitter.emit('exit', worker, code, null);
  };
  const listen = (id: number) => emitter.emit('listening', emitter.workers![id]);
  return { cluster: emitter, exit, listen };
}

function recorder() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger('debug', (line) => lines.push(JSON.parse(line)));
  const delays: number[] = [];
  const queue: (() => void)[] = [];
  const schedule = (fn: () => void, ms: number) => {
    delays.push(ms);
    let cancelled = false;
    queue.push(() => cancelled || fn());
    return { cancel: () => (cancelled = true) };
  };
  const runScheduled = () => queue.splice(0).forEach((fn) => fn());
  return { lines, log, delays, schedule, runScheduled };
}

describe('restartDelay', () => {
  it('doubles from the base delay up to the maximum', () => {
    expect([0, 1, 2, 3].map(restartDelay)).to.deep.equal([0, BASE_DELAY_MS, 2 * BASE_DELAY_MS, 4 * BASE_DELAY_MS]);
    expect(restartDelay(50)).to.equal(MAX_DELAY_MS);
  });
});

describe('superviseWorkers', () => {
  it('logs a worker that could not start, backs off, and returns 1 when no worker can start', async () => {
    const { cluster, exit } = fakeCluster();
    const r = recorder();
    const done = superviseWorkers(2, r.log, { cluster, schedule: r.schedule, handleSignals: false });
    exit(1, 1);
    exit(2, 1);
    expect(r.lines.filter((l) => l.message === 'worker could not start')).to.have.length(2);
    expect(r.delays).to.deep.equal([BASE_DELAY_MS, 2 * BASE_DELAY_MS]);
    r.runScheduled();
    expect(cluster.forks).to.equal(4);
    exit(3, 1);
    expect(await done).to.equal(1);
    expect(r.lines.some((l) => l.message === 'no worker could start; stopping')).to.equal(true);
    // The start scheduled before giving up never happens.
    r.runScheduled();
    expect(cluster.forks).to.equal(4);
  });

  it('keeps restarting while another worker listens, and a start that succeeds resets the delay', async () => {
    const { cluster, exit, listen } = fakeCluster();
    const r = recorder();
    void superviseWorkers(2, r.log, { cluster, schedule: r.schedule, handleSignals: false });
    listen(1);
    for (let i = 0; i < 5; i++) {
      exit(2 + i, 1);
      r.runScheduled();
    }
    expect(r.delays).to.deep.equal([1, 2, 4, 8, 16].map((n) => n * BASE_DELAY_MS));
    listen(7);
    exit(1, 0);
    expect(r.delays.at(-1)).to.equal(0);
    expect(r.lines.some((l) => l.message === 'worker exited; starting another')).to.equal(true);
    expect(r.lines.some((l) => l.message === 'no worker could start; stopping')).to.equal(false);
  });
});

describe('serve --workers (processes)', function () {
  // Three processes start and die here: minutes, not seconds, on a busy machine.
  this.timeout(240_000);
  it('a worker that cannot load the content exits non-zero, and the primary exits 1 when none can start', async () => {
    const { spawn, execFileSync } = await import('node:child_process');
    const { writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tempSite } = await import('../../helpers/temp-site.ts');
    const { BIN } = await import('../../helpers/sites.ts');
    const site = tempSite();
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const child = spawn(process.execPath, [BIN, 'serve', '--workers', '2', '--port', port, '--content', site.dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stderr!.on('data', (chunk) => {
          err += chunk;
          if ((err.match(/"message":"listening"/g) ?? []).length >= 2) resolve();
        });
        exited.then(() => reject(new Error(err)));
      });
      // A deploy breaks the folder; then both workers die.
      writeFileSync(join(site.dir, 'site.yaml'), 'baseUrl: [not a url\n');
      const workers = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(child.pid)])
        .toString()
        .trim()
        .split('\n')
        .filter((line) => line.includes('portfolio-agent'))
        .map((line) => Number(line.trim().split(/\s+/)[0]));
      expect(workers).to.have.length(2);
      for (const pid of workers) process.kill(pid, 'SIGKILL');
      expect(await exited).to.equal(1);
      expect(err).to.contain('"message":"worker could not start"');
      expect(err).to.contain('"message":"no worker could start; stopping"');
      expect(err).to.contain('site.yaml');
    } finally {
      child.kill('SIGKILL');
      site.remove();
    }
  });
});
