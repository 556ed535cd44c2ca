/**
 * The build process of a large site's first start (index-cache.ts starts it): reads the
 * site's languages (parallel-build.ts's wire form, v8-serialised) on standard input, builds
 * them on worker threads (and the translation lexicons on its own thread meanwhile), writes
 * the snapshot file and exits 0 (1 when it could not).
 * The server then reads the file like on any repeat start: a build leaves a few hundred
 * MB of freed memory behind that a process seldom returns to the system, and here it
 * goes with the process.
 */
import { readFileSync } from 'node:fs';
import { deserialize } from 'node:v8';
import { packInWorkers, packWirePages, wireLexicons, type WireLanguage } from './parallel-build.ts';
import { writeSnapshot } from './index-cache.ts';
import type { Lexicon } from './translation-lexicon.ts';

interface BuildJob {
  file: string;
  digest: string;
  languages: WireLanguage[];
}

const log = {
  info: () => undefined,
  warn: (message: string, fields: Record<string, unknown> = {}) => process.stderr.write(JSON.stringify({ level: 'warn', message, ...fields }) + '\n'),
};
const job = deserialize(readFileSync(0)) as BuildJob;
// The translation lexicons are built on this thread while the workers build the languages.
let lexicons: Map<string, Lexicon> | undefined;
const packed = packInWorkers(job.languages, log, () => (lexicons = wireLexicons(job.languages))) ?? job.languages.map(({ lang, pages }) => packWirePages(lang, pages));
lexicons ??= wireLexicons(job.languages);
process.exitCode = writeSnapshot(job.file, job.digest, packed, log, lexicons) ? 0 : 1;
