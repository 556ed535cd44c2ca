/** Who does a thing for the owner now: the pages that list people tell it (fixtures). */
import { expect } from 'chai';
import { asksWhoDoes, WHO_DOES } from '../../../server/search/who-does.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { fixtureIndex, type FixturePage } from '../../helpers/search-fixture.ts';

const asks = (query: string, lang = 'en') => asksWhoDoes(tokenize(query, { joined: false }), [lang]);

describe('asksWhoDoes', () => {
  it('reads a who-word followed by a verb of now or of what will be', () => {
    expect(asks('Who would come and install my gate?')).to.equal(true);
    expect(asks('Who repairs the wooden frames for you?')).to.equal(true);
    expect(asks('Who does the make-up for brides?')).to.equal(true);
    expect(asks('and who teaches it?')).to.equal(true);
    expect(asks('Wer näht eure Kostüme?', 'de')).to.equal(true);
    expect(asks('und wer leitet den?', 'de')).to.equal(true);
  });
  it("reads the short and the other modals (who'll, might, shall)", () => {
    expect(asks("Who'll install my gate?")).to.equal(true);
    expect(asks('Who might come to fit it?')).to.equal(true);
    expect(asks('Who shall I expect on the day?')).to.equal(true);
  });
  it('not who a person is asked informally, nor paying said with another verb', () => {
    expect(asks('Wer bist du?', 'de')).to.equal(false);
    expect(asks('Wer seid ihr eigentlich?', 'de')).to.equal(false);
    expect(asks('Wer wäre mein Ansprechpartner?', 'de')).to.equal(false);
    expect(asks('Who covers the costs of the fitting?')).to.equal(false);
    expect(asks('Wer übernimmt die Kosten?', 'de')).to.equal(false);
  });
  it('reads "who is" before a role: an article, the possessive, German "bei" with the pronoun', () => {
    expect(asks('Who is your apprentice?')).to.equal(true);
    expect(asks('Who is the Norwegian guide on the Lofoten trip?')).to.equal(true);
    expect(asks("Who's your trainee?")).to.equal(true);
    expect(asks('Wer ist Ihr Azubi?', 'de')).to.equal(true);
    expect(asks('Wer ist der Lehrling?', 'de')).to.equal(true);
    expect(asks('Wer ist bei euch in der Ausbildung?', 'de')).to.equal(true);
  });
  it('reads every possessive German "ihr" stands for, in English too, and "bei" only before the owner\'s pronoun', () => {
    expect(asks('who is her agent')).to.equal(true);
    expect(asks('Who is their head gardener?')).to.equal(true);
    expect(asks('Wer ist sein Lehrmeister?', 'de')).to.equal(true);
    expect(asks('Wer ist bei Ihnen für Kursbuchungen zuständig?', 'de')).to.equal(true);
    expect(asks('Wer ist bei der Führung dabei?', 'de')).to.equal(false);
    // "das" is "that" here: who someone shown is.
    expect(asks('Wer ist das auf dem Foto?', 'de')).to.equal(false);
    expect(asks('Who is that in the picture?')).to.equal(false);
  });
  it('not who did a thing once, who a person is, or who pays', () => {
    expect(asks('Who built the stone walls in the vineyard?')).to.equal(false);
    expect(asks('who drew the pictures in the avalanche book')).to.equal(false);
    expect(asks('Who pays if it gets lost on the way?')).to.equal(false);
    expect(asks('Wer hat den Ofen gebaut?', 'de')).to.equal(false);
    expect(asks('Who is Gisela Hanke?')).to.equal(false);
    expect(asks('Wer ist Frau Brüggemann?', 'de')).to.equal(false);
    expect(asks('Wer bezahlt die Anfahrt?', 'de')).to.equal(false);
    expect(asks('Do you install gates?')).to.equal(false);
  });
});

/** A forge whose page on gates tells what is built at length; the team page names who fits them. */
const FORGE: FixturePage[] = [
  {
    path: '/en/gates-and-railings/',
    title: 'Gates and railings',
    intro: 'Garden gates, courtyard gates and railings, forged and not welded from tubes.',
    sections: [['What we build', 'Garden and courtyard gates, stair railings inside and out, balcony railings and window grilles; every gate is drawn for its place and forged in our own workshop.']],
  },
  {
    path: '/en/team/',
    title: 'Team',
    intro: 'The people in the forge.',
    sections: [
      ['The team', '| name | role |\n|---|---|\n| Kerstin Vollrath | master blacksmith, owner |\n| Paul Okafor | journeyman, gates and fitting |'],
      ['Paul Okafor', 'Paul plans and fits all gates and leads the fitting crew.'],
    ],
  },
];

/** A locksmith's About page tells her own apprenticeship at length; the team page names the apprentice in a row. */
const WORKSHOP: FixturePage[] = [
  {
    path: '/en/about/',
    title: 'About me',
    type: 'AboutPage',
    intro: 'I am a locksmith in Kassel.',
    sections: [
      ['How I started', 'My apprenticeship began in 1998 at a small locksmith in Kassel; after the apprenticeship I stayed four years, and an apprentice of those years taught me safes.'],
      ['The workshop', 'Since 2012 I run my own workshop in the Friedrich-Ebert-Straße.'],
    ],
  },
  {
    path: '/en/team/',
    title: 'Team',
    intro: 'The people in the workshop.',
    sections: [['The team', '| name | role |\n|---|---|\n| Jana Moll | master locksmith, owner |\n| Timo Berg | apprentice, second year |\n| Lea Kurz | office |']],
  },
];

describe('WHO_DOES', () => {
  it('lists the page that lists people first, not the page on the service', () => {
    const hits = searchIndex(fixtureIndex(FORGE), { query: 'Who would come and install my gate?', lang: 'en' }).hits;
    expect(hits[0]?.page.path).to.equal('/en/team/');
    expect(WHO_DOES).to.be.above(1);
  });
  it('lists the team page first under "who is your apprentice?", not the About page that tells the owner\'s own apprenticeship', () => {
    const hits = searchIndex(fixtureIndex(WORKSHOP), { query: 'Who is your apprentice?', lang: 'en' }).hits;
    expect(hits[0]?.page.path).to.equal('/en/team/');
  });
  it('leaves a question that asks whether the owner does it to the page on the service', () => {
    const hits = searchIndex(fixtureIndex(FORGE), { query: 'Do you install garden gates?', lang: 'en' }).hits;
    expect(hits[0]?.page.path).to.equal('/en/gates-and-railings/');
  });
});
