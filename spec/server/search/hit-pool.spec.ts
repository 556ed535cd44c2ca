import { expect } from 'chai';
import { hitPool, pooledCopy, pooledHit } from '../../../server/search/hit-pool.ts';
import type { SearchIndex } from '../../../server/search/search-index.ts';
import type { SearchHit } from '../../../server/search/search-query.ts';

const index = {} as SearchIndex;
const page = {} as SearchHit['page'];
const section = {} as SearchHit['section'];
const terms = new Set<string>();

describe('hitPool', () => {
  it('keeps one pool per index and kind', () => {
    expect(hitPool(index, 'candidates')).to.equal(hitPool(index, 'candidates'));
    expect(hitPool(index, 'candidates')).to.not.equal(hitPool(index, 'translations'));
    expect(hitPool(index, 'listed')).to.not.equal(hitPool(index, 'candidates'));
    expect(hitPool({} as SearchIndex, 'candidates')).to.not.equal(hitPool(index, 'candidates'));
  });
});

describe('pooledHit', () => {
  it('makes hits until the pool is started again, then fills the same objects with the new fields', () => {
    const pool = hitPool({} as SearchIndex, 'translations');
    const first = [pooledHit(pool, page, section, 0.5, terms, true, -1, -1), pooledHit(pool, page, section, 0.25, terms, true, 3, 40)];
    expect(first[0]).to.not.equal(first[1]);
    expect(pool.hits).to.have.length(2);
    pool.used = 0;
    const again = pooledHit(pool, page, section, 0.75, terms, false, 7, 80);
    expect(again).to.equal(first[0]);
    expect(again).to.deep.equal({ page, section, score: 0.75, raw: 0.75, terms, viaTranslation: false, order: 7, length: 80 });
    expect(pool.hits).to.have.length(2);
  });
});

describe('pooledCopy', () => {
  it("copies every field of a hit but its score into the pool's objects, made only while the pool has none to fill", () => {
    const pool = hitPool({} as SearchIndex, 'listed');
    const hit: SearchHit = { page, section, score: 0.5, raw: 0.4, terms, viaTranslation: true, order: 3, length: 40 };
    const first = pooledCopy(pool, hit, 0.25);
    expect(first).to.not.equal(hit);
    expect(first).to.deep.equal({ ...hit, score: 0.25 });
    pool.used = 0;
    const other: SearchHit = { page: {} as SearchHit['page'], section, score: 1, raw: 0.9, terms: new Set(['x']), viaTranslation: false, order: -1, length: -1 };
    const again = pooledCopy(pool, other, 0.75);
    expect(again).to.equal(first);
    expect(again).to.deep.equal({ ...other, score: 0.75 });
    expect(pool.hits).to.have.length(1);
  });
});
