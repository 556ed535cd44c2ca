/**
 * Reads a picture's embedded IPTC Photo Metadata once, at load, synchronously: the XMP
 * packet (found by packet scanning, as the XMP spec allows, so JPEG, PNG, WebP and AVIF
 * alike) and, in JPEG, the IPTC IIM block of APP13. Parsing is exifr's own XMP and IPTC
 * segment parsers; only finding the bytes is done here, so no promise is needed at load.
 */
import { createRequire } from 'node:module';
import type { PhotoRightsFields } from './xmp-packet.ts';

/**
 * exifr and image-size cost 40–120 ms to load on a busy machine: they are required on first
 * use, synchronously, so a site without pictures (or with their facts persisted in the cache
 * folder) never loads them. Node's module cache keeps them after that.
 */
const requireLazily = createRequire(import.meta.url);
const exifrLib = () => requireLazily('exifr') as typeof import('exifr').default;
const imageSizeLib = () => (requireLazily('image-size') as typeof import('image-size')).imageSize;

/** Text by language; `x-default` for the language-neutral value. */
export type LangText = Record<string, string>;

/** What the reader takes from a file: the fields the writer (xmp-packet.ts) puts there, but the licensor's name. */
export type EmbeddedMetadata = Omit<PhotoRightsFields, 'licensorName'>;

export interface ImageFacts {
  /** Media type, e.g. image/jpeg; undefined when the bytes are no supported picture. */
  format?: string;
  width: number;
  height: number;
  embedded: EmbeddedMetadata;
}

const FORMATS: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' };
export const SUPPORTED_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif'];

export function readImageFacts(bytes: Buffer): ImageFacts {
  let size: { width?: number; height?: number; type?: string } = {};
  try {
    size = imageSizeLib()(bytes);
  } catch {
    return { width: 0, height: 0, embedded: {} };
  }
  const format = size.type ? FORMATS[size.type] : undefined;
  return { format, width: size.width ?? 0, height: size.height ?? 0, embedded: format ? readEmbedded(bytes, format) : {} };
}

function readEmbedded(bytes: Buffer, format: string): EmbeddedMetadata {
  const xmp = parseXmp(findXmpPacket(bytes));
  const iptc = format === 'image/jpeg' ? parseIptc(findApp13(bytes)) : {};
  // XMP wins where both say something (it is the current standard and holds languages).
  return { ...stripUndefined(iptc), ...stripUndefined(xmp) };
}

/** The XMP packet as text, if the file carries one (the packet is plain UTF-8 by design). */
export function findXmpPacket(bytes: Buffer): string | undefined {
  const start = bytes.indexOf('<x:xmpmeta');
  if (start < 0) return undefined;
  const end = bytes.indexOf('</x:xmpmeta>', start);
  if (end < 0) return undefined;
  return bytes.subarray(start, end + '</x:xmpmeta>'.length).toString('utf8');
}

/** The Photoshop APP13 segment of a JPEG (holding IPTC IIM), walking markers up to the image data. */
function findApp13(bytes: Buffer): Buffer | undefined {
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1];
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === 0xed && bytes.toString('latin1', offset + 4, offset + 13) === 'Photoshop') return bytes.subarray(offset + 4, offset + 2 + length);
    offset += 2 + length;
  }
  return undefined;
}

type Tree = Record<string, Record<string, unknown> | undefined>;

