import { resolve } from 'node:path';
import { expect } from 'chai';
import { loadSite } from '../../../server/site/load-site.ts';
import { NO_ORDER, prepareSectionOrder, sectionOrder, sectionOrderStats } from '../../../server/search/section-order.ts';
import { tieBreak } from '../../../server/search/rerank.ts';
import { searchIndex, type SearchHit } from '../../../server/search/search-query.ts';
import type { SearchDoc } from '../../../server/search/search-index.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const site = loadSite(resolve(import.meta.dirname, '../../../content'));

describe('prepareSectionOrder', () => {
  it('places every section of the index, over both languages, as the tie-break orders them (level, then the address by localeCompare)', () => {
    const docs: [SearchDoc, number][] = [];
    for (const li of site.search.byLang.values()) {
      const places = sectionOrder(li);
      expect(places?.length).to.equal(li.docs.length);
      li.docs.forEach((doc, d) => docs.push([doc, places![d]]));
    }
    expect(docs.length).to.be.greaterThan(200);
    for (const [a, x] of docs) {
      for (const [b, y] of docs) {
        const expected = Math.sign(a.section.level - b.section.level || a.section.path.localeCompare(b.section.path));
        if (Math.sign(x - y) !== expected) expect.fail(`${a.section.path} ${b.section.path}`);
      }
    }
  });

  it('is made once per index (the loaded site has it; a second call compares nothing)', () => {
    const { made, compared } = sectionOrderStats;
    prepareSectionOrder(site.search);
    expect(sectionOrderStats).to.deep.equal({ made, compared });
  });
});

describe('sectionOrder', () => {
  it('is undefined before the order is made; hits then carry no place and compare by level and address', () => {
    const index = fixtureIndex([
      { path: '/en/a/', title: 'Alpha', intro: 'glaze kiln glaze' },
      { path: '/en/b/', title: 'Beta', intro: 'glaze kiln glaze' },
    ]);
    expect(sectionOrder(index.byLang.get('en')!)).to.equal(undefined);
    const hits = searchIndex(index, { query: 'glaze' }).hits;
    expect(hits.map((h) => h.order)).to.deep.equal([NO_ORDER, NO_ORDER]);
    expect(hits.map((h) => h.section.path)).to.deep.equal(['/en/a/', '/en/b/']);
    prepareSectionOrder(index);
    const ordered = searchIndex(index, { query: 'glaze' }).hits;
    expect(ordered.map((h) => h.order)).to.deep.equal([0, 1]);
    expect(ordered.map((h) => h.section.path)).to.deep.equal(['/en/a/', '/en/b/']);
  });

  it('gives tieBreak the same sign as the sections compared, for hits with and without places', () => {
    const [a, b] = [...site.search.byLang.get('de')!.docs].slice(3, 5);
    const places = sectionOrder(site.search.byLang.get('de')!)!;
    const hit = (doc: SearchDoc, order: number): SearchHit => ({ ...doc, score: 1, raw: 1, terms: new Set(), viaTranslation: false, order });
    const plain = Math.sign(tieBreak(hit(a, NO_ORDER), hit(b, NO_ORDER)));
    expect(Math.sign(tieBreak(hit(a, places[3]), hit(b, places[4])))).to.equal(plain);
    expect(Math.sign(tieBreak(hit(a, places[3]), hit(b, NO_ORDER)))).to.equal(plain);
  });
});
