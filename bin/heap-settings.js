// V8's heap settings of the command line (not of a host that imports the library: its heap
// is its own). Set before anything else is loaded, so they hold from the first allocation.
// Measured at 10,000 sections over 1,000 questions (docs/startup.md): the default lets the
// old generation grow to about 1.5-2x its live size, which held tens of MB more RSS:
//  - --heap-growing-percent=20: the old generation may grow 20 % past its live size before
//    a full collection (the default factor is up to 4x on a fast machine).
// The young generation keeps V8's default growth: holding it at 1 MB saved ~20 MB more at 10k
// but cost 30-80 % more server CPU per uncached question (an uncached answer allocates ~50 KB,
// so it scavenged every ~11 requests; measured interleaved with bench:load, docs/answers.md).
// An operator's own setting of either (NODE_OPTIONS or a node flag) is left alone.
import { setFlagsFromString } from 'node:v8';

const given = `${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`;
for (const flag of ['--heap-growing-percent=20']) {
  const name = flag.slice(2, flag.indexOf('='));
  if (!given.includes(name) && !given.includes(name.replaceAll('-', '_'))) setFlagsFromString(flag);
}
