/** Structured log lines on stderr, so stdout stays free (the stdio transport owns it). */
export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';
const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

export interface Logger {
  error(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  debug(message: string, fields?: Record<string, unknown>): void;
  enabled(level: Exclude<LogLevel, 'silent'>): boolean;
  /** Start-up and shutdown lines: printed at every level but silent. */
  notice(message: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel = 'info', write: (line: string) => void = (line) => process.stderr.write(line + '\n')): Logger {
  const at =
    (lvl: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (RANK[lvl] <= RANK[level]) write(JSON.stringify({ time: new Date().toISOString(), level: lvl, message, ...fields }));
    };
  const notice = (message: string, fields: Record<string, unknown> = {}) => {
    if (level !== 'silent') write(JSON.stringify({ time: new Date().toISOString(), level: 'notice', message, ...fields }));
  };
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug'), enabled: (lvl) => RANK[lvl] <= RANK[level], notice };
}

export const LOG_LEVELS = Object.keys(RANK) as LogLevel[];
