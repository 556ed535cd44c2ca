/**
 * Root hooks: every JSON response any test receives from a test server (through fetch,
 * which the MCP clients use too) is recorded, and at the end validated against the
 * server's OpenAPI description. A response that does not fit fails the run.
 */
import { openApiDocument } from '../../server/documents/openapi.ts';
import { openApiChecker, type Recorded } from './openapi-check.ts';
import { minimal } from './sites.ts';

const recorded: Recorded[] = [];
const realFetch = globalThis.fetch;

function record(input: RequestInfo | URL, init: RequestInit | undefined, res: Response): void {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') return;
  const type = res.headers.get('content-type') ?? '';
  if (!/json/.test(type)) return;
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (method === 'HEAD' || res.status === 304) return;
  res
    .clone()
    .text()
    .then((text) => {
      if (text) recorded.push({ method, path: url.pathname, status: res.status, type, body: JSON.parse(text) });
    })
    .catch(() => undefined);
}

export const mochaHooks = {
  beforeAll() {
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await realFetch(input, init);
      record(input, init, res);
      return res;
    };
  },
  afterAll() {
    globalThis.fetch = realFetch;
    const check = openApiChecker(openApiDocument(minimal()) as Record<string, unknown>);
    const problems = recorded.map(check).filter(Boolean);
    if (process.env.SHOW_RECORDED) console.log(`validated ${recorded.length} JSON responses against openapi.json`);
    if (problems.length) throw new Error(`${problems.length} of ${recorded.length} JSON responses do not fit openapi.json:\n${[...new Set(problems)].slice(0, 20).join('\n')}`);
  },
};
