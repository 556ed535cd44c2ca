import { expect } from 'chai';
import { cutShortAt } from '../../helpers/cut-short.ts';
import { LIMITS, newSearchStats, searchIndex, weightedConceptTerms, type SearchOptions } from '../../../server/search/search-query.ts';
import { BROADER_SHARE, CONCEPT_WEIGHT, conceptsOfAll } from '../../../server/search/concepts.ts';
import { TOP_LIMITS } from '../../../server/search/top-sections.ts';
import { compoundSplitter, createSearchIndex, MAX_SPLIT, MIN_PART, type SearchIndex } from '../../../server/search/search-index.ts';
import { TYPO_LOOKUPS } from '../../../server/search/compound-typos.ts';
import { TYPO_MAX_CANDIDATES, TYPO_MAX_WORD, variantCount } from '../../../server/search/typo-map.ts';
import { ANALYZERS } from '../../../server/search/analyzer.ts';
import type { Section } from '../../../server/site/site-types.ts';
import { minimal, sample } from '../../helpers/sites.ts';
import { fixtureIndex, PRINTS_PAIR } from '../../helpers/search-fixture.ts';

const top = (query: string, lang?: string) => searchIndex(minimal().search, { query, lang }).hits.map((h) => h.section.path);

/** A dance school whose terms say "Rücktritt", never "stornieren" (a word with that concept). */
function danceSchool(): SearchIndex {
  return fixtureIndex([
    { path: '/de/preise/', lang: 'de', title: 'Preise', intro: 'Zehn Abende kosten 120 Euro, eine Einzelstunde kostet 45 Euro.' },
    {
      path: '/de/agb/',
      lang: 'de',
      title: 'Geschäftsbedingungen',
      intro: 'Anmeldung und Zahlung.',
      sections: [['Rücktritt', 'Ein Rücktritt bis eine Woche vor Beginn kostet die Hälfte des Kurspreises, danach den ganzen.']],
    },
    { path: '/de/kurse/', lang: 'de', title: 'Tanzkurse', intro: 'Walzer, Tango und Salsa für Anfänger und Fortgeschrittene.' },
  ]);
}

