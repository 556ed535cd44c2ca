/**
 * Makes the responsive versions of the photographs with sharp, once, and keeps them on
 * disk: in the cache folder's `images/` when there is one (they survive restarts), else in
 * a temporary folder of this process (removed at exit). Nothing is made at load or per
 * request twice: `warm()` makes them all in the background after the server listens, one
 * at a time; a request for one not made yet makes it then, and concurrent requests for the
 * same one share the work. Only names of the loaded photographs' versions are ever made.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheSubdir, makeFolders } from '../site/cache-dir.ts';
import { removeStaleTemps, replaceFileAtomic } from '../site/atomic-write.ts';
import type { Page, Site } from '../site/site-types.ts';
import { derivativePath, derivativeWidths, DERIVATIVE_TYPES, RECIPE, type DerivativeExt, type DerivativeName } from './derivative-names.ts';
import type { Photo } from './photo-types.ts';

export interface Derivative {
  /** File on disk. */
  path: string;
  size: number;
  type: string;
  photo: Photo;
  page: Page;
}

export interface DerivativeStore {
  /** The version named, made first if needed; undefined when no loaded photograph has it. */
  get(name: DerivativeName): Promise<Derivative | undefined>;
  /** Makes every version of every photograph not on disk yet, one after another. */
  warm(): Promise<void>;
  /**
   * The versions of the site now served that are not on disk yet (another process may make
   * them: see start-server.ts); temporary files a killed writer left in the folder over an
   * hour ago are removed first. Looked up asynchronously, a batch of files at a time, so a
   * site with thousands of pictures does not hold the event loop.
   */
  missing(): Promise<VersionJob[]>;
  /** Versions made by this process, and versions found already on disk. */
  readonly stats: { made: number; found: number; failed: number };
}

export interface StoreOptions {
  cacheDir?: string;
  log?: { warn(message: string, fields?: Record<string, unknown>): void };
  /** At most this many pictures encoded at once on request (the background warm-up uses one). */
  concurrency?: number;
}

/** Encoder settings of RECIPE 'a': quality for the size, and the picture's IPTC/XMP kept in every version. */
async function encode(input: string, width: number, ext: DerivativeExt) {
  // Loaded on first use: the native module costs start-up time a server that never resizes should not pay.
  const { default: sharp } = await import('sharp');
  // Each version is made once: libvips's operation cache (up to 50 MB by default) would only hold memory.
  sharp.cache(false);
  const pipeline = sharp(input, { failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true }).keepIccProfile().keepXmp();
  return ext === 'webp' ? pipeline.webp({ quality: 74, effort: 4 }) : pipeline.jpeg({ quality: 78, mozjpeg: true, progressive: true });
}

/** One picture version to make: the original, the width and format, and the file to write. */
export interface VersionJob {
  input: string;
  width: number;
  ext: DerivativeExt;
  path: string;
}

/** Makes one version: written to a temporary file, then renamed, so a reader never sees half a picture. */
export async function makeVersion(job: VersionJob): Promise<void> {
  await replaceFileAtomic(job.path, async (temp) => (await encode(job.input, job.width, job.ext)).toFile(temp));
}

