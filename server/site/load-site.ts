/**
 * Reads a content folder (docs/content-format.md) into a Site.
 * Every problem is collected, so `check` can list them all; any problem stops start-up.
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import * as v from 'valibot';
import { yamlLib } from './yaml-lib.ts';
import { FrontMatterSchema, SiteYamlSchema, issuesToProblems, type Problem, type SiteYaml } from './content-schemas.ts';
import { parsePage, PageSyntaxError } from './parse-page.ts';
import { localizedValues, type Page, type Site, type SiteConfig } from './site-types.ts';
import { loadOrBuildSearchIndex } from '../search/index-cache.ts';
import { resolveTerms, rightsOf } from './site-terms.ts';
import { yamlProblem } from './yaml-problem.ts';
import { generatedDeveloperPages } from '../documents/developer-pages.ts';
import { attachPhotos } from '../images/load-photos.ts';
import { cachedPage, cachedYaml, normalisedText, pageCacheCounter, pageFromCache, pagesDigest, readPageCache, writePageCache, type CachedPage } from './page-cache.ts';
import type { FrontMatter } from './content-schemas.ts';
import type { TextSection } from './text-section.ts';

export class ContentError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: Problem[],
  ) {
    super(`The content folder ${dir} has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` + problems.map((p) => `  ${formatProblem(p)}`).join('\n'));
    this.name = 'ContentError';
  }
}

export function formatProblem(p: Problem): string {
  const head = `${p.file}${p.line ? `:${p.line}` : ''}: ${p.field}: ${p.message}`;
  return [head, ...(p.excerpt ? [p.excerpt] : []), ...(p.hint ? [`  hint: ${p.hint}`] : [])].join('\n');
}

export interface LoadOptions {
  /** Overrides site.yaml's baseUrl, e.g. http://localhost:3000. */
  baseUrl?: string;
  /**
   * Folder for derived data (persisted index, image derivatives); see cache-dir.ts.
   * Undefined: nothing is persisted (tests); the command line passes defaultCacheDir().
   */
  cacheDir?: string;
  /**
   * Build the search index on first use of `site.search` instead of now (stdio answers the
   * handshake first). Default false: a server is ready to search when loadSite returns.
   */
  deferIndex?: boolean;
  /**
   * Leave re-ranking's tables (ranking-tables.ts) to the answers' warm-up, which makes them a
   * table a slice after the server listens, instead of before loadSite returns: `serve`'s start
   * at 10,000 sections spent ~260 ms of its ~1.2 s there. A question before the warm-up makes
   * what it reads itself. Default false: the index is ready to search with every table made.
   */
  deferRanking?: boolean;
}

const NAME = /^[a-z0-9-]+$/;
const SITE_FILE = 'site.yaml';

export function loadSite(contentDir: string, options: LoadOptions = {}): Site {
  const dir = resolve(contentDir);
  const problems: Problem[] = [];
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new ContentError(dir, [{ file: contentDir, field: '(folder)', message: 'is not a folder' }]);
  }
  const config = readSiteYaml(dir, problems, options.cacheDir);
  const languages = findLanguages(dir, config?.languages, problems);
  const pages = readAllPages(dir, languages, problems, options.cacheDir);
  if (config) pages.push(...developerPagesFor(config, languages, pages, options));
  checkAddresses(pages, problems);
  linkTranslations(pages, problems);
  if (config) checkConfig(config, languages, pages, problems);
  attachPhotos(dir, pages, problems, { cacheDir: options.cacheDir, tdmReservation: reservesMiningIn(config) });
  // Warnings (severity 'warning') do not stop start-up; `check` lists them.
  if (problems.some((p) => p.severity !== 'warning') || !config) throw new ContentError(dir, problems);
  const site = buildSite(dir, config, languages, pages, options);
  site.warnings = problems;
  return site;
}

