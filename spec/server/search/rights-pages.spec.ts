/** "Can I print one of her pictures in our magazine?": the owner's terms of use answer (a fixture and the sample site). */
import { expect } from 'chai';
import { asksLeaveToUse, PICTURES, RIGHTS_PAGE_FLOOR, RIGHTS_TRIGGERS, withRightsPages } from '../../../server/search/rights-pages.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { searchSite } from '../../../tools/search-site.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import { sample } from '../../helpers/sites.ts';

const asks = (query: string, lang = 'en') => asksLeaveToUse(tokenize(query, { joined: false }), [lang]);
const site = () =>
  fixtureIndex([
    { path: '/en/publications/', title: 'Publications', intro: 'Her pictures in print: a magazine cover, a school newspaper, a book of portraits.' },
    { path: '/en/image-rights/', title: 'Image rights', intro: 'Every use needs written permission; the fee depends on print run and medium.' },
    { path: '/de/bildrechte/', lang: 'de', title: 'Bildrechte', intro: 'Jede Nutzung braucht eine schriftliche Erlaubnis.' },
  ]);

describe('asksLeaveToUse', () => {
  it("reads leave asked to use the owner's work, in English and German", () => {
    expect(asks('Can I print one of her pictures in our magazine?')).to.equal(true);
    expect(asks('May we use a photo on our school website?')).to.equal(true);
    expect(asks('Darf ich ein Foto für meinen Blog verwenden?', 'de')).to.equal(true);
    expect(asks('Kann ich Ihre Bilder auf Instagram teilen?', 'de')).to.equal(true);
    expect(asks('Darf ich ihre Bilder auf Instagram reposten?', 'de')).to.equal(true);
  });
  it('reads a portrait as a work, singular and plural', () => {
    expect(asks('am I allowed to print one of her portraits?')).to.equal(true);
    expect(asks('Darf ich das Porträt von ihr abdrucken?', 'de')).to.equal(true);
  });
  it('not "shot", which is the verb too', () => {
    expect(asks('Can I get a copy of all the unedited stuff you shot of us?')).to.equal(false);
  });
  it('not a question whether a thing exists, nor one without a work, a verb of use or leave asked', () => {
    expect(asks('Is there a portrait photo I can use for an article?')).to.equal(false);
    expect(asks('Gibt es Pressefotos, die ich verwenden kann?', 'de')).to.equal(false);
    expect(asks('What camera does she use?')).to.equal(false);
    expect(asks('Which photos were printed in the magazine?')).to.equal(false);
    expect(asks('Can I book a photo shoot?')).to.equal(false);
  });
  it('cannot say yes without a word of RIGHTS_TRIGGERS (the trigger gate skips it then)', () => {
    expect(RIGHTS_TRIGGERS).to.include.members(['use', 'print', 'verwenden', 'abdrucken']);
  });
});

describe('PICTURES', () => {
  it('holds the picture words of both languages, singular and plural, and "shot" (read before a word of what is shown only)', () => {
    for (const [lang, words] of [
      ['en', ['photo', 'photos', 'image', 'images', 'portrait', 'portraits', 'shot']],
      ['de', ['foto', 'fotos', 'bild', 'bilder', 'porträt', 'porträts']],
    ] as const)
      for (const w of words) expect(PICTURES.get(lang)?.has(tokenize(w, { joined: false })[0]), w).to.equal(true);
  });
});

describe('withRightsPages', () => {
  it(`lists the policy page first (at ${RIGHTS_PAGE_FLOOR} of the best hit), in the preferred language, above a page that shares the visitor's words`, () => {
    const query = 'Can I print one of her pictures in our school newspaper?';
    const without = searchIndex(site(), { query, lang: 'en' }).hits;
    expect(without[0].page.path).to.equal('/en/publications/');
    const hits = searchIndex(site(), { query, lang: 'en', rightsPages: ['/en/image-rights/', '/de/bildrechte/'] }).hits;
    expect(hits[0].page.path).to.equal('/en/image-rights/');
    expect(hits[0].raw).to.be.at.least(RIGHTS_PAGE_FLOOR * without[0].raw - 1e-9);
    expect(hits.some((h) => h.page.path === '/de/bildrechte/' && h.raw >= hits[0].raw)).to.equal(false);
  });
  it('adds nothing for addresses the index does not hold', () => {
    const hits = searchIndex(site(), { query: 'publications', lang: 'en' }).hits;
    expect(withRightsPages(site(), hits, 'en', ['/en/nowhere/'])).to.equal(hits);
  });
  it("is told the policy by the site's terms (the sample's licensing page)", () => {
    const outcome = searchSite(sample(), { query: 'Can I print one of her pictures in our magazine?', lang: 'en' });
    expect(outcome.ok && new URL(outcome.value.results[0].url).pathname).to.equal('/en/licensing/');
  });
});
