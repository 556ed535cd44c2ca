/**
 * At load: finds each page's photographs (Markdown images under /assets/, and the
 * front-matter `photos:` list), reads each picture's embedded IPTC/XMP once, applies
 * what the page writes, checks them (problems name the page and the image), and appends
 * one search section per photograph to the page. Also refuses symbolic links that lead
 * out of the content folder.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { basename, extname, join, resolve, sep } from 'node:path';
import type { Problem } from '../site/content-schemas.ts';
import type { Page, Section } from '../site/site-types.ts';
import { checkSymlinks, statOrUndefined, staysInside } from './content-boundary.ts';
import { metadataCache, type CachedFacts, type MetadataCache } from './metadata-cache.ts';
import { pickLang, readImageFacts, SUPPORTED_EXTENSIONS, type EmbeddedMetadata } from './photo-metadata.ts';
import { scanImages, type ImageRef } from './scan-images.ts';
import type { Photo, PhotoEntry } from './photo-types.ts';
import { photoSectionText, placeText } from './photo-text.ts';

export interface PhotoLoadOptions {
  cacheDir?: string;
  /** The site reserves text and data mining: pictures should say so too. */
  tdmReservation?: boolean;
  /** How a picture's bytes are read (default readFileSync; tests count reads or make one fail). */
  readFile?: (path: string) => Buffer;
}

export interface PhotoLoadStats {
  photos: number;
  files: number;
  /** Pictures whose facts came from the persisted cache (no file read). */
  cached: number;
}

export function attachPhotos(dir: string, pages: Page[], problems: Problem[], options: PhotoLoadOptions = {}): PhotoLoadStats {
  checkSymlinks(dir, problems);
  const cache = metadataCache(options.cacheDir, dir);
  const facts = new Map<string, CachedFacts | Unreadable | undefined>();
  // A picture shown on many pages is checked once (a realpath per page was a tenth of a 10k-section start).
  const inside = new Map<string, boolean>();
  const staysIn = (file: string) => {
    let ok = inside.get(file);
    if (ok === undefined) inside.set(file, (ok = staysInside(dir, join(dir, file))));
    return ok;
  };
  let count = 0;
  for (const page of pages) {
    const photos = pagePhotos(dir, page, problems, options, staysIn, (file) => {
      if (!facts.has(file)) facts.set(file, readFacts(dir, file, cache, options.readFile ?? readFileSync));
      return facts.get(file);
    });
    page.photos = photos;
    count += photos.length;
    page.sections.push(...photos.map((photo) => photoSection(page, photo)));
  }
  cache.save();
  return { photos: count, files: facts.size, cached: cache.hits };
}

/** A picture that is there but could not be read (permissions, a read error): skipped with a warning. */
interface Unreadable {
  error: string;
}

function readFacts(dir: string, file: string, cache: MetadataCache, readFile: (path: string) => Buffer): CachedFacts | Unreadable | undefined {
  const abs = join(dir, file);
  let stat;
  try {
    stat = statSync(abs);
  } catch {
    return undefined;
  }
  if (!stat.isFile()) return undefined;
  const hit = cache.get(file, stat.size, stat.mtimeMs);
  if (hit) return hit;
  let bytes: Buffer;
  try {
    bytes = readFile(abs);
  } catch (error) {
    return { error: (error as NodeJS.ErrnoException).code ?? (error as Error).message };
  }
  const entry: CachedFacts = {
    ...readImageFacts(bytes),
    size: stat.size,
    mtimeMs: stat.mtimeMs,
    fingerprint: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
  };
  cache.set(file, entry);
  return entry;
}

interface Candidate {
  ref?: ImageRef;
  entry?: PhotoEntry;
}

