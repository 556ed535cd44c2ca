/**
 * `portfolio-agent check` on each mistake an owner makes: the message it prints and the
 * exit code, through the command line's main() in this process (no child process, so a
 * busy machine cannot time it out).
 */
import { expect } from 'chai';
import { main } from '../../../server/cli/cli.ts';
import { didYouMean } from '../../../server/site/check-site.ts';
import { tempSite } from '../../helpers/temp-site.ts';
import { fixtureDir } from '../../helpers/sites.ts';

const MINIMAL_SITE_YAML = `name:
  en: Test Person — Photographer
  de: Test Person — Fotografin
description: A small test site.
baseUrl: https://www.test.example
defaultLanguage: de
person:
  name: Test Person
terms:
  creditText: { en: "Photo: Test Person", de: "Foto: Test Person" }
  policy: { en: /en/licensing/, de: /de/lizenzen/ }
`;

const EN_INDEX = (body: string) => `---
title: Home
description: The home page.
translationKey: home
type: ProfilePage
---

${body}
`;

/** Runs `check` on a changed copy of the minimal fixture; returns the exit code and what it printed. */
async function check(files: Record<string, string | null>, ...flags: string[]): Promise<{ code: number; out: string }> {
  const temp = tempSite(files);
  const chunks: string[] = [];
  const writes = [process.stdout.write, process.stderr.write];
  const capture = (chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  };
  process.stdout.write = capture as typeof process.stdout.write;
  process.stderr.write = capture as typeof process.stderr.write;
  try {
    const code = await main(['check', '--content', temp.dir, ...flags]);
    return { code, out: chunks.join('') };
  } finally {
    [process.stdout.write, process.stderr.write] = writes;
    temp.remove();
  }
}