describe('searchIndex', () => {
  it('lists, for a transient search, the hits a search lists, in objects kept per index that the next transient search fills again', () => {
    const index = sample().search;
    const listed = (hits: ReturnType<typeof searchIndex>['hits']) => hits.map((h) => `${h.section.path} ${h.score} ${h.raw} ${h.viaTranslation} ${h.order} ${h.length} ${[...h.terms].join(',')}`);
    const asked: SearchOptions[] = [
      { query: 'press photos awards' },
      { query: 'Workshop Preise', lang: 'de', prev: ['Hochwasser im Ahrtal'] },
      { query: 'licensing', lang: 'en', limit: 50 },
      { query: 'Ausstellungen Workshops Preise Kontakt' },
    ];
    const kept = new Set<object>();
    for (const options of asked) {
      const expected = listed(searchIndex(index, options).hits);
      const hits = searchIndex(index, { ...options, transient: true }).hits;
      expect(listed(hits)).to.deep.equal(expected);
      for (const hit of hits) kept.add(hit);
    }
    // No more objects than the longest list (limit 50) held, however many searches ran.
    expect(kept.size).to.be.at.most(50);
    const first = searchIndex(index, { query: 'press photos awards', transient: true }).hits[0];
    expect(searchIndex(index, { query: 'Ausstellungen', transient: true }).hits[0]).to.equal(first);
  });

  it("lists hits of its own: the next question's candidates (made in objects kept per index) change none of them", () => {
    const index = sample().search;
    const listed = (hits: ReturnType<typeof searchIndex>['hits']) => hits.map((h) => `${h.section.path} ${h.score} ${h.raw} ${h.viaTranslation} ${[...h.terms].join(',')}`);
    const first = searchIndex(index, { query: 'press photos awards' });
    const before = listed(first.hits);
    expect(before.length).to.be.above(3);
    const other = searchIndex(index, { query: 'Ausstellungen Workshops Preise Kontakt' });
    expect(other.hits.some((h) => first.hits.includes(h))).to.equal(false);
    expect(listed(first.hits)).to.deep.equal(before);
    expect(listed(searchIndex(index, { query: 'press photos awards' }).hits)).to.deep.equal(before);
  });

  it('lists hits of its own across sites and follow-ups: the translations it lists (pooled per index) and the kept work arrays are not shared with later searches', () => {
    const index = sample().search;
    const other = minimal().search;
    const listed = (hits: ReturnType<typeof searchIndex>['hits']) => hits.map((h) => `${h.section.path} ${h.score} ${h.raw} ${h.viaTranslation} ${h.order} ${h.length} ${[...h.terms].join(',')}`);
    const asked = [
      { query: 'Pressefotos', lang: 'de' },
      { query: 'Workshop Preise', lang: 'de', prev: ['Hochwasser im Ahrtal'] },
      { query: 'licensing', lang: 'en', limit: 50 },
    ];
    const outcomes = asked.map((options) => searchIndex(index, options));
    const before = outcomes.map((o) => listed(o.hits));
    expect(outcomes.every((o) => o.hits.some((h) => h.viaTranslation))).to.equal(true);
    // Interleaved: the same index, another site's index (as tests and a reloaded site have), a follow-up.
    for (const options of asked) {
      searchIndex(other, { query: 'Bildnachweis', lang: 'de' });
      searchIndex(index, { ...options, prev: ['press photos'] });
    }
    expect(outcomes.map((o) => listed(o.hits))).to.deep.equal(before);
    expect(asked.map((options) => listed(searchIndex(index, options).hits))).to.deep.equal(before);
  });

  it('answers after a search cut short by an exception as an index that never saw the exception does', () => {
    const pages = [
      ...PRINTS_PAIR,
      { path: '/en/editions/', title: 'Editions', translations: { de: '/de/editionen/' }, intro: 'Small editions of signed prints, each with a certificate.' },
      { path: '/de/editionen/', lang: 'de', title: 'Editionen', translations: { en: '/en/editions/' }, intro: 'Kleine Editionen signierter Drucke, jede mit Zertifikat.' },
      { path: '/en/contact/', title: 'Contact', intro: 'Write about prints, editions and parcels.' },
    ];
    const cut = fixtureIndex(pages);
    const whole = fixtureIndex(pages);
    const question = { query: 'signed prints parcel tracking', lang: 'en' };
    const after = [question, { query: 'Paket Sendungsverfolgung', lang: 'de' }, { query: 'editions certificate' }, { query: 'prints', prev: ['parcel'] }];
    const answer = (index: SearchIndex, options: SearchOptions) => searchIndex(index, options).hits.map((h) => `${h.section.path} ${h.score}`);
    let thrown = 0;
    // An exception at each point the search counts its work (the word analysis, the top-k search between scoring and clearing).
    for (let at = 1; ; at++) {
      const stats = cutShortAt(newSearchStats(), at);
      try {
        searchIndex(cut, question, stats);
        break;
      } catch {
        thrown++;
      }
      searchIndex(whole, question);
      for (const options of after) expect(answer(cut, options), `${options.query} after an exception at write ${at}`).to.deep.equal(answer(whole, options));
    }
    expect(thrown).to.be.above(5);
  });

  it('lists as many hits as a search of limit 50 asks when the site has them, though it keeps 20 candidates per language by default', () => {
    const index = fixtureIndex(Array.from({ length: 30 }, (_, i) => ({ path: `/en/notes/${i}/`, title: `Note ${i}`, intro: `A note on glass, number ${i}.` })));
    expect(searchIndex(index, { query: 'glass', lang: 'en', limit: 50 }).hits).to.have.length(30);
    expect(searchIndex(index, { query: 'glass', lang: 'en' }).hits).to.have.length(10);
  });
  it('answers questions made of the names every object carries ("constructor now", "__proto__")', () => {
    const index = sample().search;
    for (const name of [...Object.getOwnPropertyNames(Object.prototype), 'prototype']) {
      for (const lang of ['en', 'de', undefined]) {
        const query = `what ${name} now ${name}`;
        expect(() => searchIndex(index, { query, lang, prev: [name, `genau ${name}`] }), `${query} (${lang})`).to.not.throw();
      }
    }
  });

  it('finds the end of a German compound: "Fotos" finds "Pressefotos"', () => {
    expect(top('Fotos', 'de')).to.include('/de/lizenzen/#bildnachweis-fuer-pressefotos');
  });

  it('splits a compound in the question: "Bildnachweisfotos" finds Bildnachweis and Fotos', () => {
    expect(top('Bildnachweisfotos', 'de')[0]).to.equal('/de/lizenzen/#bildnachweis-fuer-pressefotos');
  });

  it('tolerates a typo', () => {
    expect(top('credti line', 'en')[0]).to.equal('/en/licensing/#credit-line');
  });

  it('ranks the preferred language first and still shows the other language', () => {
    const hits = searchIndex(minimal().search, { query: 'Test Person', lang: 'de' }).hits;
    expect(hits[0].page.lang).to.equal('de');
    expect(hits.some((h) => h.page.lang === 'en')).to.equal(true);
  });

  it('lists the translation of a matching page even when no word of it matches', () => {
    const hits = searchIndex(minimal().search, { query: 'Bildnachweis', lang: 'de' }).hits;
    const translation = hits.find((h) => h.page.path === '/en/licensing/');
    // Listed as the translation, or by its own section that the site's learned translations reached when language-lift.ts lifts that
    // above the translation's share (then addTranslations adds no second entry): below the page in the reader's language either way.
    expect(translation).to.not.equal(undefined);
    expect(hits.some((h) => h.page.path === '/en/licensing/' && (h.viaTranslation || h.terms.size > 0))).to.equal(true);
    expect(hits[0].page.lang).to.equal('de');
    expect(translation!.score).to.be.at.most(hits[0].score);
  });

  it('gives 1 only to a strong match and a low score to a weak one', () => {
    const strong = searchIndex(minimal().search, { query: 'credit line', lang: 'en' }).hits[0].score;
    const weak = searchIndex(minimal().search, { query: 'credit zeppelin xylophone quartet', lang: 'en' }).hits[0].score;
    expect(strong).to.equal(1);
    expect(weak).to.be.below(0.6);
  });

  it('uses previous questions to understand a follow-up', () => {
    const alone = searchIndex(minimal().search, { query: 'and with an agency?', lang: 'en' }).hits;
    const withPrev = searchIndex(minimal().search, { query: 'and with an agency?', lang: 'en', prev: ['What credit line should I use?'] }).hits;
    expect(withPrev[0].section.path).to.equal('/en/licensing/#with-agency');
    expect(withPrev[0].score).to.be.at.least(alone[0]?.score ?? 0);
  });

  it("counts a follow-up's words asked in another language than the site's as its own: on a German-only site, helmets and locks after renting a bike find the accessories", () => {
    const index = fixtureIndex([
      { path: '/de/', lang: 'de', title: 'Radladen am Markt', intro: 'Reparatur, Verleih und Zubehör.' },
      { path: '/de/verleih/', lang: 'de', title: 'Fahrradverleih', intro: 'Fahrräder zu mieten, pro Tag oder Woche.' },
      { path: '/de/zubehoer/', lang: 'de', title: 'Zubehör', intro: 'Helme, Schlösser und Lampen zu kaufen.' },
    ]);
    // Its words reach the German index only as translations (bridges): they are the words themselves, not general knowledge.
    const hits = searchIndex(index, { query: 'Do you sell helmets and locks?', lang: 'en', prev: ['Can I rent a bike?'] }).hits;
    expect(hits[0].page.path).to.equal('/de/zubehoer/');
  });

  it("reads a previous question's word the site does not use as its concept: cancelling, then what it costs, is asked of the terms", () => {
    const index = danceSchool();
    // "stornieren" is no word of the site; its concept's "Rücktritt" is, on the terms (before: the courses first, the terms off the topic).
    const hits = searchIndex(index, { query: 'Was kostet das eine Woche vorher?', lang: 'de', prev: ['Ich möchte meinen Tanzkurs stornieren.'], today: '2026-11-26' }).hits;
    expect(hits[0].section.path).to.equal('/de/agb/#s0');
  });

  it("gives a concept two previous questions name to the newer one, at its weight: an older 'Kann man stornieren?' does not take it at half", () => {
    const index = danceSchool();
    const first = (prev: string[]) => searchIndex(index, { query: 'Was kostet das eine Woche vorher?', lang: 'de', prev, today: '2026-11-26' }).hits[0];
    const alone = first(['Ich möchte meinen Tanzkurs stornieren.']);
    // Read oldest first, the older question took "Rücktritt" at half the weight and the newer one's "stornieren" matched nothing: the courses came first (0.092 to the terms' 0.075).
    const both = first(['Kann man stornieren?', 'Ich möchte meinen Tanzkurs stornieren.']);
    expect(both.section.path).to.equal('/de/agb/#s0');
    expect(both.raw).to.be.above(0.8 * alone.raw);
  });

  it('reads no time intent in a long question that asks a price: its "next spring" tells when the visitor plans, and the dated list of what is coming does not lead', () => {
    const index = fixtureIndex([
      {
        path: '/en/events/',
        title: 'Events',
        intro: 'Dates at the pottery.',
        sections: [
          ['Coming up', '| Date | What |\n|---|---|\n| Sat 14 March 2027 | spring market in the yard, pots and plants |\n| 10–11 April 2027 | open studio weekend |\n| 22 May 2027 | wood firing |'],
        ],
      },
      { path: '/en/courses/', title: 'Courses', intro: 'Throwing on the wheel for beginners: a weekend course for two costs 390 euros, materials and firing included.' },
    ]);
    const query = 'Hello! My partner and I are staying nearby next spring and have always wanted to try making pots together. What would a weekend cost for the two of us?';
    // With the future intent the coming-up list (dated next spring) scored 0.189 against the course's 0.172.
    expect(searchIndex(index, { query, lang: 'en', today: '2026-11-26' }).hits[0].page.path).to.equal('/en/courses/');
  });
  describe('a long question past LIMITS.words content words', () => {
    /** A piano tuner whose journal tells of a summer trip: the story shares its words, the tuning page only the ask's. */
    const tuner = () =>
      fixtureIndex([
        { path: '/en/journal/summer-trip/', title: 'Our summer trip', intro: 'Last summer we went to the lakes.' },
        { path: '/en/tuning/', title: 'Tuning', intro: 'We tune upright and grand pianos at your home, twice a year or before a concert.' },
      ]);
    // 20 content words of story before the ask ("tune", "piano"): past the 16 read in full.
    const story =
      'Hello! Last summer my husband and I drove with our children and the dog through Bavaria, Austria and northern Italy, camping beside lakes, hiking mountains, eating pizza and swimming every afternoon.';

    it('reads up to LIMITS.moreWords more words, as written: the ask at its end finds its page, a typing slip there is not corrected', () => {
      const hits = searchIndex(tuner(), { query: `${story} Could you tune our piano?`, lang: 'en' }).hits.map((h) => h.page.path);
      expect(hits[0]).to.equal('/en/tuning/');
      // Still bounded: past them, nothing more is read.
      const longer = `${story} Then we cycled, sailed, fished, painted, sketched, cooked, danced, sang, rowed and slept. Could you tune our piano?`;
      expect(searchIndex(tuner(), { query: longer, lang: 'en' }).hits.map((h) => h.page.path)).to.not.include('/en/tuning/');
      // As written: no typo expansion past the first LIMITS.words ("uprigt" found only among them).
      const slipped = searchIndex(tuner(), { query: `${story} Could you look at our uprigt?`, lang: 'en' }).hits.map((h) => h.page.path);
      expect(slipped).to.not.include('/en/tuning/');
      expect(searchIndex(tuner(), { query: 'Could you look at our uprigt?', lang: 'en' }).hits[0].page.path).to.equal('/en/tuning/');
    });
  });

  it('does not let one page fill the list', () => {
    const pages = searchIndex(minimal().search, { query: 'credit line photo', lang: 'en', limit: 3 }).hits.map((h) => h.page.path);
    expect(new Set(pages).size).to.be.greaterThan(1);
  });
});

