import { expect } from 'chai';
import { packInWorkers, packWirePages, wireLanguages, wireLexicons } from '../../../server/search/parallel-build.ts';
import { buildLexicons } from '../../../server/search/translation-lexicon.ts';
import { docsOf, packLanguage } from '../../../server/search/search-index.ts';
import { sample } from '../../helpers/sites.ts';

const plain = (p: ReturnType<typeof packLanguage>) => ({
  ...p,
  typo: { buckets: [...p.typo.buckets], low: [...p.typo.low], words: [...p.typo.words] },
  offsets: [...p.offsets],
  postDocs: [...p.postDocs],
  postImpacts: [...p.postImpacts],
  idf: [...p.idf],
  surfaceTerm: [...p.surfaceTerm],
});

describe('packInWorkers', () => {
  it("gives the in-process build's packed languages, byte for byte, from the sections' ranges", function () {
    this.timeout(60_000);
    const site = sample();
    const warnings: string[] = [];
    const packed = packInWorkers(wireLanguages(site), { warn: (m, f) => warnings.push(`${m} ${JSON.stringify(f)}`) });
    expect(warnings).to.deep.equal([]);
    expect(packed, 'the workers answered').to.not.equal(undefined);
    expect(packed!.map((p) => p.lang)).to.deep.equal(site.languages);
    site.languages.forEach((lang, i) => expect(plain(packed![i])).to.deep.equal(plain(packLanguage(lang, docsOf(site, lang)))));
  });
});

describe('packWirePages', () => {
  it('computes each section text from its page body as the section does', () => {
    const site = sample();
    const [en] = wireLanguages({ ...site, languages: ['en'] });
    expect(plain(packWirePages('en', en.pages))).to.deep.equal(plain(packLanguage('en', docsOf(site, 'en'))));
    expect(
      en.pages.some((p) => p.sections.some((s) => s.ownStart !== undefined)),
      'text sections travel as ranges',
    ).to.equal(true);
  });
});

describe('wireLexicons', () => {
  it("gives the lexicons the server's own index gives, from the wire form alone", () => {
    const site = sample();
    // By pair name: the site is shared by the suite, and which pair a question learned first is no part of this.
    const plainLexicons = (m: ReturnType<typeof buildLexicons>) => [...m].sort(([a], [b]) => a.localeCompare(b)).map(([pair, lexicon]) => [pair, [...lexicon]]);
    const fromWire = wireLexicons(wireLanguages(site));
    expect(fromWire.size).to.equal(2);
    expect(plainLexicons(fromWire)).to.deep.equal(plainLexicons(buildLexicons(site.search)));
  });
});
