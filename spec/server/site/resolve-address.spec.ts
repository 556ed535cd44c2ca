import { expect } from 'chai';
import fc from 'fast-check';
import { sample, minimal } from '../../helpers/sites.ts';
import { closestPaths, resolveAddress, MAX_ADDRESS_INPUT } from '../../../server/site/resolve-address.ts';
import { buildAddressIndex, lookupBound, similarAddresses, MARGIN } from '../../../server/site/address-index.ts';

describe('closestPaths', () => {
  it('suggests the addresses a misspelt or incomplete one means', () => {
    expect(closestPaths(sample(), '/en/licencing/')[0]).to.equal('/en/licensing/');
    expect(closestPaths(sample(), '/en/awrds/')[0]).to.equal('/en/awards/');
    expect(closestPaths(sample(), '/press/')).to.include('/en/press/');
    expect(closestPaths(sample(), '/de/press/')).to.include.members(['/de/presse/']);
    expect(closestPaths(sample(), '/en/portfolio/shipyrd/')[0]).to.equal('/en/portfolio/shipyard/');
  });

  it('suggests nothing for an input no address resembles', () => {
    expect(closestPaths(sample(), '/en/zzzzzzzz/')).to.deep.equal([]);
    expect(closestPaths(sample(), '/qqq/xxx/vvv/')).to.deep.equal([]);
    expect(closestPaths(sample(), `/${'日本語'.repeat(5)}/`)).to.deep.equal([]);
  });

  it('does the same bounded work for a 100,000-character input as for a short one', () => {
    const long = { ops: 0 };
    const short = { ops: 0 };
    expect(closestPaths(sample(), `/en/${'presse'.repeat(16_667)}/`, 3, long)).to.deep.equal([]);
    closestPaths(sample(), '/en/pres/', 3, short);
    expect(long.ops).to.equal(1);
    expect(short.ops).to.be.greaterThan(1);
  });

  it('never takes more steps than the bound of its index, whatever the input', () => {
    const index = buildAddressIndex(sample().pages.map((p) => p.path));
    const bound = lookupBound(index);
    fc.assert(
      fc.property(fc.string({ maxLength: index.maxLength + 50 }), (input) => {
        const counter = { ops: 0 };
        similarAddresses(index, input, 3, counter);
        return counter.ops <= bound;
      }),
      { numRuns: 300 },
    );
    // The worst real input: just under the length limit, made of the commonest trigrams.
    const counter = { ops: 0 };
    similarAddresses(index, '/en/portfolio/'.repeat(10).slice(0, index.maxLength), 3, counter);
    expect(counter.ops).to.be.at.most(bound);
  });

  it('keeps the work bounded on a site of many addresses (postings per trigram are capped)', () => {
    const paths = Array.from({ length: 20_000 }, (_, i) => `/en/archive/story-${i}/`);
    const index = buildAddressIndex(paths);
    const counter = { ops: 0 };
    const found = similarAddresses(index, '/en/archive/story-1234x/', 3, counter);
    expect(found).to.include('/en/archive/story-1234/');
    expect(counter.ops).to.be.at.most(lookupBound(index));
    expect(index.maxLength).to.equal('/en/archive/story-19999/'.length + MARGIN);
  });
});

describe('resolveAddress', () => {
  it('refuses an input longer than any address before parsing it, with no suggestions', () => {
    const counter = { ops: 0 };
    const resolved = resolveAddress(minimal(), `https://www.test.example/${'a'.repeat(100_000)}`, counter);
    expect(resolved).to.have.property('error').that.contains(String(MAX_ADDRESS_INPUT));
    expect(resolved).to.have.property('suggestions').that.deep.equals([]);
    expect(counter.ops).to.equal(0);
  });

  it('finds a page in any of its written forms', () => {
    for (const input of ['/en/licensing/', '/en/licensing', 'en/licensing.md', 'https://www.test.example/en/licensing/#credit-line']) {
      expect(resolveAddress(minimal(), input), input).to.have.property('page');
    }
  });
});
