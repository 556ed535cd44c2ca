/**
 * npm run mcp:check — the standard MCP tools against this server:
 *   1. the MCP Inspector's CLI mode against the stdio server and against /mcp: list tools,
 *      call each tool, list and read a resource;
 *   2. the official conformance suite (@modelcontextprotocol/conformance), the scenarios that
 *      apply to any server.
 * Both need Node 22; it comes from the npm package node@22, installed with the two tools into
 * .tools/ (not devDependencies: a `node` in node_modules/.bin would run every npm script on 22).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TOOLS = join(ROOT, '.tools');
const NODE22 = join(TOOLS, 'node_modules', '.bin', 'node');
const INSPECTOR = join(TOOLS, 'node_modules', '.bin', 'mcp-inspector');
const CONFORMANCE = join(TOOLS, 'node_modules', '.bin', 'conformance');
const VERSIONS = ['node@22', '@modelcontextprotocol/conformance@0.1.16', '@modelcontextprotocol/inspector@2.12.0'];
const BIN = join(ROOT, 'bin', 'portfolio-agent.js');
const CONTENT = join(ROOT, 'content');

/** Scenarios of the conformance suite that test behaviour any server must have. */
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'resources-list', 'dns-rebinding-protection'];
/** The rest need the suite's own test tools, prompts or server features this read-only server does not have. */
const SKIPPED: Record<string, string> = {
  'json-schema-2020-12': "needs a tool named json_schema_2020_12_tool; our tools' schemas are 2020-12 and checked with ajv's 2020 validator in npm test",
  'tools-call-*': 'need the suite\'s own test tools (add_numbers, image, audio, logging, progress, sampling, elicitation)',
  'resources-read-*, resources-templates-read, resources-subscribe, resources-unsubscribe': 'need the suite\'s own test resources; read and templates are covered by the Inspector runs below and npm test; there is no subscription on a static site',
  'prompts-*, completion-complete, logging-set-level, elicitation-*, server-sse-*': 'need prompts, logging, elicitation or server-initiated SSE, which a stateless read-only server does not offer',
};

function ensureTools(): void {
  if (existsSync(NODE22) && existsSync(INSPECTOR) && existsSync(CONFORMANCE)) return;
  console.log(`installing ${VERSIONS.join(', ')} into .tools/ ...`);
  execFileSync('npm', ['install', '--prefix', TOOLS, '--no-audit', '--no-fund', '--no-save', ...VERSIONS], { stdio: 'inherit' });
}

function startServer(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--host', '127.0.0.1', '--log-level', 'warn', '--content', CONTENT], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (c) => {
      err += c;
      const m = /"url":"([^"]+)"/.exec(err);
      if (m) resolve({ url: m[1], stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
}

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}
const checks: Check[] = [];

function inspector(label: string, target: string[], args: string[], expect: RegExp): void {
  const result = spawnSync(NODE22, [INSPECTOR, '--cli', ...target, ...args], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, MCP_CATALOG_PATH: join(TOOLS, 'catalog.json') } });
  const output = `${result.stdout}${result.stderr}`;
  const ok = result.status === 0 && expect.test(result.stdout);
  checks.push({ name: `inspector ${label} ${args.filter((a) => !a.startsWith('--')).join(' ')}`.trim(), ok, detail: ok ? '' : output.slice(0, 600) });
}

function conformance(url: string, scenario: string): void {
  const result = spawnSync(NODE22, [CONFORMANCE, 'server', '--url', url, '--scenario', scenario], { encoding: 'utf8', timeout: 120_000, cwd: TOOLS });
  const output = `${result.stdout}${result.stderr}`;
  const summary = /Passed: (\d+)\/(\d+), (\d+) failed/.exec(output);
  const ok = result.status === 0 && !!summary && summary[3] === '0' && summary[1] === summary[2];
  checks.push({ name: `conformance ${scenario}`, ok, detail: ok ? (summary ? `${summary[1]}/${summary[2]}` : '') : output.slice(-800) });
}

ensureTools();
const server = await startServer();
try {
  const stdio = [process.execPath, BIN, 'stdio', '--content', CONTENT];
  const http = [`${server.url}/mcp`, '--transport', 'http'];
  const page = 'https://www.mira-albrecht.example/en/press/';
  for (const [label, target] of [['stdio', stdio], ['http', http]] as const) {
    inspector(label, [...target], ['--method', 'tools/list'], /get_profile[\s\S]*get_page[\s\S]*search_site|search_site[\s\S]*get_page/);
    inspector(label, [...target], ['--method', 'tools/call', '--tool-name', 'get_profile', '--tool-arg', 'lang=en'], /Mira Albrecht/);
    inspector(label, [...target], ['--method', 'tools/call', '--tool-name', 'get_page', '--tool-arg', 'path=/en/press/'], /press/i);
    inspector(label, [...target], ['--method', 'tools/call', '--tool-name', 'search_site', '--tool-arg', 'query=Which awards has she won?'], /awards/);
    inspector(label, [...target], ['--method', 'resources/list'], /text\/markdown/);
    inspector(label, [...target], ['--method', 'resources/read', '--uri', page], /Press/);
  }
  for (const scenario of SCENARIOS) conformance(`${server.url.replace('127.0.0.1', 'localhost')}/mcp`, scenario);
} finally {
  server.stop();
}

console.log('\n| check | result |\n|---|---|');
for (const c of checks) console.log(`| ${c.name} | ${c.ok ? 'pass' : 'FAIL'}${c.ok && c.detail ? ` (${c.detail})` : ''} |`);
console.log('\nConformance scenarios skipped, and why:');
for (const [name, why] of Object.entries(SKIPPED)) console.log(`- ${name}: ${why}`);
const failed = checks.filter((c) => !c.ok);
for (const f of failed) console.log(`\n--- ${f.name}\n${f.detail}`);
console.log(`\n${checks.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