function pagePhotos(
  dir: string,
  page: Page,
  problems: Problem[],
  options: PhotoLoadOptions,
  staysIn: (file: string) => boolean,
  factsOf: (file: string) => CachedFacts | Unreadable | undefined,
): Photo[] {
  const entries = new Map((page.photoEntries ?? []).map((e) => [e.src, e]));
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (const ref of scanImages(page.body)) {
    if (!ref.src.startsWith('/assets/')) {
      problems.push({
        file: page.file,
        field: `image ${ref.src}`,
        message: /^https?:\/\//.test(ref.src)
          ? "is not a picture of this site: only images under /assets/ (the content folder's assets/) are photographs with metadata"
          : 'is not found: images are addressed under /assets/, e.g. /assets/photos/greta.jpg for assets/photos/greta.jpg',
        severity: /^https?:\/\//.test(ref.src) ? 'warning' : undefined,
      });
      continue;
    }
    if (seen.has(ref.src)) continue;
    seen.add(ref.src);
    candidates.push({ ref, entry: entries.get(ref.src) });
  }
  for (const entry of entries.values()) if (!seen.has(entry.src)) candidates.push({ entry });

  const headings = page.sections.filter((s) => s.level > 1 && s.kind !== 'photo');
  const taken = new Set(page.sections.map((s) => s.id));
  const photos: Photo[] = [];
  for (const { ref, entry } of candidates) {
    const src = (ref?.src ?? entry?.src)!;
    const where = { file: page.file, field: `image ${src}` };
    const file = assetFile(dir, src);
    if (!file) {
      problems.push({ ...where, message: 'points outside the assets folder' });
      continue;
    }
    if (!SUPPORTED_EXTENSIONS.includes(extname(file).toLowerCase())) {
      problems.push({ ...where, message: `is not a supported picture format: use ${SUPPORTED_EXTENSIONS.join(', ')}` });
      continue;
    }
    // The boundary first: a link that leads out of the content folder is refused before any byte is read.
    if (!staysIn(file)) {
      problems.push({
        ...where,
        message: statOrUndefined(join(dir, file)) ? 'is a symbolic link that leads outside the content folder: refused' : `is missing: there is no file ${file} in the content folder`,
      });
      continue;
    }
    const facts = factsOf(file);
    if (!facts) {
      problems.push({ ...where, message: `is missing: there is no file ${file} in the content folder` });
      continue;
    }
    if ('error' in facts) {
      problems.push({ ...where, message: `cannot be read (${facts.error}): skipped; check the file's permissions`, severity: 'warning' });
      continue;
    }
    if (!facts.format) {
      problems.push({ ...where, message: `is not a readable picture (${file}): use JPEG, PNG, WebP, AVIF or GIF` });
      continue;
    }
    const photo = buildPhoto(page, src, file, facts, ref, entry, taken);
    if (ref) photo.section = ref.headingIndex > 0 ? headings[ref.headingIndex - 1]?.id : undefined;
    checkPhoto(photo, facts.embedded, where, problems, options);
    photos.push(photo);
  }
  return photos;
}

