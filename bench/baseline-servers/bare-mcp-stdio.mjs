// The start-up baseline for stdio: the MCP SDK's own stdio server with three trivial tools
// (plain JavaScript, the SDK version the package uses).
import { McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';

const text = (value) => ({ content: [{ type: 'text', text: value }] });
serveStdio(() => {
  const server = new McpServer({ name: 'bare', version: '1.0.0' });
  server.registerTool('one', { description: 'Returns one.' }, async () => text('1'));
  server.registerTool('two', { description: 'Returns two.' }, async () => text('2'));
  server.registerTool('three', { description: 'Returns three.' }, async () => text('3'));
  return server;
});
