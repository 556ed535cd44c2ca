/**
 * The persisted search index: `<cacheDir>/index/<digest>.idx`, where the digest covers
 * everything the index is built from (the section and page fields it reads, the languages,
 * the stop words and index settings), the program version and its code files (program-fingerprint.ts). A restart on unchanged
 * content reads the file instead of building; a changed site has another digest, so
 * another file. Written atomically (temporary file, then rename); safe to delete. A file
 * that cannot be read or does not match is rebuilt with a log line; a location that
 * cannot be written costs a log line and the index stays in memory.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { analyzerFor } from './analyzer.ts';
import { assembleIndex, buildCounter, createSearchIndex, docsOf, INDEX_SETTINGS, type PackedLanguage, type SearchIndex, type SiteLike } from './search-index.ts';
import { adoptLexicons, buildLexicons, LEXICON_LIMITS, MIN_PROBABILITY, PER_WORD, type Lexicon } from './translation-lexicon.ts';
import { WORKER_TIMEOUT_MS, wireLanguages } from './parallel-build.ts';
import { spawnSync } from 'node:child_process';
import { serialize } from 'node:v8';
import { childArgs } from '../run-child.ts';
import { decodeSnapshot, encodeSnapshot, SNAPSHOT_FORMAT } from './index-snapshot.ts';
import { cacheSubdir } from '../site/cache-dir.ts';
import { removeStaleTemps, writeFileAtomic } from '../site/atomic-write.ts';
import { TextSection } from '../site/text-section.ts';
import { PACKAGE_VERSION } from '../mcp/server-info.ts';
import { programFingerprint } from '../site/program-fingerprint.ts';
import { prepareRanking } from './ranking-tables.ts';

export interface IndexCacheLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

export interface IndexCacheOptions {
  /** The cache folder (see cache-dir.ts); undefined: build in memory, persist nothing. */
  cacheDir?: string;
  log?: IndexCacheLog;
  /** Sites of at least this many sections are built in a child process (default CHILD_BUILD_MIN_SECTIONS). */
  childBuildMinSections?: number;
  /** Leave re-ranking's tables to the warm-up (ranking-tables.ts rankingSteps) instead of making them now (loadSite's `deferRanking`). */
  deferRanking?: boolean;
}

/** Snapshots kept in the folder; older ones (of earlier content) are removed after a write. */
const KEEP = 8;

/** Warnings on stderr as JSON lines, like the server's logger; nothing at info. */
const STDERR_LOG: IndexCacheLog = {
  info: () => undefined,
  warn: (message, fields = {}) => process.stderr.write(JSON.stringify({ time: new Date().toISOString(), level: 'warn', message, ...fields }) + '\n'),
};

/** Hex SHA-256 of what the index of `site` is built from, and of the program that builds it. */
export function indexDigest(site: SiteLike): string {
  const hash = createHash('sha256');
  const put = (value: string | number | undefined) => hash.update(`${value ?? ''}\u0000`);
  put(`portfolio-agent ${PACKAGE_VERSION} snapshot ${SNAPSHOT_FORMAT}`);
  // The code between releases too: word lists and rules behind the stored section facts (program-fingerprint.ts).
  put(programFingerprint());
  put(JSON.stringify(INDEX_SETTINGS));
  put(JSON.stringify({ LEXICON_LIMITS, MIN_PROBABILITY, PER_WORD }));
  put(site.languages.join(','));
  for (const lang of site.languages) {
    put(lang);
    put([...analyzerFor(lang).stopwords].sort().join(' '));
    for (const { page, section } of docsOf(site, lang)) {
      put(page.path);
      put(page.title);
      put(page.description);
      put(page.keywords.join('\u0001'));
      put(section.path);
      put(section.level);
      put(section.name);
      put(section.parent);
      // A page's section is a range of its Markdown: its text follows from that (and the program
      // version above), so the digest reads the Markdown and no plain text is computed at start.
      // A photograph's section: its facts (its text is formatted from them on first use).
      put(section instanceof TextSection ? section.ownMarkdown : (section.textSource ?? section.text));
    }
  }
  return hash.digest('hex');
}

export function snapshotFile(cacheDir: string, digest: string): string {
  return join(cacheSubdir(cacheDir, 'index'), `${digest}.idx`);
}

/**
 * The site's search index: read from the cache folder when a snapshot of the same inputs
 * is there, else built (and written there). Without `cacheDir`, simply built.
 */
export function loadOrBuildSearchIndex(site: SiteLike, options: IndexCacheOptions = {}): SearchIndex {
  // Re-ranking's tables are made with the index, however it came, unless the server's warm-up makes them: no question scans the site for them.
  const index = loadOrBuild(site, options);
  return options.deferRanking ? index : prepareRanking(index);
}

