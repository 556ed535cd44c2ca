import { expect } from 'chai';
import { PathOrder } from '../../../server/search/path-order.ts';

const PATHS = ['/de/', '/de/#aktuelle-arbeit', '/de/#auszeichnungen', '/en/work/#a-b', '/en/work/#a_b', '/en/Work/', '/en/über/', '/en/uber/'];

describe('PathOrder', () => {
  it("gives localeCompare's own result for every pair", () => {
    const order = new PathOrder();
    for (const a of PATHS) for (const b of PATHS) expect(order.compare(a, b)).to.equal(a.localeCompare(b), `${a} ${b}`);
  });

  it('computes each pair once while it is kept', () => {
    const order = new PathOrder();
    for (let round = 0; round < 3; round++) for (const a of PATHS) for (const b of PATHS) order.compare(a, b);
    expect(order.computed).to.equal(PATHS.length ** 2);
    expect(order.size).to.equal(PATHS.length ** 2);
  });

  it('keeps at most maxPairs comparisons, starting over when full, and still answers right', () => {
    const order = new PathOrder(5);
    for (const a of PATHS)
      for (const b of PATHS) {
        expect(order.compare(a, b)).to.equal(a.localeCompare(b));
        expect(order.size).to.be.at.most(5);
      }
    expect(order.computed).to.equal(PATHS.length ** 2);
    // Only the pairs kept since the last start-over are answered without computing.
    order.compare(PATHS[0], PATHS[0]);
    expect(order.computed).to.equal(PATHS.length ** 2 + 1);
  });
});
