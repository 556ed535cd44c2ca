/**
 * /openapi.json: OpenAPI 3.1.0, version 1.0.0, of the whole agent interface. The Result
 * schema is generated from the search_site tool's valibot schema, so the two cannot drift.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type { Site } from '../site/site-types.ts';
import { localize } from '../site/site-types.ts';
import { ResultSchema, QUERY_MAX } from '../../tools/search-site.ts';
import { SERVER_CARD_TYPE, protocolVersions } from '../mcp/server-card.ts';
import { API_CATALOG_TYPE, SKILL_PATH } from './catalogs.ts';
import { rightsHeaders, tdmPolicyUrl } from './usage-rights.ts';
import { usageStatement } from '../site/usage-statement.ts';

/** What the owner reserves, in English, as a parenthesis (empty when nothing is). */
const termsNote = (site: Site) => {
  const { notAllowed } = usageStatement(site, 'en');
  return notAllowed ? ` (${notAllowed.replace(/\.$/, '')})` : '';
};

type Json = Record<string, unknown>;

function jsonSchemaOf(schema: Parameters<typeof toJsonSchema>[0]): Json {
  const { $schema: _drop, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12' }) as Json;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json, extra: Json = {}) => ({ content: { 'application/json': { schema, ...extra } } });
const text = (type: string, description: string) => ({ description, content: { [type]: { schema: { type: 'string' } } } });
const errorResponse = (description: string) => ({ description, ...json(ref('Error')) });

const META = {
  type: 'object',
  required: ['response_type', 'version'],
  properties: {
    response_type: { type: 'string', enum: ['answer', 'failure'], description: '`answer` for success, `failure` for an error.' },
    version: { type: 'string', const: '0.55', description: 'Version of the search request/response standard.' },
  },
};

function schemas(languages: string[]): Json {
  return {
    AskRequest: {
      type: 'object',
      required: ['query'],
      properties: {
        query: {
          description: 'The question.',
          oneOf: [
            { type: 'string', minLength: 1, maxLength: QUERY_MAX },
            { type: 'object', required: ['text'], properties: { text: { type: 'string', minLength: 1, maxLength: QUERY_MAX } } },
          ],
        },
        lang: { type: 'string', enum: languages, description: 'Preferred language of the results (extension).' },
        context: {
          type: 'object',
          properties: { prev: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: QUERY_MAX }, description: 'Previous questions, oldest first; the newest 10 are used.' } },
        },
        prefer: {
          type: 'object',
          properties: {
            streaming: { type: 'boolean', description: 'true returns Server-Sent Events.' },
            mode: { type: 'string', enum: ['list'] },
          },
        },
      },
    },
    AskResponse: {
      type: 'object',
      required: ['_meta', 'query_id', 'results'],
      properties: {
        _meta: { ...META, properties: { ...META.properties, response_type: { type: 'string', const: 'answer' } } },
        query_id: { type: 'string', description: 'Fresh identifier of this answer.' },
        query: { type: 'string', description: 'The question as asked.' },
        messages: { type: 'array', items: { type: 'object' }, description: 'Always empty: results carry the answer.' },
        results: { type: 'array', items: ref('Result') },
      },
    },
    Result: jsonSchemaOf(ResultSchema),
    Error: {
      type: 'object',
      required: ['error'],
      properties: {
        error: {
          type: 'object',
          required: ['code', 'message'],
          properties: {
            code: { type: 'string', description: 'Machine-readable code, e.g. missing_query.' },
            message: { type: 'string' },
            hint: { type: 'string', description: 'How to fix the request.' },
          },
        },
        _meta: { ...META, properties: { ...META.properties, response_type: { type: 'string', const: 'failure' } } },
      },
    },
    StreamStart: { type: 'object', required: ['query_id', '_meta'], properties: { query_id: { type: 'string' }, query: { type: 'string' }, _meta: META } },
    StreamResult: { type: 'object', required: ['query_id', 'index', 'result'], properties: { query_id: { type: 'string' }, index: { type: 'integer', minimum: 0 }, result: ref('Result') } },
    StreamComplete: { type: 'object', required: ['query_id', 'count', '_meta'], properties: { query_id: { type: 'string' }, count: { type: 'integer', minimum: 0 }, _meta: META } },
    JsonRpcRequest: {
      type: 'object',
      required: ['jsonrpc', 'method'],
      properties: {
        jsonrpc: { const: '2.0' },
        id: { oneOf: [{ type: 'string' }, { type: 'integer' }], description: 'Absent for notifications.' },
        method: { type: 'string', examples: ['tools/list', 'tools/call'] },
        params: { type: 'object' },
      },
    },
    JsonRpcResponse: {
      type: 'object',
      required: ['jsonrpc'],
      properties: {
        jsonrpc: { const: '2.0' },
        id: { oneOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] },
        result: { type: 'object' },
        error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'integer' }, message: { type: 'string' }, data: {} } },
      },
    },
    ServerCard: {
      type: 'object',
      required: ['name', 'version', 'remotes'],
      properties: {
        $schema: { type: 'string' },
        name: { type: 'string' },
        version: { type: 'string' },
        title: { type: 'string' },
        description: { type: 'string' },
        websiteUrl: { type: 'string' },
        remotes: { type: 'array', items: { type: 'object', required: ['type', 'url'], properties: { type: { type: 'string' }, url: { type: 'string' }, supportedProtocolVersions: { type: 'array', items: { type: 'string' } } } } },
      },
    },
    Health: { type: 'object', required: ['status', 'version', 'pages'], properties: { status: { const: 'ok' }, version: { type: 'string' }, pages: { type: 'integer' } } },
    AnyJson: { description: 'A JSON document (see its standard).' },
  };
}

