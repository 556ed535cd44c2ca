/**
 * The published package: `npm pack`, installed into an empty folder with nothing but
 * Node and npm, serves the bundled sample site, and another folder with --content.
 */
import { expect } from 'chai';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixtureDir } from '../helpers/sites.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function serve(cwd: string, args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [join(cwd, 'node_modules', 'portfolio-agent', 'bin', 'portfolio-agent.js'), 'serve', '--port', '0', ...args], { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (c) => {
      err += c;
      const m = /"url":"([^"]+)"/.exec(err);
      if (m) resolve({ child, url: m[1] });
    });
    child.on('exit', () => reject(new Error(err)));
  });
}

describe('packed tarball', function () {
  this.timeout(180_000);
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'portfolio-pack-'));
    execFileSync('npm', ['pack', '--pack-destination', dir], { cwd: ROOT, stdio: 'ignore' });
    const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'))!;
    writeFileSync(join(dir, 'package.json'), '{"name":"empty","version":"1.0.0","private":true}');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--omit=dev', `./${tarball}`], { cwd: dir, stdio: 'ignore' });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the bundled sample site from an empty folder', async () => {
    const { child, url } = await serve(dir, []);
    try {
      const health = await (await fetch(`${url}/healthz`)).json();
      expect(health.pages).to.be.greaterThan(0);
      expect((await fetch(`${url}/llms.txt`)).status).to.equal(200);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('serves another content folder with --content', async () => {
    const { child, url } = await serve(dir, ['--content', fixtureDir('minimal')]);
    try {
      // Four pages of the fixture and the two generated developer pages.
      expect((await (await fetch(`${url}/healthz`)).json()).pages).to.equal(6);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
