import { expect } from 'chai';
import { getPage } from '../../tools/get-page.ts';
import { inMemoryClient } from '../helpers/mcp-clients.ts';
import { minimal } from '../helpers/sites.ts';

const ok = (input: Parameters<typeof getPage>[1]) => {
  const outcome = getPage(minimal(), input);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
};

describe('getPage', () => {
  for (const path of ['/en/licensing/', '/en/licensing', '/en/licensing.md', 'en/licensing', 'https://www.test.example/en/licensing/', '/en//licensing/']) {
    it(`finds the page from ${path}`, () => {
      expect(ok({ path }).path).to.equal('/en/licensing/');
    });
  }

  it('returns url, title, description, language, translations, update, sections, Markdown and JSON-LD', () => {
    const page = ok({ path: '/en/licensing/' });
    expect(page).to.include({ url: 'https://www.test.example/en/licensing/', title: 'Licensing', language: 'en', type: 'WebPage', updated: '2026-10-01' });
    expect(page.translations).to.deep.equal([{ language: 'de', url: 'https://www.test.example/de/lizenzen/' }]);
    expect(page.sections.map((s) => s.id)).to.deep.equal(['top', 'credit-line', 'with-agency', 'credit-line-1']);
    expect(page.markdown).to.contain('## Credit line').and.contain('| Web | on request |');
    expect(page.markdownUrl).to.equal('https://www.test.example/en/licensing.md');
    expect(page.jsonLd).to.include({ '@type': 'WebPage', inLanguage: 'en', url: 'https://www.test.example/en/licensing/' });
  });

  it('returns one section, with its sub-sections, from a #fragment or the section field', () => {
    const fromHash = ok({ path: '/en/licensing/#credit-line' });
    const fromField = ok({ path: '/en/licensing/', section: 'credit-line' });
    expect(fromHash.markdown).to.equal(fromField.markdown);
    expect(fromHash.markdown)
      .to.match(/^## Credit line\n/)
      .and.contain('### With agency')
      .and.not.contain('second heading');
    expect(fromHash.url).to.equal('https://www.test.example/en/licensing/#credit-line');
    expect(fromHash.section).to.equal('credit-line');
  });

  it('gives the translation when asked for another language', () => {
    expect(ok({ path: '/en/licensing/', lang: 'de' }).path).to.equal('/de/lizenzen/');
  });

  it('folds umlauts in anchors the same way for every heading', () => {
    expect(ok({ path: '/de/lizenzen/' }).sections.map((s) => s.id)).to.deep.equal(['top', 'bildnachweis-fuer-pressefotos', 'groesse-uebersicht']);
  });

  it('misses an unknown page with the closest existing addresses', () => {
    const outcome = getPage(minimal(), { path: '/en/licencing/' });
    expect(outcome.ok).to.equal(false);
    if (!outcome.ok) expect(outcome.message).to.contain('/en/licencing/').and.contain('/en/licensing/');
  });

  it('misses an unknown section with the list of sections', () => {
    const outcome = getPage(minimal(), { path: '/en/licensing/', section: 'nope' });
    expect(outcome.ok).to.equal(false);
    if (!outcome.ok) expect(outcome.message).to.contain('credit-line');
  });

  it('refuses URLs of other hosts and never reads files for a path', () => {
    for (const path of ['https://evil.example/en/licensing/', '/../site.yaml', '/en/%2e%2e/%2e%2e/etc/passwd', 'file:///etc/passwd']) {
      expect(getPage(minimal(), { path }).ok, path).to.equal(false);
    }
  });
});

describe('registerGetPage', () => {
  it('answers a miss with isError: true and a message that says what would work', async () => {
    const client = await inMemoryClient(minimal());
    try {
      const result = await client.callTool({ name: 'get_page', arguments: { path: '/en/licencing/' } });
      expect(result.isError).to.equal(true);
      expect(JSON.stringify(result.content)).to.contain('Closest existing addresses: /en/licensing/');
      // An address nothing resembles gets no guess, only the ways that work.
      const none = await client.callTool({ name: 'get_page', arguments: { path: '/en/nowhere/' } });
      expect(none.isError).to.equal(true);
      expect(JSON.stringify(none.content)).to.contain('get_profile lists the main pages').and.not.contain('Closest');
    } finally {
      await client.close();
    }
  });
});
