/**
 * The parsed pages of a content folder, persisted beside the search index: a restart on
 * unchanged Markdown reads the files (it must, to know they are unchanged) but parses none.
 * `<cache-dir>/pages/<digest>.json`, where the digest covers the program version, this
 * format and every page file's address and bytes. Per page: the validated front matter,
 * where the body starts, the link definitions and each section's fields and offsets into
 * the body. Plain JSON; written atomically; safe to delete; a file that does not match or
 * does not parse is ignored (the pages are parsed, and the file written again).
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cacheSubdir } from './cache-dir.ts';
import { removeStaleTemps, writeJsonAtomic } from './atomic-write.ts';
import type { FrontMatter } from './content-schemas.ts';
import { TextSection } from './text-section.ts';
import { yamlLib } from './yaml-lib.ts';
import { PACKAGE_VERSION } from '../mcp/server-info.ts';
import { programFingerprint } from './program-fingerprint.ts';

export const PAGE_CACHE_FORMAT = 1;
/** Page caches kept in the folder (a folder may serve several sites, or a site's past versions). */
const KEEP = 8;

/** One page as persisted: enough to rebuild its sections over the body without parsing. */
export interface CachedPage {
  fm: FrontMatter;
  /** The body is the normalised file text from here, trimmed at the end, plus a newline. */
  bodyStart: number;
  definitions: string[];
  /** id, name, level, path, parent (null for none), start, end, ownStart, ownEnd. */
  sections: [string, string, number, string, string | null, number, number, number, number][];
}

/** Counts parses and cache hits, so tests can tell a repeat start parses nothing. */
export const pageCacheCounter = { parsed: 0, fromCache: 0, yamlParsed: 0 };

/** The file text as the parser reads it: no byte-order mark, LF line ends. */
export function normalisedText(source: string): string {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

export function pagesDigest(files: readonly { file: string; source: string }[]): string {
  const hash = createHash('sha256');
  hash.update(`portfolio-agent ${PACKAGE_VERSION} pages ${PAGE_CACHE_FORMAT}\u0000${programFingerprint()}\u0000`);
  for (const { file, source } of files) hash.update(`${file}\u0000${source.length}\u0000`).update(source);
  return hash.digest('hex');
}

function cacheFile(cacheDir: string, digest: string): string {
  return join(cacheSubdir(cacheDir, 'pages'), `${digest}.json`);
}

/** The cached pages for this digest, in file order, or undefined (missing, damaged, another count). */
export function readPageCache(cacheDir: string, digest: string, count: number): CachedPage[] | undefined {
  try {
    const data = JSON.parse(readFileSync(cacheFile(cacheDir, digest), 'utf8')) as { digest?: string; pages?: CachedPage[] };
    if (data.digest !== digest || !Array.isArray(data.pages) || data.pages.length !== count) return undefined;
    return data.pages;
  } catch {
    return undefined;
  }
}

/** Persists the pages (best effort: a cache folder that cannot be written only costs the next start a parse). */
export function writePageCache(cacheDir: string, digest: string, pages: CachedPage[]): void {
  if (!pages.every((p) => isDeepStrictEqual(JSON.parse(JSON.stringify(p.fm)), withoutUndefined(p.fm)))) return; // a value JSON cannot hold
  const file = cacheFile(cacheDir, digest);
  try {
    writeJsonAtomic(file, { digest, pages });
  } catch {
    return;
  }
  prune(join(file, '..'), file);
}

function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (v === undefined ? [] : [[k, withoutUndefined(v)]])));
  }
  return value;
}

const PAGES_FILE = /^[0-9a-f]{64}\.json$/;
const YAML_FILE = /^yaml-[0-9a-f]{64}\.json$/;

function prune(dir: string, keep: string): void {
  removeStaleTemps(dir);
  for (const kind of [PAGES_FILE, YAML_FILE]) pruneKind(dir, keep, kind);
}

function pruneKind(dir: string, keep: string, kind: RegExp): void {
  try {
    const files = readdirSync(dir)
      .filter((f) => kind.test(f))
      .map((f) => ({ path: join(dir, f), mtime: statSync(join(dir, f)).mtimeMs }))
      .filter((f) => f.path !== keep)
      .sort((a, b) => b.mtime - a.mtime);
    for (const f of files.slice(KEEP - 1)) rmSync(f.path, { force: true });
  } catch {
    // Housekeeping: a race with another process is harmless.
  }
}

/** What to persist of a parsed page. */
export function cachedPage(fm: FrontMatter, bodyStart: number, sections: readonly TextSection[]): CachedPage {
  const definitions = sections[0] ? [...sections[0].source.definitions] : [];
  return {
    fm,
    bodyStart,
    definitions,
    sections: sections.map((s) => [s.id, s.name, s.level, s.path, s.parent ?? null, s.range.start, s.range.end, s.range.ownStart, s.range.ownEnd]),
  };
}

/** The body and sections of a cached page over the file's text. */
export function pageFromCache(text: string, cached: CachedPage): { body: string; sections: TextSection[] } {
  const body = text.slice(cached.bodyStart).trimEnd() + '\n';
  const definitions = new Set(cached.definitions);
  const sections = cached.sections.map(
    ([id, name, level, path, parent, start, end, ownStart, ownEnd]) => new TextSection(body, { start, end, ownStart, ownEnd }, definitions, id, name, level, path, parent ?? undefined),
  );
  return { body, sections };
}

/**
 * The value of a YAML file (site.yaml), from `<cache-dir>/pages/yaml-<sha256>.json` when it
 * was read before, else parsed (and persisted when JSON holds it exactly). Throws what the
 * YAML parser throws.
 */
export function cachedYaml(cacheDir: string, source: string): unknown {
  const digest = createHash('sha256').update(`yaml ${PAGE_CACHE_FORMAT}\u0000`).update(source).digest('hex');
  const file = join(cacheSubdir(cacheDir, 'pages'), `yaml-${digest}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')).value;
  } catch {
    // not there (or damaged): parse
  }
  pageCacheCounter.yamlParsed++;
  const value = yamlLib().parse(source) as unknown;
  if (isDeepStrictEqual(JSON.parse(JSON.stringify({ value })).value, withoutUndefined(value))) {
    try {
      writeJsonAtomic(file, { value });
      // A site.yaml edited often (pages unchanged) would otherwise leave one file per version.
      pruneKind(join(file, '..'), file, YAML_FILE);
    } catch {
      // best effort
    }
  }
  return value;
}
