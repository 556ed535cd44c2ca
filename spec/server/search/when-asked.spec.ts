import { expect } from 'chai';
import { asksWhen, WHEN_DATED } from '../../../server/search/when-asked.ts';
import { tokenize } from '../../../server/search/analyzer.ts';

describe('asksWhen', () => {
  const when = (query: string, lang = 'en') => asksWhen(tokenize(query, { joined: false }), [lang]);
  it('reads a question for a time: "when" first or before an auxiliary, German "wann" anywhere', () => {
    expect(when('When did the taproom open?')).to.equal(true);
    expect(when('our baby is due in March, when should we get in touch?')).to.equal(true);
    expect(when('Wann wird der Bock angestochen?', 'de')).to.equal(true);
    expect(when('Bis wann muss ich bestellen?', 'de')).to.equal(true);
    expect(when('What year did she go freelance?')).to.equal(true);
    expect(when('In welchem Jahr ist ihr Bildband erschienen?', 'de')).to.equal(true);
  });
  it('not "when" as a conjunction, nor a question without it', () => {
    expect(when('How should we credit her photos when we print them?')).to.equal(false);
    expect(when('do you need money up front when I order a gravestone?')).to.equal(false);
    expect(when('Where is the taproom?')).to.equal(false);
    expect(when('Was it a good year for the vines?')).to.equal(false);
    expect(when('Wenn ich absage, was kostet das?', 'de')).to.equal(false);
    // First, before the visitor, it opens a clause: "When I order a cake, do I pay up front?" asks about paying.
    expect(when('When I order a cake, do I pay up front?')).to.equal(false);
    expect(when('When we arrive, where do we park?')).to.equal(false);
    expect(when('When do I pay for the cake?')).to.equal(true);
  });
  it('lifts, not lowers', () => {
    expect(WHEN_DATED).to.be.above(1);
  });
});
