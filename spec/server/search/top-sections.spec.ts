import { expect } from 'chai';
import { cutShortAt } from '../../helpers/cut-short.ts';
import { createSearchIndex, findSorted, type LanguageIndex } from '../../../server/search/search-index.ts';
import { headsBound, kthLargest, termCount, TOP, TOP_LIMITS, topSections, topSectionsInto, type TopLimits, type TopStats, type WeightedWord } from '../../../server/search/top-sections.ts';
import type { Section } from '../../../server/site/site-types.ts';

const newStats = (): TopStats => ({ postings: 0, candidates: 0, rounds: 0, rescored: 0, scanned: 0, approximate: 0 });

/** Deterministic pseudo-random numbers. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/**
 * An English index of `n` sections of Zipf-distributed words of varied length: a few words
 * in most sections (flat impacts), many rare ones.
 */
function zipfIndex(n: number): LanguageIndex {
  const rand = random(11);
  const vocabulary = Array.from({ length: 400 }, (_, i) => `w${i.toString(36)}q`);
  const weights = vocabulary.map((_, r) => 1 / (r + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const word = () => {
    let x = rand() * sum;
    for (let r = 0; r < weights.length; r++) if ((x -= weights[r]) <= 0) return vocabulary[r];
    return vocabulary[0];
  };
  const pages = Array.from({ length: n }, (_, i) => {
    const text = Array.from({ length: 5 + Math.floor(rand() * 60) }, word).join(' ');
    const section: Section = { id: `s${i}`, name: `Page ${i}`, level: 1, path: `/en/p${i}/`, ownMarkdown: text, markdown: text, text };
    return {
      path: `/en/p${i}/`,
      file: `en/p${i}.md`,
      lang: 'en',
      title: `Page ${i} ${word()}`,
      description: '',
      type: 'WebPage',
      keywords: [],
      order: 0,
      optional: false,
      entities: [],
      body: '',
      sections: [section],
      translations: {},
    };
  });
  return createSearchIndex({ pages, languages: ['en'], defaultLanguage: 'en' }).byLang.get('en')!;
}

const term = (li: LanguageIndex, word: string) => findSorted(li.terms, word);

/** Questions of 1–5 words, some with several alternatives or a two-part compound. */
function questions(li: LanguageIndex, count: number): WeightedWord[][] {
  const rand = random(5);
  const any = () => term(li, `w${Math.floor(rand() ** 2 * 400).toString(36)}q`);
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(rand() * 5) }, () => {
      const kind = rand();
      const alternatives =
        kind < 0.6
          ? [{ terms: [any()], weight: 1 }]
          : kind < 0.85
            ? [
                { terms: [any()], weight: 1 },
                { terms: [any()], weight: 0.6 },
              ]
            : [{ terms: [any(), any()], weight: 0.8 }];
      return { alternatives: alternatives.filter((a) => a.terms.every((t) => t >= 0)), weight: rand() < 0.2 ? 0.25 : 1 };
    }),
  );
}

const WHOLE: TopLimits = { onePass: Number.POSITIVE_INFINITY, firstHeads: 1, maxHeads: 1, rescore: 1, scan: Number.POSITIVE_INFINITY };
const sorted = (top: { docs: number[]; scores: number[] }) => top.docs.map((d, i) => [d, top.scores[i]] as const).sort((a, b) => b[1] - a[1] || a[0] - b[0]);

