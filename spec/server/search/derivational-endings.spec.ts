import { expect } from 'chai';
import { endingStart } from '../../../server/search/derivational-endings.ts';

describe('endingStart', () => {
  it('finds where a German or Dutch noun ending begins, an inflection after it included', () => {
    expect(endingStart('hochzeitsgesellschaften', 'de')).to.equal('hochzeitsgesell'.length);
    expect(endingStart('planung', 'de')).to.equal('plan'.length);
    expect(endingStart('vrijheid', 'nl')).to.equal('vrij'.length);
    expect(endingStart('mogelijkheden', 'nl')).to.equal('mogelijk'.length);
    expect(endingStart('organismen', 'de')).to.equal('organ'.length);
  });

  it('gives the word’s length where it has no ending, or its language none listed', () => {
    expect(endingStart('hundeleine', 'de')).to.equal('hundeleine'.length);
    // Each ending takes its own inflections only: "Ostereier" is no "-erei" + "er", "heiter" no "-heit" + "er".
    expect(endingStart('ostereier', 'de')).to.equal('ostereier'.length);
    expect(endingStart('heiter', 'de')).to.equal('heiter'.length);
    expect(endingStart('friendship', 'en')).to.equal('friendship'.length);
  });
});
