/**
 * Finds the Markdown images of a page body with a small line scanner (no Markdown tree at
 * load): `![alt](/assets/… "title")`, outside fenced code, with the number of `##`/`###`
 * headings above each, so the picture can be placed in its section.
 */

export interface ImageRef {
  alt: string;
  src: string;
  title?: string;
  /** How many `##`/`###` headings come before it (0: the introduction). */
  headingIndex: number;
  /** True when the image is alone in its paragraph (rendered as a figure). */
  standalone: boolean;
}

const IMAGE = /!\[((?:[^\]\\]|\\.)*)\]\(\s*<?([^\s)>]+)>?(?:\s+(?:"([^"]*)"|'([^']*)'))?\s*\)/g;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{2,3})[ \t]+\S/;

export function scanImages(body: string): ImageRef[] {
  const refs: ImageRef[] = [];
  let fence: string | undefined;
  let headingIndex = 0;
  for (const line of body.split('\n')) {
    const open = line.match(FENCE);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = undefined;
      continue;
    }
    if (open) {
      fence = open[1];
      continue;
    }
    if (HEADING.test(line)) {
      headingIndex++;
      continue;
    }
    if (/^( {4}|\t)/.test(line) || !line.includes('![')) continue;
    const found = [...line.matchAll(IMAGE)];
    const standalone = found.length === 1 && line.trim() === found[0][0];
    for (const m of found) {
      refs.push({ alt: m[1].replace(/\\(.)/g, '$1'), src: m[2], title: m[3] ?? m[4], headingIndex, standalone });
    }
  }
  return refs;
}

/** Matches one image in Markdown text (for rewriting the Markdown view). */
export const IMAGE_PATTERN = IMAGE;
