/** "Wo war die Werkstatt früher?": where the business used to be is told where its story is (a fixture). */
import { expect } from 'chai';
import { asksBusinessBefore } from '../../../server/search/business-before.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import { tokenize } from '../../../server/search/analyzer.ts';

const before = (query: string, lang = 'de') => asksBusinessBefore(tokenize(query, { joined: false }), [lang]);

describe('asksBusinessBefore', () => {
  it('reads where the business was before: the where-word, a past "was", the business and a word of before', () => {
    expect(before('Wo war die Werkstatt früher?')).to.equal(true);
    expect(before('Wo war der Laden, bevor Sie in die Lange Straße gezogen sind?')).to.equal(true);
    expect(before('Where was your shop before?', 'en')).to.equal(true);
    expect(before('Where was the studio originally?', 'en')).to.equal(true);
  });
  it('not where it is now, an occasion, or a past with no word of before', () => {
    expect(before('Wo ist die Werkstatt?')).to.equal(false);
    expect(before('Wo war die Werkstatt am Samstag?')).to.equal(false);
    expect(before('Wo war die Hochzeit früher?')).to.equal(false);
    expect(before('Where was the photo of the shop taken before?', 'en')).to.equal(false);
  });
  it("lists the page about the owner, not the contact page with today's address", () => {
    const index = fixtureIndex([
      {
        path: '/de/kontakt/',
        lang: 'de',
        title: 'Kontakt',
        intro: 'Der Laden ist in der Langen Straße 12 in Lemgo. Früher war hier eine Bäckerei; wir haben den Laden umgebaut.',
      },
      {
        path: '/de/ueber-mich/',
        lang: 'de',
        title: 'Über mich',
        type: 'AboutPage',
        intro: 'Ich habe 2009 als Hörakustikerin angefangen und das Geschäft 2014 in der Mittelstraße eröffnet, bevor wir 2021 umgezogen sind.',
      },
    ]);
    expect(searchIndex(index, { query: 'Wo war der Laden früher?', lang: 'de' }).hits[0]?.page.path).to.equal('/de/ueber-mich/');
  });
});
