/**
 * Reads an ask request (GET query string or POST AskRequest body) into the search_site
 * tool's input, or fails with the spec's error codes. Unknown fields are ignored.
 */
import { HttpError } from './http-error.ts';
import { LIMIT_MAX, PREV_MAX, QUERY_MAX } from '../tools/search-site.ts';
import { dialectOfBody, dialectOfQuery, NLWEB_PARAMS, readModes, readPrevParam, readStreamingParam, type NlwebDialect } from './nlweb-dialect.ts';

export interface AskParams {
  query: string;
  lang?: string;
  streaming: boolean;
  prev: string[];
  /** The streaming flag as the request gave it (undefined: not given), for content negotiation. */
  streamingAsked?: boolean;
  /** Set when the request speaks NLWeb's dialect (see nlweb-dialect.ts). */
  dialect?: NlwebDialect;
  /** NLWeb's query.max_results, when given: the number of results wanted. */
  limit?: number;
}

const EXAMPLE = '/v1/ask?query=your%20question';
/** How many previous questions a POST may carry; only the newest PREV_MAX are used. */
const PREV_ACCEPTED = 50;

const fail = (code: string, message: string, hint: string) => new HttpError(400, code, message, hint);

function checkQuery(query: string, how: string): string {
  if (query.trim() === '') throw fail('missing_query', 'No question was given.', `Add the query parameter with your question, e.g. ${EXAMPLE}${how}`);
  // No more code points than UTF-16 units: only a longer string is counted (which copies it).
  if (query.length > QUERY_MAX && [...query].length > QUERY_MAX) {
    throw fail('query_too_long', `The question is ${[...query].length} characters long; at most ${QUERY_MAX} are allowed.`, 'Shorten the question to 300 characters or fewer.');
  }
  if (/\u0000/.test(query) || /\p{Cs}/u.test(query)) {
    throw fail('invalid_query', 'The question contains characters that are not text (NUL or a lone surrogate).', 'Send the question as plain UTF-8 text.');
  }
  return query;
}

function checkLang(lang: unknown, languages: readonly string[]): string | undefined {
  if (lang === undefined) return undefined;
  if (typeof lang !== 'string' || !languages.includes(lang)) {
    throw fail('invalid_lang', `lang must be one of ${languages.join(', ')}.`, `Use lang=${languages[0]} or leave it out to use the language of the question.`);
  }
  return lang;
}

const single = (value: string | string[] | undefined, name: string, code: string): string | undefined => {
  if (Array.isArray(value)) throw fail(code, `The parameter ${name} was given ${value.length} times.`, `Give ${name} once.`);
  return value;
};

/** A GET /ask query string's parameters as parseAskQuery reads them (AskQuery's names). */
export type AskQuery = Record<string, string | string[] | undefined>;

/** The parameters parseAskQuery reads: the spec's, and NLWeb's (which only mark the dialect, or are read by it). */
const ASK_QUERY_NAMES: ReadonlySet<string> = new Set(['query', 'lang', 'streaming', 'prev', ...NLWEB_PARAMS]);

/**
 * The parameters of a GET /ask query string that parseAskQuery reads, decoded as Koa's
 * ctx.query decodes them (URLSearchParams; a repeated name gives an array), the rest
 * ignored as it ignores them. Read here rather than through ctx.query: Koa's keeps every
 * parameter in an object made one property definition at a time and caches it keyed by the
 * whole query string, which cost more per question than reading the few names used.
 */
export function askQueryParams(querystring: string): AskQuery {
  const params: AskQuery = { query: undefined, lang: undefined, streaming: undefined, prev: undefined };
  if (querystring === '') return params;
  for (const [name, value] of new URLSearchParams(querystring)) {
    if (!ASK_QUERY_NAMES.has(name)) continue;
    const known = params[name];
    if (known === undefined) params[name] = value;
    else if (typeof known === 'string') params[name] = [known, value];
    else known.push(value);
  }
  return params;
}

