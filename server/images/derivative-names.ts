/**
 * The responsive versions of a photograph: which widths and formats exist and their
 * addresses. Names carry the original's content hash and the recipe, so a name always
 * means the same bytes (served immutable) and a changed picture gets new names.
 */
import type { Photo } from './photo-types.ts';

/** Widths made for every photograph (those below the original's width, plus the original's own up to the largest). */
export const WIDTHS = [480, 960, 1600] as const;
/** Bumped when the encoding settings change, so old cached copies are never served under a name. */
export const RECIPE = 'a';
export const DERIVATIVE_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type DerivativeExt = keyof typeof DERIVATIVE_TYPES;

export const DERIVATIVE_PREFIX = '/images/';
const NAME = /^\/images\/([0-9a-f]{16})([a-z])-(\d{1,5})\.(webp|jpg)$/;

export function derivativeWidths(photo: Pick<Photo, 'width'>): number[] {
  const largest = WIDTHS[WIDTHS.length - 1];
  const widths: number[] = WIDTHS.filter((w) => w < photo.width);
  const top = Math.min(photo.width, largest);
  if (top > 0 && !widths.includes(top)) widths.push(top);
  return widths;
}

export function derivativePath(photo: Pick<Photo, 'fingerprint'>, width: number, ext: DerivativeExt): string {
  return `${DERIVATIVE_PREFIX}${photo.fingerprint}${RECIPE}-${width}.${ext}`;
}

export function derivativeHeight(photo: Pick<Photo, 'width' | 'height'>, width: number): number {
  return Math.max(1, Math.round((photo.height * width) / photo.width));
}

export interface DerivativeName {
  fingerprint: string;
  recipe: string;
  width: number;
  ext: DerivativeExt;
}

export function parseDerivativePath(path: string): DerivativeName | undefined {
  const m = NAME.exec(path);
  if (!m) return undefined;
  return { fingerprint: m[1], recipe: m[2], width: Number(m[3]), ext: m[4] as DerivativeExt };
}

/** The smallest JPEG: the thumbnail agents and feeds get. */
export function thumbnailPath(photo: Pick<Photo, 'fingerprint' | 'width'>): string {
  return derivativePath(photo, derivativeWidths(photo)[0], 'jpg');
}

/** The largest JPEG: what link previews (Open Graph) show. */
export function largePath(photo: Pick<Photo, 'fingerprint' | 'width'>): string {
  const widths = derivativeWidths(photo);
  return derivativePath(photo, widths[widths.length - 1], 'jpg');
}
