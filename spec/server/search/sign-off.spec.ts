import { expect } from 'chai';
import { SIGN_OFF_WORDS, withoutSignOff } from '../../../server/search/sign-off.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

describe('withoutSignOff', () => {
  it('leaves out the few words after the last question mark that thank or greet, in English and German', () => {
    expect(withoutSignOff('Could you repair it? Many thanks, Sarah')).to.equal('Could you repair it?');
    expect(withoutSignOff('Is that possible? Cheers!')).to.equal('Is that possible?');
    expect(withoutSignOff('Geht das irgendwie? Vielen lieben Dank schon mal!')).to.equal('Geht das irgendwie?');
    expect(withoutSignOff('Darf man einfach reinschauen? Viele Grüße aus Hallstadt!')).to.equal('Darf man einfach reinschauen?');
  });

  it("reads the sign-offs of the site's other analyzed languages too", () => {
    expect(withoutSignOff('Faites-vous des mariages ? Merci beaucoup, Claire')).to.equal('Faites-vous des mariages ?');
    expect(withoutSignOff('¿Hacen bodas? Muchas gracias, Lucía')).to.equal('¿Hacen bodas?');
    expect(withoutSignOff('Fate matrimoni? Cordiali saluti, Marco')).to.equal('Fate matrimoni?');
    expect(withoutSignOff('Doen jullie bruiloften? Alvast bedankt!')).to.equal('Doen jullie bruiloften?');
    expect(withoutSignOff('Czy robicie wesela? Pozdrawiam, Ania')).to.equal('Czy robicie wesela?');
  });

  it('keeps words after the question mark that neither thank nor greet, more than SIGN_OFF_WORDS of them, and a question with none', () => {
    const more = 'Does she mentor students? Ideally online, since I am in Vienna.';
    expect(withoutSignOff(more)).to.equal(more);
    const long = `Can I come by? ${Array.from({ length: SIGN_OFF_WORDS }, () => 'word').join(' ')} thanks`;
    expect(withoutSignOff(long)).to.equal(long);
    expect(withoutSignOff('Thanks, can I come by?')).to.equal('Thanks, can I come by?');
    expect(withoutSignOff('Many thanks for the prints')).to.equal('Many thanks for the prints');
  });

  it('reads a question mark inside an address or word as no end of a sentence', () => {
    const address = 'Do you still sell https://shop.example/cart?item=lamp thanks';
    expect(withoutSignOff(address)).to.equal(address);
    expect(withoutSignOff('Is https://shop.example/cart?item=lamp yours? Thanks!')).to.equal('Is https://shop.example/cart?item=lamp yours?');
  });

  it("lists no page for the sign-off's town: the question is searched without it", () => {
    const index = fixtureIndex([
      { path: '/de/fragen/', lang: 'de', title: 'Häufige Fragen', intro: 'Was Besucher fragen.', sections: [['Kann ich einfach reinschauen?', 'Die Werkstatt ist dienstags offen.']] },
      { path: '/de/projekte/hallstadt/', lang: 'de', title: 'Ladenschild in Hallstadt', intro: 'Ein Schild für eine Bäckerei in Hallstadt.' },
    ]);
    const pages = searchIndex(index, { query: 'Darf man bei Ihnen einfach mal reinschauen? Viele Grüße aus Hallstadt!', lang: 'de' }).hits.map((h) => h.page.path);
    expect(pages[0]).to.equal('/de/fragen/');
    expect(pages).to.not.include('/de/projekte/hallstadt/');
  });
});
