import { expect } from 'chai';
import { WEEKDAYS, weekdaysWithForms } from '../../../server/search/weekdays.ts';

describe('WEEKDAYS', () => {
  it('lists seven days per language', () => {
    expect(WEEKDAYS.en).to.have.length(7);
    expect(WEEKDAYS.de).to.have.length(7);
  });
});

describe('weekdaysWithForms', () => {
  it('adds the plural or adverb of each day ("Sundays", "sonntags"), and none for a language without a list', () => {
    expect(weekdaysWithForms('en')).to.include.members(['sunday', 'sundays']);
    expect(weekdaysWithForms('de')).to.include.members(['sonntag', 'sonntags']);
    expect(weekdaysWithForms('fi')).to.deep.equal([]);
  });
});
