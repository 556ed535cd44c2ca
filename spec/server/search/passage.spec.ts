import { expect } from 'chai';
import { bestPassage, checkPackedPassages, createPassageTable, PassageTable, passageTableBytes, sentenceRanges, tablePassage, termHash, warmPassageTable } from '../../../server/search/passage.ts';
import { analyze, analyzerFor } from '../../../server/search/analyzer.ts';
import { sample } from '../../helpers/sites.ts';

describe('sentenceRanges', () => {
  it('splits after . ! ? and at line breaks, trimmed, without empty sentences', () => {
    const text = '  One. Two!  Three?\n\nFour\nfive ';
    const ranges = sentenceRanges(text);
    const sentences = [];
    for (let i = 0; i < ranges.length; i += 2) sentences.push(text.slice(ranges[i], ranges[i + 1]));
    expect(sentences).to.deep.equal(['One.', 'Two!', 'Three?', 'Four', 'five']);
  });
});

describe('createPassageTable', () => {
  const site = sample();
  const table = createPassageTable(site.pages);
  const sections = site.pages.flatMap((p) => p.sections.map((s) => ({ page: p, section: s })));

  it('picks the same passage as analysing the text on the spot, for every section and the words of its own sentences', () => {
    let compared = 0;
    for (const { page, section } of sections) {
      const analyzer = analyzerFor(page.lang);
      const words = analyze(section.text, analyzer);
      // A few term sets per section: none, one word from its end, two from its middle.
      for (const terms of [new Set<string>(), new Set(words.slice(-1)), new Set(words.slice(words.length >> 1, (words.length >> 1) + 2))]) {
        expect(tablePassage(table, page.lang, section, terms), section.path).to.equal(bestPassage(section.text, terms, analyzer));
        compared++;
      }
    }
    expect(compared).to.be.greaterThan(300);
  });

  it('holds per section a few hundred bytes of typed arrays, not the analysed text', () => {
    // Typed arrays grow by doubling: at most twice what the sections need.
    const perSection = passageTableBytes(table) / sections.length;
    expect(perSection).to.be.below(2400);
    expect(table.at.size).to.equal(sections.length);
  });

  it('analyses a section once, on its first hit or in the background, whichever comes first', async () => {
    const lazy = new PassageTable();
    const [{ page, section }] = sections;
    const at = lazy.add(page.lang, section);
    const bytes = lazy.bytes;
    expect(lazy.add(page.lang, section)).to.equal(at);
    expect(lazy.bytes).to.equal(bytes);
    warmPassageTable(lazy, site.pages, 1);
    expect(lazy.at.size).to.equal(1);
    while (lazy.at.size < sections.length) await new Promise((resolve) => setImmediate(resolve));
    expect(lazy.at.get(section)).to.equal(at);
    for (const s of sections.slice(0, 20)) expect(tablePassage(lazy, s.page.lang, s.section, new Set())).to.equal(tablePassage(table, s.page.lang, s.section, new Set()));
  });

  it("reads a hit section's text once, however often it is hit (a section may derive its text on every read)", () => {
    let reads = 0;
    const section = {
      id: 'x',
      name: 'X',
      level: 2,
      path: '/en/x/#x',
      ownMarkdown: '',
      markdown: '',
      get text() {
        reads++;
        return 'First sentence here. Second one about photos. Third.';
      },
    };
    const lazy = new PassageTable();
    for (let i = 0; i < 5; i++) expect(tablePassage(lazy, 'en', section, new Set(['photo']))).to.equal('Second one about photos. Third.');
    // One read to analyse it, one to cut its passage; none after.
    expect(reads).to.equal(2);
    expect(lazy.cachedTextChars).to.equal(section.text.length);
  });

  it("marks exactly a question's term hashes, and none of the question's before (a question's sentences are tested against them)", () => {
    const bits = (map: Uint32Array) => {
      const set: number[] = [];
      for (let h = 0; h < 65_536; h++) if ((map[h >>> 5] >>> (h & 31)) & 1) set.push(h);
      return set;
    };
    const before = new Set(['foto', 'buch', 'hallig', 'werft']);
    expect(bits(table.wantedHashes(before))).to.deep.equal([...new Set([...before].map(termHash))].sort((a, b) => a - b));
    const now = new Set(['flut', 'ahr']);
    expect(bits(table.wantedHashes(now))).to.deep.equal([...new Set([...now].map(termHash))].sort((a, b) => a - b));
    expect(bits(table.wantedHashes(new Set()))).to.deep.equal([]);
  });

  it("hashes each language's set of terms once per question, though the hits alternate between the two languages", () => {
    const own = new PassageTable();
    const bits = (map: Uint32Array) => {
      const set: number[] = [];
      for (let h = 0; h < 65_536; h++) if ((map[h >>> 5] >>> (h & 31)) & 1) set.push(h);
      return set;
    };
    const hashes = (terms: Set<string>) => [...new Set([...terms].map(termHash))].sort((a, b) => a - b);
    const en = new Set(['photo', 'book']);
    const de = new Set(['foto', 'buch', 'werft']);
    for (let i = 0; i < 5; i++) {
      expect(bits(own.wantedHashes(en))).to.deep.equal(hashes(en));
      expect(bits(own.wantedHashes(de))).to.deep.equal(hashes(de));
    }
    expect(own.hashedSets).to.equal(2);
    // The next question's set replaces the one used least recently (en), and its map holds none of en's hashes.
    expect(own.wantedHashes(de)).to.not.equal(undefined);
    const next = new Set(['flut']);
    expect(bits(own.wantedHashes(next))).to.deep.equal(hashes(next));
    expect(bits(own.wantedHashes(de))).to.deep.equal(hashes(de));
    expect(own.hashedSets).to.equal(3);
    expect(bits(own.wantedHashes(en))).to.deep.equal(hashes(en));
    expect(own.hashedSets).to.equal(4);
  });

  it('hashes terms to 16 bits', () => {
    for (const term of ['foto', 'pressefoto', 'ü', '']) expect(termHash(term)).to.be.within(0, 0xffff);
    expect(termHash('foto')).to.equal(termHash('foto'));
  });
});

