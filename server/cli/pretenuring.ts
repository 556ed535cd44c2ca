/**
 * V8's allocation-site pretenuring, turned off once the HTTP server listens (the command line's
 * `serve` only; a host that imports the library decides for its own heap).
 *
 * V8 watches the objects each allocation site (an object or array literal) makes: when nearly all
 * of them survive a young-generation collection while the young generation is at its largest, it
 * makes the site allocate in the old generation directly from then on, for good. Under a load that
 * begins while the server is still cold (the answers' warm-up and the HTML renderer loading in the
 * same seconds, the first questions slow), the requests waiting for their turn survive long
 * enough for a literal of the request path to be judged long-lived. From then on each request's
 * object from that site is born old, dies old, and until the next full collection holds what it
 * points to (the request's young objects) through every scavenge: every request's HTTP objects
 * were promoted, ~2 MB a scavenge against ~60 KB, with a full collection every second or so, and
 * 15-25 % more server CPU per uncached question. Which way a process went was settled in its first
 * seconds and held for its life: 2 of 3 processes under bench:load's uncached load; none of 11 with
 * pretenuring off (docs/answers.md, "Nineteenth cost round").
 *
 * Loading keeps it: the index's objects do live long, and are spared being copied. Once the server
 * listens nothing made per request lives long, so no decision to tenure one can be right. A
 * `--watch` reload then loads without it (its index is copied once more by the scavenges): it
 * loads while requests are served, the case the flag is for. Under `--workers N` each worker runs
 * this file's caller again and turns it off once it listens; the primary serves no requests. V8 reads
 * the flag at each young-generation collection (tested in spec/server/cli/pretenuring.spec.ts).
 */
import { setFlagsFromString } from 'node:v8';
import { operatorSets } from './operator-flags.ts';

export const NO_PRETENURING = '--no-allocation-site-pretenuring';

/** Whether the operator set pretenuring either way (NODE_OPTIONS or node's own flags), in either spelling. */
export function operatorSetsPretenuring(nodeOptions: string | undefined, execArgv: readonly string[]): boolean {
  return operatorSets(['allocation-site-pretenuring'], nodeOptions, execArgv);
}

/**
 * `serve` only: its main returns once it listens. stdio's returns when its client has gone, and
 * the one-off commands serve no requests.
 */
const SERVING = new Set(['serve']);

/**
 * For a serving command: returns a function that, called once the server listens, turns V8's
 * pretenuring off. Nothing for other commands or when the operator set it.
 */
export function stopPretenuring(
  command: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  execArgv: readonly string[] = process.execArgv,
  // How the flag is set (a spec passes its own to count the calls).
  setFlag: (flag: string) => void = setFlagsFromString,
): (() => void) | undefined {
  if (!SERVING.has(command ?? '') || operatorSetsPretenuring(env.NODE_OPTIONS, execArgv)) return undefined;
  return () => setFlag(NO_PRETENURING);
}
