// Tests for question-match.ts: a visitor's question asked again in other words of a FAQ item.
import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import { analyzerFor, tokenize } from '../../../server/search/analyzer.ts';
import { FORM_LETTERS, headingWords, heldInForm, prepareQuestionHeadings, questionHeadingWords, questionMatch, questionStems } from '../../../server/search/question-match.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { headedByQuestion } from '../../../server/search/question-headings.ts';
import { site } from '../../helpers/sites.ts';
import { loadSite } from '../../../server/site/load-site.ts';

const evalSite = (name: string) => site(fileURLToPath(new URL(`../../../bench/eval/${name}`, import.meta.url)));
const match = (heading: string, question: string, lang: string) => questionMatch(headingWords(heading, analyzerFor(lang)), questionStems(tokenize(question, { joined: false }), analyzerFor(lang)));

describe('headingWords', () => {
  it('stems every word of a heading and marks its frame words (stop words, how long, what it costs)', () => {
    const words = headingWords('Wie lange dauert ein Auftragsfilm?', analyzerFor('de'));
    expect(words.stems).to.have.length(5);
    expect(words.frame).to.deep.equal([true, true, false, true, false]);
  });
});

describe('questionStems', () => {
  it("stems the visitor's words, frame words kept, so a heading's forms meet them", () => {
    const asked = questionStems(tokenize('Can you record our choir in the churches?', { joined: false }), analyzerFor('en'));
    expect(asked.all.has('can')).to.equal(true);
    expect(asked.all.has(analyzerFor('en').stem('church'))).to.equal(true);
  });

  it('keeps as forms for heldInForm only the content words of four letters or more, once each, with where their endings begin', () => {
    const asked = questionStems(tokenize('Darf man auch rauchen, auch im Garten der Gesellschaft?', { joined: false }), analyzerFor('de'));
    const de = analyzerFor('de');
    expect(asked.forms).to.deep.equal([de.stem('rauchen'), de.stem('garten'), de.stem('gesellschaft')]);
    expect(asked.formEnds.slice(1)).to.deep.equal(['garten'.length, 'gesell'.length]);
  });
});

describe('questionMatch', () => {
  it('is 1 when the question holds every word of the heading, frame words counted', () => {
    expect(match('Can you record in our church?', 'Can you record our choir in the church where we sing?', 'en')).to.equal(1);
    expect(match('Nähen Sie auch für Kinder?', 'Nähen Sie auch Anzüge für Kinder?', 'de')).to.equal(1);
  });

  it('is 0 when the heading shares only its frame with the question', () => {
    expect(match('Wie lange dauert ein Auftragsfilm?', 'Wie lange dauert die Genehmigung für einen Dreh in der Straßenbahn?', 'de')).to.equal(0);
    expect(match('Do you sell vouchers?', 'Do you sell stinky cheese?', 'en')).to.equal(0);
    expect(match('Can I bring children?', 'can I bring my dog?', 'en')).to.equal(0);
  });

  it("counts a question word as frame in German as in English: 'Warum?' or 'Wer?' is not asked by every question that opens so", () => {
    expect(match('Why?', 'Why is the print so expensive?', 'en')).to.equal(0);
    expect(match('Warum?', 'Warum ist der Druck so teuer?', 'de')).to.equal(0);
    expect(match('Wer?', 'Wer macht die Fotos?', 'de')).to.equal(0);
    expect(match('Woher kommt der Name?', 'Woher kommt das Holz?', 'de')).to.equal(0);
    // The heading's own topic still counts: "Warum Wüstenbussarde?" is asked by a question about the birds.
    expect(match('Warum Wüstenbussarde?', 'Warum setzt ihr Wüstenbussarde ein?', 'de')).to.equal(1);
  });

  it("counts a heading's content word the question says in another form (heldInForm), not its frame words", () => {
    expect(match('Kann ich die Wurst verschicken lassen?', 'Kann ich mir die Wurst nach Hause schicken lassen?', 'de')).to.equal(1);
    expect(match('Wer bezahlt die Bestattung?', 'Wer zahlt die Bestattung, wenn es keine Angehörigen gibt?', 'de')).to.equal(1);
  });

  it('rises with the share of the heading the question holds', () => {
    const most = match('Can you work with my builder?', "I've already got a builder lined up, would you still work with us?", 'en');
    expect(most).to.be.greaterThan(0).and.lessThan(1);
  });
});

