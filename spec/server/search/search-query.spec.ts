import { expect } from 'chai';
import { searchIndex } from '../../../server/search/search-query.ts';
import { compoundSplitter } from '../../../server/search/search-index.ts';
import { ANALYZERS } from '../../../server/search/analyzer.ts';
import { minimal } from '../../helpers/sites.ts';

const top = (query: string, lang?: string) => searchIndex(minimal().search, { query, lang }).hits.map((h) => h.section.path);

describe('searchIndex', () => {
  it('finds the end of a German compound: "Fotos" finds "Pressefotos"', () => {
    expect(top('Fotos', 'de')).to.include('/de/lizenzen/#bildnachweis-fuer-pressefotos');
  });

  it('splits a compound in the question: "Bildnachweisfotos" finds Bildnachweis and Fotos', () => {
    expect(top('Bildnachweisfotos', 'de')[0]).to.equal('/de/lizenzen/#bildnachweis-fuer-pressefotos');
  });

  it('tolerates a typo', () => {
    expect(top('credti line', 'en')[0]).to.equal('/en/licensing/#credit-line');
  });

  it('ranks the preferred language first and still shows the other language', () => {
    const hits = searchIndex(minimal().search, { query: 'Test Person', lang: 'de' }).hits;
    expect(hits[0].page.lang).to.equal('de');
    expect(hits.some((h) => h.page.lang === 'en')).to.equal(true);
  });

  it('lists the translation of a matching page even when no word of it matches', () => {
    const hits = searchIndex(minimal().search, { query: 'Bildnachweis', lang: 'de' }).hits;
    const translation = hits.find((h) => h.page.path === '/en/licensing/');
    expect(translation?.viaTranslation).to.equal(true);
    expect(translation!.score).to.be.lessThan(hits[0].score);
  });

  it('gives 1 only to a strong match and a low score to a weak one', () => {
    const strong = searchIndex(minimal().search, { query: 'credit line', lang: 'en' }).hits[0].score;
    const weak = searchIndex(minimal().search, { query: 'credit zeppelin xylophone quartet', lang: 'en' }).hits[0].score;
    expect(strong).to.equal(1);
    expect(weak).to.be.below(0.6);
  });

  it('uses previous questions to understand a follow-up', () => {
    const alone = searchIndex(minimal().search, { query: 'and with an agency?', lang: 'en' }).hits;
    const withPrev = searchIndex(minimal().search, { query: 'and with an agency?', lang: 'en', prev: ['What credit line should I use?'] }).hits;
    expect(withPrev[0].section.path).to.equal('/en/licensing/#with-agency');
    expect(withPrev[0].score).to.be.at.least(alone[0]?.score ?? 0);
  });

  it('does not let one page fill the list', () => {
    const pages = searchIndex(minimal().search, { query: 'credit line photo', lang: 'en', limit: 3 }).hits.map((h) => h.page.path);
    expect(new Set(pages).size).to.be.greaterThan(1);
  });
});

describe('compoundSplitter', () => {
  it('splits against the vocabulary, allowing a linking s', () => {
    const vocabulary = new Set(['press', 'foto', 'fotos', 'arbeit', 'zeit']);
    const split = compoundSplitter(ANALYZERS.de, vocabulary);
    expect(split('pressefotos')).to.deep.equal(['press', 'fotos']);
    expect(split('arbeitszeit')).to.deep.equal(['arbeit', 'zeit']);
    expect(split('kurz')).to.deep.equal([]);
  });
});
