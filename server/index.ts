/**
 * The library: load a content folder, then mount the HTTP interface (a Koa app) or the MCP
 * server into a host, or run them as the command line does. See docs/library.md.
 */
export { loadSite, ContentError, formatProblem, addressOf, type LoadOptions } from './site/load-site.ts';
export type { Site, SiteConfig, Page, Section, Person, Rights, PostalAddress, Localized } from './site/site-types.ts';
export { localize, absoluteUrl } from './site/site-types.ts';
export type { Problem } from './site/content-schemas.ts';
export { defaultCacheDir } from './site/cache-dir.ts';
export { createApp, type AppOptions } from '../facade/create-app.ts';
export { createMcpServer } from './mcp/create-mcp-server.ts';
export { startServer, type StartOptions, type RunningServer } from './cli/start-server.ts';
export { runStdio, STDIO_EXIT, type StdioOptions } from './cli/run-stdio.ts';
export { watchSite, type WatchedSite } from './cli/watch-site.ts';
export { exportSite, type ExportedFile } from './cli/export-site.ts';
export { createLogger, LOG_LEVELS, type Logger, type LogLevel } from '../facade/logger.ts';
export { PACKAGE_NAME, PACKAGE_VERSION } from './mcp/server-info.ts';
// The tools' pure handlers, for a host that answers from its own routes.
export { searchSite, type SearchSiteInput, type SearchSiteOutput, type Result } from '../tools/search-site.ts';
export { getPage, type GetPageInput, type GetPageOutput } from '../tools/get-page.ts';
export { getProfile, type GetProfileInput, type GetProfileOutput } from '../tools/get-profile.ts';
export type { ToolOutcome } from '../tools/tool-result.ts';
