/**
 * `portfolio-agent check`: everything loading finds, and more that only matters to an
 * owner editing the folder: unknown keys (with "did you mean"), translations without a
 * partner, per-language values missing a language, internal links to pages, anchors or
 * assets that do not exist, duplicate headings. It parses every page's Markdown fully,
 * which start-up does not need to do, so none of this slows start-up.
 *
 * Errors fail `check`; warnings fail `check --strict` only.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseDocument, isMap, isScalar, type Node as YamlNode, type Pair } from 'yaml';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import type { Root, Link, Definition, Heading } from 'mdast';
import { ContentError, loadSite } from './load-site.ts';
import { FrontMatterSchema, SiteYamlSchema, type Problem } from './content-schemas.ts';
import type { Page, Site } from './site-types.ts';
import { WORD_NAMES } from '../documents/interface-words.ts';

export type Severity = 'error' | 'warning';
const SITE_FILE = 'site.yaml';

export interface CheckResult {
  site?: Site;
  problems: Problem[];
  errors: number;
  warnings: number;
}

/** Everything `check` reports about a content folder, errors first. */
export function checkSite(dir: string): CheckResult {
  const problems: Problem[] = [];
  let site: Site | undefined;
  try {
    site = loadSite(dir);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.problems);
  }
  // Warnings found at load (photographs: alt text, caption, credit, Data Mining) do not stop it.
  if (site?.warnings) problems.push(...site.warnings);
  if (existsSync(dir) && statSync(dir).isDirectory()) {
    problems.push(...siteYamlKeys(dir), ...frontMatterKeys(dir));
    if (site) problems.push(...translationRules(site), ...languageValues(site), ...markdownRules(site));
  }
  const sorted = dedupe(problems).sort((a, b) => rank(a) - rank(b) || a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  const errors = sorted.filter((p) => severityOf(p) === 'error').length;
  return { site, problems: sorted, errors, warnings: sorted.length - errors };
}