function askOperations(path: string, languages: string[]): Json {
  const id = path === '/ask' ? 'ask' : 'askV1';
  const common = {
    tags: ['search'],
    responses: {
      '200': {
        description: 'An AskResponse, or with streaming an event stream: `event: start` (StreamStart), `event: result` once per hit (StreamResult), `event: complete` (StreamComplete).',
        content: { 'application/json': { schema: ref('AskResponse') }, 'text/event-stream': { schema: { type: 'string' } } },
      },
      '400': errorResponse('Missing or invalid question or parameter: missing_query, query_too_long, invalid_query, invalid_lang, invalid_streaming, unsupported_mode, invalid_json, invalid_context, invalid_prefer.'),
      '405': errorResponse('Another method (method_not_allowed); see the Allow header.'),
      '413': errorResponse('Body larger than 16 KiB (body_too_large).'),
      '414': errorResponse('Address too long (uri_too_long).'),
      '415': errorResponse('POST body that is not JSON (unsupported_media_type).'),
      '429': errorResponse('Too many requests (rate_limited), when rate limiting is on; see Retry-After.'),
      default: errorResponse('Any other error, in the same shape (e.g. 500 internal_error; never a stack trace).'),
    },
  };
  return {
    get: {
      ...common,
      operationId: `${id}Get`,
      summary: path === '/ask' ? 'Search the site (standard alias of /v1/ask)' : 'Search the site',
      parameters: [
        { name: 'query', in: 'query', required: true, description: 'The question.', schema: { type: 'string', minLength: 1, maxLength: QUERY_MAX } },
        { name: 'lang', in: 'query', required: false, description: 'Prefer results in this language.', schema: { type: 'string', enum: languages } },
        { name: 'streaming', in: 'query', required: false, description: 'true streams Server-Sent Events.', schema: { type: 'boolean', default: false } },
      ],
    },
    post: {
      ...common,
      operationId: `${id}Post`,
      summary: 'Search the site with a JSON AskRequest',
      requestBody: { required: true, ...json(ref('AskRequest')) },
    },
  };
}

