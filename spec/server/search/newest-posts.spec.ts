/** "Any news?", "Was gibt es Neues?": the newest posts answer a question that asks for what is new and names no topic (a fixture). */
import { expect } from 'chai';
import { NEWEST_ALONE, NEWEST_LISTED, newestPosts, newestScans, withNewestPosts } from '../../../server/search/newest-posts.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { todayOf } from '../../../server/search/recency.ts';
import { WEAK_CAP } from '../../../server/search/rerank.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const journal = () =>
  fixtureIndex([
    { path: '/de/journal/', lang: 'de', type: 'Blog', title: 'Journal', intro: 'Aus der Werkstatt.' },
    { path: '/de/journal/ofen/', lang: 'de', type: 'BlogPosting', updated: '2026-10-02', title: 'Der neue Ofen', intro: 'Seit Oktober brennen wir mit Gas.' },
    { path: '/de/journal/messe/', lang: 'de', type: 'BlogPosting', updated: '2026-11-21', title: 'Messe in Halle', intro: 'Drei Tage am Stand.' },
    { path: '/de/journal/sommer/', lang: 'de', type: 'BlogPosting', updated: '2026-06-01', title: 'Sommerpause', intro: 'Im August geschlossen.' },
    { path: '/de/journal/vorschau/', lang: 'de', type: 'BlogPosting', updated: '2027-01-10', title: 'Vorschau', intro: 'Termine für das neue Jahr.' },
    { path: '/de/datenschutz/', lang: 'de', updated: '2026-11-24', title: 'Datenschutz', intro: 'Keine Cookies.' },
  ]);

describe('newestPosts', () => {
  it('keeps the posts of a news type newest first, found once per index (a page only updated is no post)', () => {
    const index = journal();
    const before = newestScans.count;
    expect(newestPosts(index, 'de').map((p) => p.doc.page.path)).to.deep.equal(['/de/journal/vorschau/', '/de/journal/messe/', '/de/journal/ofen/', '/de/journal/sommer/']);
    newestPosts(index, 'de');
    expect(newestScans.count - before).to.equal(1);
  });
});

describe('withNewestPosts', () => {
  it('"Was gibt es Neues?" asks for the posts (the journal concept, intent-concepts.ts): a journal that lists them, then its newest post', () => {
    const index = fixtureIndex([
      {
        path: '/de/journal/',
        lang: 'de',
        type: 'Blog',
        title: 'Journal',
        intro: 'Aus der Werkstatt.',
        sections: [['Beiträge', '[Messe in Halle](/de/journal/messe/), [Der neue Ofen](/de/journal/ofen/)']],
      },
      { path: '/de/journal/ofen/', lang: 'de', type: 'BlogPosting', updated: '2026-10-02', title: 'Der neue Ofen', intro: 'Seit Oktober brennen wir mit Gas.' },
      { path: '/de/journal/messe/', lang: 'de', type: 'BlogPosting', updated: '2026-11-21', title: 'Messe in Halle', intro: 'Drei Tage am Stand.' },
      { path: '/de/kontakt/', lang: 'de', title: 'Kontakt', intro: 'Die Werkstatt liegt am Markt.' },
    ]);
    const hits = searchIndex(index, { query: 'Was gibt es Neues in der Werkstatt?', lang: 'de', today: '2026-11-25' }).hits;
    expect(hits.slice(0, 2).map((h) => h.page.path)).to.deep.equal(['/de/journal/', '/de/journal/messe/']);
  });
  it(`lists the newest ${NEWEST_LISTED} posts dated up to today, newest first, and the list of them after the newest; at ${NEWEST_ALONE} when nothing matched`, () => {
    const hits = withNewestPosts(journal(), [], 'de', todayOf('2026-11-25'));
    const order = [...hits].sort((a, b) => b.raw - a.raw).map((h) => h.page.path);
    expect(order).to.deep.equal(['/de/journal/messe/', '/de/journal/', '/de/journal/ofen/', '/de/journal/sommer/']);
    expect(Math.max(...hits.map((h) => h.raw))).to.equal(NEWEST_ALONE);
  });
  it('answers "Was ist das Neueste?" with the newest post, never strongly; a question with a topic keeps its topic', () => {
    const index = journal();
    const hits = searchIndex(index, { query: 'Was ist das Neueste?', lang: 'de', today: '2026-11-25' }).hits;
    expect(hits[0].page.path).to.equal('/de/journal/messe/');
    expect(hits[0].score).to.be.at.most(WEAK_CAP);
    expect(searchIndex(index, { query: 'Was ist neu am Ofen?', lang: 'de', today: '2026-11-25' }).hits[0].page.path).to.equal('/de/journal/ofen/');
  });
});
