/**
 * The young generation's cap: the rule with an injected size source, and V8's own behaviour
 * in a child process (the growth factor read at grow time, not only at start).
 */
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { capYoungGeneration, operatorSizesYoungGeneration, YOUNG_GENERATION_CAP_BYTES, youngGenerationCap } from '../../../server/cli/young-generation.ts';

const MB = 1024 * 1024;

describe('youngGenerationCap', () => {
  /** sizes: the young generation's at each check; busy: whether many clients are connected, at each check. */
  function capWith(sizes: number[], busy: boolean[] = []) {
    const set: number[] = [];
    let i = 0;
    let b = 0;
    const cap = youngGenerationCap({ capBytes: 8 * MB, sizeBytes: () => sizes[i++], busy: () => busy[b++] ?? false, setFactor: (f) => set.push(f) });
    return { cap, set };
  }

  it('stops growth at once and holds it so, whatever the checks see, until allowed', () => {
    const { cap, set } = capWith([1 * MB, 1 * MB], [true, true]);
    expect(cap.factor).to.equal(1);
    cap.check();
    cap.check();
    expect(cap.factor).to.equal(1);
    expect(set).to.deep.equal([1]);
  });

  it('once allowed, lets it grow below the cap and stops it from the cap on, setting the factor only when it changes', () => {
    const { cap, set } = capWith([1 * MB, 2 * MB, 4 * MB, 8 * MB, 8 * MB, 16 * MB]);
    cap.allowGrowth();
    const factors = [cap.factor];
    for (let n = 1; n <= 5; n++) {
      cap.check();
      factors.push(cap.factor);
    }
    expect(factors).to.deep.equal([2, 2, 2, 1, 1, 1]);
    expect(set).to.deep.equal([1, 2, 1]);
  });

  it('lets it grow past the cap while many clients are connected, and stops it again after', () => {
    const { cap } = capWith([8 * MB, 8 * MB, 16 * MB, 16 * MB], [false, true, true, false]);
    cap.allowGrowth();
    expect(cap.factor).to.equal(1);
    cap.check();
    expect(cap.factor, 'busy').to.equal(2);
    cap.check();
    expect(cap.factor, 'still busy').to.equal(2);
    cap.check();
    expect(cap.factor, 'quiet again').to.equal(1);
  });

  it('lets it grow again after V8 shrank the young generation', () => {
    const { cap, set } = capWith([8 * MB, 2 * MB, 8 * MB]);
    cap.allowGrowth();
    cap.check();
    expect(cap.factor).to.equal(2);
    cap.check();
    expect(set).to.deep.equal([1, 2, 1]);
  });
});

describe('operatorSizesYoungGeneration', () => {
  it('sees a semi-space flag in NODE_OPTIONS or node’s flags, in either spelling', () => {
    expect(operatorSizesYoungGeneration('--max-semi-space-size=4', [])).to.equal(true);
    expect(operatorSizesYoungGeneration(undefined, ['--semi_space_growth_factor=3'])).to.equal(true);
    expect(operatorSizesYoungGeneration('', ['--min-semi-space-size=2'])).to.equal(true);
  });

  it('ignores other flags', () => {
    expect(operatorSizesYoungGeneration('--max-old-space-size=512', ['--heap-growing-percent=20'])).to.equal(false);
    expect(operatorSizesYoungGeneration(undefined, [])).to.equal(false);
  });
});

describe('capYoungGeneration', function () {
  this.timeout(60_000);
  const module = fileURLToPath(new URL('../../../server/cli/young-generation.ts', import.meta.url));
  // Allocates objects that survive a while: first in one synchronous task, many of them (as
  // loading a site does), then yielding now and then so the collector's observer runs, fewer
  // (few promoted: as questions asked one after another). Prints the young generation's
  // largest size in each phase, and its size at the start.
  const script = (cap: boolean) => `
    import { getHeapSpaceStatistics } from 'node:v8';
    import { capYoungGeneration } from ${JSON.stringify(module)};
    const cap = ${cap ? "capYoungGeneration('serve', {}, [])" : 'undefined'};
    const size = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size;
    let keep = [];
    const largest = [0, 0, size()];
    for (let i = 0; i < 4e6; i++) {
      keep.push({ i, s: 'x' + i });
      if (keep.length > (i < 2e6 ? 200000 : 20000)) keep = [];
      if (i % 5000 === 0) {
        const phase = i < 2e6 ? 0 : 1;
        largest[phase] = Math.max(largest[phase], size());
        if (phase === 1) await new Promise((resolve) => setImmediate(resolve));
        else if (i + 5000 >= 2e6) cap?.allowGrowth();
      }
    }
    console.log(JSON.stringify(largest));
  `;
  const largest = (cap: boolean): number[] => JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(cap)], { encoding: 'utf8' }));

  it('holds V8 (this Node) at its initial size, then at the cap under light load, where it would grow past both', () => {
    const [loading, serving] = largest(false);
    expect(loading, 'uncapped, synchronous').to.be.above(YOUNG_GENERATION_CAP_BYTES);
    expect(serving, 'uncapped').to.be.above(YOUNG_GENERATION_CAP_BYTES);
    const [held, capped, atStart] = largest(true);
    expect(held, 'held').to.equal(atStart);
    expect(capped, 'capped').to.equal(YOUNG_GENERATION_CAP_BYTES);
  });

  it('leaves an operator’s own setting alone', () => {
    expect(capYoungGeneration('serve', { NODE_OPTIONS: '--max-semi-space-size=2' }, [])).to.equal(undefined);
  });

  it('leaves the one-off commands with V8’s defaults', () => {
    for (const command of ['check', 'build', 'export', undefined]) expect(capYoungGeneration(command, {}, [])).to.equal(undefined);
  });
});
