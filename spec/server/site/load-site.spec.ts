import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { ContentError, loadSite, addressOf } from '../../../server/site/load-site.ts';
import { fixtureDir } from '../../helpers/sites.ts';
import { tempSite } from '../../helpers/temp-site.ts';

const page = (front: string, body = '\nText.\n') => `---\n${front}\n---\n${body}`;

/** Loads a fixture with one change and returns the problems as "file: field". */
function problemsWith(files: Record<string, string | null>): string[] {
  const temp = tempSite(files);
  try {
    loadSite(temp.dir);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    expect(error.message).to.contain(error.problems[0].file);
    return error.problems.map((p) => `${p.file}: ${p.field}`);
  } finally {
    temp.remove();
  }
}

describe('loadSite', () => {
  it('loads pages, addresses, sections and translations from a valid folder', () => {
    const site = loadSite(fixtureDir('minimal'));
    expect(site.languages).to.deep.equal(['de', 'en']);
    expect(site.pages.map((p) => p.path)).to.deep.equal(['/de/', '/de/lizenzen/', '/de/developers/', '/en/', '/en/licensing/', '/en/developers/']);
    expect(site.byPath.get('/en/licensing/')!.translations).to.deep.equal({ de: '/de/lizenzen/' });
    expect(site.byPath.get('/en/')!.type).to.equal('ProfilePage');
    expect(site.byPath.get('/en/licensing/')!.type).to.equal('WebPage');
    expect(site.baseUrl).to.equal('https://www.test.example');
  });

  it('takes a base URL override at start-up', () => {
    const site = loadSite(fixtureDir('minimal'), { baseUrl: 'http://localhost:3000/' });
    expect(site.baseUrl).to.equal('http://localhost:3000');
    expect(site.host).to.equal('localhost:3000');
    expect(site.canonicalHost).to.equal('www.test.example');
  });

  it('rejects a page without a title, naming the file and title', () => {
    expect(problemsWith({ 'en/about.md': page('description: About.') })).to.deep.equal(['en/about.md: title']);
  });

  it('rejects a page without a description', () => {
    expect(problemsWith({ 'en/about.md': page('title: About') })).to.deep.equal(['en/about.md: description']);
  });

  it('rejects a page without front matter, naming title', () => {
    expect(problemsWith({ 'en/about.md': '# About\n\nText.\n' })).to.deep.equal(['en/about.md: title']);
  });

  it('rejects bad YAML in front matter, naming the file', () => {
    expect(problemsWith({ 'en/about.md': page('title: [unclosed\ndescription: x') })).to.deep.equal(['en/about.md: front matter']);
  });

  it('rejects bad YAML in site.yaml', () => {
    expect(problemsWith({ 'site.yaml': 'name: [oops' })).to.deep.equal(['site.yaml: (YAML)']);
  });

  it('rejects a missing site.yaml', () => {
    expect(problemsWith({ 'site.yaml': null })).to.deep.equal(['site.yaml: (file)']);
  });

  it('rejects a site.yaml without required fields, naming each', () => {
    expect(problemsWith({ 'site.yaml': 'name: X\n' })).to.include.members(['site.yaml: description', 'site.yaml: baseUrl', 'site.yaml: person', 'site.yaml: terms']);
  });

  it('rejects an unknown language folder', () => {
    expect(problemsWith({ 'english/index.md': page('title: A\ndescription: B') })).to.deep.equal(['english/: (language)']);
  });

  it('rejects a per-language value for a language the site does not have', () => {
    const temp = tempSite();
    try {
      const yaml = problemsWith({ 'site.yaml': readFileSync(`${temp.dir}/site.yaml`, 'utf8').replace('en: Test Person — Photographer', 'fr: Test Person — Photographe') });
      expect(yaml).to.deep.equal(['site.yaml: name.fr']);
    } finally {
      temp.remove();
    }
  });

  it('rejects two files with one address', () => {
    expect(problemsWith({ 'en/licensing/index.md': page('title: A\ndescription: B') })).to.deep.equal(['en/licensing/index.md: (address)']);
  });

  it('rejects a translationKey that pairs two pages of one language', () => {
    expect(problemsWith({ 'en/other.md': page('title: A\ndescription: B\ntranslationKey: licensing') })).to.deep.equal(['en/other.md: translationKey']);
  });

  it('rejects file names with capitals, spaces or umlauts', () => {
    expect(problemsWith({ 'de/Über Mich.md': page('title: A\ndescription: B') })).to.deep.equal(['de/Über Mich.md: (file name)']);
  });

  it('rejects an invalid date and a type that is no schema.org name', () => {
    expect(problemsWith({ 'en/about.md': page('title: A\ndescription: B\nupdated: 2026-13-45\ntype: web page') })).to.have.members(['en/about.md: updated', 'en/about.md: type']);
  });

  it('lists every problem of a folder at once', () => {
    expect(problemsWith({ 'en/a.md': page('description: B'), 'en/b.md': page('title: A') })).to.have.length(2);
  });
});

describe('addressOf', () => {
  it('maps files to addresses with a trailing slash, index.md standing for its folder', () => {
    expect(addressOf('en/index.md')).to.equal('/en/');
    expect(addressOf('en/about.md')).to.equal('/en/about/');
    expect(addressOf('en/portfolio/index.md')).to.equal('/en/portfolio/');
    expect(addressOf('en/portfolio/salt-water.md')).to.equal('/en/portfolio/salt-water/');
  });
});