export const severityOf = (p: Problem): Severity => p.severity ?? 'error';
const rank = (p: Problem) => (severityOf(p) === 'error' ? 0 : 1);

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}|${p.line}|${p.field}|${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `file:line: error: field: message`, then the line of the file and a hint, as compilers print. */
export function formatCheckProblem(p: Problem): string {
  const head = `${p.file}${p.line ? `:${p.line}` : ''}: ${severityOf(p)}: ${p.field}: ${p.message}`;
  return [head, ...(p.excerpt ? [p.excerpt] : []), ...(p.hint ? [`  hint: ${p.hint}`] : [])].join('\n');
}

/* ---------- did you mean ---------- */

/** Edit distance counting a swap of two neighbours as one edit (titel → title). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The closest candidate within a small edit distance (case ignored), if any. */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = word.toLowerCase();
  for (const candidate of candidates) {
    const d = distance(lower, candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  const allowed = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
  if (best !== undefined && bestDistance <= allowed) return best;
  // A shortened name (#credit for #credit-line): the shortest candidate it begins.
  if (lower.length < 3) return undefined;
  return [...candidates].filter((c) => c.toLowerCase().startsWith(lower)).sort((a, b) => a.length - b.length)[0];
}

/* ---------- unknown keys ---------- */

type Schema = { type?: string; entries?: Record<string, Schema>; wrapped?: Schema; options?: Schema[]; pipe?: Schema[]; item?: Schema; value?: Schema };

/** The object schema inside optional/pipe/union wrappers, if there is one. */
function objectOf(schema: Schema | undefined): Schema | undefined {
  if (!schema) return undefined;
  if (schema.entries) return schema;
  if (schema.wrapped) return objectOf(schema.wrapped);
  if (schema.pipe) return objectOf(schema.pipe[0]);
  if (schema.options)
    for (const option of schema.options) {
      const found = objectOf(option);
      if (found) return found;
    }
  return undefined;
}

function linePos(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < source.length; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

interface KeyContext {
  file: string;
  source: string;
  /** File line of the YAML's first line. */
  firstLine: number;
  problems: Problem[];
}

function walkKeys(node: unknown, schema: Schema | undefined, path: string, ctx: KeyContext, extra?: (key: string, path: string, value: unknown, line?: number) => boolean): void {
  const object = objectOf(schema);
  if (!isMap(node) || !object?.entries) return;
  const known = Object.keys(object.entries);
  for (const pair of node.items as Pair[]) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const field = path ? `${path}.${key}` : key;
    const line = pair.key && (pair.key as YamlNode).range ? linePos(ctx.source, (pair.key as YamlNode).range![0]) + ctx.firstLine - 1 : undefined;
    if (extra?.(key, field, pair.value, line)) continue;
    if (!known.includes(key)) {
      const guess = didYouMean(key, known);
      const excerpt = line ? `${String(line).padStart(4)} | ${ctx.source.split('\n')[line - ctx.firstLine] ?? ''}` : undefined;
      ctx.problems.push(
        guess
          ? { file: ctx.file, field, line, excerpt, severity: 'error', message: `unknown key; did you mean ${guess}?`, hint: `rename ${key} to ${guess}` }
          : { file: ctx.file, field, line, excerpt, severity: 'warning', message: `unknown key, ignored; known keys here: ${known.join(', ')}` },
      );
      continue;
    }
    walkKeys(pair.value, object.entries[key], field, ctx, extra);
  }
}

function siteYamlKeys(dir: string): Problem[] {
  const path = join(dir, SITE_FILE);
  if (!existsSync(path)) return [];
  const source = readFileSync(path, 'utf8');
  const doc = parseDocument(source);
  if (doc.errors.length) return [];
  const ctx: KeyContext = { file: SITE_FILE, source, firstLine: 1, problems: [] };
  // `words` maps languages to word names: check the names, not the languages.
  walkKeys(doc.contents, SiteYamlSchema as unknown as Schema, '', ctx, (_key, field, value) => {
    if (field !== 'words' || !isMap(value)) return false;
    for (const langPair of value.items as Pair[]) {
      const lang = isScalar(langPair.key) ? String(langPair.key.value) : '';
      if (!isMap(langPair.value)) continue;
      for (const wordPair of langPair.value.items as Pair[]) {
        const word = isScalar(wordPair.key) ? String(wordPair.key.value) : '';
        if ((WORD_NAMES as string[]).includes(word)) continue;
        const line = (wordPair.key as YamlNode).range ? linePos(source, (wordPair.key as YamlNode).range![0]) : undefined;
        const guess = didYouMean(word, WORD_NAMES);
        ctx.problems.push({
          file: SITE_FILE,
          field: `words.${lang}.${word}`,
          line,
          excerpt: line ? `${String(line).padStart(4)} | ${source.split('\n')[line - 1]}` : undefined,
          severity: 'error',
          message: `unknown interface word${guess ? `; did you mean ${guess}?` : ''}`,
          hint: guess ? `rename ${word} to ${guess}` : `the words are: ${WORD_NAMES.join(', ')}`,
        });
      }
    }
    return true;
  });
  return ctx.problems;
}

/** Keys of every page's front matter, loaded or not (titel: instead of title: fails loading). */
function frontMatterKeys(dir: string): Problem[] {
  const files = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md') && !e.name.startsWith('.'))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((file) => file.includes('/') && !file.startsWith('assets/'))
    .sort();
  return files.flatMap((file) => frontMatterKeyProblems(file, readFileSync(join(dir, file), 'utf8')));
}

/** The same check for a page that failed to load (titel: instead of title:): a missing field and a near key. */
export function frontMatterKeyProblems(file: string, source: string): Problem[] {
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(source.replace(/\r\n?/g, '\n'));
  if (!match) return [];
  const doc = parseDocument(match[1]);
  if (doc.errors.length) return [];
  const problems: Problem[] = [];
  walkKeys(doc.contents, FrontMatterSchema as unknown as Schema, '', { file, source: match[1], firstLine: 2, problems });
  return problems;
}

const ownPages = (site: Site) => site.pages.filter((p) => !p.generated);

/* ---------- translations ---------- */

function translationRules(site: Site): Problem[] {
  if (site.languages.length < 2) return [];
  const problems: Problem[] = [];
  const pages = ownPages(site);
  const lonelyKeys = pages.filter((p) => p.translationKey && Object.keys(p.translations).length === 0);
  for (const page of pages) {
    const missing = site.languages.filter((l) => l !== page.lang && !page.translations[l]);
    if (page.translationKey && Object.keys(page.translations).length === 0) {
      const near = lonelyKeys.find((o) => o.lang !== page.lang && o.translationKey !== page.translationKey && didYouMean(page.translationKey!, [o.translationKey!]));
      problems.push({
        file: page.file,
        field: 'translationKey',
        line: keyLine(site, page, 'translationKey'),
        severity: 'error',
        message: `"${page.translationKey}" has no partner: no page in ${missing.join(', ')} has this translationKey${near ? `; ${near.file} has "${near.translationKey}" — did you mean the same key?` : ''}`,
        hint: near ? `use one key on both pages: ${page.translationKey} or ${near.translationKey}` : `give the translation in ${missing.join(', ')} the same translationKey, or remove the key`,
      });
    } else if (missing.length) {
      problems.push({
        file: page.file,
        field: page.translationKey ? 'translationKey' : '(translation)',
        severity: 'warning',
        message: `has no translation in ${missing.join(', ')}`,
        hint: `write the page in ${missing.map((l) => `${l}/`).join(', ')} with translationKey: ${page.translationKey ?? slugOf(page)} on both pages`,
      });
    }
  }
  return problems;
}

const slugOf = (page: Page) => page.path.split('/').filter(Boolean).slice(1).join('-') || 'home';

function keyLine(site: Site, page: Page, key: string): number | undefined {
  const lines = readFileSync(join(site.dir, page.file), 'utf8').split(/\r?\n/);
  const index = lines.findIndex((l) => l.startsWith(`${key}:`));
  return index >= 0 ? index + 1 : undefined;
}

/* ---------- per-language values ---------- */

function languageValues(site: Site): Problem[] {
  const fields: [string, unknown][] = [
    ['name', site.name],
    ['description', site.description],
    ['person.jobTitle', site.person.jobTitle],
    ['person.description', site.person.description],
    ['terms.creditText', site.terms.creditText],
    ['terms.policy', site.terms.policy],
    ['terms.legalBasis.text', typeof site.terms.legalBasis === 'object' ? site.terms.legalBasis.text : undefined],
  ];
  const problems: Problem[] = [];
  for (const [field, value] of fields) {
    if (!value || typeof value !== 'object') continue;
    const missing = site.languages.filter((l) => !(l in (value as Record<string, string>)));
    if (!missing.length) continue;
    const fallback = `the ${site.defaultLanguage in (value as object) ? site.defaultLanguage : Object.keys(value as object)[0]} value`;
    problems.push({
      file: SITE_FILE,
      field,
      severity: 'warning',
      message: `has no value for ${missing.join(', ')}: ${missing.join(', ')} pages show ${fallback}`,
      hint: `add ${missing.map((l) => `${l}: ...`).join(', ')} under ${field}, or give one plain string for every language`,
    });
  }
  return problems;
}

/* ---------- links, anchors, assets, headings ---------- */

const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);
/** Addresses the server answers beyond pages: documents and endpoints, never reported. */
const SERVER_ADDRESS = /^\/(?:v1\/|ask\b|mcp\b|\.well-known\/|llms(?:-full)?\.txt$|openapi\.json$|agents\.md$|robots\.txt$|sitemap\.xml$|site\.css$|console\.js$|favicon|healthz$)/;
const IMAGE = /\.(?:jpe?g|png|gif|webp|avif|svg|tiff?)$/i;

function markdownRules(site: Site): Problem[] {
  const problems: Problem[] = [];
  const anchors = new Map<string, Set<string>>(site.pages.map((p) => [p.path, anchorsOf(p)]));
  for (const page of ownPages(site)) {
    const source = readFileSync(join(site.dir, page.file), 'utf8')
      .replace(/^\uFEFF/, '')
      .replace(/\r\n?/g, '\n');
    const tree = processor.parse(source) as Root;
    const lines = source.split('\n');
    const at = (line?: number) => (line ? `${String(line).padStart(4)} | ${lines[line - 1] ?? ''}` : undefined);
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const url = (node as Link | Definition).url;
      const line = node.position?.start.line;
      const problem = linkProblem(site, page, url, anchors);
      if (problem) problems.push({ file: page.file, line, excerpt: at(line), field: '(link)', severity: 'error', ...problem });
    });
    const seen = new Map<string, number[]>();
    visit(tree, 'heading', (node: Heading) => {
      if (node.depth !== 2 && node.depth !== 3) return;
      const name = headingText(node).trim();
      seen.set(name, [...(seen.get(name) ?? []), node.position?.start.line ?? 0]);
    });
    for (const [name, at2] of seen) {
      if (at2.length < 2) continue;
      problems.push({
        file: page.file,
        line: at2[1],
        excerpt: at(at2[1]),
        field: '(heading)',
        severity: 'warning',
        message: `the heading "${name}" appears ${at2.length} times (lines ${at2.join(', ')}); its anchors differ only by a number`,
        hint: 'give each section its own heading, so links to it stay meaningful',
      });
    }
  }
  return problems;
}

