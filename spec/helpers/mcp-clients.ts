/**
 * The two MCP clients every transport is tested with: the SDK's current client
 * (@modelcontextprotocol/client, 2026-07-28) and the 2025-era @modelcontextprotocol/sdk.
 */
import { Client as ModernClient, StreamableHTTPClientTransport as ModernHttp, InMemoryTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport as ModernStdio } from '@modelcontextprotocol/client/stdio';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyHttp } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioClientTransport as LegacyStdio } from '@modelcontextprotocol/sdk/client/stdio.js';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { createMcpServer } from '../../server/mcp/create-mcp-server.ts';
import type { Site } from '../../server/site/site-types.ts';
import { BIN } from './sites.ts';

/** What the tests need of either client. */
export interface AnyClient {
  listTools(): Promise<{ tools: { name: string; title?: string; inputSchema: object; outputSchema?: object; annotations?: Record<string, unknown> }[] }>;
  callTool(params: { name: string; arguments?: Record<string, unknown> }): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export type ClientKind = 'modern' | 'legacy';
export const CLIENT_KINDS: ClientKind[] = ['modern', 'legacy'];

const info = { name: 'portfolio-agent-tests', version: '1.0.0' };
export const MODERN_OPTIONS = { versionNegotiation: { mode: { pin: '2026-07-28' } } };

/** Connects the client of the given kind; the two SDK lines have the same connect/list/call surface. */
async function connectKind(kind: ClientKind, modern: () => unknown, legacy: () => unknown): Promise<AnyClient> {
  // The current SDK's client negotiates 2025-era by default; pinned, it speaks 2026-07-28 only.
  const client = kind === 'modern' ? new ModernClient(info, MODERN_OPTIONS) : new LegacyClient(info);
  await (client as unknown as { connect(t: unknown): Promise<void> }).connect(kind === 'modern' ? modern() : legacy());
  return client as unknown as AnyClient;
}

export function httpClient(kind: ClientKind, url: string): Promise<AnyClient> {
  const endpoint = new URL('/mcp', url);
  return connectKind(
    kind,
    () => new ModernHttp(endpoint),
    () => new LegacyHttp(endpoint),
  );
}

export function stdioClient(kind: ClientKind, args: string[]): Promise<AnyClient> {
  const params = { command: process.execPath, args: [BIN, 'stdio', ...args], stderr: 'pipe' as const };
  return connectKind(
    kind,
    () => new ModernStdio(params),
    () => new LegacyStdio(params),
  );
}

export async function inMemoryClient(site: Site): Promise<AnyClient> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  // The SDK's dual-era entry for a message stream (stdio's, given another transport) serves 2026-07-28 too.
  const server = serveStdio(() => createMcpServer(site), { transport: serverSide });
  const client = new ModernClient(info, MODERN_OPTIONS);
  await client.connect(clientSide);
  return {
    listTools: () => client.listTools() as never,
    callTool: (p) => client.callTool(p) as never,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}
