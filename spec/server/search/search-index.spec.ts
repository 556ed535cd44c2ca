import { expect } from 'chai';
import { lowerBound } from '../../../server/search/search-index.ts';
import { sample } from '../../helpers/sites.ts';

/** The plain binary search over the whole array. */
function wholeLowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

describe('lowerBound', () => {
  it('finds the position the whole array’s binary search finds, for every value, its prefixes and neighbours, and keys outside the blocks', () => {
    let compared = 0;
    for (const li of sample().search.byLang.values()) {
      for (const sorted of [li.terms, li.surfaces]) {
        expect(sorted.length).to.be.above(256);
        const keys = ['', 'a', 'z', 'zz', 'z{', '0', '09', '0:', 'a-b', "a'", 'ä', 'äb', 'éa', '{{', '\uffff'];
        for (const value of sorted) keys.push(value, value.slice(0, 2), value.slice(0, 3), `${value}a`, `${value.slice(0, -1)}{`, value.slice(0, 1) + String.fromCharCode(value.charCodeAt(1) + 1));
        for (const key of keys) {
          expect(lowerBound(sorted, key), key).to.equal(wholeLowerBound(sorted, key));
          compared++;
        }
      }
    }
    expect(compared).to.be.above(10_000);
  });
});
