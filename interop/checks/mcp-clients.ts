/** MCP clients from agent frameworks: Vercel AI SDK, LangChain's adapters, OpenAI's Agents SDK. */
import { createMCPClient } from '@ai-sdk/mcp';
import { MultiServerMCPClient } from '@langchain/mcp-adapters';
import { MCPServerStdio, MCPServerStreamableHttp } from '@openai/agents';
import { BIN, CONTENT, expect, versionOf, type Check } from '../lib.ts';

const TOOLS = ['get_page', 'get_profile', 'search_site'];
const QUESTION = 'Which awards has she won?';

/** Every page of the sample content plus the profile: what resources/list must deliver in full. */
async function expectedResourceCount(url: string): Promise<number> {
  const health = (await (await fetch(`${url}/healthz`)).json()) as { pages: number };
  return health.pages + 1;
}

const sameTools = (names: string[]) => JSON.stringify([...names].sort()) === JSON.stringify(TOOLS);

export const mcpClientChecks: Check[] = [
  {
    client: 'Vercel AI SDK MCP client (@ai-sdk/mcp)',
    transport: 'Streamable HTTP',
    version: () => versionOf('@ai-sdk/mcp'),
    async run({ url }) {
      const client = await createMCPClient({ transport: { type: 'http', url: `${url}/mcp` } });
      try {
        const tools = await client.tools();
        expect(sameTools(Object.keys(tools)), `tools: ${Object.keys(tools).join(', ')}`);
        const result = (await tools.search_site.execute!({ query: QUESTION, lang: null }, { toolCallId: '1', messages: [] })) as {
          structuredContent?: { results: { url: string }[] };
          isError?: boolean;
        };
        expect(!result.isError && result.structuredContent && result.structuredContent.results.length > 0, `search_site: ${JSON.stringify(result).slice(0, 300)}`);
        const { resources } = await client.listResources();
        const expected = await expectedResourceCount(url);
        expect(resources.length === expected, `resources/list: ${resources.length} of ${expected}`);
        return `3 tools; search_site (lang: null) → ${result.structuredContent.results.length} results; ${resources.length}/${expected} resources`;
      } finally {
        await client.close();
      }
    },
  },
  {
    client: 'LangChain MCP adapters (@langchain/mcp-adapters)',
    transport: 'Streamable HTTP',
    version: () => versionOf('@langchain/mcp-adapters'),
    async run({ url }) {
      const client = new MultiServerMCPClient({ mcpServers: { portfolio: { transport: 'http', url: `${url}/mcp` } }, onConnectionError: 'throw' } as never);
      try {
        const tools = await client.getTools();
        expect(sameTools(tools.map((t) => t.name)), `tools: ${tools.map((t) => t.name).join(', ')}`);
        const search = tools.find((t) => t.name === 'search_site')!;
        const answer = JSON.stringify(await search.invoke({ query: QUESTION }));
        expect(answer.includes('awards'), `search_site: ${answer.slice(0, 300)}`);
        const resources = (await client.listResources()).portfolio ?? [];
        const expected = await expectedResourceCount(url);
        expect(resources.length === expected, `listResources: ${resources.length} of ${expected}`);
        return `3 tools; search_site answered; listResources ${resources.length}/${expected} (every resource)`;
      } finally {
        await client.close();
      }
    },
  },
  {
    client: 'OpenAI Agents SDK (@openai/agents) MCPServerStdio',
    transport: 'stdio (default 5 s timeout)',
    version: () => versionOf('@openai/agents'),
    async run({ url }) {
      // Defaults throughout: the SDK's own session timeout decides whether start-up is fast enough.
      const server = new MCPServerStdio({ command: process.execPath, args: [BIN, 'stdio', '--content', CONTENT] });
      const started = Date.now();
      await server.connect();
      const connectMs = Date.now() - started;
      try {
        const tools = await server.listTools();
        expect(sameTools(tools.map((t) => t.name)), `tools: ${tools.map((t) => t.name).join(', ')}`);
        const content = JSON.stringify(await server.callTool('search_site', { query: QUESTION }));
        expect(content.includes('awards'), `search_site: ${content.slice(0, 300)}`);
        const { resources } = await server.listResources();
        const expected = await expectedResourceCount(url);
        expect(resources.length === expected, `listResources: ${resources.length} of ${expected}`);
        return `connected in ${connectMs} ms; 3 tools; search_site answered; ${resources.length}/${expected} resources`;
      } finally {
        await server.close();
      }
    },
  },
  {
    client: 'OpenAI Agents SDK (@openai/agents) MCPServerStreamableHttp',
    transport: 'Streamable HTTP',
    version: () => versionOf('@openai/agents'),
    async run({ url }) {
      const server = new MCPServerStreamableHttp({ url: `${url}/mcp` });
      await server.connect();
      try {
        const tools = await server.listTools();
        expect(sameTools(tools.map((t) => t.name)), `tools: ${tools.map((t) => t.name).join(', ')}`);
        const content = JSON.stringify(await server.callTool('get_page', { path: '/en/press/', lang: null, section: null }));
        expect(content.includes('Press'), `get_page: ${content.slice(0, 300)}`);
        return '3 tools; get_page with null optional arguments answered';
      } finally {
        await server.close();
      }
    },
  },
];