describe('topSections', () => {
  const li = zipfIndex(3000);
  const asked = questions(li, 300);

  it('finds exactly the top k of a whole read (same sections, same scores) while reading only the heads', () => {
    const limits: TopLimits = { onePass: 0, firstHeads: 64, maxHeads: 1 << 20, rescore: 1 << 20, scan: Number.POSITIVE_INFINITY };
    let read = 0;
    let whole = 0;
    let final = 0;
    for (const words of asked) {
      const stats = newStats();
      const exact = topSections(li, words, 20, undefined, WHOLE);
      const found = topSections(li, words, 20, stats, limits);
      expect(sorted(found)).to.deep.equal(sorted(exact));
      expect(stats.approximate).to.equal(0);
      read += stats.postings;
      whole += stats.scanned;
      // Proven from the heads alone: every candidate was read for every word it can still gain from.
      if (stats.rounds > 0 && stats.scanned === 0) final++;
    }
    // The bounds prune: fewer postings scored in full than a whole read scores.
    expect(read).to.be.below(whole);
    expect(final).to.be.above(0);
  });

  it('keeps only the sections whose own unread words could still lift them to the k-th (a bound per section, not one for all)', () => {
    const limits: TopLimits = { onePass: 0, firstHeads: 256, maxHeads: 256, rescore: 1 << 20, scan: Number.POSITIVE_INFINITY };
    let rescored = 0;
    let read = 0;
    for (const words of asked) {
      const stats = newStats();
      const found = topSections(li, words, 20, stats, limits);
      if (stats.approximate === 0) expect(sorted(found)).to.deep.equal(sorted(topSections(li, words, 20, undefined, WHOLE)));
      rescored += stats.rescored;
      read += stats.candidates;
    }
    // Of the 70,004 sections read, the bound per section left 43,763 to rescore. (With the body's
    // length normalisation at b 0.75, before the seventeenth relevance round: 70,038 read, one bound
    // for all, what any unread posting of any word could add, left 52,248; the bound per section 42,289.)
    expect(read).to.equal(70_004);
    expect(rescored).to.be.below(47_000);
  });

  it('stays exact for questions of more than 31 words (a word past the bits of a section counts as not read for any)', () => {
    const rand = random(9);
    const limits: TopLimits = { onePass: 0, firstHeads: 64, maxHeads: 1 << 20, rescore: 1 << 20, scan: Number.POSITIVE_INFINITY };
    for (let q = 0; q < 100; q++) {
      // Frequent words first, then (from word 32 on) words that count much more: their unread postings decide.
      const words: WeightedWord[] = Array.from({ length: 33 + Math.floor(rand() * 8) }, (_, j) => ({
        alternatives: [{ terms: [term(li, `w${Math.floor(rand() ** 3 * (j < 32 ? 20 : 100)).toString(36)}q`)], weight: 1 }],
        weight: j < 32 ? 0.05 : 5,
      })).filter((w) => w.alternatives[0].terms[0] >= 0);
      const stats = newStats();
      expect(sorted(topSections(li, words, 20, stats, limits))).to.deep.equal(sorted(topSections(li, words, 20, undefined, WHOLE)));
      expect(stats.approximate).to.equal(0);
    }
  });

  it('leaves its work arrays zeroed (a question after another gets the same answer as alone)', () => {
    const words = asked[7];
    const alone = topSections(li, words, 10, undefined, WHOLE);
    for (const other of asked.slice(0, 50)) topSections(li, other, 10, undefined, { ...TOP_LIMITS, onePass: 0, firstHeads: 128 });
    expect(topSections(li, words, 10)).to.deep.include({ docs: alone.docs });
    expect(li.scratch.slots.every((v, i) => i % 4 !== 0 || v === 0)).to.equal(true);
    expect(li.scratch.flags.every((v, i) => i % 8 !== 7 || v === 0)).to.equal(true);
    expect(li.scratch.member.every((v) => v === 0)).to.equal(true);
  });

  it('leaves its work arrays zeroed when a search is cut short by an exception (the next question gets its answer alone)', () => {
    const words = asked[7];
    const bounded: TopLimits = { ...TOP_LIMITS, onePass: 0, firstHeads: 128 };
    const alone = topSections(li, words, 10, undefined, WHOLE);
    let thrown = 0;
    // An exception at each point a search counts its work, in one pass and in bounding rounds (stats written after scoring, before clearing).
    for (const limits of [TOP_LIMITS, bounded]) {
      for (const other of asked.slice(0, 20)) {
        for (let at = 1; ; at++) {
          const stats = cutShortAt(newStats(), at);
          try {
            topSections(li, other, 10, stats, limits);
            break;
          } catch {
            thrown++;
          }
          expect(li.scratch.slots.every((v) => v === 0)).to.equal(true);
          expect(li.scratch.member.every((v) => v === 0)).to.equal(true);
        }
      }
    }
    expect(thrown).to.be.above(40);
    expect(topSections(li, words, 10)).to.deep.include({ docs: alone.docs });
  });

  it('bounds its work per question by construction, and counts what it could not prove exact', () => {
    const limits: TopLimits = { onePass: 100, firstHeads: 100, maxHeads: 400, rescore: 150, scan: 2000 };
    let approximate = 0;
    for (const words of asked) {
      const stats = newStats();
      const top = topSections(li, words, 20, stats, limits);
      expect(top.docs.length).to.be.at.most(20);
      expect(stats.postings).to.be.at.most(headsBound(limits));
      expect(stats.rounds).to.be.at.most(2);
      expect(stats.rescored).to.be.at.most(limits.rescore);
      expect(stats.scanned).to.be.at.most(limits.scan);
      expect(stats.candidates).to.be.at.most(stats.postings);
      approximate += stats.approximate;
    }
    expect(approximate).to.be.above(0);
    expect(headsBound(limits)).to.equal(100 + 400);
    expect(headsBound()).to.equal(TOP_LIMITS.firstHeads + TOP_LIMITS.maxHeads);
  });

  it('reads short lists once, whole', () => {
    const stats = newStats();
    const df = (t: number) => li.offsets[t + 1] - li.offsets[t];
    const rare = li.terms.map((_, t) => t).find((t) => df(t) >= 2 && df(t) <= 100)!;
    const top = topSections(li, [{ alternatives: [{ terms: [rare], weight: 1 }], weight: 1 }], 10, stats);
    expect(top.docs).to.have.length(Math.min(10, df(rare)));
    expect(stats).to.deep.include({ postings: df(rare), rounds: 0, scanned: 0 });
  });
});

