/** A visitor's relative ("my mother", "mein Mann") names no topic: it is not the owner's family. */
import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import { tokenize } from '../../../server/search/analyzer.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { withoutVisitorsKin } from '../../../server/search/visitors-kin.ts';
import { site } from '../../helpers/sites.ts';

const evalSite = (name: string) => site(fileURLToPath(new URL(`../../../bench/eval/${name}`, import.meta.url)));
const read = (q: string) => withoutVisitorsKin(tokenize(q, { joined: false }), ['en', 'de']).join(' ');

describe('withoutVisitorsKin', () => {
  it('is read in a long question only: a short one may ask about the relative ("Darf mein Mann mitkommen?")', () => {
    const dance = evalSite('twenty-third-site');
    // Among the first two: the general thesaurus (general-thesaurus.ts) reads the kept "Mann" as Herren too, which the page on leading and following writes.
    const pages = searchIndex(dance.search, { query: 'Darf mein Mann mitkommen?', lang: 'de' })
      .hits.slice(0, 2)
      .map((h) => h.page.path);
    expect(pages).to.include('/de/haeufige-fragen/');
  });
  it("drops a relative right after the visitor's possessive, one word between at most", () => {
    expect(read('my grandma wants a drawing of her farmhouse')).to.equal('my wants a drawing of her farmhouse');
    expect(read('my little sister is getting married')).to.equal('my little is getting married');
    expect(read('Mein Mann hat seinen Ehering verbogen')).to.equal('mein hat seinen ehering verbogen');
    expect(read('meine beste Freundin möchte mitkommen')).to.equal('meine beste möchte mitkommen');
    expect(read('Meine Kollegin geht in Rente')).to.equal('meine geht in rente');
  });
  it("keeps a relative that is not the visitor's, and the children whose age is read elsewhere", () => {
    expect(read('Is she married, does she have a husband?')).to.equal('is she married does she have a husband');
    expect(read('Wer ist die Frau auf dem Foto?')).to.equal('wer ist die frau auf dem foto');
    expect(read('my daughter is 7')).to.equal('my daughter is 7');
  });
  it('keeps "my family", "unsere Familie": what a shoot, a course or a visit is booked for', () => {
    expect(read('Could you photograph my family at the beach next summer')).to.equal('could you photograph my family at the beach next summer');
    expect(read('Wir möchten Fotos von unserer Familie im Park')).to.equal('wir möchten fotos von unserer familie im park');
    const photographer = evalSite('twenty-eighth-site');
    const query = 'Could you photograph my family at the beach next summer, and how many pictures would we get?';
    // Without "family" the elopements' permits and the FAQ came first, the family shoots fourth.
    expect(searchIndex(photographer.search, { query, lang: 'en' }).hits[0].page.path).to.equal('/en/family-and-newborn/');
  });
  it("returns the same array when no relative is the visitor's", () => {
    const tokens = tokenize('prices for family portraits', { joined: false });
    expect(withoutVisitorsKin(tokens, ['en'])).to.equal(tokens);
  });
  it("answers a barn conversion asked for the visitor's family with the pages on barns, not a project that tells of a family", () => {
    const architect = evalSite('seventeenth-site');
    const hits = searchIndex(architect.search, { query: 'my wife and my mother want to convert an old barn, where do we start?', lang: 'en' }).hits;
    expect(hits[0].page.path).to.equal('/en/journal/buying-a-barn/');
  });
});
