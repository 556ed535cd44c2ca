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
});
