import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import {
  answerParts,
  PASSAGE_WARM_MAX_SECTIONS,
  warmsPassages,
  resultFragments,
  resultJson,
  resultObject,
  searchSite,
  searchSiteAnswer,
  RESULT_SEPARATOR,
  searchSiteFragments,
  searchSiteToolResult,
  SearchSiteOutput,
  scoreText,
} from '../../tools/search-site.ts';
import { loadSite } from '../../server/site/load-site.ts';
import { minimal, sample, SAMPLE_DIR } from '../helpers/sites.ts';

/** A Result's fragments as the one buffer a response writes them into. */
const resultBytes = (answered: Parameters<typeof resultFragments>[0]): Buffer => Buffer.concat(resultFragments(answered).map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));

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

describe('searchSiteFragments', () => {
  const site = sample();

  it("gives the fragments resultFragments gives for each of searchSiteAnswer's hits, in the same order, RESULT_SEPARATOR between two results", () => {
    let compared = 0;
    for (const input of [
      { query: 'Which awards has she won?' },
      { query: 'Pressefotos herunterladen', lang: 'de' },
      { query: 'prices', prev: ['Hochwasser im Ahrtal'] },
      { query: 'xylophone quartet zeppelin' },
    ]) {
      const expected = searchSiteAnswer(site, input).hits.flatMap((answered, i) => (i > 0 ? [RESULT_SEPARATOR, ...resultFragments(answered)] : resultFragments(answered)));
      const fragments = searchSiteFragments(site, input);
      expect(fragments).to.deep.equal(expected);
      compared += fragments.filter((f) => f === RESULT_SEPARATOR).length;
    }
    expect(compared).to.be.greaterThan(10);
  });

  it("keeps an answer's bytes as made while later questions are answered (a streamed answer is written after them)", () => {
    const bytes = (fragments: (Buffer | string)[]) => fragments.map((p) => (typeof p === 'string' ? p : p.toString('latin1')));
    const first = searchSiteFragments(site, { query: 'Pressefotos herunterladen', lang: 'de' });
    const made = bytes(first);
    for (const query of ['Which awards has she won?', 'Hochwasser im Ahrtal', 'licensing', 'workshop']) searchSiteFragments(site, { query, prev: ['Pressefotos'] });
    expect(bytes(first)).to.deep.equal(made);
  });
});

describe('searchSiteAnswer fragments', () => {
  const site = sample();
  const questions = ['Which awards has she won?', 'Pressefotos herunterladen', 'How can I license one of her photos?', 'Hochwasser im Ahrtal', 'workshop', 'Kontakt Presse'];

  it('assembles each Result as JSON text, as UTF-8 bytes and as an object that all say the same', () => {
    let compared = 0;
    for (const query of questions) {
      for (const answered of searchSiteAnswer(site, { query }).hits) {
        const object = resultObject(site, answered);
        const json = resultJson(site, answered);
        expect(JSON.parse(json)).to.deep.equal(object);
        expect(resultBytes(answered).toString()).to.equal(json);
        // Same key order as serialising the object.
        expect(json).to.equal(JSON.stringify(object));
        compared++;
      }
    }
    expect(compared).to.be.greaterThan(20);
  });

  it('gives MCP the JSON text once and the same value as structured content', () => {
    for (const query of questions) {
      const result = searchSiteToolResult(site, { query, lang: 'en' });
      const text = (result.content[0] as { text: string }).text;
      expect(JSON.parse(text)).to.deep.equal(result.structuredContent);
      v.parse(SearchSiteOutput, result.structuredContent);
    }
  });

  it("keeps the licence and rights fields in every result's schema_object, with the WebSite and the Person by @id", () => {
    for (const query of questions) {
      for (const result of searchSite(site, { query }).ok ? (searchSite(site, { query }) as { value: { results: Record<string, unknown>[] } }).value.results : []) {
        const ld = result.schema_object as Record<string, unknown>;
        expect(ld).to.include.keys('@context', '@type', '@id', 'url', 'name', 'license', 'acquireLicensePage', 'copyrightHolder', 'copyrightNotice', 'creditText');
        expect(ld.isPartOf).to.deep.equal({ '@id': `${site.baseUrl}/#website` });
        expect(ld.author).to.deep.equal({ '@id': `${site.baseUrl}/#person` });
        expect(ld.copyrightHolder).to.deep.equal({ '@id': `${site.baseUrl}/#person` });
        expect(ld).to.not.have.any.keys('keywords', 'mainEntity', 'publisher');
      }
    }
  });

  it('shares one frozen JSON-LD object per page between results', () => {
    const hits = searchSiteAnswer(site, { query: 'Auszeichnungen Preise' }).hits;
    const samePage = hits.filter((h) => h.hit.page === hits[0].hit.page);
    expect(samePage.every((h) => h.page === samePage[0].page)).to.equal(true);
    expect(Object.isFrozen(samePage[0].page.schema)).to.equal(true);
  });

  it("builds each section's and page's fragments once, on their first hit, not per question (photographs' JSON-LD included)", () => {
    const fresh = loadSite(SAMPLE_DIR);
    const parts = answerParts(fresh);
    const ask = () => {
      const sections = new Set<unknown>();
      const pages = new Set<unknown>();
      let photos = 0;
      for (const query of [...questions, 'Foto Hochwasser Ahr', 'photograph flood Ahr valley', 'Portrait']) {
        for (const answered of searchSiteAnswer(fresh, { query }).hits) {
          sections.add(answered.hit.section);
          pages.add(answered.hit.page);
          if (answered.section.photoTail !== undefined) photos++;
          resultBytes(answered);
          resultJson(fresh, answered);
          resultObject(fresh, answered);
        }
      }
      return { sections: sections.size, pages: pages.size, photos };
    };
    const first = ask();
    expect(first.photos).to.be.above(0);
    expect({ sections: parts.stats.sections, pages: parts.stats.pages }).to.deep.equal({ sections: first.sections, pages: first.pages });
    const passages = parts.stats.passages;
    expect(passages)
      .to.be.above(0)
      .and.at.most(parts.stats.sections * 20);
    ask();
    // Asked again: no fragment and no description is made a second time.
    expect({ sections: parts.stats.sections, pages: parts.stats.pages, passages: parts.stats.passages }).to.deep.equal({ sections: first.sections, pages: first.pages, passages });
  });

  it('answers a photograph with its ImageObject, licence and rights included', () => {
    const photoHit = questions
      .concat(['Foto Hochwasser Ahr', 'Portrait'])
      .flatMap((query) => searchSiteAnswer(site, { query }).hits)
      .find((h) => h.section.photoTail !== undefined);
    expect(photoHit).to.not.equal(undefined);
    const object = resultObject(site, photoHit!);
    const ld = object.schema_object as Record<string, unknown>;
    expect(ld['@type']).to.equal('ImageObject');
    expect(ld).to.include.keys('license', 'acquireLicensePage', 'copyrightNotice', 'creditText', 'copyrightHolder');
    expect(Object.isFrozen(ld)).to.equal(true);
    expect(resultBytes(photoHit!).toString()).to.equal(JSON.stringify(object));
  });
});

