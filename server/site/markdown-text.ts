/**
 * Plain text of a range of Markdown, without a syntax tree: one scan over the lines, for
 * search and descriptions. It matches what the remark-based plain text gave (and still gives
 * for HTML): blocks on their own lines, inline Markdown stripped (emphasis, code marks),
 * links keep their text, images their alt text, table cells separated by " · ", HTML and
 * link definitions dropped, code kept. Differences from remark are listed in docs/startup.md.
 */

/** A line that opens or closes a code fence: up to 3 spaces, then ``` or ~~~ (3 or more). */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+|$)/;
const THEMATIC = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const SETEXT_1 = /^ {0,3}=+[ \t]*$/;
const SETEXT_2 = /^ {0,3}-+[ \t]*$/;
const BULLET = /^( {0,3})([-*+]|\d{1,9}[.)])([ \t]+|$)/;
const NESTED_BULLET = /^([ \t]*)([-*+]|\d{1,9}[.)])([ \t]+|$)/;
const TASK = /^\[[ xX]\][ \t]+/;
const QUOTE = /^ {0,3}> ?/;
const DEFINITION = /^ {0,3}\[(?:[^\]\\]|\\.)+\]:[ \t]*\S/;
const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
/** HTML blocks that end at a blank line (CommonMark kinds 6 and 7) or at their own end marker (1, 2). */
const HTML_BLOCK_TAGS =
  'address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul';
const HTML_6 = new RegExp(`^ {0,3}</?(?:${HTML_BLOCK_TAGS})(?:[ \\t>]|/>|$)`, 'i');
const HTML_7 = /^ {0,3}(?:<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>)[ \t]*$/;
const HTML_1 = /^ {0,3}<(?:script|pre|style|textarea)(?:[ \t>]|$)/i;
const HTML_1_END = /<\/(?:script|pre|style|textarea)>/i;
const HTML_2 = /^ {0,3}<!--/;

export interface LineRange {
  start: number;
  end: number;
}

/** A heading that opens a section: `##`/`###` (ATX), or a paragraph underlined with `---` (setext, level 2). */
export interface HeadingLine {
  level: number;
  /** Offset of the heading's first line and the end of its last line (before the newline). */
  start: number;
  end: number;
  /** The heading's raw inline Markdown. */
  raw: string;
}

/** Calls `each(start, end)` for every line of source[from, to), end before the newline. */
function lines(source: string, from: number, to: number, each: (start: number, end: number) => void): void {
  let start = from;
  while (start < to) {
    let end = source.indexOf('\n', start);
    if (end === -1 || end > to) end = to;
    each(start, end);
    start = end + 1;
  }
}

const isBlank = (line: string) => /^[ \t]*$/.test(line);

/**
 * Whether a line starting with this character can only be paragraph text (or a table row):
 * letters and most other characters, but not what opens a block (#, >, -, *, +, digits,
 * fences, <, [, =, |, _, :, space or tab) nor an empty line.
 */
function isPlainStart(c: number): boolean {
  if (c >= 0x61 && c <= 0x7a) return true; // a-z
  if (c >= 0x41 && c <= 0x5a) return true; // A-Z
  if (c >= 0x80) return c !== 0xa0 && c !== 0xfeff;
  return (
    c === 0x28 ||
    c === 0x22 ||
    c === 0x27 ||
    c === 0x2c ||
    c === 0x2e ||
    c === 0x3f ||
    c === 0x40 ||
    c === 0x24 ||
    c === 0x25 ||
    c === 0x2f ||
    c === 0x3b ||
    c === 0x5e ||
    c === 0x7b ||
    c === 0x7d ||
    c === 0x29
  );
}

/**
 * The section headings of a page body (top-level `##`, `###` and setext `---` headings outside
 * code fences and HTML blocks). A heading inside a list item or a block quote does not open a section.
 */
