import { expect } from 'chai';
import { operatorSets } from '../../../server/cli/operator-flags.ts';

describe('operatorSets', () => {
  it('finds a named flag in NODE_OPTIONS or node’s own flags, with dashes or underscores', () => {
    expect(operatorSets(['max-semi-space-size'], '--max-semi-space-size=4', [])).to.equal(true);
    expect(operatorSets(['heap-growing-percent'], undefined, ['--heap_growing_percent=50'])).to.equal(true);
  });

  it('ignores flags it was not asked about', () => {
    expect(operatorSets(['heap-growing-percent'], '--max-old-space-size=384', ['--max-semi-space-size=4'])).to.equal(false);
    expect(operatorSets(['max-semi-space-size'], undefined, [])).to.equal(false);
  });
});
