import { expect } from 'chai';
import transliterate from '@sindresorhus/transliterate';
import fc from 'fast-check';
import { createRequire } from 'node:module';
import { createSlugger, slugify, transliterationLoader } from '../../../server/site/slugify.ts';

describe('slugify', () => {
  it('transliterates Latin letters, keeps scripts without a Latin spelling and joins words with hyphens', () => {
    expect(slugify('Größe & Ärger – Łódź')).to.equal('groesse-aerger-lodz');
    expect(slugify('Über uns')).to.equal('ueber-uns');
    expect(slugify('東京 Tokyo')).to.equal('東京-tokyo');
    expect(slugify('C^2 `code` (2024)')).to.equal('c2-code-2024');
  });
});

describe('transliterationLoader', () => {
  it('gives what the library gives for every ASCII character, without loading it', () => {
    let loads = 0;
    const real = createRequire(import.meta.url);
    const loader = transliterationLoader(((id: string) => (loads++, real(id))) as NodeJS.Require);
    for (let c = 0; c < 128; c++) {
      const text = `a${String.fromCharCode(c)}b`;
      expect(loader.transliterate(text), JSON.stringify(text)).to.equal(transliterate(text));
    }
    expect(loads).to.equal(0);
    expect(loader.loaded()).to.equal(false);
    expect(loader.transliterate('Straße')).to.equal('Strasse');
    expect(loader.transliterate('Æsir')).to.equal(transliterate('Æsir'));
    expect(loads).to.equal(1);
  });

  it('gives what the library gives for any ASCII string (every character 0-127, in any order and number)', () => {
    const loader = transliterationLoader(createRequire(import.meta.url));
    const ascii = fc.array(fc.integer({ min: 0, max: 127 }), { maxLength: 40 }).map((codes) => String.fromCharCode(...codes));
    fc.assert(
      fc.property(ascii, (text) => loader.transliterate(text) === transliterate(text)),
      { numRuns: 5000 },
    );
    // Every pair of printable characters, which a fuzz run may not meet.
    for (let a = 32; a < 127; a++) {
      for (let b = 32; b < 127; b++) {
        const text = String.fromCharCode(a, b);
        if (loader.transliterate(text) !== transliterate(text)) expect.fail(JSON.stringify(text));
      }
    }
    expect(loader.loaded()).to.equal(false);
  });
});

describe('createSlugger', () => {
  it('numbers repeats the way GitHub does', () => {
    const slug = createSlugger(['intro']);
    expect([slug('Intro'), slug('Intro'), slug('!!!'), slug('!!!')]).to.deep.equal(['intro-1', 'intro-2', 'section', 'section-1']);
  });
});
