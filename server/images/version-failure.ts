/**
 * A picture version the version process could not make, as it reports it: one JSON line on
 * stderr, tagged, so a runtime's own warnings on the same stream are not counted as pictures.
 */
export interface VersionFailure {
  versionFailed: true;
  file: string;
  width: number;
  ext: string;
  error: string;
}

export function versionFailureLine(failure: Omit<VersionFailure, 'versionFailed'>): string {
  return `${JSON.stringify({ versionFailed: true, ...failure })}\n`;
}

/** The failure a stderr line reports, or undefined for any other line. */
export function isVersionFailure(line: string): VersionFailure | undefined {
  if (!line.startsWith('{"versionFailed":true')) return undefined;
  try {
    return JSON.parse(line) as VersionFailure;
  } catch {
    return undefined;
  }
}