/** `/assets/a/b.jpg` -> `assets/a/b.jpg`, or undefined when it would leave the assets folder. */
function assetFile(dir: string, src: string): string | undefined {
  let rel: string;
  try {
    rel = decodeURIComponent(src.slice('/assets/'.length).split(/[?#]/)[0]);
  } catch {
    return undefined;
  }
  if (rel.includes('\0') || rel.includes('\\')) return undefined;
  const root = join(dir, 'assets');
  const abs = resolve(root, rel);
  if (!abs.startsWith(root + sep)) return undefined;
  return abs
    .slice(dir.length + 1)
    .split(sep)
    .join('/');
}

function buildPhoto(page: Page, src: string, file: string, facts: CachedFacts, ref: ImageRef | undefined, entry: PhotoEntry | undefined, taken: Set<string>): Photo {
  const e = facts.embedded;
  const lang = page.lang;
  const exact = (t: Record<string, string> | undefined) => t?.[lang];
  const stem = basename(file, extname(file));
  return {
    id: uniqueId(`photo-${slugOf(stem)}`, taken),
    src,
    file,
    alt: (ref?.alt || entry?.alt || pickLang(e.altText, lang) || '').trim(),
    name: entry?.headline ?? ref?.title ?? exact(e.title) ?? e.headline ?? pickLang(e.title, lang) ?? stem.replace(/[-_]+/g, ' '),
    caption: entry?.caption ?? pickLang(e.caption, lang),
    creator: entry?.creator ?? e.creator,
    credit: entry?.credit ?? e.creditLine,
    copyrightNotice: entry?.copyright ?? e.copyrightNotice,
    dateCreated: entry?.date ?? e.dateCreated,
    place: {
      sublocation: entry?.location ?? e.sublocation,
      city: entry?.city ?? e.city,
      country: entry?.country ?? e.country,
      countryCode: entry?.country ? undefined : e.countryCode,
    },
    people: entry?.people ?? e.people ?? [],
    license: entry?.license ?? e.webStatement,
    licensor: entry?.licensor ?? e.licensorUrl,
    dataMining: normaliseDataMining(entry?.dataMining) ?? e.dataMining,
    embeddedDataMining: e.dataMining,
    format: facts.format!,
    width: facts.width,
    height: facts.height,
    bytes: facts.size,
    mtimeMs: facts.mtimeMs,
    fingerprint: facts.fingerprint,
    inBody: ref !== undefined,
  };
}

/** `DMI-PROHIBITED-AIMLTRAINING` may be written without the vocabulary's address. */
function normaliseDataMining(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return /^DMI-/i.test(value) ? `http://ns.useplus.org/ldf/vocab/${value.toUpperCase()}` : value;
}

function slugOf(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'image'
  );
}

function uniqueId(id: string, taken: Set<string>): string {
  let candidate = id;
  for (let n = 2; taken.has(candidate); n++) candidate = `${id}-${n}`;
  taken.add(candidate);
  return candidate;
}

/** Data mining is reserved by the file only with a PLUS "prohibited" value. */
export function reservesDataMining(value: string | undefined): boolean {
  return !!value && /DMI-PROHIBITED/i.test(value);
}

function checkPhoto(photo: Photo, embedded: EmbeddedMetadata, where: { file: string; field: string }, problems: Problem[], options: PhotoLoadOptions): void {
  const warn = (message: string) => problems.push({ ...where, message, severity: 'warning' });
  if (!photo.alt) warn("has no alt text: write it in ![alt text](…) (or alt: in the page's photos list), or embed the IPTC Alt Text (Accessibility)");
  if (!photo.caption) warn("has no caption: embed one (IPTC Description / dc:description) or write caption: in the page's photos list");
  if (!photo.credit && !photo.creator) warn("has no credit: embed a Credit Line or Creator, or write credit: in the page's photos list");
  if (options.tdmReservation && !reservesDataMining(embedded.dataMining)) {
    warn(
      `${photo.file}: the site reserves text and data mining, but the file's PLUS Data Mining value ${embedded.dataMining ? `says "${embedded.dataMining.replace(/^.*\//, '')}"` : 'is missing'}; embed plus:DataMining = DMI-PROHIBITED-AIMLTRAINING (or another DMI-PROHIBITED value)`,
    );
  }
}

function photoSection(page: Page, photo: Photo): Section {
  const parent = page.sections.find((s) => s.id === photo.section);
  const markdown = `![${photo.alt}](${photo.src})${photo.caption ? `\n\n${photo.caption}` : ''}`;
  let text: string | undefined;
  return {
    id: photo.id,
    name: photo.name,
    level: 3,
    path: `${page.path}#${photo.id}`,
    ownMarkdown: markdown,
    markdown,
    // Formatted on first use (the first Intl formatter of a language costs several ms): a restart
    // that reads its index from the cache formats none.
    get text() {
      return (text ??= photoSectionText(photo, page.lang));
    },
    textSource: photoTextSource(photo, page.lang),
    parent: parent && parent.level > 1 ? parent.name : undefined,
    kind: 'photo',
  };
}

/** Everything photoSectionText reads, and the Intl data it formats with. */
function photoTextSource(photo: Photo, lang: string): string {
  const { caption, place, dateCreated, people, alt } = photo;
  return JSON.stringify([lang, caption, place, dateCreated, people, alt, process.versions.icu ?? '']);
}

export { placeText };
