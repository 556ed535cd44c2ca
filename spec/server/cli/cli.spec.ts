import { expect } from 'chai';
import { spawn, spawnSync } from 'node:child_process';
import { CLIENT_KINDS, stdioClient } from '../../helpers/mcp-clients.ts';
import { BIN, fixtureDir } from '../../helpers/sites.ts';
import { tempSite } from '../../helpers/temp-site.ts';
import { expectToolContract } from '../../helpers/tool-contract.ts';

// A busy machine can take many seconds to start a process: generous limits, no timing asserts.
const SPAWN_TIMEOUT = 120_000;
const run = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: SPAWN_TIMEOUT });

describe('main', function () {
  this.timeout(SPAWN_TIMEOUT * 2);
  describe('check', () => {
    it('exits 0 on a valid folder', () => {
      const result = run('check', '--content', fixtureDir('minimal'));
      expect(result.status, result.stderr).to.equal(0);
      expect(result.stdout).to.contain('ok, 4 pages');
    });

    it('exits non-zero on a page missing its title, printing file: field: message', () => {
      const temp = tempSite({ 'en/about.md': '---\ndescription: About.\n---\nText.\n' });
      try {
        const result = run('check', '--content', temp.dir);
        expect(result.status).to.equal(1);
        expect(result.stderr).to.match(/^en\/about\.md: error: title: is required$/m);
      } finally {
        temp.remove();
      }
    });

    it('exits non-zero on a folder that does not exist', () => {
      expect(run('check', '--content', '/nonexistent/folder').status).to.equal(1);
    });
  });

  it('prints help for every command and exits 0', () => {
    for (const command of ['serve', 'stdio', 'check']) {
      const result = run(command, '--help');
      expect(result.status, command).to.equal(0);
      expect(result.stdout).to.contain(`portfolio-agent ${command}`);
    }
  });

  for (const args of [
    ['serve', '--prot', '3000'],
    ['serve', '--port', 'abc'],
    ['serve', '--port', '70000'],
    ['serve', '--log-level', 'loud'],
    ['serve', '--base-url', 'not a url'],
    ['serve', '--max-url', '0'],
    ['serve', '--stream-timeout', '1.5'],
    ['serve', '--max-ask-body', 'lots'],
    ['serve', '--headers-timeout', '60000'],
    ['serve', '--answer-cache', '0'],
    ['frobnicate'],
    [],
  ]) {
    it(`exits 2 with a clear message on invalid options: ${args.join(' ') || '(none)'}`, () => {
      const result = run(...args);
      expect(result.status).to.equal(2);
      expect(result.stderr + result.stdout).to.match(/portfolio-agent/);
    });
  }

  it('serve starts on the given port, logs JSON on stderr and stops on SIGTERM with exit 0', async () => {
    const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--content', fixtureDir('minimal')], { stdio: ['ignore', 'pipe', 'pipe'] });
    const url = await listening(child);
    const res = await fetch(`${url}/healthz`);
    expect((await res.json()).pages).to.equal(6); // the fixture's four and two generated developer pages
    expect(await stopped(child)).to.equal(0);
  });

  it('serve takes every limit from a flag or the environment', async () => {
    const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--content', fixtureDir('minimal'), '--max-ask-body', '64', '--max-json-depth', '3'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, MAX_URL: '200', MAX_MCP_BODY: '100' },
    });
    const url = await listening(child);
    try {
      const ask = (body: string) => fetch(`${url}/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect((await ask(JSON.stringify({ query: 'x'.repeat(80) }))).status).to.equal(413);
      expect((await ask('{"query":"x","context":[[[[]]]]}')).status).to.equal(400);
      expect((await ask(JSON.stringify({ query: 'credit line' }))).status).to.equal(200);
      expect((await fetch(`${url}/ask?query=${'y'.repeat(200)}`)).status).to.equal(414);
      const mcp = await fetch(`${url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'z'.repeat(100) } }),
      });
      expect(mcp.status).to.equal(413);
    } finally {
      await stopped(child);
    }
  });
});

function listening(child: ReturnType<typeof spawn>): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (chunk) => {
      err += chunk;
      const match = /"url":"([^"]+)"/.exec(err);
      if (match) resolve(match[1]);
    });
    child.on('exit', () => reject(new Error(err)));
  });
}

function stopped(child: ReturnType<typeof spawn>): Promise<number | null> {
  return new Promise<number | null>((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

describe('runStdio', function () {
  this.timeout(SPAWN_TIMEOUT * 2);
  for (const kind of CLIENT_KINDS) {
    it(`serves the three tools to the ${kind} SDK client over stdio`, async () => {
      const client = await stdioClient(kind, ['--content', fixtureDir('minimal')]);
      try {
        await expectToolContract(client);
      } finally {
        await client.close();
      }
    });
  }

  it('writes nothing but protocol to stdout', () => {
    const init = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } });
    const result = spawnSync(process.execPath, [BIN, 'stdio', '--content', fixtureDir('minimal')], { input: init + '\n', encoding: 'utf8', timeout: SPAWN_TIMEOUT });
    const lines = result.stdout.trim().split('\n');
    expect(lines).to.have.length(1);
    expect(JSON.parse(lines[0])).to.include({ jsonrpc: '2.0', id: 1 });
  });
});