const doc = (summary: string, type: string, tag = 'documents') => ({ get: { tags: [tag], summary, operationId: summary.replace(/[^a-zA-Z]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : '')).replace(/^./, (c) => c.toLowerCase()), responses: { '200': text(type, summary), '304': { description: 'Not modified (ETag matched).' } } } });
const jsonDoc = (summary: string, type: string, schema: Json) => {
  const d = doc(summary, type);
  d.get.responses['200'] = { description: summary, content: { [type]: { schema } } } as never;
  return d;
};

export function openApiDocument(site: Site): Json {
  const lang = site.languages.includes('en') ? 'en' : site.defaultLanguage;
  const pageParams = [
    { name: 'lang', in: 'path', required: true, schema: { type: 'string', enum: site.languages } },
    { name: 'page', in: 'path', required: true, schema: { type: 'string', pattern: '^[a-z0-9-]+$' } },
  ];
  return {
    openapi: '3.1.0',
    info: {
      title: `${localize(site.name, lang)}: agent interface`,
      version: '1.0.0',
      summary: 'Read-only, machine-readable interface of a portfolio website: search, MCP, Markdown views, discovery documents.',
      description: `Everything is public and read-only; no authentication. Terms of use: ${tdmPolicyUrl(site)}${termsNote(site)}. Every response carries the ${Object.keys(rightsHeaders(site)).join(', ')} header${Object.keys(rightsHeaders(site)).length === 1 ? '' : 's'}. On any path, a request the HTTP parser refuses gets the Error body too: 408 request_timeout (request not sent in time), 431 headers_too_large (request line and headers over 16 KiB), 400 bad_request (not HTTP/1.1); 414 uri_too_long for an address over the limit, and 429 rate_limited with Retry-After when rate limiting is on.`,
      license: { name: `Content: terms of ${site.terms.copyrightHolder}`, url: tdmPolicyUrl(site) },
    },
    servers: [{ url: site.baseUrl }],
    tags: [{ name: 'search' }, { name: 'mcp' }, { name: 'pages' }, { name: 'documents' }],
    paths: {
      '/v1/ask': askOperations('/v1/ask', site.languages),
      '/ask': askOperations('/ask', site.languages),
      '/mcp': {
        post: {
          tags: ['mcp'],
          operationId: 'mcp',
          summary: `MCP, Streamable HTTP, stateless (protocol versions ${protocolVersions().join(', ')}). Tools: get_profile, get_page, search_site.`,
          requestBody: { required: true, ...json(ref('JsonRpcRequest')) },
          responses: {
            '200': {
              description: 'A JSON-RPC response; for a 2026-07-28 subscriptions/listen, an event stream of JSON-RPC notifications (acknowledged first) that stays open until the client leaves or the stream bound.',
              content: { ...json(ref('JsonRpcResponse')).content, 'text/event-stream': { schema: { type: 'string' } } },
            },
            '202': { description: 'A notification was accepted; no body.' },
            '400': { description: 'Malformed JSON (-32700), not a JSON-RPC request (-32600), standard headers that do not match the body (-32020), or an unsupported protocol version.', ...json(ref('JsonRpcResponse')) },
            '403': { description: 'Origin not allowed, or a foreign Host on a loopback bind.', ...json(ref('JsonRpcResponse')) },
            '413': { description: 'Body too large.', ...json(ref('JsonRpcResponse')) },
            '415': { description: 'Body not sent as application/json.', ...json(ref('JsonRpcResponse')) },
          },
        },
        get: { tags: ['mcp'], operationId: 'mcpGet', summary: 'Not supported (stateless server).', responses: { '405': { description: 'Method not allowed; Allow: POST.', ...json(ref('JsonRpcResponse')) } } },
        delete: { tags: ['mcp'], operationId: 'mcpDelete', summary: 'Not supported (stateless server).', responses: { '405': { description: 'Method not allowed; Allow: POST.', ...json(ref('JsonRpcResponse')) } } },
      },
      '/mcp/server-card': jsonDoc('MCP server card', SERVER_CARD_TYPE, ref('ServerCard')),
      '/.well-known/mcp/server-card.json': jsonDoc('MCP server card (well-known address)', SERVER_CARD_TYPE, ref('ServerCard')),
      '/{lang}/': {
        get: {
          tags: ['pages'],
          operationId: 'homePage',
          summary: 'Home page of a language: HTML, or Markdown with Accept: text/markdown or mode=agent.',
          parameters: [pageParams[0], { name: 'mode', in: 'query', required: false, schema: { type: 'string', enum: ['agent'] } }],
          responses: { '200': { description: 'The page.', content: { 'text/html': { schema: { type: 'string' } }, 'text/markdown': { schema: { type: 'string' } } } }, '404': errorResponse('No such page.') },
        },
      },
      '/{lang}/{page}/': {
        get: {
          tags: ['pages'],
          operationId: 'page',
          summary: 'A page: HTML, or Markdown with Accept: text/markdown or mode=agent. Pages nest (e.g. /en/portfolio/salt-water/).',
          parameters: [...pageParams, { name: 'mode', in: 'query', required: false, schema: { type: 'string', enum: ['agent'] } }],
          responses: { '200': { description: 'The page.', content: { 'text/html': { schema: { type: 'string' } }, 'text/markdown': { schema: { type: 'string' } } } }, '301': { description: 'The address without its trailing slash redirects to it.' }, '404': errorResponse('No such page (HTML for browsers, JSON with Accept: application/json).') },
        },
      },
      '/{lang}/{page}.md': {
        get: {
          ...doc('Markdown view of a page', 'text/markdown', 'pages').get,
          operationId: 'pageMarkdown',
          parameters: pageParams,
          responses: { '200': text('text/markdown', 'The page as Markdown: a header block, the page, the terms of use.'), '304': { description: 'Not modified (ETag matched).' }, '404': errorResponse('No such page.') },
        },
      },
      '/llms.txt': doc('Overview for assistants', 'text/plain'),
      '/llms-full.txt': doc('Every page as Markdown', 'text/plain'),
      '/{lang}/llms.txt': { get: { ...doc('Overview in one language', 'text/plain').get, operationId: 'llmsTxtLanguage', parameters: [pageParams[0]] } },
      '/openapi.json': jsonDoc('This OpenAPI description', 'application/json', ref('AnyJson')),
      '/.well-known/api-catalog': {
        get: { ...jsonDoc('API catalog (RFC 9727)', API_CATALOG_TYPE, ref('AnyJson')).get, operationId: 'apiCatalog' },
        head: { tags: ['documents'], operationId: 'apiCatalogHead', summary: 'Link: </.well-known/api-catalog>; rel="api-catalog"', responses: { '200': { description: 'Headers only.' } } },
      },
      '/.well-known/ai-catalog.json': jsonDoc('AI catalog', 'application/json', ref('AnyJson')),
      '/.well-known/agent-skills/index.json': jsonDoc('Agent skills index (discovery 0.2.0)', 'application/json', ref('AnyJson')),
      [SKILL_PATH]: doc('Agent skill', 'text/markdown'),
      '/.well-known/tdmrep.json': jsonDoc('TDM reservation (TDMRep)', 'application/json', ref('AnyJson')),
      '/agents.md': doc('Agent instructions', 'text/markdown'),
      '/profile.json': jsonDoc('The profile (the get_profile tool result, default language); also the MCP profile resource', 'application/json', ref('AnyJson')),
      '/robots.txt': doc('Robots rules with Content Signals', 'text/plain'),
      '/healthz': { get: { tags: ['documents'], operationId: 'health', summary: 'Health', responses: { '200': { description: 'Up.', ...json(ref('Health')) } } } },
    },
    components: { schemas: schemas(site.languages) },
  };
}
