/**
 * What a tool handler returns, and how it becomes an MCP tool result. A handler is pure:
 * an expected miss (unknown page, unknown section) is an outcome, not an exception.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';

export type ToolOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

export const ok = <T>(value: T): ToolOutcome<T> => ({ ok: true, value });
export const miss = <T>(message: string): ToolOutcome<T> => ({ ok: false, message });

/** Every tool here only reads the published site. */
export const READ_ONLY = { readOnlyHint: true, idempotentHint: true, openWorldHint: false, destructiveHint: false } as const;

/**
 * Structured content for clients that read it, and the same JSON as text for the ones
 * that do not (as the MCP specification recommends). A miss is `isError: true`.
 */
export function toCallToolResult<T extends object>(outcome: ToolOutcome<T>): CallToolResult {
  if (!outcome.ok) return { content: [{ type: 'text', text: outcome.message }], isError: true };
  const text = JSON.stringify(outcome.value);
  // The JSON round trip drops undefined fields, so text and structured content are the same value.
  return { content: [{ type: 'text', text }], structuredContent: JSON.parse(text) as Record<string, unknown> };
}