export function derivativeStore(getSite: () => Site, options: StoreOptions = {}): DerivativeStore {
  let dir: string | undefined;
  const folder = () => {
    if (dir) return dir;
    if (options.cacheDir) dir = cacheSubdir(options.cacheDir, 'images');
    else {
      dir = mkdtempSync(join(tmpdir(), 'portfolio-agent-images-'));
      const made = dir;
      process.once('exit', () => rmSync(made, { recursive: true, force: true }));
    }
    makeFolders(dir);
    return dir;
  };
  const index = new WeakMap<Site, Map<string, { photo: Photo; page: Page }>>();
  const photosOf = (site: Site) => {
    let map = index.get(site);
    if (!map) {
      map = new Map();
      for (const page of site.pages) for (const photo of page.photos ?? []) if (!map.has(photo.fingerprint)) map.set(photo.fingerprint, { photo, page });
      index.set(site, map);
    }
    return map;
  };
  const inflight = new Map<string, Promise<number | undefined>>();
  const stats = { made: 0, found: 0, failed: 0 };
  let running = 0;
  const waiting: (() => void)[] = [];
  const limit = Math.max(1, options.concurrency ?? 2);
  const slot = async () => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
  };
  const release = () => {
    running--;
    waiting.shift()?.();
  };

  /** Size of the file on disk, making it first if needed; shared by concurrent callers. */
  const ensure = (site: Site, photo: Photo, width: number, ext: DerivativeExt): Promise<number | undefined> => {
    const name = derivativePath(photo, width, ext).slice('/images/'.length);
    const path = join(folder(), name);
    const existing = sizeOf(path);
    if (existing !== undefined) return Promise.resolve(existing);
    let job = inflight.get(name);
    if (!job) {
      job = (async () => {
        await slot();
        try {
          const again = sizeOf(path);
          if (again !== undefined) {
            stats.found++;
            return again;
          }
          await makeVersion({ input: join(site.dir, photo.file), width, ext, path });
          stats.made++;
          return sizeOf(path);
        } catch (error) {
          stats.failed++;
          options.log?.warn('image version failed', { file: photo.file, width, ext, error: (error as Error).message });
          return undefined;
        } finally {
          release();
          inflight.delete(name);
        }
      })();
      inflight.set(name, job);
    }
    return job;
  };

  return {
    async get(name) {
      if (name.recipe !== RECIPE) return undefined;
      const site = getSite();
      const entry = photosOf(site).get(name.fingerprint);
      if (!entry || !derivativeWidths(entry.photo).includes(name.width)) return undefined;
      const size = await ensure(site, entry.photo, name.width, name.ext);
      if (size === undefined) return undefined;
      const path = join(folder(), derivativePath(entry.photo, name.width, name.ext).slice('/images/'.length));
      return { path, size, type: DERIVATIVE_TYPES[name.ext], photo: entry.photo, page: entry.page };
    },
    async missing() {
      const site = getSite();
      // Asked after each start and reload, before a picture process is started: what a killed
      // one left half-written is removed (a version is renamed into place whole, never a .tmp).
      removeStaleTemps(folder());
      const all: VersionJob[] = [];
      for (const { photo } of photosOf(site).values()) {
        for (const width of derivativeWidths(photo)) {
          for (const ext of Object.keys(DERIVATIVE_TYPES) as DerivativeExt[]) {
            all.push({ input: join(site.dir, photo.file), width, ext, path: join(folder(), derivativePath(photo, width, ext).slice('/images/'.length)) });
          }
        }
      }
      const jobs: VersionJob[] = [];
      for (let i = 0; i < all.length; i += STAT_BATCH) {
        const batch = all.slice(i, i + STAT_BATCH);
        const sizes = await Promise.all(batch.map((job) => sizeOfAsync(job.path)));
        batch.forEach((job, j) => sizes[j] === undefined && jobs.push(job));
      }
      return jobs;
    },
    async warm() {
      const site = getSite();
      for (const { photo } of photosOf(site).values()) {
        for (const width of derivativeWidths(photo)) {
          for (const ext of Object.keys(DERIVATIVE_TYPES) as DerivativeExt[]) {
            if (getSite() !== site) return; // reloaded: the new site warms itself
            await ensure(site, photo, width, ext);
          }
        }
      }
    },
    get stats() {
      return stats;
    },
  };
}

/** Files looked up at once by `missing` (the thread pool has 4 threads; more would only queue). */
const STAT_BATCH = 16;

async function sizeOfAsync(path: string): Promise<number | undefined> {
  try {
    const s = await stat(path);
    return s.isFile() ? s.size : undefined;
  } catch {
    return undefined;
  }
}

function sizeOf(path: string): number | undefined {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat.size : undefined;
  } catch {
    return undefined;
  }
}
