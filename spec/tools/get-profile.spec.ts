import { expect } from 'chai';
import { getProfile } from '../../tools/get-profile.ts';
import { minimal } from '../helpers/sites.ts';

describe('getProfile', () => {
  const profile = (lang?: string) => {
    const outcome = getProfile(minimal(), { lang });
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.value;
  };

  it('gives name, job title, contact, languages, links and the Person JSON-LD in the asked language', () => {
    const en = profile('en');
    expect(en).to.include({ name: 'Test Person', jobTitle: 'Photographer', language: 'en' });
    expect(en.contact).to.include({ email: 'hello@test.example', telephone: '+49 40 0000 0000' });
    expect(en.languages).to.deep.equal(['de', 'en']);
    expect(en.links).to.deep.equal(['https://instagram.example/test']);
    expect(en.jsonLd).to.include({ '@type': 'Person', name: 'Test Person', jobTitle: 'Photographer' });
    expect(profile('de').jobTitle).to.equal('Fotografin');
  });

  it('states the conditions of use: credit line, TDM reservation and policy page', () => {
    const { rights } = profile('en');
    expect(rights).to.include({ creditText: 'Photo: Test Person', tdmReservation: true, policyUrl: 'https://www.test.example/en/licensing/' });
    expect(rights.notAllowed).to.match(/44b/);
  });

  it('lists the main pages of the language, defaulting to the site default language', () => {
    expect(profile().language).to.equal('de');
    expect(profile('en').pages.map((p) => p.url)).to.include('https://www.test.example/en/licensing/');
  });
});