function loadOrBuild(site: SiteLike, options: IndexCacheOptions): SearchIndex {
  const { cacheDir } = options;
  const log = options.log ?? STDERR_LOG;
  // Without a cache folder the translation lexicons are built on first use (or by a warm-up).
  if (!cacheDir) return createSearchIndex(site);
  const digest = indexDigest(site);
  const file = snapshotFile(cacheDir, digest);
  const loaded = readSnapshot(site, file, digest, log);
  if (loaded) return loaded;
  const child = buildInChild(site, file, digest, log, options.childBuildMinSections);
  if (child) return child;
  const index = createSearchIndex(site);
  // Built with the index and stored with it, so no question (nor a restart) builds them.
  writeSnapshot(file, digest, packedOf(index), log, buildLexicons(index));
  return index;
}

/** From this many sections on, a first start builds in a process of its own (build-child.ts). */
export const CHILD_BUILD_MIN_SECTIONS = 2_000;

/**
 * Builds the snapshot of a large site in a child process (its languages in parallel, its
 * garbage gone with it) and reads it back; undefined when that did not work out (logged),
 * and the caller builds in process.
 */
function buildInChild(site: SiteLike, file: string, digest: string, log: IndexCacheLog, minSections = CHILD_BUILD_MIN_SECTIONS): SearchIndex | undefined {
  const sections = site.pages.reduce((n, p) => n + p.sections.length, 0);
  if (sections < minSections) return undefined;
  const input = serialize({ file, digest, languages: wireLanguages(site) });
  // Synchronous (loadSite waits for the index). A build process that hangs (a worker killed
  // without a word) is killed after its workers' own deadline.
  const result = spawnSync(process.execPath, childArgs(import.meta.url, 'build-child'), { input, stdio: ['pipe', 'ignore', 'pipe'], maxBuffer: 1 << 20, timeout: WORKER_TIMEOUT_MS + 60_000 });
  if (result.status !== 0) {
    log.warn('search index: the build process failed; building in process', { status: result.status, signal: result.signal, error: String(result.error ?? result.stderr).slice(0, 2000) });
    return undefined;
  }
  buildCounter.count++;
  return readSnapshot(site, file, digest, log);
}

function readSnapshot(site: SiteLike, file: string, digest: string, log: IndexCacheLog): SearchIndex | undefined {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    if (!['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) log.warn('search index snapshot unreadable; rebuilding', { file, error: String(error) });
    return undefined;
  }
  try {
    const snapshot = decodeSnapshot(bytes);
    if (snapshot.digest !== digest) throw new Error(`it was built from other content (digest ${String(snapshot.digest).slice(0, 12)}…)`);
    const index = assembleIndex(site, snapshot.packed);
    if (snapshot.lexicons) adoptLexicons(index, snapshot.lexicons);
    log.info('search index loaded from cache', { file });
    return index;
  } catch (error) {
    log.warn('search index snapshot does not match or is damaged; rebuilding', { file, error: (error as Error).message });
    return undefined;
  }
}

function packedOf(index: SearchIndex): PackedLanguage[] {
  return [...index.byLang.values()].map((li) => ({
    lang: li.lang,
    docCount: li.docCount,
    terms: li.terms,
    offsets: li.offsets,
    postDocs: li.postDocs,
    postImpacts: li.postImpacts,
    idf: li.idf,
    surfaces: li.surfaces,
    surfaceTerm: li.surfaceTerm,
    typo: li.typo,
    passages: li.passages,
    facts: li.facts,
  }));
}

/** Writes a snapshot atomically (and prunes old ones); false when the location is not writable (logged). */
export function writeSnapshot(file: string, digest: string, packed: PackedLanguage[], log: IndexCacheLog, lexicons?: ReadonlyMap<string, Lexicon>): boolean {
  const dir = join(file, '..');
  try {
    writeFileAtomic(file, encodeSnapshot(digest, packed, lexicons));
    log.info('search index written to cache', { file });
  } catch (error) {
    log.warn('search index not persisted (cache folder not writable); serving from memory', { file, error: String(error) });
    return false;
  }
  prune(dir, file);
  return true;
}

/** Keeps the newest KEEP snapshots (a folder may serve several sites, or a site's past versions). */
function prune(dir: string, keep: string): void {
  try {
    removeStaleTemps(dir);
    const snapshots = readdirSync(dir)
      .filter((f) => f.endsWith('.idx'))
      .map((f) => ({ path: join(dir, f), mtime: statSync(join(dir, f)).mtimeMs }))
      .filter((f) => f.path !== keep)
      .sort((a, b) => b.mtime - a.mtime);
    for (const f of snapshots.slice(KEEP - 1)) rmSync(f.path, { force: true });
  } catch {
    // Pruning is housekeeping: a race with another process is harmless.
  }
}
