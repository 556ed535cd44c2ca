/** The MCP Inspector's CLI with --strict (tool-schema portability) over stdio and HTTP. Needs Node 22: npm's node@22 in .tools/. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { BIN, CONTENT, TOOLS, expect, versionOf, type Check } from '../lib.ts';

/** The same pinned tools `npm run mcp:check` installs (scripts/mcp-tools.ts). */
const INSPECTOR_VERSION = '2.12.0';
const NODE22 = join(TOOLS, 'node_modules', '.bin', 'node');
const INSPECTOR = join(TOOLS, 'node_modules', '.bin', 'mcp-inspector');

function ensureInspector(): void {
  if (existsSync(NODE22) && existsSync(INSPECTOR) && versionOf('@modelcontextprotocol/inspector', TOOLS) === INSPECTOR_VERSION) return;
  execFileSync('npm', ['install', '--prefix', TOOLS, '--no-audit', '--no-fund', '--no-save', 'node@22', `@modelcontextprotocol/inspector@${INSPECTOR_VERSION}`], { stdio: 'inherit' });
}

function strictToolsList(target: string[]): string {
  ensureInspector();
  const result = spawnSync(NODE22, [INSPECTOR, '--cli', ...target, '--method', 'tools/list', '--strict'], {
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, MCP_CATALOG_PATH: join(TOOLS, 'catalog.json') },
  });
  const stderr = (result.stderr ?? '').trim();
  expect(result.status === 0, `exit ${result.status}: ${stderr.slice(0, 1500)}`);
  expect(/search_site/.test(result.stdout ?? ''), 'search_site not listed');
  // --strict reports every portability problem on stderr, warnings included: there must be none.
  const problems = stderr.split('\n').filter((l) => l.trim() && !/ExperimentalWarning|--trace-warnings/.test(l));
  expect(problems.length === 0, `problems reported:\n${problems.join('\n').slice(0, 1500)}`);
  return 'tools/list --strict: 3 tools, no problem reported';
}

export const inspectorChecks: Check[] = [
  {
    client: 'MCP Inspector CLI --strict',
    transport: 'stdio',
    version: () => versionOf('@modelcontextprotocol/inspector', TOOLS),
    run: async () => strictToolsList([process.execPath, BIN, 'stdio', '--content', CONTENT]),
  },
  {
    client: 'MCP Inspector CLI --strict',
    transport: 'Streamable HTTP',
    version: () => versionOf('@modelcontextprotocol/inspector', TOOLS),
    run: async ({ url }) => strictToolsList([`${url}/mcp`, '--transport', 'http']),
  },
];