describe('weightedConceptTerms', () => {
  // A site that never writes a deposit: its terms page answers one (broader-concepts.ts).
  const li = () =>
    fixtureIndex([
      { path: '/en/', title: 'Home', intro: 'Wine from the slate slopes above the Mosel, made by a family since 1890.' },
      { path: '/en/terms/', title: 'Terms and conditions', intro: 'Payment: invoices are payable within 14 days; for events 30 % is due on signing.' },
    ]).byLang.get('en')!;
  const [deposit] = conceptsOfAll(['deposit', 'anzahlung']);
  it("keeps a broader concept's term at its share of a weight other than the concept weight (a long question's 0.8)", () => {
    const index = li();
    const own = weightedConceptTerms(index, deposit, CONCEPT_WEIGHT);
    expect(own.length).to.be.greaterThan(0);
    for (const a of own) expect(a.weight).to.equal(CONCEPT_WEIGHT * BROADER_SHARE);
    // Without the share kept, a broader term counted the whole 0.8, more than the concept's own words under the same question.
    for (const a of weightedConceptTerms(index, deposit, 0.8)) expect(a.weight).to.be.closeTo(0.8 * BROADER_SHARE, 1e-12);
  });
  it("keeps a concept's own term at the weight given", () => {
    const index = fixtureIndex([{ path: '/en/deposits/', title: 'Deposits', intro: 'A deposit of 50 euros holds your place.' }]).byLang.get('en')!;
    expect(weightedConceptTerms(index, deposit, 0.8).map((a) => a.weight)).to.deep.equal([0.8]);
  });
});

