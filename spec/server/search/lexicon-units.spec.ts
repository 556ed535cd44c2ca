import { expect } from 'chai';
import { analyzerFor } from '../../../server/search/analyzer.ts';
import { LexiconTerms, LexiconVocabularies, ParallelUnits, sentences, unitSteps } from '../../../server/search/lexicon-units.ts';
import { LEXICON_LIMITS } from '../../../server/search/translation-lexicon.ts';
import { sample } from '../../helpers/sites.ts';

const stem = (word: string) => analyzerFor('en').stem(word);

describe('LexiconTerms', () => {
  it("gives a text's distinct terms in order of first use, without stop words and numbers, at most its cap", () => {
    const terms = new LexiconTerms('en', 3);
    const ids = terms.of('The parcel and the parcels: 2024 tracking, insured parcel shipping');
    expect([...ids].map((id) => terms.names[id])).to.deep.equal([stem('parcel'), stem('tracking'), stem('insured')]);
    expect(terms.ids.get(stem('parcel'))).to.equal(ids[0]);
  });
  it('analyses each text once, however often it is asked', () => {
    const terms = new LexiconTerms('en', 60);
    const first = terms.of('Signed prints are sent as an insured parcel.');
    expect(terms.of('Signed prints are sent as an insured parcel.')).to.equal(first);
    terms.of('Every parcel has tracking.');
    expect(terms.textsRead).to.equal(2);
  });
});

describe('LexiconVocabularies', () => {
  it('gives one vocabulary per language', () => {
    const vocabularies = new LexiconVocabularies(60);
    expect(vocabularies.of('en')).to.equal(vocabularies.of('en'));
    expect(vocabularies.of('de')).to.not.equal(vocabularies.of('en'));
  });
});

describe('ParallelUnits', () => {
  it('adds a unit only when both sides have terms', () => {
    const units = new ParallelUnits(new LexiconTerms('en', 60), new LexiconTerms('de', 60), LEXICON_LIMITS);
    units.add('the and', 'Paket');
    units.add('parcel', 'und');
    units.add('parcel tracking', 'Paket Sendungsverfolgung');
    expect(units.units.length).to.equal(1);
    expect(units.updates).to.equal((2 + 1) * 2);
  });
  it('stops at the first unit past the pair-update budget (the EM rounds would not read it, nor any after it)', () => {
    const units = new ParallelUnits(new LexiconTerms('en', 60), new LexiconTerms('de', 60), { units: 100, pairUpdates: 10 });
    units.add('parcel tracking', 'Paket Sendungsverfolgung'); // 6 updates
    units.add('signed prints', 'signierte Drucke'); // 6 more: past the budget
    units.add('plate', 'Teller'); // 2 would fit, but comes after
    expect(units.units.length).to.equal(1);
    expect(units.full).to.equal(true);
    expect(units.updates).to.equal(6);
  });
  it('stops at the unit budget', () => {
    const units = new ParallelUnits(new LexiconTerms('en', 60), new LexiconTerms('de', 60), { units: 2, pairUpdates: 1_000 });
    for (const word of ['parcel', 'plate', 'bowl']) units.add(word, 'Paket');
    expect(units.units.length).to.equal(2);
    expect(units.full).to.equal(true);
  });
  it('pairs sentences when both texts have as many, else takes each text whole', () => {
    const units = new ParallelUnits(new LexiconTerms('en', 60), new LexiconTerms('de', 60), LEXICON_LIMITS);
    units.addSentences('Plates for every day. Bowls too.', 'Teller für jeden Tag. Schalen auch.');
    expect(units.units.length).to.equal(2);
    units.addSentences('Plates. Bowls.', 'Teller und Schalen.');
    expect(units.units.length).to.equal(3);
  });
});

describe('unitSteps', () => {
  it('reads each text once for both directions of a language pair (one vocabulary per language)', () => {
    const index = sample().search;
    const vocabularies = new LexiconVocabularies(LEXICON_LIMITS.termsPerUnit);
    const read = () => [vocabularies.of('en').textsRead, vocabularies.of('de').textsRead];
    const there = new ParallelUnits(vocabularies.of('en'), vocabularies.of('de'), LEXICON_LIMITS);
    let steps = 0;
    for (const _ of unitSteps(index, 'en', 'de', there)) steps++;
    expect(steps, 'a step per few pages').to.be.above(2);
    const afterOne = read();
    const back = new ParallelUnits(vocabularies.of('de'), vocabularies.of('en'), LEXICON_LIMITS);
    for (const _ of unitSteps(index, 'de', 'en', back)) steps++;
    // Only the few texts whose translation had no terms were left unread the first time.
    const [en, de] = read();
    expect(en + de - afterOne[0] - afterOne[1]).to.be.below((afterOne[0] + afterOne[1]) / 50);
    expect(back.units.length).to.equal(there.units.length);
  });
  it('adds nothing for a language the index does not have', () => {
    const units = new ParallelUnits(new LexiconTerms('en', 60), new LexiconTerms('fr', 60), LEXICON_LIMITS);
    expect([...unitSteps(sample().search, 'en', 'fr', units)]).to.deep.equal([]);
    expect(units.units).to.deep.equal([]);
  });
});

describe('sentences', () => {
  it('splits after sentence marks and at line breaks, leaving out blank pieces', () => {
    expect(sentences('One. Two? Three: four\n\nfive;  six')).to.deep.equal(['One.', 'Two?', 'Three:', 'four', 'five;', 'six']);
  });
});