export function findHeadings(source: string): HeadingLine[] {
  const found: HeadingLine[] = [];
  let fence: string | undefined;
  let html: 'blank' | 'comment' | 'raw' | undefined;
  /** Offset of the first line of an open top-level paragraph, or -1. */
  let paragraph = -1;
  let paragraphEnd = -1;
  let container = false; // inside a list item or quote: its lines and their continuations
  let table = false;
  let afterBlank = false;
  lines(source, 0, source.length, (start, end) => {
    if (fence === undefined && html === undefined && isPlainStart(source.charCodeAt(start))) {
      // Paragraph text (or a table row, or a lazy continuation): no heading starts here.
      const blank = afterBlank;
      afterBlank = false;
      if (table) return;
      if (container) {
        if (!blank) return;
        container = false;
      }
      if (paragraph === -1) paragraph = start;
      paragraphEnd = end;
      return;
    }
    const line = source.slice(start, end);
    const blankBefore = afterBlank;
    afterBlank = false;
    if (fence !== undefined) {
      if (closesFence(line, fence)) fence = undefined;
      return;
    }
    if (html !== undefined) {
      if (html === 'blank' ? isBlank(line) : html === 'comment' ? line.includes('-->') : HTML_1_END.test(line)) html = undefined;
      if (html === undefined && isBlank(line)) container = false;
      return;
    }
    if (isBlank(line)) {
      paragraph = -1;
      table = false;
      afterBlank = true;
      return;
    }
    if (table) return;
    const indent = leadingSpaces(line);
    if (container && indent >= 2) return; // a continuation of a list item
    if (container && blankBefore && !BULLET.test(line) && !QUOTE.test(line)) container = false;
    const fenceMatch = indent < 4 ? FENCE.exec(line) : null;
    if (fenceMatch && !(fenceMatch[1][0] === '`' && line.slice(fenceMatch[0].length).includes('`'))) {
      fence = fenceMatch[1];
      paragraph = -1;
      return;
    }
    if (indent >= 4) {
      if (paragraph === -1 && !container) return; // indented code
      paragraphEnd = end;
      return;
    }
    const atx = ATX.exec(line);
    if (atx) {
      container = false;
      paragraph = -1;
      const level = atx[1].length;
      if (level === 2 || level === 3) found.push({ level, start, end, raw: atxContent(line.slice(atx[0].length)) });
      return;
    }
    if (paragraph !== -1 && line.includes('|') && TABLE_DELIMITER.test(line)) {
      table = true;
      paragraph = -1;
      return;
    }
    if (paragraph !== -1 && !container && SETEXT_2.test(line)) {
      found.push({ level: 2, start: paragraph, end, raw: source.slice(paragraph, paragraphEnd) });
      paragraph = -1;
      return;
    }
    if (HTML_1.test(line)) {
      html = HTML_1_END.test(line) ? undefined : 'raw';
      paragraph = -1;
      return;
    }
    if (HTML_2.test(line)) {
      html = line.includes('-->') ? undefined : 'comment';
      paragraph = -1;
      return;
    }
    if (HTML_6.test(line) || (paragraph === -1 && HTML_7.test(line))) {
      html = 'blank';
      paragraph = -1;
      return;
    }
    if (BULLET.test(line) || QUOTE.test(line)) {
      container = true;
      paragraph = -1;
      return;
    }
    if (THEMATIC.test(line)) {
      container = false;
      paragraph = -1;
      return;
    }
    if (container) return; // a lazy continuation line of a list item or quote
    if (paragraph === -1) paragraph = start;
    paragraphEnd = end;
  });
  return found;
}

function leadingSpaces(line: string): number {
  let n = 0;
  for (; n < line.length; n++) {
    const c = line.charCodeAt(n);
    if (c === 0x20) continue;
    if (c === 0x09) {
      n += 3;
      continue;
    }
    break;
  }
  return n;
}

function closesFence(line: string, fence: string): boolean {
  const m = FENCE.exec(line);
  return m !== null && m[1][0] === fence[0] && m[1].length >= fence.length && isBlank(line.slice(m[0].length));
}

