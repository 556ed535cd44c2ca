/**
 * V8's old generation given room of its own while many clients are connected: a full collection
 * when it is OLD_GENERATION_SLACK_BYTES past its live size, or 20 % past it on a large site,
 * whichever is more (the command line's HTTP server only; a host that imports the library sizes
 * its own heap).
 *
 * bin/heap-settings.js sets `--heap-growing-percent=20` before anything loads, for the RSS of a
 * large site (docs/startup.md). On a small one that is no room at all: the sample site lives in
 * ~27 MB, 20 % is 5 MB, and V8's least step (8 MB) decides. Under 100 connections of uncached
 * questions (~600 bytes of each request promoted) that was a mark-compact every ~12,000
 * requests, each about 100 ms of helper threads' marking and sweeping plus ~7 ms on the main
 * thread: 9.5-13.8 µs of server CPU per uncached GET /ask, of ~130 (`--trace-gc-nvp`,
 * docs/answers.md "A fourteenth cost round"), against 0.25 for the bare Koa server. A full
 * collection's cost follows the live heap, not the garbage: room for more garbage makes them
 * rarer and no dearer.
 *
 * The room is RSS, so it is given only while it pays, as the young generation's growth is
 * (young-generation.ts): while more than BUSY_SOCKETS sockets are open. Questions asked a few at
 * a time keep 20 % (the 10,000-section site's RSS after 1,000 sequential questions stays what it
 * was). V8 reads the flag each time it sets the next limit, after every full collection (tested in
 * spec/server/cli/old-generation.spec.ts), so it is set right after each one, from the live size
 * and whether the server is busy then.
 */
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { BUSY_SOCKETS, openSockets } from './young-generation.ts';
import { operatorSets } from './operator-flags.ts';

/** Room past the live old generation before the next full collection, on sites small enough that 20 % is less. */
export const OLD_GENERATION_SLACK_BYTES = 32 * 1024 * 1024;

/** bin/heap-settings.js's setting, kept for large sites (their RSS). */
export const MIN_GROWING_PERCENT = 20;

/** Past this the heap of a tiny live size would be mostly room: V8's own ceiling is 4x (300 %). */
export const MAX_GROWING_PERCENT = 300;

/** The growing percent that gives `liveBytes` SLACK of room (20 % at least, 300 % at most). */
export function growingPercent(liveBytes: number, slackBytes = OLD_GENERATION_SLACK_BYTES): number {
  if (!(liveBytes > 0)) return MIN_GROWING_PERCENT;
  return Math.max(MIN_GROWING_PERCENT, Math.min(MAX_GROWING_PERCENT, Math.ceil((100 * slackBytes) / liveBytes)));
}

export interface OldGenerationSlack {
  /** Reads the live size and whether the server is busy, and sets the percent for them (only when it changes). */
  check(): void;
  /** The percent set now (0 before the first check). */
  readonly percent: number;
}

/** The rule, given where the live size comes from, whether many clients are being served, and how the percent is set: room while busy, 20 % otherwise. */
export function oldGenerationSlack(source: { liveBytes: () => number; busy: () => boolean; setPercent: (percent: number) => void; slackBytes?: number }): OldGenerationSlack {
  let percent = 0;
  return {
    check() {
      const next = source.busy() ? growingPercent(source.liveBytes(), source.slackBytes) : MIN_GROWING_PERCENT;
      if (next === percent) return;
      percent = next;
      source.setPercent(next);
    },
    get percent() {
      return percent;
    },
  };
}

/** Whether the operator set the old generation's growth (NODE_OPTIONS or node's own flags), in either spelling. */
export function operatorSetsHeapGrowth(nodeOptions: string | undefined, execArgv: readonly string[]): boolean {
  return operatorSets(['heap-growing-percent'], nodeOptions, execArgv);
}

/**
 * The old generation's used bytes: every space but the young generation's. Read after a full
 * collection, its live size; read when the server begins to listen, loading's garbage too (less
 * room than the live size would give, 20 % at least, until the first full collection).
 */
function oldGenerationBytes(): number {
  let bytes = 0;
  for (const space of getHeapSpaceStatistics()) if (space.space_name !== 'new_space' && space.space_name !== 'new_large_object_space') bytes += space.space_used_size;
  return bytes;
}

/**
 * `serve` only: its main returns once it listens. stdio's returns when its client has gone (its
 * index is built after the handshake), so room set then would come at the exit: it keeps 20 %.
 */
const SERVING = new Set(['serve']);

/**
 * For a serving command: returns a function that, called once the server listens, sets the
 * growing percent then and after every full collection. Nothing for other
 * commands or when the operator set the growth. The observer holds no handle.
 */
export function slackOldGeneration(
  command: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  execArgv: readonly string[] = process.execArgv,
  // Whether many clients are connected (a spec passes its own: a child process has no clients).
  busy: () => boolean = () => openSockets() > BUSY_SOCKETS,
): (() => OldGenerationSlack) | undefined {
  if (!SERVING.has(command ?? '') || operatorSetsHeapGrowth(env.NODE_OPTIONS, execArgv)) return undefined;
  return () => {
    const slack = oldGenerationSlack({
      liveBytes: oldGenerationBytes,
      busy,
      setPercent: (percent) => setFlagsFromString(`--heap-growing-percent=${percent}`),
    });
    slack.check();
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)) slack.check();
    }).observe({ entryTypes: ['gc'] });
    return slack;
  };
}
