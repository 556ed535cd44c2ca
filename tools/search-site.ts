/** search_site: the sections of the site that answer a question, as the spec's Result objects. */
import * as v from 'valibot';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import type { CallToolResult, McpServer, StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import { absoluteUrl, builtSearchIndex, localizedValues, type Page, type Section, type Site } from '../server/site/site-types.ts';
import { resultHasPart, resultJsonLd } from '../server/site/json-ld.ts';
import { photoHitJsonLd } from '../server/images/photo-hit.ts';
import { markdownPath } from '../server/site/resolve-address.ts';
import { searchIndex, warmWordTables, type SearchHit, type SearchOutcome } from '../server/search/search-query.ts';
import { bestSentence, PassageTable, passageFrom, warmPassageTable } from '../server/search/passage.ts';
import { analyzerFor } from '../server/search/analyzer.ts';
import { ownerRoleWords } from '../server/search/owner-role.ts';
import { JsonLdSchema, langSchema, optionalArg } from './common-schemas.ts';
import { ok, READ_ONLY, type ToolOutcome } from './tool-result.ts';
import { byteArena } from './byte-arena.ts';

export const QUERY_MAX = 300;
export const LIMIT_MAX = 50;
export const PREV_MAX = 10;

export function searchSiteInput(languages: readonly string[]) {
  return v.object({
    query: v.pipe(
      v.string('query must be a string'),
      v.minLength(1, 'query must not be empty'),
      v.maxLength(QUERY_MAX, `query must be at most ${QUERY_MAX} characters`),
      v.description('The question or search words, in one of the site\'s languages, e.g. "Where can I see the work?".'),
    ),
    lang: optionalArg(langSchema(languages, 'Preferred language of the results; default: the language of the question. Pages in the other language still appear, lower.')),
    limit: optionalArg(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LIMIT_MAX), v.description(`Maximum number of results, 1 to ${LIMIT_MAX}; default 10.`))),
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

/** A hit with what a Result needs besides the hit: its passage and its page's pre-serialised parts. */
export interface AnsweredHit {
  hit: SearchHit;
  description: string;
  /** The description as JSON (`"…"`) and as UTF-8 bytes of `,"description":"…"`, when kept (see Passage). */
  passage?: Passage;
  page: PageParts;
  section: SectionParts;
}

export interface SearchAnswer {
  query: string;
  lang?: string;
  hits: AnsweredHit[];
}

/**
 * Ranks and picks each hit's passage; nothing else is computed per question. Serialising
 * is left to the caller: resultJson concatenates pre-serialised fragments, resultObject
 * builds the object for structured content.
 */
export function searchSiteAnswer(site: Site, input: SearchSiteInput): SearchAnswer {
  const parts = answerParts(site);
  const outcome = rankFor(site, parts, input);
  // A loop, not a map with a closure made per answer.
  const hits: AnsweredHit[] = new Array(outcome.hits.length);
  for (let i = 0; i < hits.length; i++) {
    const hit = outcome.hits[i];
    const page = parts.page(hit.page);
    const section = parts.section(hit.page, hit.section);
    const passage = passageOf(parts, hit, section);
    hits[i] = { hit, description: passage.text, passage, page, section };
  }
  return { query: input.query, lang: outcome.lang, hits };
}

/**
 * Every result's fragments (what resultFragments gives for searchSiteAnswer's hits) in one list,
 * RESULT_SEPARATOR between two results, without an AnsweredHit or an array per result: what /ask
 * encodes, and all it needs.
 */
export function searchSiteFragments(site: Site, input: SearchSiteInput): (Buffer | string)[] {
  const parts = answerParts(site);
  // Read here before any other search and kept by none of the fragments: the hits may be the index's pooled ones.
  const hits = rankFor(site, parts, input, true).hits;
  // At most RESULT_FRAGMENTS a result and a separator between two: one array of that size, cut to what was written.
  const fragments: (Buffer | string)[] = new Array(Math.max(0, (RESULT_FRAGMENTS + 1) * hits.length - 1));
  let at = 0;
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i];
    const page = parts.page(hit.page);
    const section = parts.section(hit.page, hit.section);
    const passage = passageOf(parts, hit, section);
    if (i > 0) fragments[at++] = RESULT_SEPARATOR;
    at = fragmentsInto(fragments, at, hit.score, passage, passage.text, page, section);
  }
  fragments.length = at;
  return fragments;
}

