/**
 * A started server says what it skipped: the content folder's warnings (a picture that
 * cannot be read, a photograph without alt text, …) as log lines, at most MAX_LOGGED of
 * them and a count of the rest, so a large site with many does not flood its log; the
 * whole list is what `portfolio-agent check` prints.
 */
import { formatProblem } from '../site/load-site.ts';
import type { Problem } from '../site/content-schemas.ts';

export const MAX_LOGGED = 20;

export interface WarningLog {
  warn(message: string, fields?: Record<string, unknown>): void;
}

export function logContentWarnings(warnings: readonly Problem[] | undefined, log: WarningLog): void {
  if (!warnings?.length) return;
  for (const problem of warnings.slice(0, MAX_LOGGED)) log.warn('content warning', { problem: formatProblem(problem) });
  if (warnings.length > MAX_LOGGED) log.warn('content warnings not shown', { more: warnings.length - MAX_LOGGED, see: 'portfolio-agent check' });
}
