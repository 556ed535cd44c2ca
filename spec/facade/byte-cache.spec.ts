import { expect } from 'chai';
import { byteCache, cacheKey, digest, ENTRY_OVERHEAD, SHORT_KEY } from '../../facade/byte-cache.ts';

describe('byteCache', () => {
  const value = (bytes: number) => Buffer.alloc(bytes, 1);

  it('stays within its bytes, keys and overhead counted, dropping the least recently used', () => {
    const cache = byteCache<Buffer>(1024 * 1024);
    for (let i = 0; i < 1000; i++) cache.set([`question ${i}`], value(10_000));
    const { entries, bytes, maxBytes } = cache.stats();
    expect(bytes).to.be.at.most(maxBytes);
    expect(entries).to.be.within(90, Math.floor(maxBytes / 10_000));
    expect(cache.get(['question 999'])).to.have.length(10_000);
    expect(cache.get(['question 0'])).to.equal(undefined);
  });

  it('keeps a short key as itself and a long one as its digest, so a huge key costs 86 bytes', () => {
    expect(cacheKey(['a', 'b'])).to.equal('1:a1:b');
    const long = 'x'.repeat(SHORT_KEY + 1);
    expect(cacheKey([long]))
      .to.equal(digest([long]))
      .and.have.length(43);
    const cache = byteCache<Buffer>(1024 * 1024);
    cache.set(['x'.repeat(1024 * 1024)], value(100));
    expect(cache.stats()).to.deep.equal({ entries: 1, bytes: 100 + 86 + ENTRY_OVERHEAD, maxBytes: 1024 * 1024 });
  });

  it('tells lists of parts apart that join to the same text', () => {
    expect(cacheKey(['ab', 'c'])).to.not.equal(cacheKey(['a', 'bc']));
    expect(digest(['ab', 'c'])).to.not.equal(digest(['a', 'bc']));
  });

  it('does not keep a value larger than the whole cache', () => {
    const cache = byteCache<Buffer>(1000);
    cache.set(['big'], value(2000));
    expect(cache.stats().entries).to.equal(0);
  });
});
