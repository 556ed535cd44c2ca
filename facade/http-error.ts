/** An error the facade answers with the spec's Error body (error.code, error.message, error.hint). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly hint?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** `_meta.version`: the interface follows version 0.55 of the search request/response standard. */
export const PROTOCOL_VERSION = '0.55';

export function errorBody(code: string, message: string, hint?: string) {
  return {
    error: hint ? { code, message, hint } : { code, message },
    _meta: { response_type: 'failure', version: PROTOCOL_VERSION },
  };
}
