import { expect } from 'chai';
import { mayBeginFolded, mayBeginWith, termPrefixes } from '../../../server/search/term-prefixes.ts';
import { lowerBound } from '../../../server/search/search-index.ts';
import { sample } from '../../helpers/sites.ts';

/** What the bit set stands in for: whether a term of the sorted `terms` begins with `text`, by binary search. */
function someBegins(terms: readonly string[], text: string): boolean {
  const at = lowerBound(terms, text);
  return at < terms.length && terms[at].startsWith(text);
}

const fold = (text: string) => text.replace(/[äöü]/g, (ch) => ({ ä: 'a', ö: 'o', ü: 'u' })[ch]!);

describe('termPrefixes', () => {
  for (const lang of ['de', 'en']) {
    it(`never says no for a string some ${lang} term begins with, and says no for most others (the sample's terms)`, () => {
      const { terms, surfaces } = sample().search.byLang.get(lang)!;
      const prefixes = termPrefixes(terms);
      for (const term of terms) for (let k = 1; k <= term.length; k++) expect(mayBeginWith(prefixes, term.slice(0, k)), term.slice(0, k)).to.equal(true);
      // Strings that begin no term: every surface word with a letter added, and with each of its first letters replaced.
      let none = 0;
      let ruledOut = 0;
      for (const word of surfaces) {
        for (const text of [word + 'q', word + 'zx', `x${word}`, `q${word.slice(1)}`]) {
          const begins = someBegins(terms, text);
          const may = mayBeginWith(prefixes, text);
          if (begins) expect(may, text).to.equal(true);
          else {
            none++;
            if (!may) ruledOut++;
          }
        }
      }
      expect(none).to.be.above(1000);
      expect(ruledOut).to.be.above(0.8 * none);
    });
  }

  it('reads ä ö ü as a o u in the folded question, the first word whole and the first letter of the second', () => {
    const prefixes = termPrefixes(['buch', 'fotobuch', 'gluhwein', 'schon']);
    expect(mayBeginFolded(prefixes, 'glüh', 'wein')).to.equal(true);
    expect(mayBeginFolded(prefixes, 'foto', 'bücher')).to.equal(true);
    expect(mayBeginFolded(prefixes, 'schö', 'n')).to.equal(true);
    expect(mayBeginFolded(prefixes, 'foto', 'wand')).to.equal(false);
    expect(mayBeginFolded(prefixes, 'gluh', 'xyz')).to.equal(false);
    // The empty string begins every term: never ruled out.
    expect(mayBeginWith(prefixes, '')).to.equal(true);
    expect(mayBeginFolded(prefixes, '', '')).to.equal(true);
  });

  it('agrees with a binary search of the folded pair for every pair of 300 German site words', () => {
    const { terms, surfaces } = sample().search.byLang.get('de')!;
    const prefixes = termPrefixes(terms);
    const words = surfaces.filter((_, i) => i % Math.ceil(surfaces.length / 300) === 0);
    let pairs = 0;
    let ruledOut = 0;
    for (const first of words) {
      for (const second of words) {
        pairs++;
        const may = mayBeginFolded(prefixes, first, second);
        if (someBegins(terms, fold(first) + fold(second[0]))) expect(may, `${first} ${second}`).to.equal(true);
        else if (!may) ruledOut++;
      }
    }
    expect(ruledOut).to.be.above(0.5 * pairs);
  });

  it('is sized by the distinct prefixes, eight bits each, within its bounds', () => {
    expect(termPrefixes([]).bits.length * 32).to.equal(1024);
    // Three terms sharing "foto": f, fo, fot, foto, fotob, fotobu, fotobuc, fotobuch, fotos, fotow, fotowa, fotowan, fotowand: 13 prefixes.
    expect(termPrefixes(['fotobuch', 'fotos', 'fotowand']).bits.length * 32).to.equal(1024);
    const many = Array.from({ length: 20_000 }, (_, i) => `term${String(i).padStart(6, '0')}`).sort();
    const bits = termPrefixes(many).bits.length * 32;
    expect(bits).to.be.at.least(8 * 20_000);
    expect(bits).to.be.at.most(2 ** 22);
  });
});
