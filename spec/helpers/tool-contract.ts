/** One call per tool that must succeed, and the checks every transport runs on the answers. */
import { expect } from 'chai';
import type { AnyClient } from './mcp-clients.ts';
import { expectValid } from './json-schema.ts';

export const TOOL_NAMES = ['get_page', 'get_profile', 'search_site'];

export const SAMPLE_CALLS: Record<string, Record<string, unknown>> = {
  get_profile: { lang: 'en' },
  get_page: { path: '/en/licensing/' },
  search_site: { query: 'credit line', lang: 'en' },
};

export async function expectToolContract(client: AnyClient): Promise<void> {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name).sort()).to.deep.equal(TOOL_NAMES);
  for (const tool of tools) {
    expect(tool.annotations, tool.name).to.include({ readOnlyHint: true, idempotentHint: true, openWorldHint: false });
    expect(tool.title, tool.name).to.be.a('string').and.not.empty;
    expect(tool.outputSchema, tool.name).to.be.an('object');
    const result = await client.callTool({ name: tool.name, arguments: SAMPLE_CALLS[tool.name] });
    expect(result.isError, `${tool.name}: ${JSON.stringify(result.content)}`).to.not.equal(true);
    expectValid(tool.outputSchema!, result.structuredContent);
    const [text] = result.content as { type: string; text: string }[];
    expect(text.type).to.equal('text');
    expect(JSON.parse(text.text)).to.deep.equal(result.structuredContent);
  }
}
