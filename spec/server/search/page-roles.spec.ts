/** The role of a page the owner left a plain WebPage: its address or translation key says it (a fixture). */
import { expect } from 'chai';
import { roleType } from '../../../server/search/page-roles.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import type { Page } from '../../../server/site/site-types.ts';

const page = (path: string, type = 'WebPage', translationKey?: string) => ({ path, type, translationKey }) as Page;

describe('roleType', () => {
  it('names the contact and about pages of a plain WebPage by their address or translation key', () => {
    expect(roleType(page('/de/kontakt/'))).to.equal('ContactPage');
    expect(roleType(page('/en/get-in-touch/', 'WebPage', 'contact'))).to.equal('ContactPage');
    expect(roleType(page('/de/ueber-mich/'))).to.equal('AboutPage');
  });
  it("keeps the owner's own type, and a plain page that is neither", () => {
    expect(roleType(page('/en/contact/', 'ProfilePage'))).to.equal('ProfilePage');
    expect(roleType(page('/en/prices/'))).to.equal('WebPage');
  });
  it('lets "where is her studio?" find a contact page left untyped', () => {
    const index = fixtureIndex([
      { path: '/en/studio/', title: 'Studio', intro: 'The studio: two wheels, a gas kiln and the glaze room; the studio is where every piece is made.' },
      { path: '/en/contact/', title: 'Contact', intro: 'Write to hello@example.org. Address: Karl-Heine-Straße 12, 04229 Leipzig.' },
    ]);
    expect(searchIndex(index, { query: 'Where is her studio?', lang: 'en', today: '2026-11-26' }).hits[0].page.path).to.equal('/en/contact/');
  });
});
