import { expect } from 'chai';
import { analyze, ANALYZERS, detectLanguage, foldToken, tokenize } from '../../../server/search/analyzer.ts';

describe('foldToken', () => {
  it('lower-cases, folds ß to ss and strips marks but keeps umlauts for the German stemmer', () => {
    expect(foldToken('Straße')).to.equal('strasse');
    expect(foldToken('Gdańsk')).to.equal('gdansk');
    expect(foldToken('Café')).to.equal('cafe');
    expect(foldToken('ÜBER')).to.equal('über');
  });
});

describe('tokenize', () => {
  it('gives the parts and the joined form of hyphenated words', () => {
    expect(tokenize('KI-Training')).to.deep.equal(['ki', 'training', 'kitraining']);
    expect(tokenize('KI-Training', { joined: false })).to.deep.equal(['ki', 'training']);
  });
});

describe('analyze', () => {
  it('stems German and English and drops stop words', () => {
    expect(analyze('Welche Preise hat sie gewonnen?', ANALYZERS.de)).to.deep.equal(['preis', 'gewonn']);
    expect(analyze('Which awards has she won?', ANALYZERS.en)).to.deep.equal(['award', 'won']);
  });

  it('folds umlauts after stemming so Görlitz and Gorlitz meet', () => {
    expect(analyze('Görlitz', ANALYZERS.de)).to.deep.equal(analyze('Gorlitz', ANALYZERS.de));
    expect(analyze('Görlitz', ANALYZERS.en)).to.deep.equal(analyze('Gorlitz', ANALYZERS.en));
  });
});

describe('detectLanguage', () => {
  it('tells German from English questions, and says nothing when a question does not say', () => {
    expect(detectLanguage('Wo hat Mira Albrecht studiert?', ['de', 'en'])).to.equal('de');
    expect(detectLanguage('Where did she study photography?', ['de', 'en'])).to.equal('en');
    expect(detectLanguage('Hansa Prize', ['de', 'en'])).to.equal(undefined);
  });
});
