/** A real HTTP server on an ephemeral loopback port, for requests through real clients. */
import type { Site } from '../../server/site/site-types.ts';
import { startServer, type RunningServer } from '../../server/cli/start-server.ts';
import { createLogger } from '../../facade/logger.ts';
import type { StartOptions } from '../../server/cli/start-server.ts';

export async function startTestServer(site: Site | (() => Site), options: Partial<StartOptions> = {}): Promise<RunningServer> {
  return startServer(site, { port: 0, host: '127.0.0.1', log: createLogger('silent'), handleSignals: false, shutdownMs: 500, ...options });
}
