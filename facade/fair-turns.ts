/**
 * Costly request work (a search) waits for its turn: one turn per event-loop iteration, in
 * arrival order.
 *
 * Why: libuv accepts at most one new connection per loop iteration (since 1.45, libuv#3696),
 * and an iteration used to run every request that had arrived to completion. With 50 busy
 * connections at a few ms each, one iteration took hundreds of ms, so a connection that
 * arrived meanwhile waited for dozens of iterations before it was even accepted: p50 160 ms,
 * p99 2.9 s for MCP searches. Taking turns keeps each iteration to one search plus the cheap
 * parsing of whatever arrived, so accepting and reading keep pace and requests are answered
 * in the order they came. The queue holds one entry per request in flight, no more.
 */
export interface Turns {
  /** Resolves when it is this caller's turn; the work after it runs in that loop iteration. */
  (): Promise<void>;
  /**
   * Runs `work` in its turn, inside the turns' own loop: the turns of an iteration run their
   * works back to back, and the callers' continuations (writing the answers) after all of them.
   */
  run<T>(work: () => T): Promise<T>;
  /** Callers waiting for a turn now. */
  readonly waiting: number;
  /** Turns given so far. */
  readonly given: number;
}

/** Time an event-loop iteration may give to uncached searches, /ask's and /mcp's alike (see docs/answers.md). */
export const TURN_BUDGET_MS = 2;

export interface TurnOptions {
  /**
   * Time (ms) an event-loop iteration may spend on turns: after each turn's synchronous work,
   * the next waiter gets its turn in the same iteration while less than this has passed since
   * the iteration's first turn. 0 (the default): one turn per iteration.
   */
  budgetMs?: number;
}

/** A plain turn's resolve (its caller's work runs in the continuation), or a run (its work, which settles its own promise). */
type Waiter = (() => void) | Run<unknown>;

/**
 * A run's work and how to settle its promise: one object per waiting request, not a closure
 * with a property of its own (a waiting request's objects are copied by every scavenge).
 */
class Run<T> {
  constructor(
    readonly work: () => T,
    readonly resolve: (value: T) => void,
    readonly reject: (error: unknown) => void,
  ) {}

  settle(): void {
    try {
      this.resolve(this.work());
    } catch (error) {
      this.reject(error);
    }
  }
}

/** Gives the waiter its turn: a plain turn's continuation is resolved, a run's work is done. */
function wake(waiter: Waiter | undefined): void {
  if (waiter instanceof Run) waiter.settle();
  else waiter?.();
}

export function fairTurns(options: TurnOptions = {}): Turns {
  const budget = options.budgetMs ?? 0;
  let queue: (Waiter | undefined)[] = [];
  let head = 0;
  let scheduled = false;
  let given = 0;
  let started = 0;
  const take = () => {
    const waiter = queue[head];
    queue[head++] = undefined;
    if (head === queue.length) {
      queue = [];
      head = 0;
    } else if (head >= 1024) {
      queue = queue.slice(head);
      head = 0;
    }
    given++;
    return waiter;
  };
  const give = () => {
    let waiter = take();
    wake(waiter);
    // Runs follow each other here while the budget lasts: the iteration's searches back to back
    // (their code and tables stay in the processor's caches), the answers written after them all.
    while (waiter instanceof Run && head < queue.length && budget > 0 && performance.now() - started < budget) {
      waiter = take();
      wake(waiter);
    }
    if (head >= queue.length) return;
    // Queued after a plain turn's continuation, so it runs once that turn's synchronous work is done.
    if (budget > 0 && !(waiter instanceof Run)) queueMicrotask(more);
    // An immediate scheduled from an immediate runs in the next iteration, after the poll phase.
    else schedule();
  };
  const more = () => {
    if (head >= queue.length) return;
    if (performance.now() - started < budget) give();
    else schedule();
  };
  const next = () => {
    scheduled = false;
    started = performance.now();
    if (head < queue.length) give();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(next);
  };
  const turn = (() =>
    new Promise<void>((resolve) => {
      queue.push(resolve);
      schedule();
    })) as Turns;
  turn.run = <T>(work: () => T) =>
    new Promise<T>((resolve, reject) => {
      queue.push(new Run(work, resolve, reject) as Run<unknown>);
      schedule();
    });
  Object.defineProperties(turn, {
    waiting: { get: () => queue.length - head },
    given: { get: () => given },
  });
  return turn;
}
