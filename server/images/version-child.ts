/**
 * The process that makes a server's missing picture versions after it starts (start-server.ts
 * starts it): reads the jobs (JSON) on standard input, makes them one after another with the
 * server's own encoder, reports each failure as a tagged JSON line on stderr
 * (version-failure.ts) and exits 0. Encoding
 * in the server left about 100 MB of RSS behind (libvips's threads keep their malloc arenas);
 * here it goes with the process.
 */
import { readFileSync } from 'node:fs';
import { makeVersion, type VersionJob } from './derivative-store.ts';
import { versionFailureLine } from './version-failure.ts';

const jobs = JSON.parse(readFileSync(0, 'utf8')) as VersionJob[];
for (const job of jobs) {
  try {
    await makeVersion(job);
  } catch (error) {
    process.stderr.write(versionFailureLine({ file: job.input, width: job.width, ext: job.ext, error: (error as Error).message }));
  }
}
