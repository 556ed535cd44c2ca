/** The ranking metrics' helpers over a result list. */
import { expect } from 'chai';
import { hitsByPage, questionRow } from '../../bench/eval-metrics.ts';

describe('hitsByPage', () => {
  it("groups hits by page in the order of each page's first hit, keeping each page's hits in order", () => {
    const hit = (path: string, n: number) => ({ page: { path }, n });
    const grouped = hitsByPage([hit('/en/a/', 1), hit('/de/b/', 2), hit('/en/a/', 3), hit('/en/c/', 4), hit('/de/b/', 5)]);
    expect(grouped.map((g) => g.page.path)).to.deep.equal(['/en/a/', '/de/b/', '/en/c/']);
    expect(grouped.map((g) => g.hits.map((h) => h.n))).to.deep.equal([[1, 3], [2, 5], [4]]);
  });
  it('gives no groups for no hits', () => {
    expect(hitsByPage([])).to.deep.equal([]);
  });
});

describe('questionRow', () => {
  it('writes set, id, lang, kind, nDCG@5, rr, the query after its previous questions, the first five pages and the pages graded 2', () => {
    const q = { id: 'x1', lang: 'en', kind: 'follow-up', query: 'And\tthe price?', prev: ['Do you teach?'], relevant: { '/en/b/': 2, '/en/c/': 1 } };
    const cols = questionRow('demo', q, ['/en/a/', '/en/b/', '/en/b/', '/en/c/']).split('\t');
    expect(cols.slice(0, 4)).to.deep.equal(['demo', 'x1', 'en', 'follow-up']);
    expect(cols[5]).to.equal('0.500');
    expect(cols[4]).to.equal('0.6433'); // the repeat of /en/b/ gains nothing and takes a place
    expect(cols.slice(6)).to.deep.equal(['[Do you teach?] And the price?', '/en/a/ /en/b/ /en/c/', '/en/b/']);
  });
});