/** Between two results in searchSiteFragments' list (shared, never written to): the comma /ask writes there. */
export const RESULT_SEPARATOR: Buffer = Buffer.from(',');
/** The most fragments a result has (fragmentsInto). */
const RESULT_FRAGMENTS = 5;

/** The question's ranked hits, with the answer parts' word tables warming and their year checked; `transient`: read before the next search, kept by none (SearchOptions). */
function rankFor(site: Site, parts: AnswerParts, input: SearchSiteInput, transient = false): SearchOutcome {
  parts.warmWords();
  const outcome = searchIndex(site.search, {
    query: input.query,
    lang: input.lang,
    limit: input.limit,
    prev: input.prev,
    subject: site.person?.name,
    rightsPages: parts.rightsPages,
    role: parts.roleWords,
    transient,
  });
  parts.checkYear();
  return outcome;
}

/** The description of a hit: the passage of its section that best matches its terms. */
function passageOf(parts: AnswerParts, hit: SearchHit, section: SectionParts): Passage {
  return parts.passage(hit.page, hit.section, section, bestSentence(parts.passages, hit.page.lang, hit.section, hit.terms));
}

/**
 * One Result as JSON, decoded from its fragments (the SDK path's text content,
 * searchSiteToolResult): the fragments are kept as UTF-8 only, not also as strings.
 */
export function resultJson(_site: Site, answered: AnsweredHit): string {
  let json = '';
  for (const fragment of resultFragments(answered)) json += typeof fragment === 'string' ? fragment : fragment.toString('utf8');
  return json;
}

/**
 * A score as JSON text, what String(score) gives. Scores are rounded to four decimals
 * (rerank.ts), so there are at most 10,001 of them: each one's text is made once, not per result.
 */
export function scoreText(score: number): string {
  const at = Math.round(score * 10_000);
  if (at >= 0 && at <= 10_000 && at / 10_000 === score) return (SCORE_TEXTS[at] ??= String(score));
  return String(score);
}
const SCORE_TEXTS: string[] = [];

/** Where the description is among a Result's fragments (the one byte fragment that may be made per answer). */
export const DESCRIPTION_FRAGMENT = 2;

/**
 * The same JSON as resultJson, as fragments to be written one after the other: UTF-8 bytes
 * encoded once per section and page (and per section and sentence for the passage), and the
 * score as an ASCII string, the one part made per answer.
 */
export function resultFragments(answered: AnsweredHit): (Buffer | string)[] {
  return fragmentsOf(answered.hit.score, answered.passage, answered.description, answered.page, answered.section);
}

/** A result's fragments: its section's head, its score, its description and its page's and section's tails. */
function fragmentsOf(score: number, passage: Passage | undefined, text: string, page: PageParts, section: SectionParts): (Buffer | string)[] {
  const fragments: (Buffer | string)[] = new Array(section.photoTail ? 4 : 5);
  fragmentsInto(fragments, 0, score, passage, text, page, section);
  return fragments;
}

/** fragmentsOf's fragments written into `out` from `at`; returns where they end. */
function fragmentsInto(out: (Buffer | string)[], at: number, score: number, passage: Passage | undefined, text: string, page: PageParts, section: SectionParts): number {
  out[at++] = section.headBytes;
  out[at++] = scoreText(score);
  out[at++] = passage?.bytes ?? Buffer.from(`,"description":${JSON.stringify(text)}`);
  if (section.photoTail) {
    out[at++] = section.photoTail;
    return at;
  }
  out[at++] = page.tailBytes;
  out[at++] = section.tailBytes;
  return at;
}

