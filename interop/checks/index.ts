/** Every check of the suite, in the order the table lists them. */
import type { Check } from '../lib.ts';
import { mcpClientChecks } from './mcp-clients.ts';
import { inspectorChecks } from './inspector.ts';
import { askClientChecks } from './ask-clients.ts';
import { openApiChecks } from './openapi.ts';
import { llmsTxtChecks } from './llms-txt.ts';

export type { Check };
export const checks: Check[] = [...mcpClientChecks, ...inspectorChecks, ...askClientChecks, ...openApiChecks, ...llmsTxtChecks];
