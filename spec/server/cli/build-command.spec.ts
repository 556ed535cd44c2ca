import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, fixtureDir } from '../../helpers/sites.ts';

const run = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 120_000 });

describe('portfolio-agent build', function () {
  this.timeout(300_000);
  let cacheDir: string;
  beforeEach(() => (cacheDir = mkdtempSync(join(tmpdir(), 'portfolio-agent-build-'))));
  afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('writes the search index to <cache-dir>/index and prints its path', () => {
    const result = run('build', '--content', fixtureDir('minimal'), '--cache-dir', cacheDir);
    expect(result.status, result.stderr).to.equal(0);
    const files = readdirSync(join(cacheDir, 'index'));
    expect(files).to.have.length(1);
    expect(files[0]).to.match(/^[0-9a-f]{64}\.idx$/);
    expect(result.stdout).to.include(join(cacheDir, 'index', files[0]));
  });

  it('takes the folder from CACHE_DIR too', () => {
    const result = spawnSync(process.execPath, [BIN, 'build', '--content', fixtureDir('minimal')], { encoding: 'utf8', timeout: 120_000, env: { ...process.env, CACHE_DIR: cacheDir } });
    expect(result.status, result.stderr).to.equal(0);
    expect(readdirSync(join(cacheDir, 'index'))).to.have.length(1);
  });

  it('exits 1 with a message when the folder cannot be written', () => {
    const blocker = join(cacheDir, 'file');
    writeFileSync(blocker, '');
    const result = run('build', '--content', fixtureDir('minimal'), '--cache-dir', join(blocker, 'cache'));
    expect(result.status).to.equal(1);
    expect(result.stderr).to.match(/not persisted/);
    expect(result.stderr).to.match(/could not write/);
  });

  it('is listed in the help', () => {
    expect(run('--help').stdout).to.include('portfolio-agent build');
    expect(run('build', '--help').stdout).to.include('--cache-dir DIR');
  });
});
