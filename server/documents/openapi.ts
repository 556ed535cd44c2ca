/**
 * /openapi.json: OpenAPI 3.1.0, version 1.0.0, of the whole agent interface. The Result
 * schema is generated from the search_site tool's valibot schema, so the two cannot drift.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type { Site } from '../site/site-types.ts';
import { absoluteUrl, localize } from '../site/site-types.ts';
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
// Not `Error`: generated clients would declare an interface that shadows the built-in Error.
const errorResponse = (description: string) => ({ description, ...json(ref('ErrorBody')) });
/** Any path can answer these (see info.description); every operation names them. */
const ANY_4XX = errorResponse('A refused request, in the Error shape: 414 uri_too_long, 429 rate_limited (with Retry-After, when rate limiting is on), 431 headers_too_large, 400 bad_request.');

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
        prev: {
          description: "NLWeb's flat form of context.prev (used when context is absent): an array, or a comma-separated string.",
          oneOf: [{ type: 'array', maxItems: 50, items: { type: 'string', maxLength: QUERY_MAX } }, { type: 'string' }],
        },
        prefer: {
          type: 'object',
          properties: {
            streaming: { type: 'boolean', description: 'true returns Server-Sent Events.' },
            mode: {
              type: 'string',
              pattern: '^\\s*(list|summarize|generate)\\s*(,\\s*(list|summarize|generate)\\s*)*$',
              examples: ['list', 'list, summarize'],
              description:
                'list, or a comma-separated list of modes that includes list (NLWeb\'s "list, summarize"); in NLWeb\'s dialect summarize or generate alone too. Every answer is a list: this server generates no text.',
            },
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
    ErrorBody: {
      type: 'object',
      description: 'The error body of every failed request.',
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
        remotes: {
          type: 'array',
          items: {
            type: 'object',
            required: ['type', 'url'],
            properties: { type: { type: 'string' }, url: { type: 'string' }, supportedProtocolVersions: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
    Health: { type: 'object', required: ['status', 'version', 'pages'], properties: { status: { const: 'ok' }, version: { type: 'string' }, pages: { type: 'integer' } } },
    AnyJson: { description: 'A JSON document (see its standard).' },
  };
}

/** The event streams of /ask, in words (a second media type on the 200 would make generated clients' answer a union with string). */
const STREAMING =
  "With streaming=true (GET), prefer.streaming=true (POST) or an Accept header that prefers text/event-stream, the same 200 is a text/event-stream instead: `event: start` ({query_id, query, _meta}), one `event: result` per hit ({query_id, index, result: Result}), then `event: complete` ({query_id, count, _meta}); start and results carry ids, and a reconnect with Last-Event-ID gets 204. Requests in NLWeb's dialect (its parameters generate_mode, display_mode or site; v0.54 bodies with meta or prefer.response_format) get NLWeb's unnamed messages instead: see docs/nlweb-dialect.md.";

function askOperations(path: string, languages: string[]): Json {
  const id = path === '/ask' ? 'ask' : 'askV1';
  const common = {
    tags: ['search'],
    responses: {
      '200': {
        // Only the JSON answer is typed here, so generated clients type `data` as an AskResponse.
        // The event stream (same status, text/event-stream) is described in words: see STREAMING.
        description: `An AskResponse. ${STREAMING}`,
        content: { 'application/json': { schema: ref('AskResponse') } },
      },
      '400': errorResponse(
        'Missing or invalid question or parameter: missing_query, query_too_long, invalid_query, invalid_lang, invalid_streaming, unsupported_mode, invalid_json, invalid_context, invalid_prefer.',
      ),
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
      description: 'Natural-language search over the site: the sections that answer the question, best first, with schema.org JSON-LD.',
      parameters: [
        { name: 'query', in: 'query', required: true, description: 'The question.', schema: { type: 'string', minLength: 1, maxLength: QUERY_MAX } },
        { name: 'lang', in: 'query', required: false, description: 'Prefer results in this language.', schema: { type: 'string', enum: languages } },
        { name: 'streaming', in: 'query', required: false, description: 'true streams Server-Sent Events (True/False and 1/0 are read too).', schema: { type: 'boolean', default: false } },
        { name: 'prev', in: 'query', required: false, description: 'Previous questions, oldest first: a JSON array or a comma-separated list (NLWeb sends either).', schema: { type: 'string' } },
      ],
    },
    post: {
      ...common,
      operationId: `${id}Post`,
      summary: 'Search the site with a JSON AskRequest',
      description: 'The same search with a JSON body, for follow-up questions (context.prev) and streaming (prefer.streaming).',
      requestBody: { required: true, ...json(ref('AskRequest')) },
    },
  };
}

/** A read-only document: its short operationId, what it is, its media type. */
const doc = (operationId: string, summary: string, type: string, tag = 'documents') => ({
  get: { tags: [tag], operationId, summary, description: `${summary}.`, responses: { '200': text(type, summary), '304': { description: 'Not modified (ETag matched).' }, '4XX': ANY_4XX } },
});
const jsonDoc = (operationId: string, summary: string, type: string, schema: Json) => {
  const d = doc(operationId, summary, type);
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
      contact: { name: site.person.name, url: absoluteUrl(site, `/${lang}/`), ...(site.person.email ? { email: site.person.email } : {}) },
    },
    servers: [{ url: site.baseUrl }],
    tags: [
      { name: 'search', description: 'Natural-language search (/v1/ask, and /ask, its standard alias).' },
      { name: 'mcp', description: 'The MCP server (Streamable HTTP) and its server card.' },
      { name: 'pages', description: 'Every page as Markdown; the HTML pages live at the addresses with a trailing slash.' },
      { name: 'documents', description: 'Discovery documents, overviews for assistants, usage rights.' },
    ],
    // Public and read-only: no operation needs credentials.
    security: [],
    paths: {
      '/v1/ask': askOperations('/v1/ask', site.languages),
      '/ask': askOperations('/ask', site.languages),
      '/mcp': {
        post: {
          tags: ['mcp'],
          operationId: 'mcp',
          summary: 'MCP, Streamable HTTP, stateless',
          description: `MCP over Streamable HTTP, stateless (protocol versions ${protocolVersions().join(', ')}). Tools: get_profile, get_page, search_site; resources: every page as Markdown and the profile.`,
          requestBody: { required: true, ...json(ref('JsonRpcRequest')) },
          responses: {
            '200': {
              description:
                'A JSON-RPC response; for a 2026-07-28 subscriptions/listen, an event stream of JSON-RPC notifications (acknowledged first) that stays open until the client leaves or the stream bound.',
              content: { ...json(ref('JsonRpcResponse')).content, 'text/event-stream': { schema: { type: 'string' } } },
            },
            '202': { description: 'A notification was accepted; no body.' },
            '400': {
              description: 'Malformed JSON (-32700), not a JSON-RPC request (-32600), standard headers that do not match the body (-32020), or an unsupported protocol version.',
              ...json(ref('JsonRpcResponse')),
            },
            '403': { description: 'Origin not allowed, or a foreign Host on a loopback bind.', ...json(ref('JsonRpcResponse')) },
            '413': { description: 'Body too large.', ...json(ref('JsonRpcResponse')) },
            '415': { description: 'Body not sent as application/json.', ...json(ref('JsonRpcResponse')) },
          },
        },
        // Described so that clients learn the 405 (there is no success to describe: the endpoint is stateless).
        get: {
          tags: ['mcp'],
          operationId: 'mcpGet',
          summary: 'Not supported (stateless server)',
          description: 'No server-initiated stream: this endpoint is stateless.',
          responses: { '405': { description: 'Method not allowed; Allow: POST.', ...json(ref('JsonRpcResponse')) } },
        },
        delete: {
          tags: ['mcp'],
          operationId: 'mcpDelete',
          summary: 'Not supported (stateless server)',
          description: 'No session to end: this endpoint is stateless.',
          responses: { '405': { description: 'Method not allowed; Allow: POST.', ...json(ref('JsonRpcResponse')) } },
        },
      },
      '/mcp/server-card': jsonDoc('serverCard', 'MCP server card', SERVER_CARD_TYPE, ref('ServerCard')),
      '/.well-known/mcp/server-card.json': jsonDoc('serverCardWellKnown', 'MCP server card (well-known address)', SERVER_CARD_TYPE, ref('ServerCard')),
      '/{lang}/{page}': {
        get: {
          tags: ['pages'],
          operationId: 'page',
          summary: 'A page (redirects to its address with a trailing slash)',
          description:
            'Pages live at addresses with a trailing slash (e.g. /en/press/; they nest, e.g. /en/portfolio/salt-water/; /en/ is the home page). There they are HTML, or Markdown with Accept: text/markdown or ?mode=agent. The address without the slash redirects there, keeping the query. For Markdown without a redirect, use /{lang}/{page}.md.',
          parameters: [...pageParams, { name: 'mode', in: 'query', required: false, description: 'agent: the Markdown view.', schema: { type: 'string', enum: ['agent'] } }],
          responses: {
            '301': { description: "To the page's address with a trailing slash.", headers: { Location: { description: 'The page address.', schema: { type: 'string' } } } },
            '404': errorResponse('No such page (HTML for browsers, JSON with Accept: application/json).'),
            '4XX': ANY_4XX,
          },
        },
      },
      '/{lang}/{page}.md': {
        get: {
          ...doc('pageMarkdown', 'Markdown view of a page', 'text/markdown', 'pages').get,
          parameters: pageParams,
          responses: {
            '200': text('text/markdown', 'The page as Markdown: a header block, the page, the terms of use.'),
            '304': { description: 'Not modified (ETag matched).' },
            '404': errorResponse('No such page.'),
            '4XX': ANY_4XX,
          },
        },
      },
      '/llms.txt': doc('llmsTxt', 'Overview for assistants', 'text/plain'),
      '/llms-full.txt': doc('llmsFullTxt', 'Every page as Markdown', 'text/plain'),
      '/{lang}/llms.txt': { get: { ...doc('llmsTxtLanguage', 'Overview in one language', 'text/plain').get, parameters: [pageParams[0]] } },
      '/openapi.json': jsonDoc('openApi', 'This OpenAPI description', 'application/json', ref('AnyJson')),
      '/.well-known/api-catalog': {
        get: jsonDoc('apiCatalog', 'API catalog (RFC 9727)', API_CATALOG_TYPE, ref('AnyJson')).get,
        head: {
          tags: ['documents'],
          operationId: 'apiCatalogHead',
          summary: 'API catalog link',
          description: 'Headers only: Link: </.well-known/api-catalog>; rel="api-catalog".',
          responses: { '200': { description: 'Headers only.' }, '4XX': ANY_4XX },
        },
      },
      '/.well-known/ai-catalog.json': jsonDoc('aiCatalog', 'AI catalog', 'application/json', ref('AnyJson')),
      '/.well-known/agent-skills/index.json': jsonDoc('agentSkills', 'Agent skills index (discovery 0.2.0)', 'application/json', ref('AnyJson')),
      [SKILL_PATH]: doc('agentSkill', 'Agent skill', 'text/markdown'),
      '/.well-known/tdmrep.json': jsonDoc('tdmRep', 'TDM reservation (TDMRep)', 'application/json', ref('AnyJson')),
      '/agents.md': doc('agentsMd', 'Agent instructions', 'text/markdown'),
      '/profile.json': jsonDoc('profile', 'The profile (the get_profile tool result, default language; also the MCP profile resource)', 'application/json', ref('AnyJson')),
      '/robots.txt': doc('robotsTxt', 'Robots rules with Content Signals', 'text/plain'),
      '/healthz': {
        get: {
          tags: ['documents'],
          operationId: 'health',
          summary: 'Health',
          description: 'Up, with the version and the number of pages.',
          responses: { '200': { description: 'Up.', ...json(ref('Health')) }, '4XX': ANY_4XX },
        },
      },
    },
    components: { schemas: schemas(site.languages) },
  };
}
