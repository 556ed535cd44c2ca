/**
 * Reads an ask request (GET query string or POST AskRequest body) into the search_site
 * tool's input, or fails with the spec's error codes. Unknown fields are ignored.
 */
import { HttpError } from './http-error.ts';
import { PREV_MAX, QUERY_MAX } from '../tools/search-site.ts';

export interface AskParams {
  query: string;
  lang?: string;
  streaming: boolean;
  prev: string[];
}

const EXAMPLE = '/v1/ask?query=your%20question';
/** How many previous questions a POST may carry; only the newest PREV_MAX are used. */
const PREV_ACCEPTED = 50;

const fail = (code: string, message: string, hint: string) => new HttpError(400, code, message, hint);

function checkQuery(query: string, how: string): string {
  if (query.trim() === '') throw fail('missing_query', 'No question was given.', `Add the query parameter with your question, e.g. ${EXAMPLE}${how}`);
  if ([...query].length > QUERY_MAX) {
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

export function parseAskQuery(params: Record<string, string | string[] | undefined>, languages: readonly string[]): AskParams {
  const query = single(params.query, 'query', 'invalid_query');
  if (query === undefined) throw fail('missing_query', 'No question was given.', `Add the query parameter with your question, e.g. ${EXAMPLE}`);
  const streaming = single(params.streaming, 'streaming', 'invalid_streaming');
  if (streaming !== undefined && !['true', 'false', '1', '0', ''].includes(streaming)) {
    throw fail('invalid_streaming', 'streaming must be true or false.', 'Use streaming=true for Server-Sent Events, or leave it out for JSON.');
  }
  return {
    query: checkQuery(query, ''),
    lang: checkLang(single(params.lang, 'lang', 'invalid_lang'), languages),
    streaming: streaming === 'true' || streaming === '1',
    prev: [],
  };
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
  return {
    query: checkQuery(query, hint),
    lang: checkLang(body.lang, languages),
    streaming: readPrefer(body.prefer),
    prev: readPrev(body.context),
  };
}

function readPrefer(prefer: unknown): boolean {
  if (prefer === undefined || prefer === null) return false;
  if (!isObject(prefer)) throw fail('invalid_prefer', 'prefer must be an object.', 'Send {"prefer": {"streaming": true}} or leave prefer out.');
  if (prefer.mode !== undefined && prefer.mode !== 'list') {
    throw fail('unsupported_mode', `prefer.mode ${JSON.stringify(prefer.mode)} is not supported; the only mode is "list".`, 'Use "mode": "list" or leave mode out.');
  }
  if (prefer.streaming !== undefined && typeof prefer.streaming !== 'boolean') {
    throw fail('invalid_streaming', 'prefer.streaming must be true or false.', 'Send "streaming": true for Server-Sent Events.');
  }
  return prefer.streaming === true;
}

function readPrev(context: unknown): string[] {
  if (context === undefined || context === null) return [];
  const hint = 'Send {"context": {"prev": ["an earlier question"]}}.';
  if (!isObject(context)) throw fail('invalid_context', 'context must be an object.', hint);
  const prev = context.prev;
  if (prev === undefined || prev === null) return [];
  if (!Array.isArray(prev) || prev.length > PREV_ACCEPTED || !prev.every((p) => typeof p === 'string' && [...p].length <= QUERY_MAX)) {
    throw fail('invalid_context', `context.prev must be an array of at most ${PREV_ACCEPTED} strings of at most ${QUERY_MAX} characters.`, hint);
  }
  return (prev as string[]).filter((p) => p.trim() && !/\u0000|\p{Cs}/u.test(p)).slice(-PREV_MAX);
}