describe('check', function () {
  this.timeout(60_000);

  it('passes the fixtures of other owners with no error and no warning, even with --strict', async () => {
    for (const name of ['illustrator-fr', 'architect-en']) {
      const chunks: string[] = [];
      const write = process.stdout.write;
      process.stdout.write = ((c: string) => (chunks.push(c), true)) as typeof process.stdout.write;
      try {
        expect(await main(['check', '--strict', '--content', fixtureDir(name)]), name).to.equal(0);
      } finally {
        process.stdout.write = write;
      }
      expect(chunks.join(''), name).to.match(/ok, \d+ pages .* 0 errors, 0 warnings/);
    }
  });

  it('titel: instead of title: an error with "did you mean", exit 1', async () => {
    const { code, out } = await check({ 'en/licensing.md': '---\ntitel: Licensing\ndescription: How to license photographs.\ntranslationKey: licensing\n---\n\nText.\n' });
    expect(code).to.equal(1);
    expect(out).to.contain('en/licensing.md:2: error: titel: unknown key; did you mean title?');
    expect(out).to.contain('   2 | titel: Licensing').and.contain('hint: rename titel to title');
    expect(out).to.match(/^en\/licensing\.md: error: title: is required$/m);
  });

  it('an unknown key nothing resembles: a warning, exit 0; with --strict exit 1', async () => {
    const files = { 'en/index.md': '---\ntitle: Home\ndescription: The home page.\ntranslationKey: home\nmood: sunny\n---\n\nText.\n' };
    const plain = await check(files);
    expect(plain.code).to.equal(0);
    expect(plain.out).to.contain('en/index.md:5: warning: mood: unknown key, ignored; known keys here: title, description');
    expect((await check(files, '--strict')).code).to.equal(1);
  });

  it('an unknown key in site.yaml close to a known one: an error naming the line, exit 1', async () => {
    const { code, out } = await check({ 'site.yaml': MINIMAL_SITE_YAML + 'langauges: [de, en]\n' });
    expect(code).to.equal(1);
    expect(out).to.contain('site.yaml:12: error: langauges: unknown key; did you mean languages?');
  });

  it('a translationKey without its partner (a typo on one side): an error on each side with "did you mean", exit 1', async () => {
    const { code, out } = await check({ 'de/lizenzen.md': '---\ntitle: Lizenzen\ndescription: Wie man Fotos lizenziert.\ntranslationKey: licencing\n---\n\nText.\n' });
    expect(code).to.equal(1);
    expect(out).to.contain('de/lizenzen.md:4: error: translationKey: "licencing" has no partner: no page in en has this translationKey; en/licensing.md has "licensing" — did you mean the same key?');
    expect(out).to.contain('en/licensing.md:4: error: translationKey: "licensing" has no partner');
  });

  it('a translationKey removed on one side: an error on the other side, and a warning for the page without a translation', async () => {
    const { code, out } = await check({ 'de/lizenzen.md': '---\ntitle: Lizenzen\ndescription: Wie man Fotos lizenziert.\n---\n\nText.\n' });
    expect(code).to.equal(1);
    expect(out).to.contain('en/licensing.md:4: error: translationKey: "licensing" has no partner: no page in de has this translationKey');
    expect(out).to.contain('de/lizenzen.md: warning: (translation): has no translation in en');
    expect(out).to.contain('hint: write the page in en/ with translationKey: lizenzen on both pages');
  });

  it('a page whose translation is missing: a warning, exit 0; --strict exit 1', async () => {
    const files = { 'en/about.md': '---\ntitle: About\ndescription: About me.\n---\n\nText.\n' };
    const plain = await check(files);
    expect(plain.code).to.equal(0);
    expect(plain.out).to.contain('en/about.md: warning: (translation): has no translation in de');
    const strict = await check(files, '--strict');
    expect(strict.code).to.equal(1);
    expect(strict.out).to.match(/0 errors, \d+ warnings? \(--strict: warnings count\)/);
  });

  it('a per-language value missing a language: a warning naming the fallback, exit 0', async () => {
    const { code, out } = await check({ 'site.yaml': MINIMAL_SITE_YAML.replace('  de: Test Person — Fotografin\n', '') });
    expect(code).to.equal(0);
    expect(out).to.contain('site.yaml: warning: name: has no value for de: de pages show the en value');
  });

  it('a link to a page that does not exist: an error with "did you mean", exit 1', async () => {
    const { code, out } = await check({ 'en/index.md': EN_INDEX('See [licensing](/en/licnsing/).') });
    expect(code).to.equal(1);
    expect(out).to.contain('en/index.md:8: error: (link): links to /en/licnsing/, which is not a page of the site; did you mean /en/licensing/?');
    expect(out).to.contain('   8 | See [licensing](/en/licnsing/).');
  });

  it('a link to an anchor that does not exist: an error listing the anchors, exit 1', async () => {
    const { code, out } = await check({ 'en/index.md': EN_INDEX('See [credits](/en/licensing/#credit).') });
    expect(code).to.equal(1);
    expect(out).to.contain('en/index.md:8: error: (link): links to #credit on /en/licensing/, which has no such anchor; did you mean #credit-line?');
  });

  it('a link to an asset that does not exist: an error, exit 1; an existing asset and server addresses pass', async () => {
    const broken = await check({ 'en/index.md': EN_INDEX('My [CV](/assets/cv.pdf), [llms.txt](/llms.txt), [Markdown](/en/licensing.md), [search](/en/search/).') });
    expect(broken.code).to.equal(1);
    expect(broken.out).to.contain("en/index.md:8: error: (link): links to /assets/cv.pdf, which is not in the content folder's assets/");
    expect(broken.out.match(/error: \(link\)/g)).to.have.length(1);
    const fine = await check({ 'en/index.md': EN_INDEX('My [CV](/assets/cv.pdf).'), 'assets/cv.pdf': '%PDF-1.4\n' });
    expect(fine.out).to.not.contain('(link)');
  });

  it('duplicate headings: a warning with both lines, exit 0', async () => {
    const { code, out } = await check({ 'en/index.md': EN_INDEX('## Prices\n\nA.\n\n## Prices\n\nB.') });
    expect(code).to.equal(0);
    expect(out).to.contain('en/index.md:12: warning: (heading): the heading "Prices" appears 2 times (lines 8, 12)');
  });

  it('an unknown interface word: an error with "did you mean", exit 1', async () => {
    const { code, out } = await check({ 'site.yaml': MINIMAL_SITE_YAML + 'words:\n  de: { serach: Finden }\n' });
    expect(code).to.equal(1);
    expect(out).to.contain('site.yaml:13: error: words.de.serach: unknown interface word; did you mean search?');
  });

  it('a value with a colon: the right line, the line itself and the hint to quote it, exit 1', async () => {
    const { code, out } = await check({ 'en/index.md': '---\ntitle: About: the story\ndescription: The home page.\n---\n\nText.\n' });
    expect(code).to.equal(1);
    expect(out).to.contain('en/index.md:2: error: front matter: invalid YAML: the value of "title" contains ": ", which YAML reads as the start of another key');
    expect(out).to.contain('   2 | title: About: the story');
    expect(out).to.contain('hint: quote the value: title: "About: the story"');
  });

  it('a bad indent in site.yaml: the line that is wrong, no dangling colon, exit 1', async () => {
    const { code, out } = await check({ 'site.yaml': MINIMAL_SITE_YAML.replace('  name: Test Person\n', '  name: Test Person\n   email: x@test.example\n') });
    expect(code).to.equal(1);
    expect(out).to.contain('site.yaml:9: error: (YAML): invalid YAML: this line is indented more than the key above it');
    expect(out).to.contain('   9 |    email: x@test.example');
    expect(out).to.match(/hint: indent it by 2 spaces like the line above/);
    expect(out).to.not.match(/:\n\s*\n/);
  });

  it('a key with a tab or an outdent in site.yaml: the line and a hint, exit 1', async () => {
    const { code, out } = await check({ 'site.yaml': MINIMAL_SITE_YAML.replace('  name: Test Person\n', '  name: Test Person\n email: x@test.example\n') });
    expect(code).to.equal(1);
    expect(out).to.match(/site\.yaml:9: error: \(YAML\): invalid YAML: /);
    expect(out).to.contain('hint: line up the keys of one block at the same column');
  });
});

describe('didYouMean', () => {
  it('finds a near key, a swapped pair of letters counting as one edit, and nothing for a far one', () => {
    expect(didYouMean('titel', ['title', 'description'])).to.equal('title');
    expect(didYouMean('Title', ['title'])).to.equal('title');
    expect(didYouMean('mood', ['title', 'description', 'type'])).to.equal(undefined);
  });
});
