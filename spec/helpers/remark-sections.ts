/**
 * The remark-based page parser the lean scanner (server/site/parse-page.ts) replaced, kept as
 * the reference its sections and plain text are compared with (spec/server/site/parse-page.spec.ts).
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { Root, RootContent, Nodes, Heading } from 'mdast';
import { createSlugger } from '../../server/site/slugify.ts';

export interface ParsedSection {
  id: string;
  name: string;
  level: number;
  ownMarkdown: string;
  markdown: string;
  text: string;
  parent?: string;
}

export interface ParsedPage {
  data: unknown;
  body: string;
  sections: ParsedSection[];
}

/** A problem in the file itself (front matter YAML), with the field it concerns. */
class PageSyntaxError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);

/** The anchor of the introduction: `#top` scrolls to the top in every browser. */
const INTRO_ID = 'top';

export function remarkParsePage(source: string, title: string | undefined): ParsedPage {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const tree = processor.parse(text) as Root;
  const [first] = tree.children;
  const data = first?.type === 'yaml' ? parseFrontMatter(first.value) : undefined;
  const content = first?.type === 'yaml' ? tree.children.slice(1) : tree.children;
  const bodyStart = content[0]?.position?.start.offset ?? text.length;
  const body = text.slice(bodyStart).trimEnd() + '\n';
  const pageTitle = title ?? readTitle(data) ?? '';
  return { data, body, sections: splitSections(text, content, pageTitle) };
}

function readTitle(data: unknown): string | undefined {
  const title = (data as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' ? title : undefined;
}

function parseFrontMatter(yaml: string): unknown {
  try {
    return parseYaml(yaml) ?? {};
  } catch (error) {
    const where = error instanceof YAMLParseError && error.linePos ? ` (front matter line ${error.linePos[0].line})` : '';
    throw new PageSyntaxError('front matter', `invalid YAML${where}: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** Splits the top-level nodes at `##` and `###` headings; the text before the first is the introduction. */
function splitSections(source: string, nodes: RootContent[], pageTitle: string): ParsedSection[] {
  const slug = createSlugger([INTRO_ID]);
  const headings = nodes.map((node, index) => ({ node, index })).filter((h): h is { node: Heading; index: number } => h.node.type === 'heading' && (h.node.depth === 2 || h.node.depth === 3));
  const sliceNodes = (from: number, to: number) => {
    const start = nodes[from]?.position?.start.offset;
    const end = nodes[to - 1]?.position?.end.offset;
    return from < to && start !== undefined && end !== undefined ? source.slice(start, end).trim() : '';
  };
  const introEnd = headings[0]?.index ?? nodes.length;
  const intro = nodes.slice(0, introEnd);
  const sections: ParsedSection[] = [];
  const introText = plainText(intro);
  if (introText || headings.length === 0) {
    const md = sliceNodes(0, introEnd);
    sections.push({ id: INTRO_ID, name: pageTitle, level: 1, ownMarkdown: md, markdown: md, text: introText });
  }
  let parent: string | undefined;
  headings.forEach((h, i) => {
    const name = plainText([h.node]).trim();
    const ownEnd = headings[i + 1]?.index ?? nodes.length;
    const nextSameOrHigher = headings.slice(i + 1).find((n) => n.node.depth <= h.node.depth);
    const fullEnd = nextSameOrHigher?.index ?? nodes.length;
    if (h.node.depth === 2) parent = name;
    sections.push({
      id: slug(name),
      name,
      level: h.node.depth,
      ownMarkdown: sliceNodes(h.index + 1, ownEnd),
      markdown: sliceNodes(h.index, fullEnd),
      text: plainText(nodes.slice(h.index + 1, ownEnd)),
      parent: h.node.depth === 3 ? parent : undefined,
    });
  });
  return sections;
}

/** Plain text of Markdown nodes: blocks on their own lines, table cells apart, link text kept. */
export function plainText(nodes: readonly Nodes[]): string {
  const out: string[] = [];
  const walk = (node: Nodes): void => {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        out.push(node.value);
        return;
      case 'code':
        out.push(node.value, '\n');
        return;
      case 'image':
        out.push(node.alt ?? '');
        return;
      case 'break':
        out.push('\n');
        return;
      case 'html':
      case 'yaml':
      case 'definition':
        return;
    }
    if ('children' in node) {
      for (const child of node.children as Nodes[]) walk(child);
      if (node.type === 'tableCell') out.push(' · ');
      else if (isBlock(node)) out.push('\n');
    }
  };
  for (const node of nodes) walk(node);
  return out
    .join('')
    .replace(/ · \n/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

function isBlock(node: Nodes): boolean {
  return ['paragraph', 'heading', 'listItem', 'tableRow', 'blockquote', 'list', 'table'].includes(node.type);
}
