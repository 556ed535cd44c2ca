/** The site model's helpers for localized text (site.yaml's strings given per language or as one plain string). */
import { expect } from 'chai';
import { localizedEntries } from '../../../server/site/site-types.ts';

describe('localizedEntries', () => {
  it('gives each language with its text, a plain string with no language, and nothing for no value', () => {
    expect(localizedEntries({ de: 'Fotografin', en: 'Photographer' })).to.deep.equal([
      ['de', 'Fotografin'],
      ['en', 'Photographer'],
    ]);
    expect(localizedEntries('Photographer')).to.deep.equal([[undefined, 'Photographer']]);
    expect(localizedEntries(undefined)).to.deep.equal([]);
  });
});
