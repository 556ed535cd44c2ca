/** MCP over stdio for desktop clients: nothing but protocol on stdout. */
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import type { Site } from '../site/site-types.ts';
import { createMcpServer } from '../mcp/create-mcp-server.ts';
import type { Logger } from '../../facade/logger.ts';

export async function runStdio(site: Site, log: Logger): Promise<number> {
  const handle = serveStdio(() => createMcpServer(site), { onerror: (error) => log.warn('stdio', { error: error.message }) });
  log.info('serving MCP on stdio', { pages: site.pages.length });
  await new Promise<void>((resolve) => {
    process.stdin.once('end', resolve);
    process.stdin.once('close', resolve);
  });
  await handle.close();
  return 0;
}