function readSiteYaml(dir: string, problems: Problem[], cacheDir: string | undefined): SiteYaml | undefined {
  const path = join(dir, SITE_FILE);
  if (!existsSync(path)) {
    problems.push({ file: SITE_FILE, field: '(file)', message: 'is missing: every content folder needs a site.yaml' });
    return undefined;
  }
  let raw: unknown;
  const source = readFileSync(path, 'utf8');
  try {
    raw = cacheDir ? cachedYaml(cacheDir, source) : yamlLib().parse(source);
  } catch (error) {
    problems.push({ file: SITE_FILE, field: '(YAML)', ...yamlProblem(error, source, 1) });
    return undefined;
  }
  const result = v.safeParse(SiteYamlSchema, raw ?? {});
  if (!result.success) {
    problems.push(...issuesToProblems(SITE_FILE, result.issues));
    const given = raw as { terms?: unknown; rights?: unknown } | null;
    if (given && typeof given === 'object' && given.terms === undefined && given.rights === undefined) {
      problems.push({ file: SITE_FILE, field: 'terms', message: 'is required: state your conditions of use (see docs/content-format.md, "terms")' });
    }
    return undefined;
  }
  const terms = resolveTerms(result.output);
  if ('problem' in terms) {
    problems.push({ file: SITE_FILE, ...terms.problem });
    return undefined;
  }
  return result.output;
}

function findLanguages(dir: string, declared: string[] | undefined, problems: Problem[]): string[] {
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'assets')
    .map((e) => e.name)
    .sort();
  for (const name of folders) {
    const known = declared ? declared.includes(name) : /^[a-z]{2}$/.test(name);
    if (!known) {
      problems.push({
        file: `${name}/`,
        field: '(language)',
        message: declared ? `unknown language: site.yaml's languages are ${declared.join(', ')}` : 'unknown language: a top-level folder must be a two-letter language code (de, en) or assets',
      });
    }
  }
  for (const name of declared ?? []) {
    if (!folders.includes(name)) problems.push({ file: SITE_FILE, field: 'languages', message: `language ${name} has no folder ${name}/` });
  }
  return folders.filter((name) => (declared ? declared.includes(name) : /^[a-z]{2}$/.test(name)));
}

function listMarkdown(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md') && !e.name.startsWith('.'))
    .map((e) => join(e.parentPath ?? (e as unknown as { path: string }).path, e.name))
    .sort();
}

/** `en/portfolio/index.md` -> `/en/portfolio/`, `en/about.md` -> `/en/about/`. */
export function addressOf(file: string): string {
  const parts = file.split(/[\\/]/);
  const last = parts.pop()!.replace(/\.md$/, '');
  if (last !== 'index') parts.push(last);
  return `/${parts.join('/')}/`;
}

interface PageFile {
  abs: string;
  file: string;
  lang: string;
  source: string;
}

/**
 * Every page of every language. The files are always read (their bytes are the cache's key);
 * with a cache folder, pages parsed before from the same bytes come from page-cache.ts.
 */
function readAllPages(dir: string, languages: string[], problems: Problem[], cacheDir: string | undefined): Page[] {
  const files = languages.flatMap((lang) => pageFiles(dir, lang, problems));
  const digest = cacheDir ? pagesDigest(files) : undefined;
  const cached = cacheDir && digest ? readPageCache(cacheDir, digest, files.length) : undefined;
  if (cached) {
    try {
      const pages = files.map((f, i) => pageFromCached(f, cached[i]));
      pageCacheCounter.fromCache += pages.length;
      return pages;
    } catch {
      // A damaged entry: parse them all (and write the cache again).
    }
  }
  const fresh: CachedPage[] = [];
  const before = problems.length;
  const pages = files.flatMap((f) => readPage(f, problems, fresh) ?? []);
  if (cacheDir && digest && problems.length === before && fresh.length === files.length) writePageCache(cacheDir, digest, fresh);
  return pages;
}

