/**
 * A YAML syntax error as an owner can act on it: the line that is really at fault, the
 * line itself, and how to fix it. The parser's own message names the line where it
 * noticed the trouble, which for a mis-indented key is the line above, and ends in a
 * colon meant for a code frame.
 */
import { yamlLib } from './yaml-lib.ts';

export interface YamlProblem {
  message: string;
  line?: number;
  excerpt?: string;
  hint?: string;
}

/** `source` is the YAML text; `firstLine` is the file line it starts on (2 for front matter). */
export function yamlProblem(error: unknown, source: string, firstLine: number): YamlProblem {
  const raw = (error as Error).message ?? String(error);
  const sentence = raw
    .split('\n')[0]
    .replace(/ at line \d+, column \d+:?$/, '')
    .replace(/:$/, '');
  if (!(error instanceof yamlLib().YAMLParseError) || !error.linePos) return { message: `invalid YAML: ${sentence}` };
  const lines = source.split('\n');
  let at = error.linePos[0].line; // 1-based within source
  let message = `invalid YAML: ${sentence}`;
  let hint: string | undefined;
  const text = lines[at - 1] ?? '';
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY') {
    const match = /^(\s*(?:-\s+)?)([^:#]+):\s+(.*)$/.exec(text);
    if (match && /:\s/.test(match[3])) {
      message = `invalid YAML: the value of "${match[2].trim()}" contains ": ", which YAML reads as the start of another key`;
      hint = `quote the value: ${match[1].trimStart()}${match[2].trim()}: "${match[3].replace(/\s+#.*$/, '').replace(/"/g, '\\"')}"`;
    } else {
      const next = lines.findIndex((l, i) => i >= at && l.trim() !== '' && !l.trim().startsWith('#'));
      if (next >= 0) at = next + 1;
      const indent = (text.match(/^\s*/) ?? [''])[0].length;
      message = 'invalid YAML: this line is indented more than the key above it';
      hint = `indent it by ${indent} space${indent === 1 ? '' : 's'} like the line above, or, if it belongs under the key above, give that key no value on its own line`;
    }
  } else if (error.code === 'BAD_INDENT') {
    message = `invalid YAML: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
    hint = 'line up the keys of one block at the same column, with spaces (not tabs)';
  } else if (error.code === 'MISSING_CHAR') {
    hint = 'close the quote on the same line, or quote the whole value';
    const open = lines.findLastIndex((l, i) => i < at - 1 && /["']/.test(l));
    if (open >= 0) at = open + 1;
  } else if (error.code === 'TAB_AS_INDENT') {
    hint = 'indent with spaces: YAML does not allow tabs';
  } else {
    hint = 'check the indentation, and quote values that contain ": " or start with one of [ ] { } > | * & ! % @ `';
  }
  const fileLine = at + firstLine - 1;
  const excerpt = `${String(fileLine).padStart(4)} | ${lines[at - 1] ?? ''}`;
  return { message, line: fileLine, excerpt, hint };
}