/** `## Title ##` -> `Title`: the optional closing sequence of an ATX heading goes. */
function atxContent(rest: string): string {
  return rest.replace(/(?:^|[ \t]+)#+[ \t]*$/, '').trim();
}

/**
 * Plain text of source[from, to): the blocks of a section (never a `##`/`###` heading, which
 * the caller cuts at), each on its own line.
 */
export function markdownText(source: string, from: number, to: number, definitions: ReadonlySet<string> = NO_DEFINITIONS): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  let fence: string | undefined;
  let fenceIndent = 0;
  let html: 'blank' | 'comment' | 'raw' | undefined;
  let table: number | undefined; // column count of an open table
  let pendingTableHeader: string | undefined;
  let code = false; // inside indented code
  let inList = false;
  let afterBlank = false;
  const flush = () => {
    if (pendingTableHeader !== undefined) {
      paragraph.push(pendingTableHeader);
      pendingTableHeader = undefined;
    }
    if (paragraph.length) out.push(inlineText(paragraph.join('\n'), definitions), '\n');
    paragraph = [];
  };
  lines(source, from, to, (start, end) => {
    let line = source.slice(start, end);
    // Most lines are paragraph text: a plain first character, no pipe, nothing open.
    if (
      fence === undefined &&
      html === undefined &&
      table === undefined &&
      pendingTableHeader === undefined &&
      !code &&
      !(inList && afterBlank) &&
      isPlainStart(source.charCodeAt(start)) &&
      !line.includes('|')
    ) {
      afterBlank = false;
      paragraph.push(line);
      return;
    }
    if (fence !== undefined) {
      if (closesFence(line, fence)) fence = undefined;
      else out.push(stripIndent(line, fenceIndent), '\n');
      return;
    }
    if (html !== undefined) {
      if (html === 'blank' ? isBlank(line) : html === 'comment' ? line.includes('-->') : HTML_1_END.test(line)) html = undefined;
      return;
    }
    const blankBefore = afterBlank;
    afterBlank = false;
    // Container markers: quotes and list items only frame their content in plain text.
    if (inList && blankBefore && !isBlank(line) && leadingSpaces(line) === 0 && !BULLET.test(line)) inList = false;
    let stripped = true;
    while (stripped) {
      stripped = false;
      const quote = QUOTE.exec(line);
      if (quote) {
        line = line.slice(quote[0].length);
        stripped = true;
        continue;
      }
      const bullet = (inList ? NESTED_BULLET : BULLET).exec(line);
      if (bullet && !THEMATIC.test(line)) {
        flush();
        table = undefined;
        inList = true;
        line = line.slice(bullet[0].length).replace(TASK, '');
        stripped = true;
      }
    }
    if (isBlank(line)) {
      flush();
      table = undefined;
      afterBlank = true;
      if (code) out.push('\n');
      return;
    }
    const indent = leadingSpaces(line);
    if (indent >= 4 && !inList && paragraph.length === 0 && table === undefined && pendingTableHeader === undefined) {
      code = true;
      out.push(stripIndent(line, 4), '\n');
      return;
    }
    code = false;
    const fenceMatch = indent < 4 ? FENCE.exec(line) : null;
    if (fenceMatch && !(fenceMatch[1][0] === '`' && line.slice(fenceMatch[0].length).includes('`'))) {
      flush();
      table = undefined;
      fence = fenceMatch[1];
      fenceIndent = indent;
      return;
    }
    if (table !== undefined) {
      if (line.includes('|') || !startsBlock(line)) {
        out.push(tableRow(line, table, definitions), '\n');
        return;
      }
      table = undefined;
    }
    if (pendingTableHeader !== undefined && TABLE_DELIMITER.test(line)) {
      const columns = cells(line).length;
      if (cells(pendingTableHeader).length === columns) {
        flush_without_header();
        out.push(tableRow(pendingTableHeader, columns, definitions), '\n');
        pendingTableHeader = undefined;
        table = columns;
        return;
      }
    }
    const atx = ATX.exec(line);
    if (atx) {
      flush();
      out.push(inlineText(atxContent(line.slice(atx[0].length)), definitions), '\n');
      return;
    }
    if (paragraph.length && (SETEXT_1.test(line) || SETEXT_2.test(line))) {
      flush();
      return;
    }
    if (THEMATIC.test(line)) {
      flush();
      return;
    }
    if (HTML_1.test(line) || HTML_2.test(line) || HTML_6.test(line) || (paragraph.length === 0 && HTML_7.test(line))) {
      flush();
      if (HTML_1.test(line)) html = HTML_1_END.test(line) ? undefined : 'raw';
      else if (HTML_2.test(line)) html = line.includes('-->') ? undefined : 'comment';
      else html = 'blank';
      return;
    }
    if (paragraph.length === 0 && pendingTableHeader === undefined && DEFINITION.test(line)) {
      const footnote = /^ {0,3}\[\^((?:[^\]\\]|\\.)+)\]:[ \t]*/.exec(line);
      if (footnote)
        line = line.slice(footnote[0].length); // a footnote's text stays, its label goes
      else if (definitionLine(line)) return;
    }
    // A line with a pipe may be a table's header: it is one if the next line is a delimiter row.
    if (pendingTableHeader !== undefined) {
      paragraph.push(pendingTableHeader);
      pendingTableHeader = undefined;
    }
    if (line.includes('|')) {
      pendingTableHeader = line;
      return;
    }
    paragraph.push(line.trimStart());
  });
  flush();
  return normalize(out.join(''));

  function flush_without_header() {
    const header = pendingTableHeader;
    pendingTableHeader = undefined;
    flush();
    pendingTableHeader = header;
  }
}