function pageFiles(dir: string, lang: string, problems: Problem[]): PageFile[] {
  const files: PageFile[] = [];
  for (const abs of listMarkdown(join(dir, lang))) {
    const file = relative(dir, abs).split(sep).join('/');
    const bad = file
      .replace(/\.md$/, '')
      .split('/')
      .find((part) => !NAME.test(part));
    if (bad !== undefined) {
      problems.push({ file, field: '(file name)', message: `"${bad}" may only use lower-case ASCII letters, digits and hyphens` });
      continue;
    }
    files.push({ abs, file, lang, source: readFileSync(abs, 'utf8') });
  }
  return files;
}

function pageFromCached(f: PageFile, cached: CachedPage): Page {
  const { body, sections } = pageFromCache(normalisedText(f.source), cached);
  return pageOf(f, cached.fm, body, sections);
}

function readPage(f: PageFile, problems: Problem[], fresh: CachedPage[]): Page | undefined {
  const { file } = f;
  let parsed;
  pageCacheCounter.parsed++;
  try {
    parsed = parsePage(f.source, undefined, addressOf(file));
  } catch (error) {
    if (!(error instanceof PageSyntaxError)) throw error;
    problems.push({ file, field: error.field, message: error.message, ...error.detail });
    return undefined;
  }
  if (parsed.data === undefined) {
    problems.push({ file, field: 'title', message: 'is required: the page has no front matter (a --- block with title and description)' });
    return undefined;
  }
  const result = v.safeParse(FrontMatterSchema, parsed.data);
  if (!result.success) {
    problems.push(...issuesToProblems(file, result.issues));
    return undefined;
  }
  fresh.push(cachedPage(result.output, parsed.bodyStart, parsed.sections));
  return pageOf(f, result.output, parsed.body, parsed.sections);
}

function pageOf(f: PageFile, fm: FrontMatter, body: string, sections: TextSection[]): Page {
  return {
    path: addressOf(f.file),
    file: f.file,
    lang: f.lang,
    title: fm.title,
    description: fm.description,
    translationKey: fm.translationKey,
    type: fm.type,
    updated: fm.updated,
    keywords: fm.keywords,
    order: fm.order,
    optional: fm.optional,
    entities: fm.entities,
    body,
    sections,
    translations: {},
    photoEntries: fm.photos,
  };
}

function checkAddresses(pages: Page[], problems: Problem[]): void {
  const seen = new Map<string, Page>();
  for (const page of pages) {
    const other = seen.get(page.path);
    if (other) problems.push({ file: page.file, field: '(address)', message: `duplicate address ${page.path}: ${other.file} has it too` });
    else seen.set(page.path, page);
  }
}

function linkTranslations(pages: Page[], problems: Problem[]): void {
  const byKey = new Map<string, Page[]>();
  for (const page of pages) {
    if (!page.translationKey) continue;
    const group = byKey.get(page.translationKey) ?? [];
    const sameLang = group.find((p) => p.lang === page.lang);
    if (sameLang) {
      problems.push({
        file: page.file,
        field: 'translationKey',
        message: `"${page.translationKey}" is also used by ${sameLang.file}, a page of the same language: the key pairs one page per language`,
      });
      continue;
    }
    group.push(page);
    byKey.set(page.translationKey, group);
  }
  for (const group of byKey.values()) {
    for (const page of group) {
      for (const other of group) if (other !== page) page.translations[other.lang] = other.path;
    }
  }
}

