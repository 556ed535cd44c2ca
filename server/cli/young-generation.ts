/**
 * V8's young generation, let grow to a moderate size and further only while many clients are
 * connected (the command line's servers only; a host that imports the library sizes its own
 * heap).
 *
 * V8 doubles the young generation whenever more bytes survived its collections than it
 * holds, up to 32 MB (two 16 MB semi-spaces), and the pages stay resident: at 10,000
 * sections that was ~20 MB of RSS. Its maximum is fixed when the heap is made
 * (`--max-semi-space-size` works on node's command line only; v8.setFlagsFromString is too
 * late for it), but the growth factor is read each time it grows (Node 20, V8 11.3; tested
 * in spec/server/cli/young-generation.spec.ts): held at 1 it does not grow.
 *
 * So: held at its initial size while the content loads (one long synchronous task: a factor
 * of 2 allowed there went from 4 to 32 MB between two checks), then, once the server
 * listens, allowed to grow (factor 2) while below the cap and stopped (factor 1) from when it
 * reaches it, checked after each collection (requests and warm-ups are short tasks, so the
 * checks keep up); after V8 shrinks it (an idle full collection) it may grow again. Held at
 * its initial 1 MB for good, the young generation cost 30-80 % more CPU per uncached
 * question (docs/startup.md); at 8 MB (the size `--max-semi-space-size=4` gives) about as much
 * as V8's default 32 MB with questions a few at a time, but 35-115 % more under 100 concurrent
 * connections: while many clients are connected (BUSY_SOCKETS) V8 may grow it as it would.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { operatorSets } from './operator-flags.ts';

/** The young generation's size (both semi-spaces, as V8 reports `new_space`) past which it grows only under heavy load. */
export const YOUNG_GENERATION_CAP_BYTES = 8 * 1024 * 1024;

/**
 * Many clients at once: more open sockets than this. Then V8 may grow the young generation as
 * it would (to 32 MB): under 100 concurrent connections 8 MB cost 35-115 % more CPU per
 * uncached question than V8's default (bench:load, interleaved): the requests in flight
 * outlive a 4 MB semi-space and are promoted. Questions asked a few at a time cost the same at
 * 8 MB (16 concurrent, and 1,000 sequential at 10,000 sections). Neither the rate of
 * collections nor the bytes promoted told the two apart: back-to-back questions at 10,000
 * sections collect every ~60 ms and promote the caches' growth.
 */
export const BUSY_SOCKETS = 16;

/** V8 flags that size the young generation: an operator who sets one of them is left alone. */
const OPERATOR_FLAGS = ['semi-space-growth-factor', 'max-semi-space-size', 'min-semi-space-size'];

export interface YoungGenerationCap {
  /** From now on the checks may let it grow (up to the cap). */
  allowGrowth(): void;
  /** After a collection: reads the young generation's size and whether the server is busy, and allows or stops its growth (nothing while held). */
  check(): void;
  /** The growth factor set now (1 or 2). */
  readonly factor: number;
}

/**
 * The rule, given where the size comes from, whether many clients are being served, and how
 * the factor is set: growth stopped at once and held so until allowGrowth; then, at each
 * check, allowed below the cap, and at or above it only while busy. The factor is set only
 * when it changes.
 */
export function youngGenerationCap(source: { capBytes: number; sizeBytes: () => number; busy: () => boolean; setFactor: (factor: 1 | 2) => void }): YoungGenerationCap {
  let factor: 1 | 2 | 0 = 0;
  const set = (next: 1 | 2) => {
    if (next === factor) return;
    factor = next;
    source.setFactor(next);
  };
  let held = true;
  const check = () => {
    if (!held) set(source.sizeBytes() < source.capBytes || source.busy() ? 2 : 1);
  };
  set(1);
  return {
    allowGrowth() {
      held = false;
      check();
    },
    check,
    get factor() {
      return factor;
    },
  };
}

/** Whether the operator sized the young generation (NODE_OPTIONS or node's own flags), in either spelling. */
export function operatorSizesYoungGeneration(nodeOptions: string | undefined, execArgv: readonly string[]): boolean {
  return operatorSets(OPERATOR_FLAGS, nodeOptions, execArgv);
}

function newSpaceBytes(): number {
  for (const space of getHeapSpaceStatistics()) if (space.space_name === 'new_space') return space.space_size;
  return 0;
}

/** Open TCP sockets of this process (the listening one is a TCPServerWrap). */
export function openSockets(): number {
  let n = 0;
  for (const kind of process.getActiveResourcesInfo()) if (kind === 'TCPSocketWrap') n++;
  return n;
}

/** The commands that serve (and run for long); check, build and export keep V8's defaults. */
const SERVING = new Set(['serve', 'stdio']);

/**
 * For a serving command: holds this process's young generation at its initial size until
 * allowGrowth, then caps it at YOUNG_GENERATION_CAP_BYTES, checked after every collection.
 * Nothing for other commands or when the operator sized it. The observer holds no handle: it
 * does not keep the process alive.
 */
export function capYoungGeneration(command: string | undefined, env: NodeJS.ProcessEnv = process.env, execArgv: readonly string[] = process.execArgv): YoungGenerationCap | undefined {
  if (!SERVING.has(command ?? '') || operatorSizesYoungGeneration(env.NODE_OPTIONS, execArgv)) return undefined;
  const cap = youngGenerationCap({
    capBytes: YOUNG_GENERATION_CAP_BYTES,
    sizeBytes: newSpaceBytes,
    busy: () => openSockets() > BUSY_SOCKETS,
    setFactor: (factor) => setFlagsFromString(`--semi-space-growth-factor=${factor}`),
  });
  new PerformanceObserver(() => cap.check()).observe({ entryTypes: ['gc'] });
  return cap;
}
