import { expect } from 'chai';
import { termsStatement, termsFromRights, TERMS_LANGUAGES, type Terms } from '../../../server/site/site-terms.ts';
import { interfaceWords, formatDate, languageName, nativeLanguageName, resultCount, WORD_LANGUAGES, WORD_NAMES } from '../../../server/documents/interface-words.ts';
import { slugify, createSlugger } from '../../../server/site/slugify.ts';
import { pickLanguage } from '../../../server/site/pick-language.ts';
import { yamlProblem } from '../../../server/site/yaml-problem.ts';
import { parse } from 'yaml';

const base: Terms = { copyrightHolder: 'A', creditText: 'A', policy: '/en/terms/', assistants: ['fetch', 'summarise', 'link'], legalBasis: 'none', photographs: 'none' };

describe('termsStatement', () => {
  it('says only what the structured fields say: nothing reserved, no law, no photographs', () => {
    const s = termsStatement(base, 'en', 'en');
    expect(s.notAllowed).to.equal('');
    expect(s.photographs).to.equal('');
    expect(s.text).to.equal('Assistants may fetch individual pages on behalf of a person, summarise them and link to them, for example to answer a question or to get in touch.');
    expect(termsStatement({ ...base, assistants: [] }, 'en', 'en').text).to.equal('');
  });

  it('names a reservation with the basis the owner named, in each built-in language', () => {
    const terms: Terms = { ...base, textAndDataMining: 'reserved', aiTraining: 'reserved', legalBasis: 'dsm-4-3' };
    expect(termsStatement(terms, 'en', 'en').notAllowed).to.equal(
      'Text and data mining and training AI models on this content are not allowed (reservation of use under Art. 4(3) of Directive (EU) 2019/790).',
    );
    for (const lang of ['de', 'fr', 'es', 'it', 'nl', 'pl']) {
      const s = termsStatement(terms, lang, 'en');
      expect(s.notAllowed, lang).to.contain('2019/790');
      expect(s.allowed, lang).to.not.equal(termsStatement(terms, 'en', 'en').allowed);
    }
    expect(TERMS_LANGUAGES).to.include.members(['de', 'en', 'fr', 'es', 'it', 'nl', 'pl']);
    expect(termsStatement(terms, 'ja', 'en').notAllowed).to.equal(termsStatement(terms, 'en', 'en').notAllowed);
  });

  it("reserves training alone, uses the owner's own basis and wording as written", () => {
    const own: Terms = { ...base, aiTraining: 'reserved', legalBasis: { text: { fr: 'art. L. 122-5-3 CPI', en: 'Art. L. 122-5-3 CPI' } }, wording: { fr: 'Mes mots.' } };
    expect(termsStatement(own, 'en', 'fr').notAllowed).to.equal('Training AI models on this content is not allowed (reservation of use under Art. L. 122-5-3 CPI).');
    expect(termsStatement(own, 'fr', 'fr').text).to.equal('Mes mots.');
    expect(termsStatement(own, 'en', 'fr').text).to.not.contain('Mes mots');
  });

  it('reads the older rights block as a reservation of both, with no legal basis', () => {
    const terms = termsFromRights({ copyrightHolder: 'A', creditText: 'A', tdmReservation: true, policy: '/en/terms/' });
    expect(terms).to.include({ textAndDataMining: 'reserved', aiTraining: 'reserved', legalBasis: 'none', photographs: 'none' });
    expect(termsStatement(terms, 'en', 'en').text).to.not.match(/UrhG|44b|photograph/);
  });
});

describe('interfaceWords', () => {
  it('has every word in de, en, fr, es, it, nl and pl, English for others, and takes overrides', () => {
    expect(WORD_LANGUAGES).to.include.members(['de', 'en', 'fr', 'es', 'it', 'nl', 'pl']);
    for (const lang of WORD_LANGUAGES) for (const word of WORD_NAMES) expect(interfaceWords(lang)[word], `${lang}.${word}`).to.be.a('string').and.not.equal('');
    expect(interfaceWords('fr').search).to.equal('Rechercher');
    expect(interfaceWords('sv').search).to.equal('Search');
    expect(interfaceWords('fr', { fr: { search: 'Chercher' } })).to.include({ search: 'Chercher', terms: 'Conditions d’utilisation' });
  });

  it('names languages with Intl.DisplayNames, dates with Intl.DateTimeFormat, counts with plural rules', () => {
    expect(languageName('en', 'fr')).to.equal('anglais');
    expect(nativeLanguageName('fr')).to.equal('Français');
    expect(formatDate('2026-10-01', 'fr')).to.equal('1 octobre 2026');
    expect(formatDate('2026-10-01', 'de')).to.equal('1. Oktober 2026');
    expect(resultCount(interfaceWords('fr'), 1, 'fr')).to.equal('1 résultat');
    expect(resultCount(interfaceWords('fr'), 10, 'fr')).to.equal('10 résultats');
  });
});

describe('slugify', () => {
  it('keeps the letters of every heading; a number only for a heading without letters', () => {
    expect(slugify('Œuvres et cœur')).to.equal('oeuvres-et-coeur');
    expect(slugify('Ærø island')).to.equal('aero-island');
    expect(slugify('Łódź office')).to.equal('lodz-office');
    expect(slugify('Über uns: Straße')).to.equal('ueber-uns-strasse');
    expect(slugify('Привет мир')).to.equal('privet-mir');
    expect(slugify('日本語の見出し')).to.equal('日本語の見出し');
    const slug = createSlugger(['top']);
    expect([slug('— ★ —'), slug('* * *'), slug('Prices'), slug('Prices')]).to.deep.equal(['section', 'section-1', 'prices', 'prices-1']);
  });
});

describe('pickLanguage', () => {
  const site = { languages: ['en', 'fr'], defaultLanguage: 'fr' };
  it("takes the best Accept-Language match among the site's languages, else the default", () => {
    expect(pickLanguage(site, undefined)).to.equal('fr');
    expect(pickLanguage(site, '*')).to.equal('fr');
    expect(pickLanguage(site, 'en-US,en;q=0.9')).to.equal('en');
    expect(pickLanguage(site, 'de')).to.equal('fr');
    expect(pickLanguage(site, 'de, en;q=0.3, fr;q=0.2')).to.equal('en');
  });
});

describe('yamlProblem', () => {
  const problem = (source: string) => {
    try {
      parse(source);
    } catch (error) {
      return yamlProblem(error, source, 1);
    }
    throw new Error('parsed');
  };
  it('hints to quote a value with a colon, on its line', () => {
    expect(problem('title: About: the story\n')).to.deep.include({ line: 1, hint: 'quote the value: title: "About: the story"' });
  });
  it('names the over-indented line, not the one above, without a dangling colon', () => {
    const p = problem('person:\n  name: A\n   email: b\n');
    expect(p).to.deep.include({ line: 3, message: 'invalid YAML: this line is indented more than the key above it' });
    expect(p.excerpt).to.equal('   3 |    email: b');
  });
});
