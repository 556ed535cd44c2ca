/**
 * Markdown to HTML with remark and rehype (GFM). This module pulls in a few hundred small
 * modules, so nothing imports it statically: render-html.ts loads it with import() when the
 * first HTML page is needed (loadHtmlRenderer), and a server preloads it once it is listening.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import type { Root as HastRoot, Element } from 'hast';
import { visit } from 'unist-util-visit';

/** Gives ## and ### headings the same anchors as the section ids (the slugger de-duplicates per page). */
function headingIds(ids: string[]) {
  return () => (tree: HastRoot) => {
    let i = 0;
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'h2' || node.tagName === 'h3') node.properties = { ...node.properties, id: ids[i++] };
    });
  };
}

/** `extra`: a rehype step of the caller's (the photographs' figures), run after the headings. */
export function markdownToHtml(markdown: string, sectionIds: string[], extra?: () => (tree: HastRoot) => void): string {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(headingIds(sectionIds));
  return String((extra ? processor.use(extra) : processor).use(rehypeStringify).processSync(markdown));
}
