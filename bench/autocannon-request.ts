/**
 * A request as autocannon is given it, with headers of its own. autocannon writes the
 * Content-Length of every body it sends into the headers object it was given; a headers
 * object shared with other requests then carries one body's length into the next. That
 * stalled `bench:load`: after the POST /ask rows, the shared JSON headers said an /ask
 * body's length, the MCP sample requests (longer bodies) went to fetch with it, and undici
 * never sends a request whose Content-Length is shorter than its body: each waited for the
 * server's 408 after the headers timeout (10 s), 200 of them in turn.
 */
export interface BenchRequest {
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  setupRequest?: (req: BenchRequest) => BenchRequest;
}

/** A copy of the request whose headers (and those of every request setupRequest makes) are new objects. */
export function autocannonRequest(r: BenchRequest): BenchRequest {
  const own = (req: BenchRequest): BenchRequest => ({ ...req, headers: { ...req.headers } });
  const setup = r.setupRequest;
  return { ...own({ method: r.method ?? 'GET', path: r.path, body: r.body, headers: r.headers }), ...(setup ? { setupRequest: (req: BenchRequest) => own(setup(req)) } : {}) };
}
