/** A German compound the site never translates, read in the English index through its parts' translations. */
import { expect } from 'chai';
import { compoundTranslations, PARTS_WEIGHT, SOME_PARTS } from '../../../server/search/compound-translations.ts';
import { analyzerFor } from '../../../server/search/analyzer.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { TRANSLATION_WEIGHT } from '../../../server/search/translation-lexicon.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

// Survey/Gutachter and Report/Bericht teach the site's translations; the buyers' page exists only in English.
const pages = (): Parameters<typeof fixtureIndex>[0] => [
  { path: '/en/survey/', title: 'Survey', translations: { de: '/de/gutachten/' }, intro: 'The survey of the hull.', sections: [['Report', 'The report comes by email.']] },
  { path: '/de/gutachten/', lang: 'de', title: 'Gutachter', translations: { en: '/en/survey/' }, intro: 'Der Gutachter prüft den Rumpf.', sections: [['Bericht', 'Der Bericht kommt per E-Mail.']] },
  { path: '/en/buyers/', title: 'Buyers from abroad', intro: 'Every survey report is written in English and sent as a PDF.' },
  { path: '/de/kurse/', lang: 'de', title: 'Kurse', intro: 'Kurse gibt es auf Englisch und auf Deutsch, im Sommer und im Winter.' },
];
const site = () => fixtureIndex(pages());
const stem = (t: string) => analyzerFor('de').stem(t);

describe('compoundTranslations', () => {
  it("reads a compound through its parts' translations, the parts adding up", () => {
    const index = site();
    const en = index.byLang.get('en')!;
    const [alternative] = compoundTranslations(index, en, 'gutachterbericht', 'de', stem);
    expect(alternative.terms.map((t) => en.terms[t])).to.deep.equal(['survey', 'report']);
    expect(alternative.weight).to.be.closeTo(TRANSLATION_WEIGHT * PARTS_WEIGHT, 0.05);
  });
  it('reads a compound whose first part the site does not translate, or does not have, by its head, at half of that', () => {
    const index = site();
    const en = index.byLang.get('en')!;
    for (const word of ['wintergutachter', 'holzgutachter']) {
      const [alternative] = compoundTranslations(index, en, word, 'de', stem);
      expect(
        alternative.terms.map((t) => en.terms[t]),
        word,
      ).to.deep.equal(['survey']);
      expect(alternative.weight, word).to.be.at.most(TRANSLATION_WEIGHT * PARTS_WEIGHT * SOME_PARTS);
    }
    expect(compoundTranslations(index, en, 'sommerfest', 'de', stem)).to.deep.equal([]);
  });
  it('reads a part the site never writes alone, nor translates, through the general word list (Holz of Holzgutachter -> wood)', () => {
    const index = fixtureIndex([...pages(), { path: '/en/wood/', title: 'Wood', intro: 'Wooden hulls.' }]);
    const en = index.byLang.get('en')!;
    const [alternative] = compoundTranslations(index, en, 'holzgutachter', 'de', stem);
    expect(alternative.terms.map((t) => en.terms[t])).to.deep.equal(['wood', 'survey']);
    expect(alternative.weight).to.be.closeTo(TRANSLATION_WEIGHT * PARTS_WEIGHT, 0.05);
  });
  it('lets a German question find the page that exists only in English', () => {
    const list = searchIndex(site(), { query: 'Gutachterbericht auf Englisch?', lang: 'de' }).hits.map((h) => h.page.path);
    expect(list.indexOf('/en/buyers/')).to.be.below(list.indexOf('/de/kurse/'));
  });
});
