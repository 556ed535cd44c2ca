/** "Did he ever work in America?": a career verb after "did" and a pronoun is read in the past by the life reading (a fixture). */
import { expect } from 'chai';
import { withDidAsPast } from '../../../server/search/did-past.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import { tokenize } from '../../../server/search/analyzer.ts';

const past = (query: string, langs = ['en']) => withDidAsPast(tokenize(query, { joined: false }), langs).join(' ');

describe('withDidAsPast', () => {
  it('reads the career verb after "did" and a pronoun in its past form, past "ever", "first"', () => {
    expect(past('Where did she work before opening her own practice?')).to.equal('where did she worked before opening her own practice');
    expect(past('Did he ever work in America?')).to.equal('did he ever worked in america');
    expect(past('Where did you learn French upholstery?')).to.equal('where did you learned french upholstery');
  });
  it("reads a word of the owner's name as the pronoun, and no other name", () => {
    const tokens = tokenize('Where did Malene learn kintsugi?', { joined: false });
    expect(withDidAsPast(tokens, ['en'], new Set(['malene', 'otterbach'])).join(' ')).to.equal('where did malene learned kintsugi');
    expect(withDidAsPast(tokens, ['en'], new Set(['jonas']))).to.equal(tokens);
  });
  it('reads no stop word of the owner\'s name as the pronoun (a firm: "The Rose Bakery")', () => {
    const tokens = tokenize('Did the work take long?', { joined: false });
    expect(withDidAsPast(tokens, ['en'], new Set(['the', 'rose', 'bakery']))).to.equal(tokens);
    expect(withDidAsPast(tokenize('Where did Rose learn baking?', { joined: false }), ['en'], new Set(['the', 'rose', 'bakery'])).join(' ')).to.equal('where did rose learned baking');
  });
  it('leaves the same tokens when there is nothing to read: the present, "work with", another verb, German', () => {
    const tokens = tokenize('Does she work with agencies?', { joined: false });
    expect(withDidAsPast(tokens, ['en'])).to.equal(tokens);
    expect(past('Who did you work with at the cruise line?')).to.equal('who did you work with at the cruise line');
    expect(past('Did you work on the Smith wedding?')).to.equal('did you work on the smith wedding');
    expect(past('Where did she buy the clay?')).to.equal('where did she buy the clay');
    expect(past('Did he work in America?', ['de'])).to.equal('did he work in america');
  });
  it('lists the page about the owner first under "Did he ever work in America?"', () => {
    const index = fixtureIndex([
      {
        path: '/en/practice/',
        title: 'The practice',
        intro: 'The practice is open Monday to Friday; since its opening in 2019 we work with every health insurer, and you can work out with us in the practice gym.',
      },
      { path: '/en/about/', title: 'About me', type: 'AboutPage', intro: 'Before I opened my own practice I worked for eight years at the university hospital in Freiburg.' },
      { path: '/en/events/', title: 'Events', intro: 'Open day at the practice: come and see where we work, 12 March 2027.' },
    ]);
    expect(searchIndex(index, { query: 'Did he ever work in America?', lang: 'en', today: '2026-11-26' }).hits[0]?.page.path).to.equal('/en/about/');
  });
  it('leaves the wedding first under "Did you work on the wedding at Hever Castle?": a piece of work, not the career', () => {
    const index = fixtureIndex([
      {
        path: '/en/about/',
        title: 'About me',
        type: 'AboutPage',
        intro: 'I worked for a florist in Bath for six years before I opened my own studio; since then I have worked on weddings in Kent, at Hever among others.',
      },
      { path: '/en/weddings/hever/', title: 'A June wedding at Hever Castle', intro: 'An arch of white roses over the bridge and wild flowers on the tables.' },
    ]);
    expect(searchIndex(index, { query: 'Did you work on the wedding at Hever Castle?', lang: 'en', today: '2026-11-26' }).hits[0]?.page.path).to.equal('/en/weddings/hever/');
  });
});