function parseXmp(packet: string | undefined): EmbeddedMetadata {
  if (!packet) return {};
  let tree: Tree;
  try {
    tree = (exifrLib().segmentParsers.get('xmp').parse(packet, {}) ?? {}) as Tree;
  } catch {
    return {};
  }
  const ns = (name: string) => tree[name] ?? {};
  const dc = ns('dc');
  const ps = ns('photoshop');
  const core = ns('Iptc4xmpCore');
  const ext = ns('Iptc4xmpExt');
  const rights = ns('xmpRights');
  const plus = ns('plus');
  const licensor = first(plus.Licensor) as Record<string, unknown> | undefined;
  return {
    caption: langText(dc.description),
    altText: langText(core.AltTextAccessibility),
    title: langText(dc.title),
    headline: text(ps.Headline),
    creator: list(dc.creator).join(', ') || undefined,
    creditLine: text(ps.Credit),
    copyrightNotice: langText(dc.rights)?.['x-default'] ?? firstValue(langText(dc.rights)),
    dateCreated: isoDate(text(ps.DateCreated)),
    sublocation: text(core.Location),
    city: text(ps.City),
    country: text(ps.Country),
    countryCode: text(core.CountryCode),
    people: list(ext.PersonInImage).length ? list(ext.PersonInImage) : undefined,
    webStatement: text(rights.WebStatement),
    licensorUrl: text(licensor?.LicensorURL),
    dataMining: resource(plus.DataMining),
  };
}

const IIM: Record<string, keyof EmbeddedMetadata> = {
  Headline: 'headline',
  Byline: 'creator',
  Credit: 'creditLine',
  CopyrightNotice: 'copyrightNotice',
  City: 'city',
  Country: 'country',
  CountryCode: 'countryCode',
  Sublocation: 'sublocation',
};

function parseIptc(segment: Buffer | undefined): EmbeddedMetadata {
  if (!segment) return {};
  let raw: Record<string, unknown>;
  try {
    raw = (exifrLib().segmentParsers.get('iptc').parse(segment, {}) ?? {}) as Record<string, unknown>;
  } catch {
    return {};
  }
  // exifr reads IIM as Latin-1; record 1:90 = ESC % G declares UTF-8, which nearly every tool writes today.
  const utf8 = segment.includes(Buffer.from([0x1c, 0x01, 0x5a, 0x00, 0x03, 0x1b, 0x25, 0x47]));
  const decode = (value: unknown) => {
    const s = text(value);
    return s && utf8 ? Buffer.from(s, 'latin1').toString('utf8') : s;
  };
  const out: EmbeddedMetadata = {};
  for (const [key, field] of Object.entries(IIM)) {
    const value = decode(raw[key]);
    if (value) (out as Record<string, unknown>)[field] = value;
  }
  const caption = decode(raw.Caption);
  if (caption) out.caption = { 'x-default': caption };
  const date = text(raw.DateCreated);
  if (date && /^\d{8}$/.test(date)) out.dateCreated = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
  return out;
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function text(value: unknown): string | undefined {
  const v = first(value);
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v && typeof v === 'object' && 'value' in v) return text((v as { value: unknown }).value);
  return undefined;
}

function list(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return items.map(text).filter((s): s is string => !!s);
}

function langText(value: unknown): LangText | undefined {
  if (value === undefined) return undefined;
  const items = Array.isArray(value) ? value : [value];
  const out: LangText = {};
  for (const item of items) {
    if (item && typeof item === 'object' && 'value' in item) {
      const v = text((item as { value: unknown }).value);
      if (v) out[String((item as { lang?: unknown }).lang ?? 'x-default')] = v;
    } else {
      const v = text(item);
      if (v && !out['x-default']) out['x-default'] = v;
    }
  }
  return Object.keys(out).length ? out : undefined;
}

function firstValue(t: LangText | undefined): string | undefined {
  return t ? Object.values(t)[0] : undefined;
}

function resource(value: unknown): string | undefined {
  const v = first(value);
  if (v && typeof v === 'object' && 'resource' in v) return text((v as { resource: unknown }).resource);
  return text(v);
}

/** XMP dates may carry a time; the date part is what a caption shows. */
function isoDate(value: string | undefined): string | undefined {
  const match = value?.match(/^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/);
  if (!match) return undefined;
  return [match[1], match[2], match[3]].filter(Boolean).join('-');
}

function stripUndefined<T extends object>(object: T): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The text for a language: that language, else x-default, else any. */
export function pickLang(value: LangText | undefined, lang: string): string | undefined {
  if (!value) return undefined;
  return value[lang] ?? value['x-default'] ?? Object.values(value)[0];
}
