/** An HTTP request with the path and body exactly as given (fetch would normalise `..`). */
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function rawRequest(base: string, options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer | string; timeoutMs?: number }): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method: options.method ?? 'GET', path: options.path, headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(options.timeoutMs ?? 5000, () => req.destroy(new Error(`no answer within ${options.timeoutMs ?? 5000} ms: ${options.method ?? 'GET'} ${options.path}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}