export function parseAskQuery(params: Record<string, string | string[] | undefined>, languages: readonly string[]): AskParams {
  const query = single(params.query, 'query', 'invalid_query');
  if (query === undefined) throw fail('missing_query', 'No question was given.', `Add the query parameter with your question, e.g. ${EXAMPLE}`);
  const streamingAsked = readStreamingParam(single(params.streaming, 'streaming', 'invalid_streaming'));
  const dialect = dialectOfQuery(params);
  if (dialect) readModes(single(params.generate_mode, 'generate_mode', 'unsupported_mode'), true);
  const parsed: AskParams = {
    query: checkQuery(query, ''),
    lang: checkLang(single(params.lang, 'lang', 'invalid_lang'), languages),
    streaming: streamingAsked === true,
    streamingAsked,
    prev: cleanPrev(readPrevParam(params.prev)),
  };
  // Set only when there is one (no empty object spread per request).
  if (dialect) parsed.dialect = dialect;
  return parsed;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseAskBody(body: unknown, languages: readonly string[]): AskParams {
  if (!isObject(body)) throw fail('invalid_json', 'The body must be a JSON object (an AskRequest).', 'Send {"query": "your question"}.');
  const hint = ' as JSON: {"query": "your question"}';
  let query = body.query;
  if (query === undefined || query === null) throw fail('missing_query', 'No question was given.', `Add the query field with your question${hint}, or use GET ${EXAMPLE}`);
  if (isObject(query)) query = query.text;
  if (typeof query !== 'string') {
    throw fail('invalid_query', 'query must be a string, or an object with a string field text.', 'Send {"query": "your question"} or {"query": {"text": "your question"}}.');
  }
  const dialect = dialectOfBody(body);
  const streamingAsked = readPrefer(body.prefer, dialect !== undefined);
  const limit = isObject(body.query) ? readLimit(body.query.max_results) : undefined;
  return {
    query: checkQuery(query, hint),
    lang: checkLang(body.lang, languages),
    streaming: streamingAsked === true,
    streamingAsked,
    prev: body.context === undefined || body.context === null ? readFlatPrev(body.prev) : readPrev(body.context),
    ...(dialect ? { dialect } : {}),
    ...(limit ? { limit } : {}),
  };
}

/** NLWeb's query.max_results: used when it is a whole number in range, ignored otherwise (as other unknown fields are). */
function readLimit(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? Math.min(value, LIMIT_MAX) : undefined;
}

/** prefer.streaming as given (undefined when absent); prefer.mode checked (NLWeb's dialect also takes summarize and generate, answered as list). */
function readPrefer(prefer: unknown, nlweb: boolean): boolean | undefined {
  if (prefer === undefined || prefer === null) return undefined;
  if (!isObject(prefer)) throw fail('invalid_prefer', 'prefer must be an object.', 'Send {"prefer": {"streaming": true}} or leave prefer out.');
  if (prefer.mode !== undefined && prefer.mode !== null) readModes(prefer.mode, nlweb);
  if (prefer.streaming !== undefined && typeof prefer.streaming !== 'boolean') {
    throw fail('invalid_streaming', 'prefer.streaming must be true or false.', 'Send "streaming": true for Server-Sent Events.');
  }
  return prefer.streaming;
}

function readPrev(context: unknown): string[] {
  if (context === undefined || context === null) return [];
  const hint = 'Send {"context": {"prev": ["an earlier question"]}}.';
  if (!isObject(context)) throw fail('invalid_context', 'context must be an object.', hint);
  return checkPrev(context.prev, 'context.prev', hint);
}

/** NLWeb's flat `prev` beside the query: an array of strings, or one comma-separated string. */
function readFlatPrev(prev: unknown): string[] {
  if (typeof prev === 'string') return cleanPrev(readPrevParam(prev));
  return checkPrev(prev, 'prev', 'Send {"prev": ["an earlier question"]} or {"context": {"prev": [...]}}.');
}

function checkPrev(prev: unknown, name: string, hint: string): string[] {
  if (prev === undefined || prev === null) return [];
  if (!Array.isArray(prev) || prev.length > PREV_ACCEPTED || !prev.every((p) => typeof p === 'string' && [...p].length <= QUERY_MAX)) {
    throw fail('invalid_context', `${name} must be an array of at most ${PREV_ACCEPTED} strings of at most ${QUERY_MAX} characters.`, hint);
  }
  return cleanPrev(prev as string[]);
}

/** Blank, over-long or non-text previous questions are dropped; the newest PREV_MAX are kept. */
function cleanPrev(prev: string[]): string[] {
  // Most questions come without previous ones: nothing to filter (and no arrays made for it).
  if (prev.length === 0) return [];
  return prev
    .filter((p) => p.trim() && [...p].length <= QUERY_MAX && !/\u0000|\p{Cs}/u.test(p))
    .slice(-PREV_ACCEPTED)
    .slice(-PREV_MAX);
}
