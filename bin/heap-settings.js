// V8's heap settings of the command line (not of a host that imports the library: its heap
// is its own). Set before anything else is loaded, so they hold from the first allocation.
// Measured at 10,000 sections over 1,000 questions (docs/startup.md): the defaults let the
// young generation grow to 32 MB and the old one to about 1.5-2x its live size, which held
// ~40-60 MB more RSS for no CPU saved:
//  - --semi-space-growth-factor=1: the young generation stays at its initial size (1 MB);
//    a request's garbage is collected young, as before, only in smaller steps.
//  - --heap-growing-percent=20: the old generation may grow 20 % past its live size before
//    a full collection (the default factor is up to 4x on a fast machine).
// An operator's own setting of either (NODE_OPTIONS or a node flag) is left alone.
import { setFlagsFromString } from 'node:v8';

const given = `${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`;
for (const flag of ['--semi-space-growth-factor=1', '--heap-growing-percent=20']) {
  const name = flag.slice(2, flag.indexOf('='));
  if (!given.includes(name) && !given.includes(name.replaceAll('-', '_'))) setFlagsFromString(flag);
}
