/** search_site: the sections of the site that answer a question, as the spec's Result objects. */
import * as v from 'valibot';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import type { McpServer } from '@modelcontextprotocol/server';
import { absoluteUrl, type Site } from '../server/site/site-types.ts';
import { pageJsonLd } from '../server/site/json-ld.ts';
import { markdownPath } from '../server/site/resolve-address.ts';
import { searchIndex } from '../server/search/search-query.ts';
import { bestPassage } from '../server/search/passage.ts';
import { analyzerFor } from '../server/search/analyzer.ts';
import { JsonLdSchema, langSchema, optionalArg } from './common-schemas.ts';
import { ok, READ_ONLY, toCallToolResult, type ToolOutcome } from './tool-result.ts';

export const QUERY_MAX = 300;
export const LIMIT_MAX = 50;
export const PREV_MAX = 10;

export function searchSiteInput(languages: readonly string[]) {
  return v.object({
    query: v.pipe(
      v.string('query must be a string'),
      v.minLength(1, 'query must not be empty'),
      v.maxLength(QUERY_MAX, `query must be at most ${QUERY_MAX} characters`),
      v.description('The question or search words, in German or English, e.g. "Which awards has she won?".'),
    ),
    lang: optionalArg(langSchema(languages, 'Preferred language of the results; default: the language of the question. Pages in the other language still appear, lower.')),
    limit: optionalArg(
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LIMIT_MAX), v.description(`Maximum number of results, 1 to ${LIMIT_MAX}; default 10.`)),
    ),
    prev: optionalArg(
      v.pipe(
        v.array(v.pipe(v.string(), v.maxLength(QUERY_MAX))),
        v.maxLength(PREV_MAX),
        v.description('Previous questions of the conversation, oldest first, so a follow-up ("and when was that?") is understood.'),
      ),
    ),
  });
}
export type SearchSiteInput = v.InferOutput<ReturnType<typeof searchSiteInput>>;

export const ResultSchema = v.object({
  url: v.pipe(v.string(), v.description('URL of the page and section, e.g. https://host/en/press/#press-kit.')),
  name: v.pipe(v.string(), v.description('Heading of the matching section (the page title for its introduction).')),
  site: v.pipe(v.string(), v.description('Host name of the site.')),
  score: v.pipe(v.number(), v.minValue(0), v.maxValue(1), v.description('Relevance from 0 to 1; 1 only for a strong match.')),
  description: v.optional(v.pipe(v.string(), v.description('The best matching passage of the section, plain text, at most about 300 characters.'))),
  markdown: v.optional(v.pipe(v.string(), v.description('URL of the page as Markdown.'))),
  schema_object: v.optional(v.pipe(JsonLdSchema, v.description('schema.org JSON-LD of the page, with the usage terms.'))),
});
export type Result = v.InferOutput<typeof ResultSchema>;

export const SearchSiteOutput = v.object({
  query: v.pipe(v.string(), v.description('The question as asked.')),
  lang: v.optional(v.pipe(v.string(), v.description('The language preferred in ranking: the one asked for, else the one detected in the question.'))),
  results: v.pipe(v.array(ResultSchema), v.description('Matching sections, best first.')),
});
export type SearchSiteOutput = v.InferOutput<typeof SearchSiteOutput>;

export function searchSite(site: Site, input: SearchSiteInput): ToolOutcome<SearchSiteOutput> {
  const outcome = searchIndex(site.search, { query: input.query, lang: input.lang, limit: input.limit, prev: input.prev, subject: site.person?.name });
  const results = outcome.hits.map((hit): Result => {
    const passage = bestPassage(hit.section.text, hit.terms, site.search.byLang.get(hit.page.lang)?.analyzer ?? analyzerFor(hit.page.lang));
    return {
      url: absoluteUrl(site, hit.section.path),
      name: hit.section.name,
      site: site.host,
      score: hit.score,
      description: passage || hit.page.description,
      markdown: absoluteUrl(site, markdownPath(hit.page.path)),
      schema_object: pageJsonLd(site, hit.page, { section: hit.section, full: false }),
    };
  });
  return ok({ query: input.query, lang: outcome.lang, results });
}

export function registerSearchSite(server: McpServer, site: Site): void {
  server.registerTool(
    'search_site',
    {
      title: 'Search the site',
      description:
        'Search the website in German or English: returns the page sections that answer a question (awards, exhibitions, stories, licensing, press, contact, ...), best first, each with a URL, the matching passage, a 0–1 score and schema.org JSON-LD. Read a whole page with get_page.',
      inputSchema: toStandardJsonSchema(searchSiteInput(site.languages)),
      outputSchema: toStandardJsonSchema(SearchSiteOutput),
      annotations: READ_ONLY,
    },
    async (input) => toCallToolResult(searchSite(site, input)),
  );
}
