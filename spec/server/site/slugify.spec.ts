import { expect } from 'chai';
import transliterate from '@sindresorhus/transliterate';
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
});

describe('createSlugger', () => {
  it('numbers repeats the way GitHub does', () => {
    const slug = createSlugger(['intro']);
    expect([slug('Intro'), slug('Intro'), slug('!!!'), slug('!!!')]).to.deep.equal(['intro-1', 'intro-2', 'section', 'section-1']);
  });
});
