/**
 * Heading anchors. German umlauts are folded the way a German writer spells them
 * without umlauts (ä→ae, ß→ss), so anchors stay plain ASCII and the same heading
 * always gets the same anchor, whatever the browser does with non-ASCII fragments.
 */
const GERMAN_FOLDS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (ch) => GERMAN_FOLDS[ch])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
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
