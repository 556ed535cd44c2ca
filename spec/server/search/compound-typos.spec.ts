import { expect } from 'chai';
import { compoundTypo, TYPO_LOOKUPS, type CompoundTypoReader } from '../../../server/search/compound-typos.ts';
import { editDistance } from '../../../server/search/typo-map.ts';

/** A reader over a small vocabulary (terms are the words' positions), counting its corrections. */
function reader(vocabulary: string[], stops: string[] = []): CompoundTypoReader & { corrections: number } {
  const r = {
    corrections: 0,
    term: (part: string) => vocabulary.indexOf(part),
    corrected: (part: string) => {
      r.corrections++;
      return vocabulary.findIndex((word) => word !== part && editDistance(part, word, 1) <= 1);
    },
    stop: (part: string) => stops.includes(part),
  };
  return r;
}

describe('compoundTypo', () => {
  const words = ['raum', 'vermietung', 'stornierung', 'kosten', 'yoga', 'alter', 'erstes'];

  it('reads the modifier as written and the head one edit off (Raumvermitung: Raum + Vermietung)', () => {
    expect(compoundTypo(reader(words), 'raumvermitung')).to.deep.equal([0, 1]);
  });

  it('takes the modifier without its linking letter (Stornierungskostn: Stornierung + Kosten)', () => {
    expect(compoundTypo(reader(words), 'stornierungskostn')).to.deep.equal([2, 3]);
  });

  it('does not correct a modifier before a head as written (a real word the site lacks, as "Lieferzeit" read lieb + zeit)', () => {
    const r = reader(words);
    expect(compoundTypo(r, 'vermitungyoga')).to.deep.equal([]);
    expect(r.corrections).to.equal(0);
  });

  it('reads nothing when neither part is on the site as written, and corrects nothing then', () => {
    const r = reader(words);
    expect(compoundTypo(r, 'fensterbrettchen')).to.deep.equal([]);
    expect(r.corrections).to.equal(0);
  });

  it('takes no stop word for a modifier (allererstes is not a kind of "erstes")', () => {
    expect(compoundTypo(reader([...words, 'aller', 'erstexs']), 'allererstes')).to.deep.equal([7, 8]);
    expect(compoundTypo(reader([...words, 'aller', 'erstexs'], ['aller']), 'allererstes')).to.deep.equal([]);
  });

  it(`corrects at most ${TYPO_LOOKUPS} parts per word, however many readings the word allows`, () => {
    // Every beginning and every ending is a word: each split point is a reading to try.
    const word = 'abcdefghijklmnopqrstuvwx';
    const every = [...Array(word.length).keys()].flatMap((i) => [word.slice(0, i), word.slice(i)]).filter((w) => w.length >= 4);
    const r = reader(every.map((w) => `${w}`));
    r.corrected = () => (r.corrections++, -1);
    expect(compoundTypo(r, word)).to.deep.equal([]);
    expect(r.corrections).to.equal(TYPO_LOOKUPS);
  });
});