describe('compoundSplitter', () => {
  it('splits against the vocabulary, allowing a linking s', () => {
    const vocabulary = new Set(['press', 'foto', 'fotos', 'arbeit', 'zeit']);
    const split = compoundSplitter(ANALYZERS.de, vocabulary);
    expect(split('pressefotos')).to.deep.equal(['press', 'fotos']);
    expect(split('arbeitszeit')).to.deep.equal(['arbeit', 'zeit']);
    expect(split('kurz')).to.deep.equal([]);
  });
});

describe('searchIndex cost bounds', () => {
  /** Word expansions are cached and tabulated per index: cleared, so each count is of a first-time question. */
  const uncached = <T extends { search: Parameters<typeof searchIndex>[0] }>(site: T): T => {
    for (const li of site.search.byLang.values()) {
      li.expansions.clear();
      li.words.clear();
    }
    return site;
  };
  const longTypos = (seed: number) =>
    Array.from({ length: 14 }, (_, i) => `photogrqphers${String.fromCharCode(97 + ((seed + i) % 26))}x`)
      .join(' ')
      .slice(0, 300);

  it('looks up only content words in the word tables: stop words are told by their sets, as the table would tell them', () => {
    const index = sample().search;
    const asked: string[] = [];
    const gets = [...index.byLang.values()].map((li) => {
      const get = li.words.get.bind(li.words);
      li.words.get = (word, view) => (asked.push(word), get(word, view));
      return () => {
        li.words.get = get;
      };
    });
    try {
      expect(searchIndex(index, { query: 'What about the photo books of the island?', lang: 'en' }).hits.length).to.be.above(0);
    } finally {
      for (const restore of gets) restore();
    }
    // Content words once per language index; none of the stop words (a question of nothing else still looks them up, as words to keep).
    expect([...new Set(asked)].sort()).to.deep.equal(['books', 'island', 'photo']);
    expect(asked.length).to.equal(3 * 2);
  });

  // German: a word that no site word is near is read as a compound with a typo in one part too (Hochwasser + "fotso").
  const germanTypos = (seed: number) =>
    Array.from({ length: 14 }, (_, i) => `hochwasserfotso${String.fromCharCode(97 + ((seed + i) % 26))}q`)
      .join(' ')
      .slice(0, 300);
  // Per word: the whole word (two edits at its longest), then at most TYPO_LOOKUPS parts (one edit each).
  const probesPerWord = variantCount(TYPO_MAX_WORD, 2) + TYPO_LOOKUPS * variantCount(MAX_SPLIT - MIN_PART, 1);
  for (const [lang, typos] of [
    ['en', longTypos],
    ['de', germanTypos],
  ] as const)
    it(`bounds a 300-character question of long misspelled words with 50 previous questions, in operations (${lang})`, () => {
      const index = uncached(sample()).search;
      const stats = newSearchStats();
      const prev = Array.from({ length: 50 }, (_, i) => typos(i));
      searchIndex(index, { query: typos(99), prev, lang }, stats);
      const languages = index.byLang.size;
      const words = LIMITS.words + LIMITS.moreWords + LIMITS.prev * LIMITS.prevWords;
      // Typos and prefixes only for the question's own first LIMITS.words words, in its own language.
      expect(stats.typoProbes).to.be.above(0);
      expect(stats.typoProbes).to.be.at.most(LIMITS.words * probesPerWord);
      expect(stats.typoCandidates).to.be.at.most(LIMITS.words * (1 + TYPO_LOOKUPS) * TYPO_MAX_CANDIDATES);
      expect(stats.words).to.be.at.most(words * languages);
      expect(stats.prefixScanned).to.be.at.most(LIMITS.words * LIMITS.prefixScan);
      expect(stats.splitProbes).to.be.at.most(LIMITS.splitStems * languages);
      expect(stats.expansions).to.be.at.most(words * languages * (2 + LIMITS.prefixTerms + LIMITS.typoTerms));
      expect(stats.postings).to.be.at.most(LIMITS.postings * languages);
    });

  describe('the cache of previous answers', () => {
    /** A winery in two languages: a follow-up on the holiday flats lifts the page that answered them. */
    const winery = () =>
      fixtureIndex([
        {
          path: '/en/holiday-flats/',
          title: 'Holiday flats',
          translations: { de: '/de/ferienwohnungen/' },
          intro: 'Two holiday flats above the winery, each for four guests. A basket and a bowl for pets in each flat.',
        },
        { path: '/en/faq/', title: 'Questions', intro: 'What visitors ask.', sections: [['Can I bring my dog?', 'Dogs on a lead are welcome on the vineyard tours.']] },
        {
          path: '/de/ferienwohnungen/',
          lang: 'de',
          title: 'Ferienwohnungen',
          translations: { en: '/en/holiday-flats/' },
          intro: 'Zwei Ferienwohnungen über dem Weingut, je für vier Gäste. Ein Korb und ein Napf für Hunde in jeder Wohnung.',
        },
        { path: '/de/fragen/', lang: 'de', title: 'Fragen', intro: 'Was Gäste fragen.', sections: [['Darf ich meinen Hund mitbringen?', 'Hunde an der Leine sind bei den Führungen willkommen.']] },
      ]);
    const followUp = (index: SearchIndex, { lang = 'en', today = '2026-11-23', previous = 'Do you have holiday flats?' } = {}) => {
      const stats = newSearchStats();
      const { hits } = searchIndex(index, { query: 'can I bring my dog there?', prev: [previous], lang, today }, stats);
      return { searches: stats.searches, cached: stats.cachedAnswers, ranking: hits.map((h) => `${h.section.path} ${h.score}`) };
    };

    it('ranks a repeated follow-up as a cold search does, with one search instead of two', () => {
      const cold = followUp(winery());
      const index = winery();
      followUp(index);
      const repeat = followUp(index);
      expect(cold).to.include({ searches: 2, cached: 0 });
      expect(repeat).to.include({ searches: 1, cached: 1 });
      expect(repeat.ranking).to.deep.equal(cold.ranking);
    });

    it('misses under another day or language, and hits again under the first', () => {
      const index = winery();
      expect(followUp(index)).to.include({ searches: 2, cached: 0 });
      expect(followUp(index, { today: '2026-11-24' })).to.include({ searches: 2, cached: 0 });
      expect(followUp(index, { lang: 'de' })).to.include({ searches: 2, cached: 0 });
      expect(followUp(index)).to.include({ searches: 1, cached: 1 });
      // The same day at another hour is the same day: the search reads no finer time.
      expect(followUp(index, { today: '2026-11-23T18:00:00Z' })).to.include({ searches: 1, cached: 1 });
    });

    it('stays within its bytes and entries under many distinct previous questions, and still answers repeats', () => {
      const index = winery();
      const filler = ' and a long story about the trip'.repeat(13);
      for (let i = 0; i < 300; i++) {
        expect(followUp(index, { previous: `Do you have holiday flats for ${i} nights?${filler}` }).searches).to.equal(2);
        expect(index.answers.byteSize).to.be.at.most(index.answers.maxBytes);
        expect(index.answers.size).to.be.at.most(index.answers.maxEntries);
      }
      expect(index.answers.size).to.be.above(1);
      expect(followUp(index, { previous: `Do you have holiday flats for 299 nights?${filler}` })).to.include({ searches: 1, cached: 1 });
    });
  });

  it('makes one search per question, two under a follow-up on the previous topic (its answer), never more however many previous questions', () => {
    const winery = fixtureIndex([
      { path: '/en/holiday-flats/', title: 'Holiday flats', intro: 'Two holiday flats above the winery, each for four guests. A basket and a bowl for pets in each flat.' },
      { path: '/en/faq/', title: 'Questions', intro: 'What visitors ask.', sections: [['Can I bring my dog?', 'Dogs on a lead are welcome on the vineyard tours.']] },
      { path: '/en/prices/', title: 'Prices', intro: 'A flat costs 90 euros a night.' },
    ]);
    const searches = (query: string, prev?: string[]) => {
      const stats = newSearchStats();
      searchIndex(winery, { query, prev, lang: 'en', today: '2026-11-23' }, stats);
      return stats.searches;
    };
    expect(searches('Do you have holiday flats?')).to.equal(1);
    expect(searches('Do you sell wine by the case?', ['Do you have holiday flats?'])).to.equal(1);
    expect(searches('can I bring my dog there?', ['Do you have holiday flats?'])).to.equal(2);
    // The same previous question again: its answer is the index's cached one, not searched a second time.
    expect(searches('can I bring my dog there?', ['Do you have holiday flats?'])).to.equal(1);
    // A follow-up that asks a price of its own is not lifted to the previous answer: no second search made to be thrown away.
    expect(searches('and how much does it cost?', ['Do you have holiday flats?'])).to.equal(1);
    // The newest previous question is searched alone: not with the ones before it, on which it leans in turn.
    const fifty = Array.from({ length: 50 }, (_, i) => (i % 2 ? 'and can I bring my dog there?' : 'Do you have holiday flats?'));
    expect(searches('and can I bring my cat there?', fifty)).to.equal(2);
  });

  it('lifts the page on the thing priced, not the price list, under a follow-up that asks no price of it ("how long does it take?")', () => {
    const loft = fixtureIndex([
      {
        path: '/en/prices/',
        title: 'Prices',
        intro: 'What our work costs.',
        sections: [
          ['Sails', 'A new mainsail from 2,400 euros, a new jib from 1,300 euros, a sprayhood from 1,800 euros.'],
          ['Repairs', 'Repairs at 65 euros an hour; a small repair from 40 euros. Longer work is charged by the day.'],
        ],
      },
      {
        path: '/en/covers/',
        title: 'Covers',
        intro: 'Sprayhoods, cockpit tents and winter covers made to measure on board.',
        sections: [['How a sprayhood is made', 'We measure on board, build a frame and sew the sprayhood in our loft; it takes about six weeks from measuring to fitting.']],
      },
      { path: '/en/repairs/', title: 'Sail repair', intro: 'We repair torn sails, seams and batten pockets; most repairs take a week.' },
    ]);
    const first = (query: string, prev?: string[]) => searchIndex(loft, { query, prev, lang: 'en', today: '2026-11-23' }).hits[0].page.path;
    expect(first('How much is a new sprayhood?')).to.equal('/en/prices/');
    expect(first('how long does it take to make one?', ['How much is a new sprayhood?'])).to.equal('/en/covers/');
    // A follow-up that keeps asking the price keeps the price list that answered.
    expect(first('and with a window?', ['How much is a new sprayhood?'])).to.equal('/en/prices/');
  });

  it('looks up typos at a cost that does not grow with the vocabulary', () => {
    const probes = (site: { search: Parameters<typeof searchIndex>[0] }) => {
      const stats = newSearchStats();
      searchIndex(site.search, { query: 'photogrqphers exhibitoins', lang: 'en' }, stats);
      return stats.typoProbes;
    };
    expect(probes(uncached(minimal()))).to.equal(probes(uncached(sample())));
  });

  it('scores the heads of frequent words, not their whole lists, when they touch every section', () => {
    const site = manySections(9000);
    const stats = newSearchStats();
    const hits = searchIndex(site.search, { query: 'common shared usual ordinary frequent needle', lang: 'en' }, stats);
    // Five words in every section: 45,000 postings, of which the heads are scored and the rest bit-tested.
    expect(stats.postings).to.be.at.most(LIMITS.postings);
    expect(stats.postings).to.be.below(45_000 / 2);
    expect(stats.scanned).to.be.at.most(TOP_LIMITS.scan);
    expect(stats.rescored).to.be.at.most(TOP_LIMITS.rescore);
    // The rare word is read in full, so the one section that has it still comes first.
    expect(hits.hits[0].section.id).to.equal('s-4321');
  });

  it('keeps its caches bounded: 32,000 questions each starting with another CJK character', () => {
    const index = minimal().search;
    for (let i = 0; i < 32_000; i++) searchIndex(index, { query: `${String.fromCharCode(0x4e00 + i)}字 photo`, lang: 'en' });
    for (const li of index.byLang.values()) {
      expect(li.expansions.size).to.be.at.most(li.expansions.maxEntries);
      expect(li.expansions.byteSize).to.be.at.most(li.expansions.maxBytes);
      // The word table holds the site's own words only, whatever is asked.
      expect(li.words.size).to.be.at.most(new Set([...index.byLang.values()].flatMap((l) => l.surfaces)).size);
      expect(li.words.byteSize).to.be.at.most(li.words.maxBytes);
    }
  });
});

