/** The visitor's own people and life ("my brother … him", "meiner Kindheit", "Frau Albrecht") are no words of the owner's life. */
import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import { tokenize } from '../../../server/search/analyzer.ts';
import { asksAboutLife } from '../../../server/search/question-words.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { withoutVisitorsLife } from '../../../server/search/visitors-life.ts';
import { sample, site } from '../../helpers/sites.ts';

const evalSite = (name: string) => site(fileURLToPath(new URL(`../../../bench/eval/${name}`, import.meta.url)));
const LANGS = ['en', 'de'];
const read = (q: string) => withoutVisitorsLife(tokenize(q, { joined: false }), LANGS).join(' ');
const asksLife = (q: string) => asksAboutLife(withoutVisitorsLife(tokenize(q, { joined: false }), LANGS), LANGS);
const top = (name: string, query: string, lang: string, n: number) =>
  searchIndex(evalSite(name).search, { query, lang })
    .hits.slice(0, n)
    .map((h) => h.page.path);

describe('withoutVisitorsLife', () => {
  it("drops the words right after the visitor's possessive, and the pronouns after a person of theirs", () => {
    expect(read('my brother is getting married and I want to surprise him')).to.equal('my is getting married and i want to surprise');
    expect(read('my grandma wants a drawing of her old farmhouse')).to.equal('my wants a drawing of farmhouse');
    expect(read('Mein Mann wünscht sich ein Hemd, wann könnte er kommen?')).to.equal('mein wünscht sich ein hemd wann könnte kommen');
    expect(read('ein Buch aus meiner Kindheit')).to.equal('ein buch aus meiner');
    expect(read('my old mare and her saddle')).to.equal('my and her saddle');
  });
  it('keeps the pronouns when the visitor names no person of theirs: they are the owner', () => {
    // The possessive's noun and one word before it are the visitor's ("my little sister"): here "question is".
    expect(read('my question is where did she grow up')).to.equal('my where did she grow up');
    expect(asksLife('Where did she grow up?')).to.equal(true);
  });
  it('keeps the pronouns that cannot point back to the person named: of the other sex in English, of the second person', () => {
    expect(asksLife('my husband and I love her work, is she married?')).to.equal(true);
    expect(asksLife('My son wants to know where she grew up')).to.equal(true);
    expect(asksLife('Mein Sohn fragt, wo du aufgewachsen bist')).to.equal(true);
    expect(read('my sister is getting married, could you paint her?')).to.equal('my is getting married could you paint');
    // German pronouns point to things by their grammatical gender too: all of them are the person's or the thing's.
    expect(read('Meine Mutter hat einen Sessel, ob ich ihn aufpolstern lasse')).to.equal('meine hat einen sessel ob ich aufpolstern lasse');
  });
  it('reads German "Frau", "Mann" as a wife or husband only after a possessive', () => {
    expect(read('Hält Frau Albrecht auch Vorträge, und wie frage ich sie an?')).to.equal('hält albrecht auch vorträge und wie frage ich sie an');
    expect(read('Wie heißt seine Frau?')).to.equal('wie heisst seine frau');
    expect(asksLife('Ist ihr Mann auch Fotograf?')).to.equal(true);
    // Had, with the indefinite article: a wife or husband too.
    expect(asksLife('Hat sie einen Mann?')).to.equal(true);
    expect(asksLife('Hat er eine Frau?')).to.equal(true);
    expect(read('Eine Frau aus dem Dorf hat sie empfohlen')).to.equal('eine aus dem dorf hat sie empfohlen');
  });
  it('reads children after an article, a preposition or a number as children in general', () => {
    expect(read('eine Geschichte für Kinder, die Kinder, 40 Kinder')).to.equal('eine geschichte für die 40');
    expect(read('Hat sie Kinder?')).to.equal('hat sie kinder');
    expect(read('Wie viele Kinder hat sie?')).to.equal('wie viele kinder hat sie');
    // A word of age or size between: general, but after a verb of having.
    expect(read('a class for young children, does she teach small children?')).to.equal('a class for young does she teach small');
    expect(asksLife('Hat sie kleine Kinder?')).to.equal(true);
    expect(asksLife('Does she have young kids?')).to.equal(true);
  });
  it('reads "old", "alt" as the owner\'s age only after "how", "wie"', () => {
    expect(read('a nine-year-old gelding, could you check him')).to.equal('a nine year gelding could you check him');
    expect(asksLife('When did you move into the old dairy? Did he help?')).to.equal(false);
    expect(asksLife('How old is she?')).to.equal(true);
    expect(asksLife('Wie alt ist er?')).to.equal(true);
  });
  it('returns the same array when nothing is left out', () => {
    const tokens = tokenize('where was she born', { joined: false });
    expect(withoutVisitorsLife(tokens, LANGS)).to.equal(tokens);
  });
  it("answers a suit for the visitor's brother with prices and suits, not the page about the owner and the home page", () => {
    const query = "my brother is getting married in June and I'd love to surprise him with a made-to-measure suit, what would that set me back?";
    const paths = top('thirty-fifth-site', query, 'en', 4);
    expect(paths).to.include('/en/suits/');
    expect(paths).not.to.include('/en/about/');
    expect(paths).not.to.include('/en/');
  });
  it('answers a question for help with a book for children without the page about the owner', () => {
    const query = 'Ich schreibe gerade ein Buch für Kinder und weiß nicht, wie ich mit den Bildern anfangen soll, können Sie mir helfen?';
    expect(top('fourteenth-site', query, 'de', 3)).not.to.include('/de/ueber-mich/');
  });
  it('answers a talk asked of "Frau Albrecht" with the workshops, not the home page and the page about her', () => {
    const query = 'Ich organisiere in unserer Stadtbibliothek einen Fotoabend und würde Frau Albrecht gern für einen Vortrag einladen. Macht sie so etwas, und was würde das kosten?';
    const hits = searchIndex(sample().search, { query, lang: 'de', subject: sample().person?.name }).hits;
    expect(hits[0].page.path).to.equal('/de/workshops/');
    expect(hits.slice(0, 4).map((h) => h.page.path)).not.to.include('/de/ueber-mich/');
  });
});
