/**
 * Pretenuring off once the server listens: when the rule applies, and V8's own behaviour in a
 * child process (the flag read at run time, not only at start).
 */
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { NO_PRETENURING, operatorSetsPretenuring, stopPretenuring } from '../../../server/cli/pretenuring.ts';

describe('operatorSetsPretenuring', () => {
  it('sees the flag either way in NODE_OPTIONS or node’s flags, in either spelling, and nothing else', () => {
    expect(operatorSetsPretenuring('--allocation-site-pretenuring', [])).to.equal(true);
    expect(operatorSetsPretenuring(undefined, ['--no-allocation_site_pretenuring'])).to.equal(true);
    expect(operatorSetsPretenuring('--max-old-space-size=384', ['--heap-growing-percent=20'])).to.equal(false);
  });
});

describe('stopPretenuring', function () {
  this.timeout(30_000);

  it('for serve, sets the flag once when called, and not before', () => {
    const set: string[] = [];
    const stop = stopPretenuring('serve', {}, [], (flag) => set.push(flag));
    expect(set).to.deep.equal([]);
    stop!();
    expect(set).to.deep.equal([NO_PRETENURING]);
  });

  it('leaves an operator’s own setting and the other commands alone', () => {
    expect(stopPretenuring('serve', { NODE_OPTIONS: '--allocation-site-pretenuring' }, [])).to.equal(undefined);
    expect(stopPretenuring('serve', {}, ['--no-allocation-site-pretenuring'])).to.equal(undefined);
    for (const command of ['check', 'build', 'export', 'stdio', undefined]) expect(stopPretenuring(command, {}, [])).to.equal(undefined);
  });

  // One literal's objects kept in a ring (each survives several scavenges of a young generation
  // held at its largest from the start), garbage beside them; V8 prints each site's decision.
  const script = (off: boolean) => `
    import { setFlagsFromString } from 'node:v8';
    if (${off}) setFlagsFromString('${NO_PRETENURING}');
    const make = (i) => ({ id: i, parts: [i, i + 1] });
    const ring = new Array(4096);
    let junk;
    for (let i = 0; i < 400000; i++) {
      ring[i % ring.length] = make(i);
      junk = new Array(16).fill(i);
    }
    console.log(ring.length + junk.length);
  `;
  const tenured = (off: boolean): number =>
    execFileSync(process.execPath, ['--min-semi-space-size=1', '--max-semi-space-size=1', '--trace-pretenuring-statistics', '--input-type=module', '-e', script(off)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('=> tenure')).length;

  it('V8 (this Node) tenures a long-lived literal’s site, and none once the flag is set at run time', () => {
    expect(tenured(false), 'pretenuring on').to.be.at.least(1);
    expect(tenured(true), 'set off at run time').to.equal(0);
  });
});
