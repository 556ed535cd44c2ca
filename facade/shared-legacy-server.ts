/**
 * 2025-era (stateless Streamable HTTP) requests for read-only methods, answered by one
 * long-lived MCP server per loaded site instead of a fresh server and transport each.
 *
 * The SDK's stateless transport serves exactly one request (it refuses reuse), so the
 * server is connected once to this multiplexing transport instead: every request gets an id
 * of its own while in flight (clients reuse ids, e.g. 1, concurrently), the SDK's protocol
 * layer validates and dispatches it as it would on a fresh server, and the answer goes back
 * with the request's id. Only methods that change no server state qualify; `initialize`,
 * notifications and anything else still get a fresh server (once per client session).
 */
import { SUPPORTED_PROTOCOL_VERSIONS, type JSONRPCMessage, type McpServer, type Transport } from '@modelcontextprotocol/server';

/** Read-only methods whose answer depends only on the site and the request's params. */
export const SHARED_METHODS = new Set(['tools/list', 'tools/call', 'resources/list', 'resources/templates/list', 'resources/read', 'prompts/list', 'completion/complete', 'ping']);

interface Waiting {
  id: unknown;
  resolve: (message: Record<string, unknown> | undefined) => void;
  /** When the answer is overdue (performance.now()); 0 while the request is being dispatched. */
  due: number;
}

/** An answer not given within this time is given by a fresh server instead (a safety net: none is known to take so long). */
export const SHARED_ANSWER_MS = 5_000;
/** How often overdue answers are looked for: an overdue one is given up within SHARED_ANSWER_MS plus this. */
export const SHARED_SWEEP_MS = 1_000;

export interface SharedTiming {
  /** An answer not given within this time is given up (default SHARED_ANSWER_MS). */
  answerMs: number;
  /** How often overdue answers are looked for (default SHARED_SWEEP_MS). */
  sweepMs: number;
}

/** Counts a caller may pass in to watch the shared server's work (tests do). */
export interface SharedCounts {
  /** Timers started for overdue answers: one per busy spell of a transport, not one per request. */
  timers: number;
}

/** One connection that carries many requests at once, told apart by the ids it gives them. */
class MultiplexTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  private readonly waiting = new Map<number, Waiting>();
  private next = 1;
  /**
   * One timer for all requests in flight, running only while some are, instead of a timer per
   * request: requests wait in the order they came, so a sweep stops at the first not yet due.
   */
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly timing: SharedTiming = { answerMs: SHARED_ANSWER_MS, sweepMs: SHARED_SWEEP_MS },
    private readonly counts?: SharedCounts,
  ) {}
  /** Set while a message is handed to the server: an error reported meanwhile means it was dropped unanswered. */
  dispatching = false;
  droppedInDispatch = false;

  async start(): Promise<void> {}

  /** Closed, or suspected broken after an unanswered request: the next request gets a new server. */
  broken = false;

  async close(): Promise<void> {
    this.broken = true;
    for (const [id, entry] of this.waiting) {
      this.waiting.delete(id);
      entry.resolve(undefined);
    }
    this.stopSweeping();
    this.onclose?.();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const id = (message as { id?: unknown }).id;
    if (typeof id !== 'number') return; // Nothing here sends requests or notifications to clients.
    const entry = this.waiting.get(id);
    if (!entry) return;
    this.waiting.delete(id);
    if (this.waiting.size === 0) this.stopSweeping();
    entry.resolve({ ...(message as Record<string, unknown>), id: entry.id });
  }

  private stopSweeping(): void {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
  }

  /** Gives up the requests whose answer is overdue: the transport is then suspected broken. */
  private sweep(): void {
    const now = performance.now();
    for (const [id, entry] of this.waiting) {
      if (entry.due === 0) continue;
      if (entry.due > now) break;
      this.waiting.delete(id);
      this.broken = true;
      entry.resolve(undefined);
    }
    if (this.waiting.size === 0) this.stopSweeping();
  }

  /**
   * Hands one request to the server and resolves with its answer, carrying the request's own
   * id; or with undefined when the server drops it unanswered (its protocol layer may, e.g.
   * for a message of another era) or does not answer in time: a fresh server answers it then.
   */
  request(message: { id?: unknown } & Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
    const id = this.next++;
    if (this.next > 2 ** 31) this.next = 1;
    return new Promise((resolve) => {
      const entry: Waiting = { id: message.id, resolve, due: 0 };
      this.waiting.set(id, entry);
      this.dispatching = true;
      this.droppedInDispatch = false;
      try {
        // No web Request is passed: nothing here reads one, and building it cost more than the dispatch.
        this.onmessage?.({ ...message, id } as JSONRPCMessage);
      } finally {
        this.dispatching = false;
      }
      if (this.droppedInDispatch && this.waiting.get(id) === entry) {
        this.waiting.delete(id);
        return resolve(undefined);
      }
      if (this.waiting.get(id) !== entry) return;
      entry.due = performance.now() + this.timing.answerMs;
      if (!this.sweeper) {
        if (this.counts) this.counts.timers++;
        this.sweeper = setInterval(() => this.sweep(), this.timing.sweepMs);
        this.sweeper.unref();
      }
    });
  }

  get inFlight(): number {
    return this.waiting.size;
  }
}

export interface SharedLegacyServer {
  /** The answer to a qualifying request as JSON text, or undefined when the request needs a fresh server. */
  serve(message: { method: string; id?: unknown } & Record<string, unknown>, protocolVersionHeader?: string): Promise<string | undefined>;
  /** Servers built so far (1 once warm) and requests in flight: for tests. */
  readonly stats: { servers: number; inFlight: number };
}

export function sharedLegacyServer(create: () => McpServer, timing?: SharedTiming, counts?: SharedCounts): SharedLegacyServer {
  let transport: MultiplexTransport | undefined;
  let ready: Promise<MultiplexTransport> | undefined;
  let servers = 0;
  const connect = () =>
    (ready ??= (async () => {
      const t = new MultiplexTransport(timing, counts);
      const server = create();
      servers++;
      await server.connect(t);
      // The protocol layer reports a request it drops unanswered only as an error.
      const onerror = server.server.onerror;
      server.server.onerror = (error) => {
        if (t.dispatching) t.droppedInDispatch = true;
        onerror?.(error);
      };
      transport = t;
      return t;
    })());
  return {
    async serve(message, version) {
      if (!SHARED_METHODS.has(message.method) || !('id' in message)) return undefined;
      // The stateless transport refuses an unsupported MCP-Protocol-Version header: leave that answer to it.
      if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return undefined;
      if (transport?.broken) {
        // Start over with a new server; the old one finishes what it still answers.
        transport = undefined;
        ready = undefined;
      }
      const t = transport ?? (await connect());
      const answer = await t.request(message);
      return answer && JSON.stringify(answer);
    },
    get stats() {
      return { servers, inFlight: transport?.inFlight ?? 0 };
    },
  };
}
