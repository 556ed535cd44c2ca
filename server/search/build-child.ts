/**
 * The build process of a large site's first start (index-cache.ts starts it): reads the
 * site's languages (parallel-build.ts's wire form, v8-serialised) on standard input, builds
 * them on worker threads, writes the snapshot file and exits 0 (1 when it could not).
 * The server then reads the file like on any repeat start: a build leaves a few hundred
 * MB of freed memory behind that a process seldom returns to the system, and here it
 * goes with the process.
 */
import { readFileSync } from 'node:fs';
import { deserialize } from 'node:v8';
import { packInWorkers, packWirePages, type WireLanguage } from './parallel-build.ts';
import { writeSnapshotFile } from './index-cache.ts';

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
const packed = packInWorkers(job.languages, log) ?? job.languages.map(({ lang, pages }) => packWirePages(lang, pages));
process.exitCode = writeSnapshotFile(job.file, job.digest, packed, log) ? 0 : 1;
