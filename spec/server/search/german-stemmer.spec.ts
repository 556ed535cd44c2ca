import { expect } from 'chai';
import { stemmer as snowball } from '@orama/stemmers/german';
import { germanStem } from '../../../server/search/german-stemmer.ts';
import { sample } from '../../helpers/sites.ts';

/** Deterministic pseudo-random numbers (LCG), so the generated strings are the same every run. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Endings every rule of the three steps reads (and pairs of them), to put after the site's words. */
const ENDINGS = [
  'e',
  'em',
  'en',
  'ern',
  'er',
  's',
  'es',
  'st',
  'est',
  'end',
  'ung',
  'ungen',
  'ig',
  'igung',
  'ik',
  'isch',
  'lich',
  'heit',
  'keit',
  'igkeit',
  'lichkeit',
  'erlich',
  'enheit',
  'nisse',
  'nissen',
];

describe('germanStem', () => {
  it('stems as the Snowball stemmer of @orama/stemmers does', () => {
    const cases: Record<string, string> = {
      häuser: 'haus',
      kenntnisse: 'kenntnis',
      feuer: 'feu',
      bäuerin: 'bauerin',
      ausstellungen: 'ausstell',
      fröhlichkeiten: 'frohlich',
      grüßen: 'gruss',
      fotografischen: 'fotograf',
      ständigkeit: 'standig',
      kostest: 'kost',
      bewerbungsfotos: 'bewerbungsfotos',
      USA: 'uSA',
    };
    for (const [word, stem] of Object.entries(cases)) {
      expect(snowball(word), word).to.equal(stem);
      expect(germanStem(word), word).to.equal(stem);
    }
  });

  it("gives the library's stem for every word of the sample site, each of its endings and beginnings, and each with a suffix added", () => {
    const words = new Set<string>();
    for (const li of sample().search.byLang.values()) for (const word of li.surfaces) words.add(word);
    const inputs = new Set<string>();
    for (const word of words) {
      for (let i = 0; i < word.length; i++) inputs.add(word.slice(i)).add(word.slice(0, i + 1));
      for (const ending of ENDINGS) inputs.add(word + ending);
    }
    let differ = 0;
    for (const input of inputs) if (germanStem(input) !== snowball(input)) differ++;
    expect(inputs.size).to.be.above(80_000);
    expect(differ).to.equal(0);
  });

  it("gives the library's stem for generated strings of vowels, u and y between them, ß, capitals, digits and the suffixes' letters, and for words longer than its buffer", () => {
    const rand = random(14);
    const letters = 'aeiouyäöüßbdfghklmnrstUYé1';
    const inputs: string[] = [];
    for (let k = 0; k < 60_000; k++) {
      let text = '';
      const length = 1 + Math.floor(rand() * 12);
      for (let j = 0; j < length; j++) text += letters[Math.floor(rand() * letters.length)];
      inputs.push(text, text + ENDINGS[k % ENDINGS.length]);
    }
    inputs.push('donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichenherstellungsbetriebe'.repeat(3), '', 'ß', 'au');
    for (const input of inputs) expect(germanStem(input), input).to.equal(snowball(input));
  });
});
