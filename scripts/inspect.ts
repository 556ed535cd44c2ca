/**
 * npm run inspect — opens the MCP Inspector (web UI) on the stdio server with the sample
 * content. The Inspector needs Node 22, taken from the npm package node@22 in .tools/.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TOOLS = join(ROOT, '.tools');
const NODE22 = join(TOOLS, 'node_modules', '.bin', 'node');
const INSPECTOR = join(TOOLS, 'node_modules', '.bin', 'mcp-inspector');
if (!existsSync(NODE22) || !existsSync(INSPECTOR)) {
  execFileSync('npm', ['install', '--prefix', TOOLS, '--no-audit', '--no-fund', '--no-save', 'node@22', '@modelcontextprotocol/inspector@2.12.0'], { stdio: 'inherit' });
}
const result = spawnSync(NODE22, [INSPECTOR, process.execPath, join(ROOT, 'bin', 'portfolio-agent.js'), 'stdio', '--content', join(ROOT, 'content')], { stdio: 'inherit' });
process.exit(result.status ?? 1);
