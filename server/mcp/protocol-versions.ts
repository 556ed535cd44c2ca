/**
 * The MCP protocol versions the SDK's server supports (its SUPPORTED_PROTOCOL_VERSIONS), for
 * documents that name them (server card, OpenAPI). A copy, so that serving those documents
 * does not load the SDK at start-up; spec/server/mcp/protocol-versions.spec.ts fails when the
 * SDK's list changes.
 */
export const SDK_PROTOCOL_VERSIONS: readonly string[] = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];