const NO_DEFINITIONS: ReadonlySet<string> = new Set();

/** Link reference definitions of a body (`[label]: url`), by normalised label, for `[text][label]`. */
export function findDefinitions(source: string): Set<string> {
  const labels = new Set<string>();
  if (!source.includes(']:')) return labels;
  for (const m of source.matchAll(/^ {0,3}\[((?:[^\]\\]|\\.)+)\]:[ \t]*\S/gm)) labels.add(normalizeLabel(m[1]));
  return labels;
}

const normalizeLabel = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

function definitionLine(line: string): boolean {
  return /^ {0,3}\[(?:[^\]\\]|\\.)+\]:[ \t]*(?:<[^>]*>|\S+)(?:[ \t]+(?:"[^"]*"|'[^']*'|\([^)]*\)))?[ \t]*$/.test(line);
}

function startsBlock(line: string): boolean {
  return ATX.test(line) || QUOTE.test(line) || THEMATIC.test(line) || FENCE.test(line) || HTML_6.test(line);
}

function stripIndent(line: string, n: number): string {
  let i = 0;
  let col = 0;
  while (i < line.length && col < n) {
    const c = line[i];
    if (c === ' ') col++;
    else if (c === '\t') col += 4 - (col % 4);
    else break;
    i++;
  }
  return line.slice(i);
}

/** The cells of a table row: split at unescaped pipes (GFM splits inside code spans too), outer pipes dropped. */
function cells(row: string): string[] {
  const out: string[] = [];
  let cell = '';
  const s = row.trim();
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '\\' && s[i + 1] === '|') {
      cell += '|';
      i++;
      continue;
    }
    if (c === '|') {
      out.push(cell);
      cell = '';
      continue;
    }
    cell += c;
  }
  out.push(cell);
  if (s.startsWith('|')) out.shift();
  if (s.endsWith('|') && !s.endsWith('\\|') && out.length > 0) out.pop();
  return out;
}

/** A row as remark's plain text gives it: every cell followed by " · " (trimmed off at the line's end later). */
function tableRow(line: string, _columns: number, definitions: ReadonlySet<string>): string {
  return cells(line)
    .map((cell) => inlineText(cell.trim(), definitions) + ' · ')
    .join('');
}

