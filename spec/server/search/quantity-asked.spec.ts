/** Questions that ask a quantity of a thing they name. */
import { expect } from 'chai';
import { askedMeasure } from '../../../server/search/quantity-asked.ts';
import { tokenize } from '../../../server/search/analyzer.ts';

const measure = (query: string, lang = 'en') => askedMeasure(tokenize(query, { joined: false }), [lang]);

describe('askedMeasure', () => {
  it('reads a count or a measure right after how, and a year after what or which', () => {
    expect(measure('How many bee colonies does she look after?')).to.equal('many');
    expect(measure('How hot is the flame?')).to.equal('hot');
    expect(measure('Wie viele Setzkästen haben Sie?', 'de')).to.equal('viele');
    expect(measure('Wie hoch ist der Kasbek?', 'de')).to.equal('hoch');
    expect(measure('In what year was the driving school founded?')).to.equal('year');
    expect(measure('In welchem Jahr hat sie die Meisterprüfung abgelegt?', 'de')).to.equal('jahr');
  });
  it('reads nothing in other questions, nor a measure word elsewhere', () => {
    expect(measure('How do I book a course?')).to.equal(undefined);
    expect(measure('How long does it take?')).to.equal(undefined);
    expect(measure('Is the kiln hot already?')).to.equal(undefined);
    expect(measure('Wie viele Setzkästen', 'en')).to.equal(undefined);
  });
});
