import { expect } from 'chai';
import { assembleIndex, docsOf, findSorted, findTerm, lowerBound, packLanguage, wholeLowerBound } from '../../../server/search/search-index.ts';
import { sample } from '../../helpers/sites.ts';

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

describe('findTerm', () => {
  it("finds what findSorted finds in the index's terms, for every term and thousands of strings that are none", () => {
    let none = 0;
    for (const li of sample().search.byLang.values()) {
      const keys = ['', 'a', 'zz', 'ä'];
      for (const term of li.terms) keys.push(term, term.slice(0, -1), `${term}s`, `${term}ung`, `x${term}`);
      for (const key of keys) {
        const at = findSorted(li.terms, key);
        expect(findTerm(li, key), key).to.equal(at);
        if (at < 0) none++;
      }
    }
    expect(none).to.be.above(5000);
  });

  it('reads no term for most strings that are none (one bit of the bit set of the terms’ prefixes tells them)', () => {
    const li = sample().search.byLang.get('de')!;
    let reads = 0;
    const terms = new Proxy(li.terms, { get: (target, key, receiver) => (typeof key === 'string' && /^\d+$/.test(key) && reads++, Reflect.get(target, key, receiver)) });
    const counted = { terms, prefixes: li.prefixes };
    const misses = li.surfaces.map((w) => `${w}qz`);
    // The binary search's blocks of the (proxied) array are found on its first search: not counted.
    findSorted(terms, 'foto');
    reads = 0;
    for (const key of misses) expect(findTerm(counted, key)).to.equal(-1);
    expect(reads).to.be.below(0.25 * misses.length * Math.log2(li.terms.length));
    reads = 0;
    // A term itself is still searched for (its bit is set).
    expect(findTerm(counted, li.terms[10])).to.equal(10);
    expect(reads).to.be.above(0);
  });
});

describe('wholeLowerBound', () => {
  it('finds the first value not below the key', () => {
    const sorted = ['a', 'ab', 'b', 'ba'];
    expect(['', 'a', 'aa', 'ab', 'abc', 'b', 'c'].map((key) => wholeLowerBound(sorted, key))).to.deep.equal([0, 0, 1, 1, 2, 2, 4]);
  });
});

describe('assembleIndex', () => {
  it('carries every field of each packed language into its index, as the same values, and gives every language the same fields in one order', () => {
    const site = sample();
    const packed = site.languages.map((lang) => packLanguage(lang, docsOf(site, lang)));
    const index = assembleIndex(site, packed);
    const orders = new Set<string>();
    for (const p of packed) {
      const li = index.byLang.get(p.lang)!;
      // The index names each field in one literal (one hidden class for all languages): a field added to the packed language must be named there too.
      for (const [name, value] of Object.entries(p)) expect(li, name).to.have.property(name).that.equals(value);
      orders.add(Object.keys(li).join());
    }
    expect(packed.length).to.be.above(1);
    expect(orders.size).to.equal(1);
  });
});
