/**
 * The old generation's room: the rule with an injected size source, and V8's own behaviour in a
 * child process (the growing percent read after each full collection, not only at start).
 */
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  growingPercent,
  MAX_GROWING_PERCENT,
  MIN_GROWING_PERCENT,
  OLD_GENERATION_SLACK_BYTES,
  oldGenerationSlack,
  operatorSetsHeapGrowth,
  slackOldGeneration,
} from '../../../server/cli/old-generation.ts';

const MB = 1024 * 1024;

describe('growingPercent', () => {
  it('gives a small live heap the slack as room, a large one 20 %', () => {
    expect(growingPercent(32 * MB)).to.equal(100);
    expect(growingPercent(27 * MB)).to.equal(Math.ceil((100 * OLD_GENERATION_SLACK_BYTES) / (27 * MB)));
    expect(growingPercent(400 * MB)).to.equal(MIN_GROWING_PERCENT);
  });

  it('stays within 20 % and 300 %, and reads no size as 20 %', () => {
    expect(growingPercent(1 * MB)).to.equal(MAX_GROWING_PERCENT);
    expect(growingPercent(0)).to.equal(MIN_GROWING_PERCENT);
    expect(growingPercent(Number.NaN)).to.equal(MIN_GROWING_PERCENT);
  });
});

describe('oldGenerationSlack', () => {
  it('while busy, sets the percent from the live size at each check, only when it changes', () => {
    const sizes = [32 * MB, 32 * MB, 64 * MB, 400 * MB];
    const set: number[] = [];
    let i = 0;
    const slack = oldGenerationSlack({ liveBytes: () => sizes[i++], busy: () => true, setPercent: (p) => set.push(p) });
    expect(slack.percent).to.equal(0);
    for (let n = 0; n < sizes.length; n++) slack.check();
    expect(set).to.deep.equal([100, 50, 20]);
    expect(slack.percent).to.equal(20);
  });

  it('keeps 20 % while few clients are connected, and gives the room when many are', () => {
    const busy = [false, true, false];
    const set: number[] = [];
    let b = 0;
    const slack = oldGenerationSlack({ liveBytes: () => 32 * MB, busy: () => busy[b++], setPercent: (p) => set.push(p) });
    slack.check();
    slack.check();
    slack.check();
    expect(set).to.deep.equal([MIN_GROWING_PERCENT, 100, MIN_GROWING_PERCENT]);
  });
});

describe('operatorSetsHeapGrowth', () => {
  it('sees the flag in NODE_OPTIONS or node’s flags, in either spelling, and nothing else', () => {
    expect(operatorSetsHeapGrowth('--heap-growing-percent=50', [])).to.equal(true);
    expect(operatorSetsHeapGrowth(undefined, ['--heap_growing_percent=50'])).to.equal(true);
    expect(operatorSetsHeapGrowth('--max-old-space-size=384', ['--max-semi-space-size=4'])).to.equal(false);
  });
});

describe('slackOldGeneration', function () {
  this.timeout(60_000);
  // Keeps ~24 MB live and puts 320 MB of garbage through the old generation (1 MB arrays are
  // large objects, made there directly; dropped eight at a time), with V8's percent set at run
  // time to `percent`; prints how many full collections ran (14-16 at 20 %, 3-4 at 300 % here).
  const script = (percent: number) =>
    `
    import { setFlagsFromString } from 'node:v8';
    import { PerformanceObserver, constants } from 'node:perf_hooks';
    let full = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) full++; }).observe({ entryTypes: ['gc'] });
    const live = Array.from({ length: 24 }, () => new Array(MB / 8).fill(0).map((_, i) => i + 0.5));
    setFlagsFromString('--heap-growing-percent=${percent}');
    let batch = [];
    for (let round = 0; round < 320; round++) {
      batch.push(new Array(MB / 8).fill(0).map((_, i) => i + 0.5));
      if (batch.length === 8) { await new Promise((r) => setTimeout(r, 1)); batch = []; }
    }
    await new Promise((r) => setTimeout(r, 50));
    console.log(JSON.stringify({ full, live: live.length }));
  `.replaceAll('MB', String(MB));
  const fullCollections = (percent: number): number => JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script(percent)], { encoding: 'utf8' })).full;

  it('V8 (this Node) collects the old generation less often when the percent is raised at run time', () => {
    const tight = fullCollections(MIN_GROWING_PERCENT);
    const roomy = fullCollections(MAX_GROWING_PERCENT);
    expect(tight, 'at 20 %').to.be.at.least(3);
    expect(roomy, 'at 300 %').to.be.below(tight / 2);
  });

  it('while busy, sets the percent again from the live size after a full collection, not only when the server listens', () => {
    const script = `
      import { slackOldGeneration } from ${JSON.stringify(pathToFileURL(resolve('server/cli/old-generation.ts')).href)};
      const slack = slackOldGeneration('serve', {}, [], () => true)();
      const listening = slack.percent;
      const live = Array.from({ length: 64 }, () => new Array(${MB / 8}).fill(0).map((_, i) => i + 0.5));
      globalThis.gc();
      await new Promise((r) => setTimeout(r, 50));
      console.log(JSON.stringify({ listening, collected: slack.percent, live: live.length }));
    `;
    const { listening, collected } = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--expose-gc', '--input-type=module', '-e', script], { encoding: 'utf8' }));
    // ~64 MB more live: 32 MB of room is about 50 % of it, where the small heap at listening had more.
    expect(collected).to.be.below(listening);
    expect(collected).to.be.within(MIN_GROWING_PERCENT + 1, 60);
  });

  it('leaves an operator’s own setting and the one-off commands alone', () => {
    expect(slackOldGeneration('serve', { NODE_OPTIONS: '--heap-growing-percent=50' }, [])).to.equal(undefined);
    // stdio's main returns only when its client has gone: room set then would come at the exit.
    for (const command of ['check', 'build', 'export', 'stdio', undefined]) expect(slackOldGeneration(command, {}, [])).to.equal(undefined);
    expect(slackOldGeneration('serve', {}, [])).to.be.a('function');
  });
});