function checkConfig(config: SiteYaml, languages: string[], pages: Page[], problems: Problem[]): void {
  if (!languages.includes(config.defaultLanguage)) {
    problems.push({ file: SITE_FILE, field: 'defaultLanguage', message: `"${config.defaultLanguage}" has no folder; languages present: ${languages.join(', ') || 'none'}` });
  }
  const localizedFields: [string, unknown][] = [
    ['name', config.name],
    ['description', config.description],
    ['person.jobTitle', config.person.jobTitle],
    ['person.description', config.person.description],
    ...termsFields(config),
  ];
  for (const [field, value] of localizedFields) {
    if (!value || typeof value !== 'object') continue;
    for (const lang of Object.keys(value)) {
      if (!languages.includes(lang)) problems.push({ file: SITE_FILE, field: `${field}.${lang}`, message: `unknown language "${lang}"; languages present: ${languages.join(', ')}` });
    }
  }
  const block = config.terms ? 'terms' : 'rights';
  const policy = (config.terms ?? config.rights)!.policy;
  for (const path of localizedValues(policy)) {
    if (!pages.some((p) => p.path === path)) problems.push({ file: SITE_FILE, field: `${block}.policy`, message: `${path} is not a page of the site` });
  }
  if (pages.length === 0) problems.push({ file: '(folder)', field: '(pages)', message: 'no pages: add at least one language folder with Markdown pages' });
}

/** The developer pages the owner did not write (developer-pages.ts). */
function developerPagesFor(config: SiteYaml, languages: string[], pages: Page[], options: LoadOptions): Page[] {
  const terms = resolveTerms(config);
  if ('problem' in terms) return [];
  return generatedDeveloperPages({ baseUrl: options.baseUrl ?? config.baseUrl, defaultLanguage: config.defaultLanguage, terms, words: config.words }, languages, pages);
}

/** The per-language values of the terms block, to check their languages. */
function termsFields(config: SiteYaml): [string, unknown][] {
  if (config.rights)
    return [
      ['rights.creditText', config.rights.creditText],
      ['rights.policy', config.rights.policy],
    ];
  const t = config.terms!;
  const basis = typeof t.legalBasis === 'object' ? t.legalBasis.text : undefined;
  return [
    ['terms.creditText', t.creditText],
    ['terms.policy', t.policy],
    ['terms.wording', t.wording],
    ['terms.legalBasis.text', basis],
    ['words', config.words],
  ];
}

function buildSite(dir: string, config: SiteYaml, languages: string[], pages: Page[], options: LoadOptions): Site {
  const baseUrl = (options.baseUrl ?? config.baseUrl).replace(/\/+$/, '');
  const person = {
    ...config.person,
    telephone: config.person.telephone === undefined ? undefined : String(config.person.telephone),
    address: config.person.address && { ...config.person.address, postalCode: config.person.address.postalCode?.toString() },
  };
  const terms = resolveTerms(config);
  if ('problem' in terms) throw new Error(`site.yaml: ${terms.problem.field}: ${terms.problem.message}`); // reported by readSiteYaml already
  const { rights: _rights, terms: _terms, languages: _languages, ...rest } = config;
  const siteConfig: SiteConfig = { ...rest, baseUrl, person, terms, rights: rightsOf(terms) };
  const sorted = [...pages].sort((a, b) => a.lang.localeCompare(b.lang) || a.order - b.order || a.path.localeCompare(b.path));
  const base = { ...siteConfig, dir, host: new URL(baseUrl).host, canonicalHost: new URL(config.baseUrl).host, languages, pages: sorted, byPath: new Map(sorted.map((p) => [p.path, p])) };
  const build = () => loadOrBuildSearchIndex(base, { cacheDir: options.cacheDir, deferRanking: options.deferRanking });
  if (!options.deferIndex) return { ...base, search: build() };
  const site = { ...base } as Site;
  // Built on first read, then a plain value, so builtSearchIndex (site-types.ts) can tell a built index from a deferred one.
  Object.defineProperty(site, 'search', {
    enumerable: true,
    configurable: true,
    get: () => {
      const index = build();
      Object.defineProperty(site, 'search', { enumerable: true, configurable: true, value: index });
      return index;
    },
  });
  return site;
}

/** The site reserves text and data mining (photographs should say so too); false when the terms do not resolve. */
function reservesMiningIn(config: SiteYaml | undefined): boolean {
  const terms = config && resolveTerms(config);
  return !!terms && !('problem' in terms) && rightsOf(terms).tdmReservation;
}
