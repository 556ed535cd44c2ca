/**
 * Turns one Markdown file into front matter data, body and sections, without a syntax tree:
 * the front matter block is cut off and parsed as YAML, the body is scanned once for its
 * `##`/`###` headings, and each section is a range of the body (TextSection). HTML is still
 * rendered with remark, on first request (server/documents/render-html.ts).
 * Pure: no file system, no validation of the front matter's fields.
 */
import { yamlLib } from './yaml-lib.ts';
import { yamlProblem } from './yaml-problem.ts';
import { createSlugger } from './slugify.ts';
import { findDefinitions, findHeadings, inlineText, markdownText } from './markdown-text.ts';
import { TextSection } from './text-section.ts';

export type ParsedSection = TextSection;

export interface ParsedPage {
  data: unknown;
  /** Where the body starts in the file's text (after a byte-order mark is dropped and line ends are LF). */
  bodyStart: number;
  body: string;
  sections: TextSection[];
}

/** A problem in the file itself (front matter YAML), with the field it concerns. */
export class PageSyntaxError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly detail: { line?: number; excerpt?: string; hint?: string } = {},
  ) {
    super(message);
  }
}

/** The anchor of the introduction: `#top` scrolls to the top in every browser. */
export const INTRO_ID = 'top';

/** `---` on the first line, YAML, `---` on a line of its own (as remark-frontmatter reads it). */
const FRONT_MATTER = /^---[ \t]*\n(?:([\s\S]*?)\n)?---[ \t]*(?:\n|$)/;

/**
 * @param title the introduction's name (default: the front matter's title)
 * @param path the page's address: sections get `path` (introduction) or `path#id`
 */
export function parsePage(source: string, title?: string, path = ''): ParsedPage {
  let text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n');
  const fm = FRONT_MATTER.exec(text);
  // The YAML is parsed from a copy, so no value keeps the file's string alive beside the body.
  const data = fm ? parseFrontMatter(Buffer.from(fm[1] ?? '').toString()) : undefined;
  const rest = fm ? fm[0].length : 0;
  const bodyStart = rest + (/^\s*/.exec(text.slice(rest, rest + 4096))?.[0].length ?? 0);
  const body = text.slice(bodyStart).trimEnd() + '\n';
  const pageTitle = title ?? readTitle(data) ?? '';
  return { data, bodyStart, body, sections: splitSections(body, pageTitle, path) };
}

function readTitle(data: unknown): string | undefined {
  const title = (data as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' ? title : undefined;
}

function parseFrontMatter(yaml: string): unknown {
  const simple = simpleFrontMatter(yaml);
  if (simple) return simple;
  try {
    return yamlLib().parse(yaml) ?? {};
  } catch (error) {
    const problem = yamlProblem(error, yaml, 2);
    throw new PageSyntaxError('front matter', problem.message, problem);
  }
}

const SIMPLE_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):[ \t]+(\S[^\n]*?)[ \t]*$/;
/** A plain scalar that stays a string: no YAML indicator first, no `: ` or ` #` inside, no `:` last. */
const PLAIN = /^[^\s\-?:,[\]{}#&*!|>'"%@`](?:(?!: | #)[^\n])*$/;
const INTEGER = /^[-+]?\d{1,15}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Would the YAML core schema read this plain scalar as something other than a string (number, bool, null, ...)? */
const NOT_A_STRING = /^(?:[-+]?(?:\d|\.\d|\.inf|\.nan)|~$|null$|true$|false$|\.(?:inf|nan))/i;

/** One plain value: a string, an integer, or undefined when only the YAML library can say. */
function simpleScalar(raw: string): string | number | undefined {
  if (INTEGER.test(raw)) return Number(raw);
  if (ISO_DATE.test(raw)) return raw; // the core schema has no timestamps: a date stays a string
  if (!PLAIN.test(raw) || raw.endsWith(':') || NOT_A_STRING.test(raw)) return undefined;
  return raw;
}

/**
 * Most front matter is `key: value` lines, the value plain text, a whole number, an ISO date
 * or a flow list of plain words (`[a, b c, d]`); those are read here, without the YAML library,
 * to the same values it gives. Anything else (quotes, other numbers, comments, nesting,
 * repeated keys) returns undefined and goes to the YAML library.
 */
function simpleFrontMatter(yaml: string): Record<string, unknown> | undefined {
  const data: Record<string, unknown> = {};
  for (const line of yaml.split('\n')) {
    if (line === '') continue;
    const m = SIMPLE_LINE.exec(line);
    if (!m || Object.hasOwn(data, m[1])) return undefined;
    const raw = m[2];
    if (raw.startsWith('[') && raw.endsWith(']')) {
      const inner = raw.slice(1, -1).trim();
      const items = inner === '' ? [] : inner.split(',').map((item) => item.trim());
      const values = items.map((item) => (item === '' || /[[\]{}]/.test(item) ? undefined : simpleScalar(item)));
      if (values.some((item) => item === undefined)) return undefined;
      data[m[1]] = values;
      continue;
    }
    const value = simpleScalar(raw);
    if (value === undefined) return undefined;
    data[m[1]] = value;
  }
  return Object.keys(data).length > 0 ? data : undefined;
}

/** The range [from, to) without surrounding whitespace. */
function trimmed(body: string, from: number, to: number): [number, number] {
  while (from < to && isSpace(body.charCodeAt(from))) from++;
  while (to > from && isSpace(body.charCodeAt(to - 1))) to--;
  return [from, to];
}
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d || c === 0x0c || c === 0x0b;

/** Splits the body at `##` and `###` headings; the text before the first is the introduction. */
function splitSections(body: string, pageTitle: string, path: string): TextSection[] {
  const slug = createSlugger([INTRO_ID]);
  const definitions = findDefinitions(body);
  const headings = findHeadings(body);
  const sections: TextSection[] = [];
  const introEnd = headings[0]?.start ?? body.length;
  const [introStart, introStop] = trimmed(body, 0, introEnd);
  const introText = markdownText(body, introStart, introStop, definitions);
  if (introText || headings.length === 0) {
    const range = { start: introStart, end: introStop, ownStart: introStart, ownEnd: introStop };
    sections.push(new TextSection(body, range, definitions, INTRO_ID, pageTitle, 1, path));
  }
  let parent: string | undefined;
  headings.forEach((h, i) => {
    const name = inlineText(h.raw, definitions)
      .replace(/[ \t]+/g, ' ')
      .trim();
    const ownStop = headings[i + 1]?.start ?? body.length;
    const fullStop = headings.slice(i + 1).find((n) => n.level <= h.level)?.start ?? body.length;
    if (h.level === 2) parent = name;
    const [ownStart, ownEnd] = trimmed(body, h.end, ownStop);
    const [start, end] = trimmed(body, h.start, fullStop);
    const id = slug(name);
    sections.push(new TextSection(body, { start, end, ownStart, ownEnd }, definitions, id, name, h.level, `${path}#${id}`, h.level === 3 ? parent : undefined));
  });
  return sections;
}
