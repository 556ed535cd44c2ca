import { expect } from 'chai';
import { DETAIL_MATCH, diversify, homeShare, PAST_COST, REPEAT_PAGE, sortByScore, tieBreak } from '../../../server/search/rerank.ts';
import { LONG_QUESTION_HOME, UNTIMED_HOME } from '../../../server/search/home-page.ts';
import { hitPool } from '../../../server/search/hit-pool.ts';
import type { SearchIndex } from '../../../server/search/search-index.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import { minimal } from '../../helpers/sites.ts';
import type { SearchHit } from '../../../server/search/search-query.ts';
import type { Page, Section } from '../../../server/site/site-types.ts';

/** Deterministic pseudo-random numbers, so every run sorts the same lists. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const PATHS = ['/en/a/', '/en/b/#x', '/en/b/#y', '/de/c/', '/de/d/#z'];
const pages = PATHS.map((path) => ({ path }) as Page);

/** Hits with many equal scores, levels and addresses, so the order of equals shows. */
function hits(rand: () => number, n: number): SearchHit[] {
  return Array.from({ length: n }, () => {
    const at = Math.floor(rand() * PATHS.length);
    const score = Math.floor(rand() * 6) / 4;
    return { page: pages[at], section: { level: 1 + Math.floor(rand() * 2), path: PATHS[at] } as Section, score, raw: score, terms: new Set<string>(), viaTranslation: false };
  });
}

describe('sortByScore', () => {
  it('orders as the built-in stable sort does, equal hits in their order, at every length', () => {
    const rand = random(11);
    for (let round = 0; round < 500; round++) {
      const list = hits(rand, Math.floor(rand() * 300));
      const expected = list.slice().sort((a, b) => b.score - a.score || tieBreak(a, b));
      const sorted = sortByScore(list.slice());
      expect(sorted.every((hit, i) => hit === expected[i])).to.equal(true);
    }
  });
});

describe('diversify', () => {
  it('lists another page before a second section of one page unless that section is far better', () => {
    const [a, b] = pages;
    const hit = (page: Page, path: string, score: number): SearchHit => ({ page, section: { level: 2, path } as Section, score, raw: score, terms: new Set(), viaTranslation: false });
    const listed = diversify([hit(a, '/en/a/#1', 1), hit(a, '/en/a/#2', 0.9), hit(b, '/en/b/#1', 0.5), hit(a, '/en/a/#3', 0.2)], 3);
    expect(listed.map((h) => h.section.path)).to.deep.equal(['/en/a/#1', '/en/b/#1', '/en/a/#2']);
    expect(listed[2].score).to.be.closeTo(0.9 * REPEAT_PAGE, 1e-12);
  });

  it('returns copies with the adjusted score and leaves the hits it was given their own', () => {
    const list = hits(random(5), 40);
    const before = list.map((h) => h.score);
    const listed = diversify(list, 10);
    expect(listed).to.have.length(10);
    for (const hit of listed) expect(list).to.not.include(hit);
    expect(list.map((h) => h.score).sort()).to.deep.equal(before.sort());
  });

  it("lists the pool's objects, started again per call, when given one: the same copies, no more objects than one list holds", () => {
    const pool = hitPool({} as SearchIndex, 'listed');
    const rand = random(7);
    let first: SearchHit[] | undefined;
    for (let round = 0; round < 20; round++) {
      const list = hits(rand, 40);
      const expected = diversify(
        list.map((h) => ({ ...h })),
        10,
      );
      const listed = diversify(list, 10, pool);
      expect(listed.map((h) => ({ ...h }))).to.deep.equal(expected.map((h) => ({ ...h })));
      for (const hit of listed) expect(list).to.not.include(hit);
      first ??= listed.slice();
      // The same objects every round: the pool holds one list's worth.
      expect(listed.every((hit, i) => hit === first![i])).to.equal(true);
      expect(pool.hits).to.have.length(10);
    }
  });
});

describe('homeShare', () => {
  const ctx = { today: 0, limit: 10, weak: false };
  it('discounts the home page under a question that asks no time and not where the owner is', () => {
    expect(homeShare(ctx, false)).to.equal(UNTIMED_HOME);
    expect(homeShare(ctx, true)).to.equal(LONG_QUESTION_HOME);
  });
  it("keeps it whole where its dated teaser or its line on the owner answers: a time, what is on, the owner's place, where they live", () => {
    for (const asked of [{ intent: 'future' as const }, { when: true }, { whatsOn: true }, { ownPlace: true }, { placeOfThe: true }, { privateLife: true }]) {
      expect(homeShare({ ...ctx, ...asked }, false), JSON.stringify(asked)).to.equal(1);
    }
  });
});

describe('DETAIL_MATCH', () => {
  // A list whose items are its own sections (typed CollectionPage) links to the gear page in passing.
  const index = () =>
    fixtureIndex([
      {
        path: '/en/courses/',
        title: 'Courses',
        type: 'CollectionPage',
        intro: 'Courses for the winter, with dates and fees.',
        sections: [
          ['Ski touring for beginners', 'Two days of ski touring for beginners: skinning, kick turns, skiing powder. Skis and skins can be rented ([Gear](/en/gear/)).'],
          ['Avalanche course', 'Reading snow and slopes; see [Gear](/en/gear/) for what to bring.'],
        ],
      },
      { path: '/en/gear/', title: 'Gear', intro: 'What to pack for a day out, and what can be rented: skis, skins, transceiver, helmet.' },
      { path: '/en/tours/', title: 'Tours', intro: 'Day tours in the mountains, summer and winter.' },
    ]);
  it(`an overview's section is not held below a page it links to that matched less than ${DETAIL_MATCH} of it`, () => {
    const hits = searchIndex(index(), { query: 'ski touring for beginners', lang: 'en' }).hits;
    expect(hits[0].section.path).to.equal('/en/courses/#s0');
  });
});

