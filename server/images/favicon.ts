/**
 * The favicon: the owner's own (assets/favicon.svg, assets/favicon.ico) when the content
 * folder has one, else a monogram of the owner's initials drawn as SVG, and as a 32 px PNG
 * inside an ICO container for the clients that only ask for /favicon.ico.
 */
import type { Site } from '../site/site-types.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function initials(name: string): string {
  const words = name.split(/[\s—–-]+/).filter((w) => /^\p{L}/u.test(w));
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase() || '•';
}

export function monogramSvg(site: Site): string {
  const text = initials(site.person.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#1d1d1f"/><text x="32" y="42" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="${text.length > 1 ? 28 : 34}" font-weight="600" fill="#fdfdfc">${esc(text)}</text></svg>\n`;
}

/** A 32×32 PNG of the SVG wrapped in an ICO header (PNG inside ICO is valid since Windows Vista). */
export async function icoFromSvg(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const png = await sharp(Buffer.from(svg)).resize(32, 32).png().toBuffer();
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(32, 6);
  header.writeUInt8(32, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}
