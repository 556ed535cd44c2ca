import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { fixtureDir } from '../helpers/sites.ts';

const LOG_FLAGS = fileURLToPath(new URL('../helpers/v8-flag-log.cjs', import.meta.url));

/**
 * Starts a launcher's `serve` with the flag logger preloaded and returns stderr's lines up to the
 * first V8 flag set after the server announced its URL (or all of them when it exits first).
 */
function linesUntilFlagAfterListen(launcher: string): Promise<string[]> {
  const child = spawn(process.execPath, [launcher, 'serve', '--port', '0', '--content', fixtureDir('minimal')], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_OPTIONS: `--require ${LOG_FLAGS}` },
  });
  return new Promise((resolve) => {
    let err = '';
    const done = () => {
      child.kill('SIGTERM');
      resolve(err.split('\n').filter(Boolean));
    };
    child.stderr!.on('data', (chunk) => {
      err += chunk;
      const listened = err.indexOf('"url":"');
      if (listened >= 0 && err.slice(listened).includes('v8-flag --no-allocation-site-pretenuring\n')) done();
    });
    child.on('exit', done);
  });
}

// Both launchers of the command line: the published bin (dist/ when built, else the sources) and
// the one from the sources the tests and `npm start` use. Each must call the heap rules of
// server/cli/ in its own lines; a launcher that forgot one (as the sources' launcher once forgot
// pretenuring) runs the server with a heap the benchmarks never measured.
for (const launcher of ['bin/portfolio-agent.js', 'scripts/portfolio-agent-dev.js']) {
  describe(launcher, function () {
    this.timeout(240_000);
    it('serve sets the heap rules, and turns pretenuring off only once the server listens', async () => {
      const lines = await linesUntilFlagAfterListen(fileURLToPath(new URL(`../../${launcher}`, import.meta.url)));
      const flags = lines.filter((l) => l.startsWith('v8-flag ')).map((l) => l.slice('v8-flag '.length));
      expect(flags).to.include('--heap-growing-percent=20');
      const listened = lines.findIndex((l) => l.includes('"url":"'));
      const stopped = lines.indexOf('v8-flag --no-allocation-site-pretenuring');
      expect(listened, 'the server announced its URL').to.be.at.least(0);
      expect(stopped, 'pretenuring turned off after the URL').to.be.greaterThan(listened);
      expect(
        lines.slice(0, listened).some((l) => l.includes('pretenuring')),
        'not before',
      ).to.equal(false);
    });
  });
}