function anchorsOf(page: Page): Set<string> {
  const ids = new Set(page.sections.map((s) => s.id));
  ids.add('top').add('content');
  if (page.path.endsWith('/developers/')) ids.add('console');
  return ids;
}

function linkProblem(site: Site, page: Page, url: string, anchors: Map<string, Set<string>>): { message: string; hint?: string } | undefined {
  if (!url || /^(?:mailto|tel|data):/i.test(url)) return undefined;
  let target: URL;
  try {
    target = new URL(url, `${site.baseUrl}${page.path}`);
  } catch {
    return { message: `"${url}" is not a valid address` };
  }
  const ownHost = target.host === site.host || target.host === site.canonicalHost;
  if (!ownHost || !/^https?:$/.test(target.protocol)) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(target.pathname);
  } catch {
    path = target.pathname;
  }
  if (path.startsWith('/assets/')) {
    if (IMAGE.test(path)) return undefined; // images: the photos check
    const file = join(site.dir, path);
    if (file.startsWith(join(site.dir, 'assets')) && existsSync(file) && statSync(file).isFile()) return undefined;
    return { message: `links to ${path}, which is not in the content folder's assets/`, hint: `add the file assets/${path.slice('/assets/'.length)} or fix the link` };
  }
  if (SERVER_ADDRESS.test(path)) return undefined;
  const lang = site.languages.find((l) => path === `/${l}` || path.startsWith(`/${l}/`) || path === `/${l}.md`);
  if (!lang)
    return path === '/' ? undefined : { message: `links to ${path}, which is neither a page nor an address the server answers`, hint: 'link to a page under a language folder, e.g. /en/about/' };
  const pagePath = resolvePagePath(site, path);
  if (pagePath === 'server') return undefined;
  if (!pagePath) {
    const guess = didYouMean(
      path,
      site.pages.map((p) => p.path),
    );
    return {
      message: `links to ${path}, which is not a page of the site${guess ? `; did you mean ${guess}?` : ''}`,
      hint: guess ? `link to ${guess}` : "check the address: a page's address is its file path without .md, with a trailing slash",
    };
  }
  const fragment = target.hash ? decodeURIComponent(target.hash.slice(1)) : '';
  if (fragment && !anchors.get(pagePath)?.has(fragment)) {
    const guess = didYouMean(fragment, anchors.get(pagePath) ?? []);
    return {
      message: `links to #${fragment} on ${pagePath}, which has no such anchor${guess ? `; did you mean #${guess}?` : ''}`,
      hint: `anchors of ${pagePath}: ${[...(anchors.get(pagePath) ?? [])]
        .filter((a) => a !== 'content')
        .map((a) => `#${a}`)
        .join(', ')}`,
    };
  }
  return undefined;
}

/** A site path's page address, 'server' for addresses the server answers under a language, or undefined. */
function resolvePagePath(site: Site, path: string): string | 'server' | undefined {
  if (/^\/[a-z]{2}\/(?:llms\.txt|search\/|suche\/)$/.test(path)) return 'server';
  const candidates = path.endsWith('.md') ? [path.slice(0, -3).replace(/\/index$/, '') + '/'] : [path, `${path}/`];
  return candidates.find((p) => site.byPath.has(p));
}

/** The words of a heading node: its text and code, without Markdown. */
function headingText(node: { type: string; value?: string; children?: unknown[] }): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map((child) => headingText(child as typeof node)).join('');
}