describe('warmsPassages', () => {
  const pages = (sections: number) => [{ sections: Array.from({ length: sections }) }, { sections: [] }] as never;
  it('warms a small site in the background and leaves a large one to first hits', () => {
    expect(warmsPassages(sample())).to.equal(true);
    expect(warmsPassages({ pages: pages(PASSAGE_WARM_MAX_SECTIONS) })).to.equal(true);
    expect(warmsPassages({ pages: pages(PASSAGE_WARM_MAX_SECTIONS + 1) })).to.equal(false);
  });
});

describe('answerParts', () => {
  it("warms passages without building a deferred index (stdio's handshake comes first)", async () => {
    const site = loadSite(fileURLToPath(new URL('../fixtures/sites/minimal', import.meta.url)), { deferIndex: true });
    let built = 0;
    const descriptor = Object.getOwnPropertyDescriptor(site, 'search')!;
    Object.defineProperty(site, 'search', { get: () => (built++, descriptor.get!.call(site)) });
    const parts = answerParts(site);
    for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(parts.passages.at.size).to.be.above(0);
    expect(built).to.equal(0);
  });

  it("keeps sections' fragments and descriptions up to its byte limits, and past them builds the same bytes per answer", () => {
    const limits = { sectionBytes: 4000, passageBytes: 3000 };
    const bounded = loadSite(SAMPLE_DIR);
    const parts = answerParts(bounded, limits);
    const queries = ['Which awards has she won?', 'Pressefotos herunterladen', 'Hochwasser im Ahrtal', 'workshop', 'Kontakt Presse', 'Foto Hochwasser Ahr', 'Portrait'];
    const ask = () => queries.flatMap((query) => searchSiteAnswer(bounded, { query }).hits);
    const first = ask();
    const built = parts.stats.sections;
    const kept = first.filter((h) => h.section.kept);
    expect(kept.length).to.be.above(0);
    expect(first.length - kept.length, 'hits on sections past the limit').to.be.above(0);
    expect(parts.stats.sectionBytes).to.be.above(0).and.at.most(limits.sectionBytes);
    expect(parts.stats.passageBytes).to.be.above(0).and.at.most(limits.passageBytes);
    // A description is kept only with its section's fragments.
    expect(first.filter((h) => h.passage?.kept && !h.section.kept)).to.have.length(0);
    const again = ask();
    expect(again.map(resultBytes)).to.deep.equal(first.map(resultBytes));
    expect(again.map((h) => resultJson(bounded, h))).to.deep.equal(first.map((h) => resultJson(bounded, h)));
    // Kept ones are not built again; the others are, once per hit.
    expect(parts.stats.sections - built).to.equal(again.filter((h) => !h.section.kept).length);
  });

  it('leaves to the index the sections it packed already: a small site with its index built analyses none again', async () => {
    const site = loadSite(fileURLToPath(new URL('../fixtures/sites/minimal', import.meta.url)));
    const parts = answerParts(site);
    for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(parts.passages.at.size).to.equal(0);
    // A question still gets its passage, from the index's packed arrays.
    const hit = searchSite(site, { query: site.pages[0].title });
    expect(hit.ok && hit.value.results[0]?.description)
      .to.be.a('string')
      .and.not.equal('');
    expect(parts.passages.prebuiltHits).to.be.above(0);
  });

  it('stops analysing once a deferred index has been built', async () => {
    const site = loadSite(fileURLToPath(new URL('../fixtures/sites/minimal', import.meta.url)), { deferIndex: true });
    const parts = answerParts(site);
    void site.search;
    for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(parts.passages.at.size).to.equal(0);
  });
});

describe('scoreText', () => {
  it('writes every score rerank gives (four decimals) as String does, and any other number too', () => {
    for (let at = 0; at <= 10_000; at++) {
      const score = Math.round((at / 10_000) * 10_000) / 10_000;
      expect(scoreText(score)).to.equal(String(score));
      expect(scoreText(score)).to.equal(String(score));
    }
    for (const other of [0.12345, 1.5, -0.25, 1e-7, Number.NaN]) expect(scoreText(other)).to.equal(String(other));
  });
});
