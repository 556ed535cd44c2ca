import { expect } from 'chai';
import { inMemoryClient } from '../../helpers/mcp-clients.ts';
import { minimal } from '../../helpers/sites.ts';
import { expectToolContract } from '../../helpers/tool-contract.ts';

describe('createMcpServer', () => {
  it('serves exactly the three read-only tools, each answering with structured content that fits its output schema', async () => {
    const client = await inMemoryClient(minimal());
    try {
      await expectToolContract(client);
    } finally {
      await client.close();
    }
  });

  it('describes every input field for a model', async () => {
    const client = await inMemoryClient(minimal());
    try {
      const { tools } = await client.listTools();
      for (const tool of tools) {
        const props = (tool.inputSchema as { properties: Record<string, { description?: string }> }).properties;
        for (const [name, schema] of Object.entries(props)) expect(schema.description, `${tool.name}.${name}`).to.be.a('string').and.not.empty;
      }
    } finally {
      await client.close();
    }
  });

  it('answers a call with arguments of the wrong type as a tool error, not a crash', async () => {
    const client = await inMemoryClient(minimal());
    try {
      const result = await client.callTool({ name: 'search_site', arguments: { query: 42 } });
      expect(result.isError).to.equal(true);
    } finally {
      await client.close();
    }
  });

  it('takes null for an optional argument as absent', async () => {
    const client = await inMemoryClient(minimal());
    try {
      const search = await client.callTool({ name: 'search_site', arguments: { query: 'credit line', lang: null, limit: null, prev: null } });
      expect(search.isError).to.not.equal(true);
      expect((search.structuredContent as { results: unknown[] }).results).to.not.be.empty;
      const page = await client.callTool({ name: 'get_page', arguments: { path: '/en/licensing/', lang: null, section: null } });
      expect((page.structuredContent as { path: string }).path).to.equal('/en/licensing/');
      const profile = await client.callTool({ name: 'get_profile', arguments: { lang: null } });
      expect(profile.isError).to.not.equal(true);
    } finally {
      await client.close();
    }
  });

  it('gives output schemas without a bare additionalProperties (a schema with no validation keyword)', async () => {
    const client = await inMemoryClient(minimal());
    try {
      const { tools } = await client.listTools();
      for (const tool of tools) expect(JSON.stringify(tool.outputSchema), tool.name).to.not.contain('"additionalProperties":{}');
    } finally {
      await client.close();
    }
  });

  it('advertises no list_changed notification (it never sends one)', async () => {
    const { McpServer } = await import('@modelcontextprotocol/server');
    const { createMcpServer } = await import('../../../server/mcp/create-mcp-server.ts');
    const server: InstanceType<typeof McpServer> = createMcpServer(minimal());
    const capabilities = server.server.getCapabilities();
    expect(capabilities.tools?.listChanged).to.equal(false);
    expect(capabilities.resources?.listChanged).to.equal(false);
  });
});
