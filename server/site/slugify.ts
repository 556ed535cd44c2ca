/**
 * Heading anchors. Latin letters are transliterated without loss by a maintained table
 * (@sindresorhus/transliterate: ä→ae, ß→ss, Œ→oe, Ł→l, æ→ae, ø→o), Cyrillic and Greek
 * are transliterated, and scripts without a Latin spelling (Japanese, Chinese, ...) keep
 * their letters, so every heading with letters gets a readable anchor. Only a heading
 * without any letter or digit falls back to a numbered `section`.
 */
import { createRequire } from 'node:module';

type Transliterate = (text: string) => string;

/** Words transliterate leaves alone that a URL fragment should not carry. */
const JOINERS = /[^\p{L}\p{N}\p{M}]+/gu;
const NOT_ASCII = /[^\x00-\x7f]/;
/** The only ASCII characters transliterate changes: it drops these two diacritics (checked for every ASCII character in the spec). */
const ASCII_DIACRITICS = /[\^`]/g;

/**
 * The library builds its tables for every locale when imported (about 35 ms of CPU), and a
 * restart with the page cache (page-cache.ts) slugs no heading at all; so it is loaded on the
 * first heading that is not plain ASCII, synchronously (require of an ES module, Node >= 20.19).
 */
export function transliterationLoader(require = createRequire(import.meta.url)): { transliterate: Transliterate; loaded(): boolean } {
  let lib: Transliterate | undefined;
  return {
    transliterate: (text) => {
      if (!NOT_ASCII.test(text)) return text.replace(ASCII_DIACRITICS, '');
      lib ??= (require('@sindresorhus/transliterate') as { default: Transliterate }).default;
      return lib(text);
    },
    loaded: () => lib !== undefined,
  };
}

const { transliterate } = transliterationLoader();

export function slugify(text: string): string {
  return transliterate(text)
    .toLowerCase()
    .normalize('NFC')
    .replace(JOINERS, '-')
    .replace(/^-+|-+$/g, '');
}

/** Makes anchors unique per page the way GitHub does: a repeat gets -1, -2, ... */
export function createSlugger(reserved: Iterable<string> = []): (text: string) => string {
  const seen = new Set<string>(reserved);
  return (text) => {
    const base = slugify(text) || 'section';
    let slug = base;
    for (let n = 1; seen.has(slug); n++) slug = `${base}-${n}`;
    seen.add(slug);
    return slug;
  };
}