describe('OVERVIEW_SHARE', () => {
  // An overview whose news section names an item without its link; the list of items, with the links, is another section.
  const index = () =>
    fixtureIndex([
      {
        path: '/en/projects/',
        title: 'Projects',
        intro: 'Houses and conversions we have planned.',
        sections: [
          ['Under construction', 'The salt warehouse project is under construction: flats, a lift and a café.'],
          ['All projects', '[Salt warehouse, Lüneburg](/en/projects/salt-warehouse/), [Barn house](/en/projects/barn-house/), [Timber house](/en/projects/timber-house/).'],
        ],
      },
      {
        path: '/en/projects/salt-warehouse/',
        title: 'Salt warehouse, Lüneburg',
        intro: 'The salt warehouse project: a salt warehouse of 1745 converted into flats, with a lift behind the old hoist door of the salt warehouse.',
      },
      { path: '/en/projects/barn-house/', title: 'Barn house', intro: 'A barn turned into a family house.' },
      { path: '/en/projects/timber-house/', title: 'Timber house', intro: 'A new timber house.' },
    ]);
  it('an overview is listed after an item it links to from any of its sections, not only from the section that matched', () => {
    const hits = searchIndex(index(), { query: 'Tell me about the salt warehouse project', lang: 'en' }).hits;
    expect(hits[0].page.path).to.equal('/en/projects/salt-warehouse/');
  });
});

describe('addNewestItems', () => {
  const journal = () =>
    fixtureIndex([
      { path: '/en/journal/', title: 'Journal', type: 'Blog', intro: 'Notes from the studio: [Glazes](/en/journal/glazes/), [Kiln](/en/journal/kiln/), [Fair](/en/journal/fair/).' },
      { path: '/en/journal/glazes/', title: 'New glazes', updated: '2026-03-01', intro: 'Three new glazes for the spring.' },
      { path: '/en/journal/kiln/', title: 'The kiln', updated: '2026-11-20', intro: 'We rebuilt the kiln door.' },
      { path: '/en/journal/fair/', title: 'Craft fair', updated: '2026-06-10', intro: 'Our stand at the craft fair.' },
      { path: '/en/about/', title: 'About', intro: 'A potter writing a journal about work in the studio; the latest news is on the journal.' },
    ]);
  it('lists the newest item of the overview the question names first under "latest" ("latest journal post")', () => {
    const hits = searchIndex(journal(), { query: 'latest journal post', lang: 'en', today: '2026-11-26' }).hits;
    expect(hits[0].page.path).to.equal('/en/journal/kiln/');
  });
  it('adds it at a share of the overview only under a word of what is on now ("current journal")', () => {
    const hits = searchIndex(journal(), { query: 'current journal', lang: 'en', today: '2026-11-26' }).hits;
    expect(hits[0].page.path).to.not.equal('/en/journal/kiln/');
  });
});

describe('PAST_COST', () => {
  // The service page named like the thing, and the dated story of building it that says what it cost.
  const index = () =>
    fixtureIndex([
      {
        path: '/de/klinikstall/',
        lang: 'de',
        title: 'Unsere Boxen',
        intro: 'Unser Klinikstall hat zwei Boxen für Pferde, die Tropf und Beobachtung brauchen; der Klinikstall ist Tag und Nacht betreut.',
      },
      {
        path: '/de/projekte/umbau/',
        lang: 'de',
        title: 'Der Umbau zum Klinikstall',
        intro: 'Im Frühjahr 2021 begannen wir mit dem Umbau der alten Scheune zum Klinikstall. Am 1. Oktober 2021 war er fertig; er kostete 48.000 Euro.',
      },
    ]);
  it(`lifts a section dated in the past ×${PAST_COST} under a question for what a thing cost once`, () => {
    const pages = (query: string) => searchIndex(index(), { query, lang: 'de', today: '2026-11-27' }).hits.map((h) => h.page.path);
    expect(pages('Wie viel hat der Klinikstall gekostet?')[0]).to.equal('/de/projekte/umbau/');
  });
});

describe('rerank', () => {
  it('shows scores that never rise down the list, so a client sorting by score keeps the order (a translation capped at its share, a lifted page after it)', () => {
    // "Credit line agency" in German lists the German licensing page's English translation (capped at 0.85) before the English page
    // itself, which the language lift raised above 0.85: shown uncapped, the second row would read 1.
    for (const query of ['Credit line agency', 'credit line', 'Bildnachweis']) {
      const scores = searchIndex(minimal().search, { query, lang: 'de' }).hits.map((h) => h.score);
      for (let i = 1; i < scores.length; i++) expect(scores[i], `${query}: row ${i}`).to.be.at.most(scores[i - 1]);
    }
  });
});
