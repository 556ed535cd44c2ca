/** The ranking metrics' helpers over a result list. */
import { expect } from 'chai';
import { hitsByPage } from '../../bench/eval-metrics.ts';

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
