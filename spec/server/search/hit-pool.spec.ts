import { expect } from 'chai';
import { hitPool, pooledHit } from '../../../server/search/hit-pool.ts';
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