describe('heldInForm', () => {
  const de = analyzerFor('de');
  const asked = (question: string) => questionStems(tokenize(question, { joined: false }), de);

  it("holds a heading's word the question says in a longer or shorter form of it: a prefixed verb, a compound's head", () => {
    const held = (word: string, question: string) => heldInForm(de.stem(word), word, word.length, asked(question));
    expect(held('verschicken', 'Kann ich mir die Wurst schicken lassen?')).to.equal(true);
    expect(held('zahlt', 'Wer bezahlt die Bestattung?')).to.equal(true);
    // "kursabend" stems to "kursab": the word itself ends with the question's "abend".
    expect(held('kursabend', 'Wie lange dauert ein Abend?')).to.equal(true);
  });

  it(`holds no word whose shorter form has fewer than ${FORM_LETTERS} letters (Heirat / Rat), nor one neither form ends with`, () => {
    expect(heldInForm(de.stem('heirat'), 'heirat', 6, asked('Brauche ich einen Rat?'))).to.equal(false);
    expect(heldInForm(de.stem('schickeria'), 'schickeria', 10, asked('Kann ich schicken lassen?'))).to.equal(false);
  });

  it('holds no word by a stop word it ends with, nor by a form read inside its derivational ending', () => {
    // "rauch" ends with "auch"; "Hochzeitsgesellschaft" with "haft" of "haften".
    expect(match('Kann man auch draußen sitzen?', 'Darf man rauchen?', 'de')).to.equal(0);
    expect(match('Haben Sie Platz für eine Hochzeitsgesellschaft?', 'Haften Sie für Schäden am Platz?', 'de')).to.equal(0);
    expect(match('Is parking over there?', 'Is parking covered?', 'en')).to.be.lessThan(1);
  });

  // Ninetieth round: with English left out, all 13,983 development questions ranked as with it; the forms read on
  // English indexes were mostly compounds' heads (firewood / wood, email / mail, and German compounds a page in English names).
  it("holds a heading's word in another form in English too: a compound's head", () => {
    const en = analyzerFor('en');
    const held = (word: string, question: string) => heldInForm(en.stem(word), word, word.length, questionStems(tokenize(question, { joined: false }), en));
    expect(held('wood', 'How much is a cubic metre of firewood?')).to.equal(true);
    expect(held('mail', 'Can I reach you by email?')).to.equal(true);
  });
});

describe('prepareQuestionHeadings', () => {
  it('reads the words of every section headed by a question once, when the index is loaded, and of no other', () => {
    const index = evalSite('fifteenth-site').search;
    for (const li of index.byLang.values()) prepareQuestionHeadings(li);
    let questions = 0;
    for (const li of index.byLang.values()) {
      for (const { section } of li.docs) {
        const words = questionHeadingWords(section, li.lang);
        expect(words !== undefined).to.equal(headedByQuestion(section));
        if (words) questions++;
      }
    }
    expect(questions).to.be.greaterThan(10);
  });

  it("reads a question heading on its section's first hit when the warm-up has not (loadSite's deferRanking): the same words, the same answer", () => {
    const query = 'Can you record our choir in the church where we sing?';
    const dir = fileURLToPath(new URL('../../../bench/eval/fifteenth-site', import.meta.url));
    const expected = searchIndex(loadSite(dir).search, { query, lang: 'en' }).hits.map((h) => [h.section.path, h.score]);
    const deferred = loadSite(dir, { deferRanking: true }).search;
    expect(searchIndex(deferred, { query, lang: 'en' }).hits.map((h) => [h.section.path, h.score])).to.deep.equal(expected);
    const faq = [...deferred.byLang.get('en')!.docs].find((d) => d.section.path === '/en/faq/#can-you-record-in-our-church')!.section;
    expect(questionHeadingWords(faq, 'en')?.words).to.include('record');
  });

  it('lists the FAQ item a question asks in other words among the first two (fifteenth site)', () => {
    // Without the rule seventh; since the thirty-fifth round's word coverage second, after the choir album's project page, which holds
    // every word of the question ("choir", "sing" are not in the FAQ item).
    const hits = searchIndex(evalSite('fifteenth-site').search, { query: 'Can you record our choir in the church where we sing?', lang: 'en' }).hits.slice(0, 2);
    expect(hits.map((h) => h.section.name)).to.include('Can you record in our church?');
  });

  it("lifts a page's own question section that the visitor asks into the first three (forty-fifth site)", () => {
    // Without the rule not among the first ten; since the thirty-fifth round's word coverage third, after the post on the new hawk
    // and the page about the owner.
    const hits = searchIndex(evalSite('forty-fifth-site').search, { query: 'Warum setzt ihr Wüstenbussarde ein und keine anderen Vögel?', lang: 'de' }).hits.slice(0, 3);
    expect(hits.map((h) => h.section.name)).to.include('Warum Wüstenbussarde?');
  });
});