describe('topSectionsInto', () => {
  const li = zipfIndex(2000);

  it('writes into TOP what topSections returns, in one pass and in bounding rounds', () => {
    const bounded: TopLimits = { ...TOP_LIMITS, onePass: 0, firstHeads: 64 };
    for (const words of questions(li, 100)) {
      for (const limits of [TOP_LIMITS, bounded]) {
        const expected = topSections(li, words, 20, undefined, limits);
        const n = topSectionsInto(li, words, 20, undefined, limits);
        expect(n).to.equal(expected.docs.length);
        expect(Array.from(TOP.docs.subarray(0, n))).to.deep.equal(expected.docs);
        expect(Array.from(TOP.scores.subarray(0, n))).to.deep.equal(expected.scores);
      }
    }
  });

  it('writes into TOP.read the words each section holds (bit 1 + j for word j), in one pass and in bounding rounds', () => {
    const holds = (word: WeightedWord, doc: number) => word.alternatives.some((alt) => alt.terms.some((t) => Array.from(li.postDocs.subarray(li.offsets[t], li.offsets[t + 1])).includes(doc)));
    const bounded: TopLimits = { ...TOP_LIMITS, onePass: 0, firstHeads: 64 };
    let checked = 0;
    for (const words of questions(li, 40)) {
      for (const limits of [TOP_LIMITS, bounded]) {
        const n = topSectionsInto(li, words, 20, undefined, limits);
        for (let k = 0; k < n; k++) {
          let expected = 0;
          for (let j = 0; j < words.length && j < 31; j++) if (holds(words[j], TOP.docs[k])) expected |= 2 << j;
          expect(TOP.read[k] & ~1).to.equal(expected);
          checked++;
        }
      }
    }
    expect(checked).to.be.above(100);
  });

  it('grows TOP for a larger count and still finds every section asked', () => {
    const words = questions(li, 50).find((w) => w.length > 2)!;
    const n = topSectionsInto(li, words, 500, undefined, TOP_LIMITS);
    expect(TOP.docs.length).to.be.at.least(n);
    expect(n).to.equal(topSections(li, words, 500).docs.length);
  });
});

describe('termCount', () => {
  it('counts the terms of every alternative of every word', () => {
    expect(
      termCount([
        {
          alternatives: [
            { terms: [1], weight: 1 },
            { terms: [2, 3], weight: 0.8 },
          ],
          weight: 1,
        },
        { alternatives: [], weight: 1 },
      ]),
    ).to.equal(3);
  });
});

describe('kthLargest', () => {
  it('selects the k-th largest value, ties included', () => {
    const rand = random(3);
    for (let t = 0; t < 500; t++) {
      const values = Array.from({ length: 1 + Math.floor(rand() * 200) }, () => Math.floor(rand() * 12));
      const k = 1 + Math.floor(rand() * values.length);
      expect(kthLargest(Float64Array.from(values), k)).to.equal([...values].sort((a, b) => b - a)[k - 1]);
    }
  });

  it('reads only the first `length` values when given, and leaves the k largest first', () => {
    const rand = random(4);
    for (let t = 0; t < 200; t++) {
      const values = Array.from({ length: 2 + Math.floor(rand() * 100) }, () => Math.floor(rand() * 8));
      const length = 1 + Math.floor(rand() * (values.length - 1));
      const k = 1 + Math.floor(rand() * length);
      const array = Float64Array.from(values);
      const kth = kthLargest(array, k, length);
      expect(kth).to.equal(values.slice(0, length).sort((a, b) => b - a)[k - 1]);
      expect([...array.subarray(0, k)].every((v) => v >= kth)).to.equal(true);
      expect([...array.subarray(k, length)].every((v) => v <= kth)).to.equal(true);
      expect([...array.subarray(length)]).to.deep.equal(values.slice(length));
    }
  });
});
