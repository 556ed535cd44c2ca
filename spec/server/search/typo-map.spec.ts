import { expect } from 'chai';
import { editDistance, isTwoSlips, isTypingSlip, TYPO_MAX_WORD } from '../../../server/search/typo-map.ts';
import { sample } from '../../helpers/sites.ts';

/** Optimal string alignment distance, the whole table (no early exit, no rows kept between calls). */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

describe('editDistance', () => {
  it('gives the optimal string alignment distance up to `max`, and more than `max` beyond, call after call (its rows are reused)', () => {
    const words = sample()
      .search.byLang.get('en')!
      .surfaces.filter((_, i) => i % 7 === 0);
    const long = 'x'.repeat(TYPO_MAX_WORD + 6);
    const pairs: [string, string][] = [
      ['photograph', 'photgoraph'],
      ['abcd', 'badc'],
      ['', 'abc'],
      [long, `${long}yz`],
      ['kitten', 'sitting'],
    ];
    for (let i = 0; i + 1 < words.length; i++) pairs.push([words[i], words[i + 1]], [words[i], words[i].slice(1)], [words[i], [...words[i]].reverse().join('')]);
    for (const [a, b] of pairs) {
      for (const max of [1, 2]) {
        const distance = editDistance(a, b, max);
        if (osa(a, b) <= max) expect(distance, `${a} ${b} ${max}`).to.equal(osa(a, b));
        else expect(distance, `${a} ${b} ${max}`).to.be.above(max);
      }
    }
    expect(pairs.length).to.be.above(300);
  });
});

describe('isTypingSlip', () => {
  it('reads a letter left out inside a word, a doubled letter typed once or twice and two neighbours swapped as slips, and no other edit', () => {
    const slips = ['opning opening', 'anzalung anzahlung', 'preiss preis', 'tickts tickets', 'kosetn kosten', 'giudebook guidebook', 'balet ballet'];
    // A letter changed, a first or last letter added or dropped, a letter added inside: mostly another real word.
    const others = ['fährt führt', 'scared shared', 'learn learnt', 'either neither', 'videos video', 'bright right', 'preis preis', 'kosten kostne2'];
    for (const pair of [...slips, ...others]) {
      const [typed, meant] = pair.split(' ');
      expect(isTypingSlip(typed, meant), pair).to.equal(slips.includes(pair));
    }
  });
  it('reads German words as folded (umlauts kept, ß as ss): a slip next to an umlaut, one s of a folded ß; an umlaut typed without its dots is a letter changed', () => {
    // "Grüße" typed "Grüse", "Straße" typed "Strase", "Gebühr" typed "Gebürh"; "schon" / "schön" are both words.
    const slips = ['grüse grüsse', 'strase strasse', 'gebürh gebühr', 'öffnugn öffnung', 'grössse grösse'];
    const others = ['gebuhr gebühr', 'schon schön', 'fahrt fährt', 'strasse straße'];
    for (const pair of [...slips, ...others]) {
      const [typed, meant] = pair.split(' ');
      expect(isTypingSlip(typed, meant), pair).to.equal(slips.includes(pair));
    }
  });
});

describe('isTwoSlips', () => {
  it('reads two slips of typing, or one slip and a letter more or less at the end, and not an inflection, a syllable or another first letter', () => {
    const slips = ['gutschien gutscheine', 'gutschiens gutschein', 'begginers beginners', 'kinderbalet kinderballett', 'schwimbrile schwimmbrille', 'reiseaphoteke reiseapotheke'];
    // An ending changed near the slip (a verb's form), two letters left out side by side, a word that begins otherwise, an ending alone, a letter changed.
    const others = ['organisieren organisierte', 'pferdehänger pferdeanhänger', 'abstellen baustellen', 'gutschein gutscheine', 'beratung beratungen', 'prise price'];
    for (const pair of [...slips, ...others]) {
      const [typed, meant] = pair.split(' ');
      expect(isTwoSlips(typed, meant), pair).to.equal(slips.includes(pair));
    }
  });
});