/** The same Result as an object; the JSON-LD is shared (frozen) per section, not copied per result. */
export function resultObject(site: Site, answered: AnsweredHit): Result {
  const { hit, page, section } = answered;
  return {
    url: section.url,
    name: hit.section.name,
    site: site.host,
    score: hit.score,
    description: answered.description,
    markdown: page.markdown,
    schema_object: section.schema(),
  };
}

export function searchSite(site: Site, input: SearchSiteInput): ToolOutcome<SearchSiteOutput> {
  const answer = searchSiteAnswer(site, input);
  return ok(outputObject(site, answer));
}

function outputObject(site: Site, answer: SearchAnswer): SearchSiteOutput {
  const results = answer.hits.map((h) => resultObject(site, h));
  return answer.lang === undefined ? { query: answer.query, results } : { query: answer.query, lang: answer.lang, results };
}

/** The tool's output as JSON text, assembled from the results' JSON without serialising them again. */
export function outputJson(answer: SearchAnswer, results: readonly string[]): string {
  const lang = answer.lang === undefined ? '' : `,"lang":${JSON.stringify(answer.lang)}`;
  return `{"query":${JSON.stringify(answer.query)}${lang},"results":[${results.join(',')}]}`;
}

/**
 * The MCP tool result: the JSON text assembled from fragments (serialised once, here) and
 * the same value as structured content. The SDK serialises the JSON-RPC response once more;
 * that is the only other serialisation.
 */
export function searchSiteToolResult(site: Site, input: SearchSiteInput): CallToolResult {
  const answer = searchSiteAnswer(site, input);
  const text = outputJson(
    answer,
    answer.hits.map((h) => resultJson(site, h)),
  );
  return { content: [{ type: 'text', text }], structuredContent: outputObject(site, answer) as unknown as Record<string, unknown> };
}

/**
 * What the SDK checks per call, without checking our own output again: the handler's result
 * is typed by SearchSiteOutput and the tests parse it with the schema, so re-validating every
 * answer (about as costly as building it) would find nothing. The JSON Schema is still advertised.
 */
function advertisedOnly<T extends { '~standard': object }>(schema: T): T {
  return { ...schema, '~standard': { ...schema['~standard'], validate: (value: unknown) => ({ value }) } };
}

/** Schemas converted once per site (tools are registered on every per-request MCP server). */
const registrations = new WeakMap<Site, { input: ReturnType<typeof toStandardJsonSchema>; output: ReturnType<typeof toStandardJsonSchema> }>();

export function registerSearchSite(server: McpServer, site: Site): void {
  let schemas = registrations.get(site);
  if (!schemas) {
    schemas = { input: toStandardJsonSchema(searchSiteInput(site.languages)), output: advertisedOnly(toStandardJsonSchema(SearchSiteOutput)) };
    registrations.set(site, schemas);
    answerParts(site);
  }
  server.registerTool(
    'search_site',
    {
      title: 'Search the site',
      description:
        'Search the website in any of its languages: returns the page sections that answer a question (work, exhibitions, terms of use, contact, ...), best first, each with a URL, the matching passage, a 0–1 score and schema.org JSON-LD. Read a whole page with get_page.',
      inputSchema: schemas.input as StandardSchemaWithJSON<SearchSiteInput, SearchSiteInput>,
      outputSchema: schemas.output,
      annotations: READ_ONLY,
    },
    async (input) => searchSiteToolResult(site, input as SearchSiteInput),
  );
}

/** Per page, what every Result from it shares, serialised once. */
export interface PageParts {
  /** `,"markdown":"https://…/page.md"` */
  markdownJson: string;
  markdown: string;
  /** `markdownJson`, `,"schema_object":` and the page's result JSON-LD without its closing brace (so `hasPart` can follow), as UTF-8. */
  tailBytes: Buffer;
  schema: Readonly<Record<string, unknown>>;
}