/** What remark's plain text did at the end: cell separators at line ends go, spaces and blank lines collapse. */
function normalize(text: string): string {
  if (text.includes(' · \n')) text = text.replace(/ · \n/g, '\n');
  return text
    .replace(/\t[ \t]*| [ \t]+/g, ' ')
    .replace(/\n\n+/g, '\n')
    .trim();
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  laquo: '«',
  raquo: '»',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  middot: '·',
  times: '×',
  deg: '°',
};
/** Characters that may start inline Markdown; text between them is copied as it is. */
const INLINE_SPECIAL = /[\\`*_~[!<&]/g;
const PUNCTUATION = /[!-/:-@[-`{-~]/;

/**
 * Inline Markdown to plain text: code spans keep their content, emphasis and strike marks go,
 * links keep their text, images their alt text, autolinks their address, HTML tags go,
 * escapes and character references are decoded, hard breaks become line breaks.
 */
export function inlineText(s: string, definitions: ReadonlySet<string> = NO_DEFINITIONS): string {
  // A hard break (two spaces at a line's end) is a line break: the newline that follows says so.
  if (s.includes('  \n')) s = s.replace(/ {2,}\n/g, '\n');
  INLINE_SPECIAL.lastIndex = 0;
  if (!INLINE_SPECIAL.test(s)) return s;
  const out: string[] = [];
  /** Emphasis delimiter runs in `out`, paired afterwards. */
  const runs: Run[] = [];
  let i = 0;
  while (i < s.length) {
    INLINE_SPECIAL.lastIndex = i;
    const next = INLINE_SPECIAL.exec(s);
    if (next === null) {
      out.push(s.slice(i));
      break;
    }
    if (next.index > i) {
      out.push(s.slice(i, next.index));
      i = next.index;
    }
    const c = s[i];
    if (c === '\\') {
      const next = s[i + 1];
      if (next === '\n') {
        out.push('\n');
        i += 2;
      } else if (next !== undefined && PUNCTUATION.test(next)) {
        out.push(next);
        i += 2;
      } else {
        out.push(c);
        i++;
      }
      continue;
    }
    if (c === '`') {
      let n = 1;
      while (s[i + n] === '`') n++;
      const close = findCodeClose(s, i + n, n);
      if (close === -1) {
        out.push(s.slice(i, i + n));
        i += n;
        continue;
      }
      let code = s.slice(i + n, close).replace(/\n/g, ' ');
      if (code.length > 2 && code[0] === ' ' && code[code.length - 1] === ' ' && code.trim() !== '') code = code.slice(1, -1);
      out.push(code);
      i = close + n;
      continue;
    }
    if (c === '!' && s[i + 1] === '[') {
      const link = parseLink(s, i + 1, definitions);
      if (link) {
        out.push(inlineText(link.text, definitions));
        i = link.end;
        continue;
      }
    }
    if (c === '[') {
      const link = parseLink(s, i, definitions);
      if (link) {
        out.push(inlineText(link.text, definitions));
        i = link.end;
        continue;
      }
    }
    if (c === '<') {
      const auto = /^<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*|[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)>/.exec(
        s.slice(i, i + 2048),
      );
      if (auto) {
        out.push(auto[1]);
        i += auto[0].length;
        continue;
      }
      const tag = /^(?:<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>|<!--[\s\S]*?-->)/.exec(s.slice(i, i + 4096));
      if (tag) {
        i += tag[0].length;
        continue;
      }
    }
    if (c === '&') {
      const ref = /^&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/.exec(s.slice(i, i + 40));
      if (ref) {
        const decoded = ref[1] ? fromCodePoint(Number(ref[1])) : ref[2] ? fromCodePoint(parseInt(ref[2], 16)) : ENTITIES[ref[3]];
        if (decoded !== undefined) {
          out.push(decoded);
          i += ref[0].length;
          continue;
        }
      }
    }
    if (c === '*' || c === '_' || c === '~') {
      let n = 1;
      while (s[i + n] === c) n++;
      const before = i === 0 ? ' ' : s[i - 1];
      const after = i + n >= s.length ? ' ' : s[i + n];
      const left = !isSpace(after) && (!isPunct(after) || isSpace(before) || isPunct(before));
      const right = !isSpace(before) && (!isPunct(before) || isSpace(after) || isPunct(after));
      const canOpen = c === '_' ? left && (!right || isPunct(before)) : left;
      const canClose = c === '_' ? right && (!left || isPunct(after)) : right;
      if ((canOpen || canClose) && !(c === '~' && n > 2)) runs.push({ index: out.length, char: c, length: n, canOpen, canClose });
      out.push(s.slice(i, i + n));
      i += n;
      continue;
    }
    out.push(c);
    i++;
  }
  pairEmphasis(out, runs);
  return out.join('');
}

interface Run {
  index: number;
  char: string;
  length: number;
  canOpen: boolean;
  canClose: boolean;
}

/** Removes the delimiter runs that pair up as emphasis (or strike-through); unpaired ones stay as text. */
function pairEmphasis(out: string[], runs: Run[]): void {
  const openers: Run[] = [];
  for (const run of runs) {
    if (run.canClose) {
      for (let k = openers.length - 1; k >= 0; k--) {
        const opener = openers[k];
        if (opener.char !== run.char || opener.length === 0) continue;
        // CommonMark's rule of 3: a run that can both open and close pairs only if the sum is not a multiple of 3.
        if ((opener.canClose || run.canOpen) && (opener.length + run.length) % 3 === 0 && (opener.length % 3 !== 0 || run.length % 3 !== 0)) continue;
        if (run.char === '~' && opener.length !== run.length) continue;
        const used = Math.min(opener.length, run.length);
        opener.length -= used;
        run.length -= used;
        out[opener.index] = run.char.repeat(opener.length);
        out[run.index] = run.char.repeat(run.length);
        openers.length = opener.length > 0 ? k + 1 : k;
        if (run.length === 0) break;
        k = openers.length;
      }
    }
    if (run.canOpen && run.length > 0) openers.push(run);
  }
}

const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '\u00a0';
const isPunct = (c: string) => /[\p{P}\p{S}]/u.test(c);

function fromCodePoint(n: number): string {
  return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '\ufffd';
}

function findCodeClose(s: string, from: number, n: number): number {
  let i = from;
  for (;;) {
    const j = s.indexOf('`', i);
    if (j === -1) return -1;
    let m = 1;
    while (s[j + m] === '`') m++;
    if (m === n) return j;
    i = j + m;
  }
}

/** `[text](dest "title")`, `[text][label]`, `[text][]`, `[label]`: the text and where the link ends. */
function parseLink(s: string, open: number, definitions: ReadonlySet<string>): { text: string; end: number } | undefined {
  // The matching bracket, skipping escapes, code spans and nested brackets.
  let depth = 0;
  let close = -1;
  for (let i = open; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '`') {
      let n = 1;
      while (s[i + n] === '`') n++;
      const end = findCodeClose(s, i + n, n);
      if (end !== -1) i = end + n - 1;
      continue;
    }
    if (c === '[') depth++;
    else if (c === ']' && --depth === 0) {
      close = i;
      break;
    }
  }
  if (close === -1) return undefined;
  const text = s.slice(open + 1, close);
  if (s[close + 1] === '(') {
    const dest = /^\(\s*(?:<[^<>\n]*>|(?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))*)(?:\s+(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\)))?\s*\)/.exec(s.slice(close + 1, close + 4096));
    if (dest) return { text, end: close + 1 + dest[0].length };
  }
  if (s[close + 1] === '[') {
    const end = s.indexOf(']', close + 2);
    if (end !== -1) {
      const label = s.slice(close + 2, end);
      if (definitions.has(normalizeLabel(label === '' ? text : label))) return { text, end: end + 1 };
    }
  }
  if (text.startsWith('^')) return definitions.has(normalizeLabel(text)) ? { text: '', end: close + 1 } : undefined; // a footnote reference
  if (definitions.has(normalizeLabel(text))) return { text, end: close + 1 };
  return undefined;
}
