/** "Wettbewerb" of a site that writes only "Zeichenwettbewerb": the compounds a head closes (term-endings.ts). */
import { expect } from 'chai';
import { termEndings, termsEndingWith } from '../../../server/search/term-endings.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const TERMS = ['bewerb', 'kurs', 'lawinenkurs', 'malkurs', 'wettbewerb', 'zeichenwettbewerb', 'zeichn'];

describe('termEndings', () => {
  it('orders the term ids by their letters read from the end', () => {
    const order = [...termEndings(TERMS)].map((i) => TERMS[i]);
    expect(order).to.deep.equal(['bewerb', 'wettbewerb', 'zeichenwettbewerb', 'zeichn', 'kurs', 'malkurs', 'lawinenkurs']);
  });
});

describe('termsEndingWith', () => {
  const endings = termEndings(TERMS);
  const ending = (head: string, minRest = 3, scan = 256) => termsEndingWith(TERMS, endings, head, minRest, scan).map((i) => TERMS[i]);
  it('gives the compounds a head closes, not the head itself nor a word only a little longer', () => {
    expect(ending('kurs')).to.have.members(['malkurs', 'lawinenkurs']);
    expect(ending('wettbewerb')).to.deep.equal(['zeichenwettbewerb']);
    expect(ending('bewerb', 5)).to.deep.equal(['zeichenwettbewerb']);
    expect(ending('turnier')).to.deep.equal([]);
  });
  it('looks at no more terms than it is allowed', () => {
    expect(ending('kurs', 3, 2)).to.have.length.at.most(2);
  });
});

describe('a head the site writes only inside compounds', () => {
  it('finds the compound it closes, in German', () => {
    const index = fixtureIndex([
      { path: '/de/journal/zeichenwettbewerb/', lang: 'de', title: 'Zeichenwettbewerb für Kinder', intro: 'Der Zeichenwettbewerb läuft bis Januar; die Bilder werden in der Bücherei gezeigt.' },
      { path: '/de/kurse/', lang: 'de', title: 'Kurse', intro: 'Malkurse für Erwachsene am Dienstag.' },
    ]);
    const hits = searchIndex(index, { query: 'Wettbewerb', lang: 'de' }).hits;
    expect(hits[0]?.page.path).to.equal('/de/journal/zeichenwettbewerb/');
  });
});
