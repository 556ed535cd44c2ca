import { expect } from 'chai';
import { logContentWarnings, MAX_LOGGED } from '../../../server/cli/log-warnings.ts';

describe('logContentWarnings', () => {
  it('logs each warning as a line, at most MAX_LOGGED and a count of the rest', () => {
    const lines: [string, Record<string, unknown> | undefined][] = [];
    const log = { warn: (message: string, fields?: Record<string, unknown>) => lines.push([message, fields]) };
    logContentWarnings(undefined, log);
    logContentWarnings([], log);
    expect(lines).to.deep.equal([]);
    const one = { file: 'en/a.md', field: 'image /assets/x.jpg', message: 'cannot be read (EACCES): skipped', severity: 'warning' as const };
    logContentWarnings([one], log);
    expect(lines).to.have.length(1);
    expect(String(lines[0][1]?.problem)).to.contain('en/a.md').and.contain('cannot be read (EACCES)');
    lines.length = 0;
    logContentWarnings(
      Array.from({ length: MAX_LOGGED + 5 }, () => one),
      log,
    );
    expect(lines).to.have.length(MAX_LOGGED + 1);
    expect(lines.at(-1)).to.deep.equal(['content warnings not shown', { more: 5, see: 'portfolio-agent check' }]);
  });
});
