import { resolve } from 'node:path';
import { expect } from 'chai';
import { loadSite } from '../../../server/site/load-site.ts';
import { markdownLength, NO_LENGTH, NO_ORDER, prepareSectionNumbers, sectionNumbers, sectionNumberStats } from '../../../server/search/section-numbers.ts';
import { tieBreak } from '../../../server/search/rerank.ts';
import { searchIndex, type SearchHit } from '../../../server/search/search-query.ts';
import type { SearchDoc } from '../../../server/search/search-index.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const site = loadSite(resolve(import.meta.dirname, '../../../content'));

describe('prepareSectionNumbers', () => {
  it('places every section of the index, over both languages, as the tie-break orders them (level, then the address by localeCompare)', () => {
    const docs: [SearchDoc, number][] = [];
    for (const li of site.search.byLang.values()) {
      const numbers = sectionNumbers(li);
      expect(numbers?.places?.length).to.equal(li.docs.length);
      li.docs.forEach((doc, d) => docs.push([doc, numbers!.places![d]]));
    }
    expect(docs.length).to.be.greaterThan(200);
    for (const [a, x] of docs) {
      for (const [b, y] of docs) {
        const expected = Math.sign(a.section.level - b.section.level || a.section.path.localeCompare(b.section.path));
        if (Math.sign(x - y) !== expected) expect.fail(`${a.section.path} ${b.section.path}`);
      }
    }
  });

  it("keeps each section's Markdown length", () => {
    for (const li of site.search.byLang.values()) {
      const { lengths } = sectionNumbers(li)!;
      expect([...lengths]).to.deep.equal(li.docs.map((doc) => markdownLength(doc.section)));
    }
  });

  it('is made once per index (the loaded site has them; a second call compares nothing)', () => {
    const { made, compared } = sectionNumberStats;
    prepareSectionNumbers(site.search);
    expect(sectionNumberStats).to.deep.equal({ made, compared });
  });
});

describe('sectionNumbers', () => {
  it('is undefined before the numbers are made; hits then carry none and are compared and measured by their sections', () => {
    const index = fixtureIndex([
      { path: '/en/a/', title: 'Alpha', intro: 'glaze kiln glaze' },
      { path: '/en/b/', title: 'Beta', intro: 'glaze kiln glaze' },
    ]);
    expect(sectionNumbers(index.byLang.get('en')!)).to.equal(undefined);
    const hits = searchIndex(index, { query: 'glaze' }).hits;
    expect(hits.map((h) => [h.order, h.length])).to.deep.equal([
      [NO_ORDER, NO_LENGTH],
      [NO_ORDER, NO_LENGTH],
    ]);
    expect(hits.map((h) => h.section.path)).to.deep.equal(['/en/a/', '/en/b/']);
    prepareSectionNumbers(index);
    const numbered = searchIndex(index, { query: 'glaze' });
    expect(numbered.hits.map((h) => h.order)).to.deep.equal([0, 1]);
    expect(numbered.hits.map((h) => h.length)).to.deep.equal(numbered.hits.map((h) => markdownLength(h.section)));
    expect(numbered.hits.map((h) => [h.section.path, h.score])).to.deep.equal(hits.map((h) => [h.section.path, h.score]));
  });

  it('makes no places for an index of more sections than the bound (its hits compare by their sections), and the lengths still', () => {
    const index = fixtureIndex([
      { path: '/en/a/', title: 'Alpha', intro: 'glaze kiln glaze' },
      { path: '/en/b/', title: 'Beta', intro: 'glaze kiln glaze' },
    ]);
    prepareSectionNumbers(index, 1);
    const numbers = sectionNumbers(index.byLang.get('en')!)!;
    expect(numbers.places).to.equal(undefined);
    expect(numbers.lengths.length).to.equal(2);
    const hits = searchIndex(index, { query: 'glaze' }).hits;
    expect(hits.map((h) => h.order)).to.deep.equal([NO_ORDER, NO_ORDER]);
    expect(hits.map((h) => h.length)).to.deep.equal(hits.map((h) => markdownLength(h.section)));
  });

  it('gives tieBreak the same sign as the sections compared, for hits with and without places', () => {
    const li = site.search.byLang.get('de')!;
    const [a, b] = li.docs.slice(3, 5);
    const places = sectionNumbers(li)!.places!;
    const hit = (doc: SearchDoc, order: number): SearchHit => ({ ...doc, score: 1, raw: 1, terms: new Set(), viaTranslation: false, order });
    const plain = Math.sign(tieBreak(hit(a, NO_ORDER), hit(b, NO_ORDER)));
    expect(Math.sign(tieBreak(hit(a, places[3]), hit(b, places[4])))).to.equal(plain);
    expect(Math.sign(tieBreak(hit(a, places[3]), hit(b, NO_ORDER)))).to.equal(plain);
  });
});