describe('PassagePacker', () => {
  const site = sample();
  const own = createPassageTable(site.pages);
  /** A section's entry: sentence ranges and each sentence's term hashes, in order. */
  const entryOf = (meta: Uint32Array, terms: Uint16Array, at: number) => {
    const n = meta[at];
    const first = meta[at + 1 + 3 * n];
    const sentences = [];
    let from = first;
    for (let i = 0; i < n; i++) {
      const to = first + meta[at + 3 + 3 * i];
      sentences.push([meta[at + 1 + 3 * i], meta[at + 2 + 3 * i], [...terms.subarray(from, to)]]);
      from = to;
    }
    return sentences;
  };

  it("packs at index build the same entry per section as the server's own analysis (every section of the sample site)", () => {
    let compared = 0;
    for (const li of site.search.byLang.values()) {
      expect(li.passages, li.lang).to.not.equal(undefined);
      li.docs.forEach(({ section }, d) => {
        const mine = entryOf(own.meta, own.terms, own.analyse(li.lang, section));
        expect(entryOf(li.passages!.meta, li.passages!.terms, li.passages!.base[d]), section.path).to.deep.equal(mine);
        compared++;
      });
    }
    expect(compared).to.equal(site.search.sectionCount);
  });

  it("lets a question's passages come from the index: no section is analysed, the passages are the same", () => {
    const fromIndex = new PassageTable(analyzerFor, (lang) => site.search.byLang.get(lang));
    let compared = 0;
    for (const page of site.pages) {
      for (const section of page.sections) {
        const words = analyze(section.text, analyzerFor(page.lang));
        const terms = new Set(words.slice(words.length >> 1, (words.length >> 1) + 2));
        expect(tablePassage(fromIndex, page.lang, section, terms), section.path).to.equal(tablePassage(own, page.lang, section, terms));
        compared++;
      }
    }
    expect(fromIndex.prebuiltHits).to.be.at.least(compared); // bestSentence (and passageFrom, unless no sentence) each find it
    expect(fromIndex.at.size).to.equal(0);
    expect(passageTableBytes(fromIndex)).to.equal(new PassageTable().bytes);
  });
});

describe('checkPackedPassages', () => {
  const site = sample();
  const li = [...site.search.byLang.values()][0];

  it('accepts what the build packed and names what is out of range', () => {
    const p = li.passages!;
    expect(checkPackedPassages(p, li.docCount)).to.equal(undefined);
    expect(checkPackedPassages(p, li.docCount + 1)).to.match(/do not match/);
    const base = p.base.slice();
    base[0] = p.meta.length;
    expect(checkPackedPassages({ ...p, base }, li.docCount)).to.match(/outside/);
    const meta = p.meta.slice();
    meta[p.base[0]] = 2 ** 30;
    expect(checkPackedPassages({ ...p, meta }, li.docCount)).to.match(/runs past/);
    expect(checkPackedPassages({ ...p, terms: p.terms.subarray(0, 1) }, li.docCount)).to.match(/outside the table/);
  });

  it('refuses entries that overlap, so a damaged file cannot make the check read an entry once per section', () => {
    const p = li.passages!;
    // Every section pointing at the longest entry: each read is in range, together they claim far more than the table.
    let longest = 0;
    for (const at of p.base) if (p.meta[at] > p.meta[p.base[longest]]) longest = p.base.indexOf(at);
    const base = new Uint32Array(p.base.length).fill(p.base[longest]);
    expect(checkPackedPassages({ ...p, base }, li.docCount)).to.match(/overlap/);
  });
});