/**
 * Per section, what every Result for it shares, built on its first hit (kept while the
 * site's SECTION_PARTS_BYTES last, else built per answer): everything of a Result but the
 * score and the passage. JSON is kept as UTF-8 only (resultJson decodes it).
 */
export interface SectionParts {
  url: string;
  /** `{"url":…,"name":…,"site":…,"score":` as UTF-8. */
  headBytes: Buffer;
  /** `,"hasPart":{…}` for a section below the introduction (else nothing) and the two closing braces, as UTF-8. */
  tailBytes: Buffer;
  /** A photograph's: `markdownJson`, `,"schema_object":`, its ImageObject as JSON and `}`, as UTF-8. */
  photoTail?: Buffer;
  /** Whether it is kept for later answers (its passages may be kept too). */
  kept: boolean;
  /** The result's schema_object (frozen): made on first use (structured content only). */
  schema(): Readonly<Record<string, unknown>>;
  /** Descriptions by the sentence their passage starts at (index 0: the page's description). */
  passages: (Passage | undefined)[];
}

/**
 * A Result's description: the passage that starts at one sentence of a section (else the
 * page's description), as text and as the UTF-8 bytes of `,"description":"…"`. It depends
 * on the section and that sentence only, so it is kept per section and sentence (of a
 * section whose parts are kept), up to PASSAGE_CACHE_BYTES per site; beyond, it is made per
 * answer.
 */
export interface Passage {
  text: string;
  bytes: Buffer;
  /** True when kept for later answers; false for one made for this answer alone (the cache was full). */
  kept: boolean;
}

/**
 * Bytes of descriptions kept per loaded site (text at two bytes a character, and UTF-8):
 * as many descriptions as 8 MiB held when each was kept as JSON too (measured at 10,000
 * sections: 62 % of that charge).
 */
export const PASSAGE_CACHE_BYTES = 5 * 1024 * 1024;

/**
 * Bytes of section fragments kept per loaded site (about 800 a section: 10,000 sections at
 * most); past it a section's fragments are built per answer. Before, every section ever hit
 * kept its fragments: ~100 MB at 100,000 sections.
 */
export const SECTION_PARTS_BYTES = 8 * 1024 * 1024;

/**
 * Charged per kept section besides its bytes: the object, its Buffers' headers, the schema's
 * closure and the map entry. 400 before, when a kept section held 1,315 bytes of heap and
 * array buffers for the 880 it was charged (4,464 sections kept over 1,000 questions at 10,000
 * sections: heap after forced collections with the bound at 8 MiB against 0); 770 charges the
 * 1,210 it holds now that hasPart is not kept beside its JSON.
 */
const SECTION_OVERHEAD = 770;

/** Charged per kept description besides its text and bytes: the object, its Buffer's header, the slot. 64 before, when 4,921 kept held 5.36 MB for 4.1 charged (as above). */
const PASSAGE_OVERHEAD = 330;

/** Counts of fragments built, so tests can show they are built once, not per question. */
export interface PartsStats {
  pages: number;
  sections: number;
  /** Descriptions made, and bytes of those kept. */
  passages: number;
  passageBytes: number;
  /** Bytes of section fragments kept (SECTION_PARTS_BYTES at most). */
  sectionBytes: number;
}

interface AnswerParts {
  passages: PassageTable;
  /** The addresses of the owner's terms of use (site.yaml's terms.policy), read once: a question asking leave to use the work is answered by them. */
  rightsPages: readonly string[];
  /** The words that name the owner by their trade, read once (owner-role.ts): "the photographer" is the owner. */
  roleWords: ReadonlySet<string>;
  page(page: Page): PageParts;
  section(page: Page, section: Section): SectionParts;
  /** The description of a hit whose passage starts at sentence `at` (-1: none, the page's description). */
  passage(page: Page, section: Section, parts: SectionParts, at: number): Passage;
  /** Starts afresh when the year (in the copyright notices) has changed; once per answer. */
  checkYear(): void;
  readonly stats: PartsStats;
  /**
   * Starts filling the search index's word tables in the background (once): called when the
   * index exists anyway (a server at start-up, the first question), so a deferred index is
   * not built early by it.
   */
  warmWords(): void;
}

