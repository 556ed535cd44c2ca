import { expect } from 'chai';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { SDK_PROTOCOL_VERSIONS } from '../../../server/mcp/protocol-versions.ts';

describe('SDK_PROTOCOL_VERSIONS', () => {
  it("is the installed SDK server's list (update the copy when the SDK changes)", () => {
    expect([...SDK_PROTOCOL_VERSIONS]).to.deep.equal([...SUPPORTED_PROTOCOL_VERSIONS]);
  });
});
