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
  resolve: (message: Record<string, unknown>) => void;
}

/** One connection that carries many requests at once, told apart by the ids it gives them. */
class MultiplexTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  private readonly waiting = new Map<number, Waiting>();
  private next = 1;

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.onclose?.();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const id = (message as { id?: unknown }).id;
    if (typeof id !== 'number') return; // Nothing here sends requests or notifications to clients.
    const entry = this.waiting.get(id);
    if (!entry) return;
    this.waiting.delete(id);
    entry.resolve({ ...(message as Record<string, unknown>), id: entry.id });
  }

  /** Hands one request to the server and resolves with its answer, carrying the request's own id. */
  request(message: { id?: unknown } & Record<string, unknown>, request: Request): Promise<Record<string, unknown>> {
    const id = this.next++;
    if (this.next > 2 ** 31) this.next = 1;
    return new Promise((resolve) => {
      this.waiting.set(id, { id: message.id, resolve });
      this.onmessage?.({ ...message, id } as JSONRPCMessage, { request });
    });
  }

  get inFlight(): number {
    return this.waiting.size;
  }
}

export interface SharedLegacyServer {
  /** The answer to a qualifying request as JSON text, or undefined when the request needs a fresh server. */
  serve(message: { method: string; id?: unknown } & Record<string, unknown>, request: Request): Promise<string | undefined>;
  /** Servers built so far (1 once warm) and requests in flight: for tests. */
  readonly stats: { servers: number; inFlight: number };
}

export function sharedLegacyServer(create: () => McpServer): SharedLegacyServer {
  let transport: MultiplexTransport | undefined;
  let ready: Promise<MultiplexTransport> | undefined;
  let servers = 0;
  const connect = () =>
    (ready ??= (async () => {
      const t = new MultiplexTransport();
      const server = create();
      servers++;
      await server.connect(t);
      transport = t;
      return t;
    })());
  return {
    async serve(message, request) {
      if (!SHARED_METHODS.has(message.method) || !('id' in message)) return undefined;
      // The stateless transport refuses an unsupported MCP-Protocol-Version header: leave that answer to it.
      const version = request.headers.get('mcp-protocol-version');
      if (version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return undefined;
      const t = transport ?? (await connect());
      return JSON.stringify(await t.request(message, request));
    },
    get stats() {
      return { servers, inFlight: transport?.inFlight ?? 0 };
    },
  };
}
