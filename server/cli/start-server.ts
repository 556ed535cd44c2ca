/** Starts the HTTP server and stops it gracefully on SIGTERM / SIGINT. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Site } from '../site/site-types.ts';
import { createApp, type AppOptions } from '../../facade/create-app.ts';
import type { Logger } from '../../facade/logger.ts';
import { DEFAULT_LIMITS } from '../../facade/limits.ts';
import { clientErrorHandler } from '../../facade/client-error.ts';
import { loadHtmlRenderer } from '../documents/render-html.ts';
import { derivativeStore, type DerivativeStore } from '../images/derivative-store.ts';
import { limitConnections } from '../../facade/connection-limit.ts';
import { rightsHeaders } from '../documents/usage-rights.ts';
import { answerParts } from '../../tools/search-site.ts';

export interface StartOptions extends AppOptions {
  port: number;
  host: string;
  log: Logger;
  /** How long in-flight requests may take to finish after a signal. */
  shutdownMs?: number;
  /** Install SIGTERM/SIGINT handlers (the command line does; tests do not). */
  handleSignals?: boolean;
  /** A client must send its headers within this time (default 10 s) and the whole request within requestTimeoutMs (default 30 s). */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** Most open connections served at once (default 512); a margin above gets 503, beyond that refused. */
  maxConnections?: number;
  /** Called after the server has stopped on a signal, before the process exits. */
  onClose?: () => void;
  /** Make every picture version in the background once listening (the command line does; tests do not). */
  warmImages?: boolean;
  /** Registers a listener called after new content is swapped in (serve --watch): its picture versions are made then. */
  onSiteChange?: (listener: () => void) => void;
}

/** Delay between creating the app (just before listening) and the background warm-up of answers and of the HTML renderer. */
const WARM_UP_DELAY_MS = 250;
/** Delay between listening and the background making of picture versions. */
const IMAGE_WARM_DELAY_MS = 1_000;

export interface RunningServer {
  server: Server;
  url: string;
  /** Connections open now. */
  connections(): number;
  close(): Promise<void>;
}

export async function startServer(site: Site | (() => Site), options: StartOptions): Promise<RunningServer> {
  const getSite = typeof site === 'function' ? site : () => site;
  const images = options.images ?? derivativeStore(getSite, { cacheDir: options.cacheDir, log: options.log });
  // The answers' warm-up (passages, word tables) starts after listening, as the HTML renderer's
  // loading does: run in slices during start-up, it only delayed the first answer by its CPU.
  const closing = new AbortController();
  const app = createApp(site, { warmAfterMs: WARM_UP_DELAY_MS, ...options, images, listenHost: options.host, signal: closing.signal });
  const headersTimeout = options.headersTimeoutMs ?? DEFAULT_LIMITS.headersTimeoutMs;
  const server = createServer(
    {
      requestTimeout: options.requestTimeoutMs ?? DEFAULT_LIMITS.requestTimeoutMs,
      headersTimeout,
      keepAliveTimeout: 5_000,
      // Node checks the two timeouts only this often (default 30 s); check often enough to honour them.
      connectionsCheckingInterval: Math.min(1_000, headersTimeout),
    },
    (req, res) => handle(req, res),
  );
  const connections = limitConnections(server, options.maxConnections ?? DEFAULT_LIMITS.maxConnections);
  const handle = connections.handler(app.callback(), () => rightsHeaders(getSite()));
  server.on('clientError', clientErrorHandler(getSite));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const close = () => (closing.abort(), shutdown(server, options.shutdownMs ?? DEFAULT_LIMITS.shutdownMs));
  if (options.handleSignals ?? true) {
    const onSignal = (signal: NodeJS.Signals) => {
      options.log.notice('shutting down', { signal });
      close().then(() => {
        options.onClose?.();
        process.exit(0);
      });
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  }
  // Announce only once the signal handlers are in place, so a signal right after it is handled.
  const current = typeof site === 'function' ? site() : site;
  options.log.notice('listening', { url, pages: current.pages.length, baseUrl: current.baseUrl });
  // The HTML renderer (remark) is loaded after start-up, off the path to the first answer.
  setTimeout(() => void loadHtmlRenderer().catch((error) => options.log.error('HTML renderer failed to load', { error: String(error) })), WARM_UP_DELAY_MS).unref();
  // A site swapped in by --watch is warmed as the first one was (its ranking tables too: loadSite's deferRanking), not by its first question.
  if (typeof site === 'function') options.onSiteChange?.(() => answerParts(site()).warmWords());
  // Picture versions are made a moment later, so loading sharp and encoding stay off the first requests' path.
  if (options.warmImages) setTimeout(() => imageWarmer(images, options.log, options.cacheDir !== undefined, options.onSiteChange), IMAGE_WARM_DELAY_MS).unref();
  return { server, url, close, connections: connections.open };
}

/** Stops accepting, lets open requests finish, then ends idle and, after the bound, all connections. */
function shutdown(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Picture versions are made after listening, off the request path, and again for the new
 * content after each reload (serve --watch), one round at a time. Returns a function that
 * resolves when no round is running (for tests).
 */
export function imageWarmer(images: DerivativeStore, log: Logger, persisted: boolean, onSiteChange?: (listener: () => void) => void): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await warmRound(images, log, persisted).catch((error: Error) => log.warn('image versions stopped', { error: error.message }));
      } while (again);
      running = undefined;
    })();
    return running;
  };
  onSiteChange?.(() => void run());
  void run();
  return () => running ?? Promise.resolve();
}

/**
 * One round: with a cache folder (where versions persist) the missing ones are made by a
 * process of its own (versions-in-child.ts: the encoder's memory leaves with it); whatever
 * is still missing then, here.
 */
async function warmRound(images: DerivativeStore, log: Logger, persisted: boolean): Promise<void> {
  const started = performance.now();
  const missing = persisted ? await images.missing() : [];
  const byProcess = missing.length ? await import('../images/versions-in-child.ts').then((m) => m.versionsInChild(missing, log)) : undefined;
  // A process that ran to its end made all it could (a picture it could not encode is not tried again here).
  // Not after a timeout: what stalled the process (an enormous picture, a starved machine) would stall
  // the server's encoder threads too, with the memory the process exists to keep out of the server.
  if (!byProcess?.ended && !byProcess?.timedOut) await images.warm();
  const madeByProcess = byProcess ? missing.length - byProcess.failed : 0;
  log.info('image versions ready', { madeByProcess, made: images.stats.made, failed: images.stats.failed, ms: Math.round(performance.now() - started) });
}