describe('searchIndex typos and languages', () => {
  it('corrects a typo in the ending of a long word (compares words, not stems)', () => {
    expect(top('copyrihgt protectde', 'en')[0]).to.equal('/en/licensing/');
  });

  it('corrects typos only in the language of the question', () => {
    const german = (lang: string) => searchIndex(minimal().search, { query: 'Bildnachwies', lang }).hits.filter((h) => h.page.lang === 'de' && !h.viaTranslation);
    expect(german('de')).to.not.be.empty;
    expect(german('en')).to.be.empty;
  });

  it('expands a short stem only to the compounds it begins', () => {
    const stats = newSearchStats();
    searchIndex(minimal().search, { query: 'line', lang: 'en' }, stats);
    expect(stats.expansions).to.be.at.most(2);
  });
});

/** A site of `n` one-section pages that all share five common words; one also has a rare one. */
function manySections(n: number) {
  const pages = Array.from({ length: n }, (_, i) => {
    const page = {
      path: `/en/p${i}/`,
      file: `en/p${i}.md`,
      lang: 'en',
      title: `Page ${i}`,
      description: '',
      type: 'WebPage',
      keywords: [],
      order: 0,
      optional: false,
      entities: [],
      body: '',
      sections: [] as Section[],
      translations: {},
    };
    const text = `common shared usual ordinary frequent words ${i % 7 === 0 ? 'common common' : ''} ${i === 4321 ? 'needle' : ''}`;
    page.sections.push({ id: `s-${i}`, name: page.title, level: 1, path: page.path, ownMarkdown: text, markdown: text, text });
    return page;
  });
  const site = { pages, languages: ['en'], defaultLanguage: 'en' };
  return { search: createSearchIndex(site) };
}
