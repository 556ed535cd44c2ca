import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import { CHILD_LINE_CHARS, childArgs, runChild } from '../../server/run-child.ts';

const CHATTY = fileURLToPath(new URL('../fixtures/children/chatty-child.js', import.meta.url));

describe('childArgs', () => {
  it('runs the .ts sibling under tsx from sources, the .js sibling when compiled', () => {
    expect(childArgs('file:///p/server/search/index-cache.ts', 'build-child')).to.deep.equal(['--import', 'tsx', '/p/server/search/build-child.ts']);
    expect(childArgs('file:///p/dist/server/search/index-cache.js', 'build-child')).to.deep.equal(['/p/dist/server/search/build-child.js']);
  });
});

describe('runChild', () => {
  it('passes the input, gives every stderr line (the last one without a newline too) and the exit code', async () => {
    const lines: string[] = [];
    const run = await runChild([CHATTY], { input: JSON.stringify({ code: 3 }), timeoutMs: 60_000, onLine: (l) => lines.push(l) });
    expect(run).to.deep.equal({ code: 3, signal: null, timedOut: false });
    expect(lines).to.have.length(3);
    expect(lines[2]).to.equal('no newline at the end');
  });

  it('passes on at most CHILD_LINE_CHARS of a line, however long the child writes it', async () => {
    const lines: string[] = [];
    const run = await runChild([CHATTY], { input: JSON.stringify({ code: 0, long: 5 * CHILD_LINE_CHARS }), timeoutMs: 60_000, onLine: (l) => lines.push(l) });
    expect(run.code).to.equal(0);
    expect(lines.map((l) => l.length)).to.include(CHILD_LINE_CHARS);
    expect(Math.max(...lines.map((l) => l.length))).to.equal(CHILD_LINE_CHARS);
    expect(lines.slice(-2)).to.deep.equal(['after the long line', 'no newline at the end']);
  });

  it('kills a child that outlives its time limit', async () => {
    const run = await runChild([CHATTY], { input: JSON.stringify({ hang: true }), timeoutMs: 300 });
    expect(run.timedOut).to.equal(true);
    expect(run.code).to.equal(null);
    expect(run.signal).to.equal('SIGKILL');
  });
});
