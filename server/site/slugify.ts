/**
 * Heading anchors. Latin letters are transliterated without loss by a maintained table
 * (@sindresorhus/transliterate: ä→ae, ß→ss, Œ→oe, Ł→l, æ→ae, ø→o), Cyrillic and Greek
 * are transliterated, and scripts without a Latin spelling (Japanese, Chinese, ...) keep
 * their letters, so every heading with letters gets a readable anchor. Only a heading
 * without any letter or digit falls back to a numbered `section`.
 */
import transliterate from '@sindresorhus/transliterate';

/** Words transliterate leaves alone that a URL fragment should not carry. */
const JOINERS = /[^\p{L}\p{N}\p{M}]+/gu;

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