const partsBySite = new WeakMap<Site, AnswerParts>();
/** answerParts' default bounds: one object, not one made per call (every answer asks for its site's parts). */
const PARTS_LIMITS = { sectionBytes: SECTION_PARTS_BYTES, passageBytes: PASSAGE_CACHE_BYTES } as const;
const CLOSE_TWO = Buffer.from('}}');

/** A section's schema_object: its page's, with the section as hasPart below the introduction. */
function sectionSchema(site: Site, section: Section, pageParts: PageParts): Readonly<Record<string, unknown>> {
  const hasPart = resultHasPart(site, section);
  return hasPart ? deepFreeze({ ...pageParts.schema, hasPart }) : pageParts.schema;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Sites up to this many sections have every section's passages analysed in the background at start. */
export const PASSAGE_WARM_MAX_SECTIONS = 2_000;

/** Whether a site is small enough to have all its passages analysed in the background at start. */
export function warmsPassages(site: Pick<Site, 'pages'>): boolean {
  let n = 0;
  for (const page of site.pages) if ((n += page.sections.length) > PASSAGE_WARM_MAX_SECTIONS) return false;
  return true;
}

/**
 * Everything about a site's answers that does not depend on the question: the passage table
 * (sentences and their term hashes, filled in the background from when a small site is first
 * served, a section at the latest on its first hit), each page's fragments (built on first
 * use, at most one per page, and again when the year in the copyright notice changes) and
 * each section's and passage's, kept up to `limits` (bytes per site; the first call for a
 * site decides them).
 */
export function answerParts(site: Site, limits: { sectionBytes: number; passageBytes: number } = PARTS_LIMITS): AnswerParts {
  let parts = partsBySite.get(site);
  if (parts) return parts;
  // The index's analyzers are these same objects; asking the index would build a deferred one (stdio answers
  // its handshake before the index exists, and the warm-up must not build it behind the client's back).
  const passages = new PassageTable(analyzerFor, (lang) => site.search?.byLang.get(lang)); // the index's packed passages, asked only by a question
  // Every section is analysed once: on a small site in the background from now on, or on its first hit
  // if that comes first. A large site's sections wait for their first hit: warming them all held
  // 55 MB more RSS at 10,000 sections, mostly for sections no question reaches.
  if (warmsPassages(site)) warmPassageTable(passages, site.pages, undefined, (lang) => builtSearchIndex(site)?.byLang.get(lang));
  const siteJson = `,"site":${JSON.stringify(site.host)}`;
  let year = new Date().getUTCFullYear();
  let byPage = new Map<Page, PageParts>();
  let bySection = new Map<Section, SectionParts>();
  const stats: PartsStats = { pages: 0, sections: 0, passages: 0, passageBytes: 0, sectionBytes: 0 };
  // What is kept is copied into slabs of its own (not left in Node's shared pool); replaced with the rest on a new year.
  let arena = byteArena();
  const build = (page: Page): PageParts => {
    stats.pages++;
    const schema = deepFreeze(resultJsonLd(site, page, year));
    const json = JSON.stringify(schema);
    const markdown = absoluteUrl(site, markdownPath(page.path));
    const markdownJson = `,"markdown":${JSON.stringify(markdown)}`;
    return { markdownJson, markdown, tailBytes: arena.copy(Buffer.from(`${markdownJson},"schema_object":${json.slice(0, -1)}`)), schema };
  };
  const buildSection = (page: Page, section: Section, pageParts: PageParts): SectionParts => {
    stats.sections++;
    const url = absoluteUrl(site, section.path);
    const headJson = `{"url":${JSON.stringify(url)},"name":${JSON.stringify(section.name)}${siteJson},"score":`;
    // A hit on a photograph is answered with the photograph's ImageObject.
    const photo = section.kind === 'photo' ? photoHitJsonLd(site, page, section) : undefined;
    if (photo) {
      const photoSchema = deepFreeze(photo);
      return {
        url,
        headBytes: Buffer.from(headJson),
        tailBytes: CLOSE_TWO,
        photoTail: Buffer.from(`${pageParts.markdownJson},"schema_object":${JSON.stringify(photoSchema)}}`),
        kept: false,
        schema: () => photoSchema,
        passages: [],
      };
    }
    const hasPart = resultHasPart(site, section);
    let schema: Readonly<Record<string, unknown>> | undefined;
    return {
      url,
      headBytes: Buffer.from(headJson),
      tailBytes: hasPart ? Buffer.from(`,"hasPart":${JSON.stringify(hasPart)}}}`) : CLOSE_TWO,
      kept: false,
      // hasPart made again on first use, not held: most kept sections are never asked for it (only structured content reads it).
      schema: () => (schema ??= sectionSchema(site, section, pageParts)),
      passages: [],
    };
  };
  const keepSection = (section: Section, p: SectionParts) => {
    const cost = 2 * p.url.length + p.headBytes.length + (p.tailBytes === CLOSE_TWO ? 0 : p.tailBytes.length) + (p.photoTail?.length ?? 0) + SECTION_OVERHEAD;
    if (stats.sectionBytes + cost > limits.sectionBytes) return;
    p.headBytes = arena.copy(p.headBytes);
    if (p.tailBytes !== CLOSE_TWO) p.tailBytes = arena.copy(p.tailBytes);
    if (p.photoTail) p.photoTail = arena.copy(p.photoTail);
    p.kept = true;
    bySection.set(section, p);
    stats.sectionBytes += cost;
  };
  const makePassage = (text: string): Passage => {
    stats.passages++;
    return { text, bytes: Buffer.from(`,"description":${JSON.stringify(text)}`), kept: false };
  };
  // The year changes at most once a year: compared as a timestamp, not by making a Date per hit.
  const yearEnd = () => Date.UTC(year + 1, 0, 1);
  let nextYear = yearEnd();
  const checkYear = () => {
    if (Date.now() < nextYear) return;
    year = new Date().getUTCFullYear();
    nextYear = yearEnd();
    byPage = new Map();
    bySection = new Map();
    arena = byteArena();
    stats.passageBytes = 0;
    stats.sectionBytes = 0;
  };
  let wordsWarming = false;
  parts = {
    passages,
    rightsPages: site.terms ? localizedValues(site.terms.policy) : [],
    roleWords: ownerRoleWords(site.person, site.languages),
    stats,
    warmWords() {
      if (wordsWarming) return;
      wordsWarming = true;
      // A stand-in site without an index (some tests) has nothing to warm.
      if (site.search) warmWordTables(site.search);
    },
    checkYear,
    page(page) {
      let p = byPage.get(page);
      if (!p) byPage.set(page, (p = build(page)));
      return p;
    },
    section(page, section) {
      // The page's parts only to build the section's: a kept section is one look-up.
      let p = bySection.get(section);
      if (!p) keepSection(section, (p = buildSection(page, section, parts!.page(page))));
      return p;
    },
    passage(page, section, sectionParts, at) {
      const slot = at + 1;
      const known = sectionParts.passages[slot];
      if (known) return known;
      const text = (at >= 0 && passageFrom(passages, page.lang, section, at)) || page.description;
      const made = makePassage(text);
      const cost = 2 * text.length + made.bytes.length + PASSAGE_OVERHEAD;
      if (sectionParts.kept && stats.passageBytes + cost <= limits.passageBytes) {
        made.kept = true;
        made.bytes = arena.copy(made.bytes);
        sectionParts.passages[slot] = made;
        stats.passageBytes += cost;
      }
      return made;
    },
  };
  partsBySite.set(site, parts);
  return parts;
}
