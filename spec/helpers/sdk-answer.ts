import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { createMcpServer } from '../../server/mcp/create-mcp-server.ts';
import type { Site } from '../../server/site/site-types.ts';

/** The SDK's own answer to one message: a fresh stateless server and transport for it, as its bytes. */
export async function sdkAnswer(site: Site, message: Record<string, unknown>, headers: Record<string, string> = {}): Promise<string> {
  const server = createMcpServer(site);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  const request = new Request('http://127.0.0.1/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(message),
  });
  const response = await transport.handleRequest(request, { parsedBody: message });
  const text = await response.text();
  await server.close();
  return text;
}
