/**
 * The published package: `npm pack` (which builds dist/ on prepack), installed into an empty
 * folder with nothing but Node and npm, runs compiled JavaScript without tsx or TypeScript:
 * it serves the bundled sample site and another folder with --content, speaks MCP on stdio,
 * and is importable as a library with its type declarations.
 */
import { expect } from 'chai';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** Writes the messages to the installed bin's stdio and collects the answers to the requests. */
function stdio(cwd: string, messages: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const child = spawn(process.execPath, [join(cwd, 'node_modules', 'portfolio-agent', 'bin', 'portfolio-agent.js'), 'stdio'], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
  const expected = messages.filter((m) => 'id' in m).length;
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const answers: Record<string, unknown>[] = [];
    child.stderr.on('data', (c) => (err += c));
    child.stdout.on('data', (c) => {
      out += c;
      for (let nl; (nl = out.indexOf('\n')) !== -1; out = out.slice(nl + 1)) answers.push(JSON.parse(out.slice(0, nl)));
      if (answers.length === expected) {
        child.stdin.end();
        resolve(answers);
      }
    });
    child.on('exit', (code) => reject(new Error(`stdio exited with ${code}: ${err}`)));
    child.stdin.write(messages.map((m) => JSON.stringify(m) + '\n').join(''));
  });
}

describe('packed tarball', function () {
  // npm pack builds with tsc and npm install fetches the dependencies: slow on a busy machine.
  this.timeout(600_000);
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'portfolio-pack-'));
    execFileSync('npm', ['pack', '--pack-destination', dir], { cwd: ROOT, stdio: 'ignore' });
    const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'))!;
    writeFileSync(join(dir, 'package.json'), '{"name":"empty","version":"1.0.0","private":true}');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--omit=dev', `./${tarball}`], { cwd: dir, stdio: 'ignore' });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('ships compiled JavaScript and declarations, no TypeScript sources, and installs no tsx', () => {
    const pkg = join(dir, 'node_modules', 'portfolio-agent');
    expect(existsSync(join(pkg, 'dist', 'server', 'cli', 'cli.js'))).to.equal(true);
    expect(existsSync(join(pkg, 'dist', 'server', 'index.d.ts'))).to.equal(true);
    // The command line's bundle (scripts/bundle-cli.js), which the bin runs when it is there.
    expect(existsSync(join(pkg, 'dist', 'cli', 'cli.js'))).to.equal(true);
    expect(existsSync(join(pkg, 'server'))).to.equal(false);
    expect(existsSync(join(dir, 'node_modules', 'tsx'))).to.equal(false);
    expect(existsSync(join(dir, 'node_modules', 'typescript'))).to.equal(false);
    const shipped = readdirSync(join(pkg, 'dist'), { recursive: true }).map(String);
    expect(shipped.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).to.deep.equal([]);
  });

  it("bundles the command line so that stdio's files (all it imports before a tools/call) hold no Koa", () => {
    const cli = join(dir, 'node_modules', 'portfolio-agent', 'dist', 'cli');
    const stdioEntry = readdirSync(cli).filter((f) => f.startsWith('run-stdio-'));
    expect(stdioEntry).to.have.length(1);
    // The files the command line and stdio import statically (what `import()` loads later is not followed).
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const m of readFileSync(join(cli, file), 'utf8').matchAll(/^(?:import|export)\b[^;]*?from "\.\/([^"]+)"|^import "\.\/([^"]+)"/gm)) visit(m[1] ?? m[2]);
    };
    visit('cli.js');
    visit(stdioEntry[0]);
    expect(seen.size).to.be.greaterThan(2);
    for (const file of seen) expect(readFileSync(join(cli, file), 'utf8'), file).to.not.match(/node_modules\/koa\/lib\/application\.js|node_modules\/@koa\/router/);
  });

  it('bundles large JSON files as JSON.parse of their text, not as object literals compiled at load (mime-db, twice)', () => {
    const cli = join(dir, 'node_modules', 'portfolio-agent', 'dist', 'cli');
    const texts = readdirSync(cli).map((f) => readFileSync(join(cli, f), 'utf8'));
    const parsed = texts.reduce((n, text) => n + (text.match(/JSON\.parse\('\{"application\/1d-interleaved-parityfec"/g)?.length ?? 0), 0);
    expect(parsed).to.be.greaterThan(0);
    for (const text of texts) expect(text).to.not.include('"application/1d-interleaved-parityfec": {');
  });

  it('speaks MCP on stdio: initialize, tools/list and a search', async () => {
    const answers = await stdio(dir, [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'pack-test', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'search_site', arguments: { query: 'contact' } } },
    ]);
    expect(answers.map((a) => a.id)).to.deep.equal([1, 2, 3]);
    const tools = (answers[1].result as { tools: { name: string }[] }).tools.map((t) => t.name).sort();
    expect(tools).to.deep.equal(['get_page', 'get_profile', 'search_site']);
    expect(answers[2]).to.have.property('result');
  });

  it('is importable as a library (loadSite, createApp, createMcpServer)', () => {
    writeFileSync(
      join(dir, 'host.mjs'),
      `import { loadSite, createApp, createMcpServer, startServer } from 'portfolio-agent';
const site = loadSite(process.argv[2]);
const app = createApp(site);
createMcpServer(site);
process.stdout.write(JSON.stringify({ pages: site.pages.length, app: typeof app.callback, start: typeof startServer }));`,
    );
    const out = execFileSync(process.execPath, ['host.mjs', fixtureDir('minimal')], { cwd: dir, encoding: 'utf8' });
    expect(JSON.parse(out)).to.deep.equal({ pages: 6, app: 'function', start: 'function' }); // with the two generated developer pages
    const types = readFileSync(join(dir, 'node_modules', 'portfolio-agent', 'dist', 'server', 'index.d.ts'), 'utf8');
    expect(types)
      .to.match(/loadSite/)
      .and.to.match(/createApp/)
      .and.to.match(/createMcpServer/);
  });

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
