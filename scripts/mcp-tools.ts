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
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TOOLS = join(ROOT, '.tools');
const NODE22 = join(TOOLS, 'node_modules', '.bin', 'node');
const INSPECTOR = join(TOOLS, 'node_modules', '.bin', 'mcp-inspector');
const CONFORMANCE = join(TOOLS, 'node_modules', '.bin', 'conformance');
const VERSIONS = ['node@22', '@modelcontextprotocol/conformance@0.2.0-alpha.12', '@modelcontextprotocol/inspector@2.12.0'];
const BIN = join(ROOT, 'bin', 'portfolio-agent.js');
const CONTENT = join(ROOT, 'content');

/**
 * Scenarios of the conformance suite (0.2.0-alpha.12, the first line with the 2026-07-28
 * scenarios) that test behaviour any server must have, both protocol eras.
 */
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'resources-list', 'server-stateless', 'http-header-validation', 'dns-rebinding-protection', 'sep-2164-resource-not-found', 'caching'];
/**
 * Checks inside those scenarios that only a server carrying the suite's own diagnostic tools or
 * features can pass. They are reported, and a failure of any other check fails the run.
 */
const NOT_APPLICABLE: Record<string, Record<string, string>> = {
  'server-stateless': {
    'sep-2575-server-rejects-undeclared-capability': "needs the suite's diagnostic tool test_missing_capability",
    'sep-2575-missing-capability-http-400': "needs the suite's diagnostic tool test_missing_capability",
    'sep-2575-http-server-no-independent-requests-on-stream': "needs the suite's diagnostic tool test_streaming_elicitation",
    'sep-2575-server-no-log-without-loglevel': "needs the suite's diagnostic tool test_logging_tool",
  },
  caching: { 'sep-2549-prompts-list-caching-hints': 'this server has no prompts (prompts/list is -32601)' },
};
/** Whole scenarios that need the suite's own test tools, prompts or features this read-only server does not have. */
const SKIPPED: Record<string, string> = {
  'json-schema-2020-12': "needs a tool named json_schema_2020_12_tool; our tools' schemas are JSON Schema 2020-12 and validated with ajv's 2020 validator in npm test",
  'tools-call-*': "need the suite's own test tools (simple text, image, audio, embedded resource, logging, progress, sampling, elicitation, error)",
  'resources-read-*, resources-templates-read': "need the suite's own test:// resources; reading pages and the template are covered by the Inspector runs and npm test",
  'resources-subscribe, resources-unsubscribe': '2025-era subscriptions; a static site has no resource that changes',
  'http-custom-header-server-validation': 'needs a tool with x-mcp-header annotations; our tools take no argument as a header',
  'prompts-*, completion-complete, logging-set-level, elicitation-*, input-required-*, server-sse-*, tasks-*, sep-2640-*':
    'need prompts, prompt completion, logging, elicitation, multi-round input, server-initiated SSE, tasks or the skills extension, which this read-only server does not offer',
  'server-session-lifecycle': 'sessions: this endpoint is stateless by design',
};

/** The version of a package installed in .tools/, if any. */
function installed(name: string): string | undefined {
  const manifest = join(TOOLS, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : undefined;
}

function ensureTools(): void {
  const current = VERSIONS.every((spec) => {
    const at = spec.lastIndexOf('@');
    return spec.startsWith('node@') ? existsSync(NODE22) : installed(spec.slice(0, at)) === spec.slice(at + 1);
  });
  if (current && existsSync(INSPECTOR) && existsSync(CONFORMANCE)) return;
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
  const output = `${result.stdout}${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
  const summary = /Passed: (\d+)\/(\d+), (\d+) failed/.exec(output);
  const failing = [...new Set([...output.matchAll(/\[([^\]\s]+)\s*\]\s*FAILURE/g)].map((m) => m[1]))];
  const allowed = NOT_APPLICABLE[scenario] ?? {};
  const unexpected = failing.filter((id) => !(id in allowed));
  const ok = !!summary && unexpected.length === 0 && (failing.length > 0 || result.status === 0);
  const notApplicable = failing.length ? `, ${failing.length} not applicable: ${failing.join(', ')}` : '';
  checks.push({ name: `conformance ${scenario}`, ok, detail: ok ? `${summary![1]}/${summary![2]} passed${notApplicable}` : `unexpected failures: ${unexpected.join(', ')}\n${output.slice(-1500)}` });
}

ensureTools();
const server = await startServer();
try {
  const stdio = [process.execPath, BIN, 'stdio', '--content', CONTENT];
  const http = [`${server.url}/mcp`, '--transport', 'http'];
  const page = 'https://www.mira-albrecht.example/en/press/';
  for (const [label, target] of [
    ['stdio', stdio],
    ['http', http],
  ] as const) {
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
console.log('\nConformance checks not applicable to this server, and why:');
for (const [scenario, ids] of Object.entries(NOT_APPLICABLE)) for (const [id, why] of Object.entries(ids)) console.log(`- ${scenario} / ${id}: ${why}`);
console.log('\nConformance scenarios skipped, and why:');
for (const [name, why] of Object.entries(SKIPPED)) console.log(`- ${name}: ${why}`);
const failed = checks.filter((c) => !c.ok);
for (const f of failed) console.log(`\n--- ${f.name}\n${f.detail}`);
console.log(`\n${checks.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
