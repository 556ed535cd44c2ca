import { expect } from 'chai';
import * as v from 'valibot';
import { searchSite, SearchSiteOutput } from '../../tools/search-site.ts';
import { minimal } from '../helpers/sites.ts';

describe('searchSite', () => {
  const search = (input: Parameters<typeof searchSite>[1]) => {
    const outcome = searchSite(minimal(), input);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.value;
  };

  it('returns Result objects exactly as the spec names them, best first', () => {
    const value = search({ query: 'credit line', lang: 'en' });
    v.parse(SearchSiteOutput, value);
    const [first] = value.results;
    expect(Object.keys(first).sort()).to.deep.equal(['description', 'markdown', 'name', 'schema_object', 'score', 'site', 'url']);
    expect(first).to.include({ url: 'https://www.test.example/en/licensing/#credit-line', name: 'Credit line', site: 'www.test.example' });
    expect(first.markdown).to.equal('https://www.test.example/en/licensing.md');
    const scores = value.results.map((r) => r.score);
    expect(scores).to.deep.equal([...scores].sort((a, b) => b - a));
    for (const s of scores) expect(s).to.be.within(0, 1);
  });

  it('names the introduction by the page title and addresses it without a fragment', () => {
    const hit = search({ query: 'Alle Fotografien geschützt', lang: 'de' }).results[0];
    expect(hit).to.include({ url: 'https://www.test.example/de/lizenzen/', name: 'Lizenzen' });
  });

  it('honours limit', () => {
    expect(search({ query: 'Foto', limit: 1 }).results).to.have.length(1);
  });

  it('returns no results, not an error, for a question nothing answers', () => {
    expect(search({ query: 'xylophone quartet zeppelin' }).results).to.deep.equal([]);
  });
});
