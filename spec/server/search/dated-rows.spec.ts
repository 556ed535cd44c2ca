/** "When is the next Jewish history walk?": the row dated ahead answers, not the timeline's row of the year it began (a fixture). */
import { expect } from 'chai';
import { checkDatedRows, datedRowLookups, datedRowStems, DatedRowsBuilder, MAX_DATED_ROWS, MAX_ROW_TERMS, ROW_AHEAD, ROW_PAST, rowTimeFactor } from '../../../server/search/dated-rows.ts';
import { decodeSnapshot, encodeSnapshot, SnapshotError } from '../../../server/search/index-snapshot.ts';
import { sentenceRanges } from '../../../server/search/passage.ts';
import { todayOf } from '../../../server/search/recency.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex, type FixturePage } from '../../helpers/search-fixture.ts';

const WALKS: FixturePage[] = [
  { path: '/en/', title: 'Town walks Aschenbrenner', type: 'ProfilePage', intro: 'Guided walks through the old town of Bamberg, in German, English and French.' },
  {
    path: '/en/about/',
    title: 'About me',
    type: 'AboutPage',
    intro: 'I came to Bamberg to study history and have guided walks through the town since 2009.',
    sections: [['Timeline', '2012 · founded the town walks\n2014 · first night watchman walk\n2017 · Jewish history walk developed with Dr. Ruth Kaminer\n2027 · second edition of the guidebook']],
  },
  {
    path: '/en/events/',
    title: 'Events',
    type: 'CollectionPage',
    intro: 'Public walks you can join without booking.',
    sections: [
      [
        'Coming up',
        '29 November 2026 · 11:00 · Jewish Bamberg walk · Old Customs House\n5 December 2026 · 18:00 · Night watchman · Cathedral steps\n12 December 2026 · 14:00 · Christmas cribs · Maxplatz',
      ],
    ],
  },
  { path: '/en/jewish-bamberg/', title: 'Jewish Bamberg', intro: 'A walk of two hours through the history of the Jewish community of Bamberg, from the medieval quarter to the synagogue.' },
];
const TODAY = '2026-11-27';

const rowsOf = (text: string, lang = 'en') => datedRowStems(text, sentenceRanges(text), lang);

describe('datedRowStems', () => {
  it('dates each word by the latest row that holds it, and leaves rows without a date', () => {
    const rows = rowsOf('2017 · Jewish history walk developed\nGuests ask about the Jewish quarter.\n2024 · night walk in French');
    expect(rows.get('jewish')).to.equal(todayOf('2017-07-01'));
    expect(rows.get('walk')).to.equal(todayOf('2024-07-01'));
    expect(rows.has('quarter')).to.equal(false);
    expect(rows.has('2017')).to.equal(false);
  });
  it('reads at most MAX_DATED_ROWS rows and MAX_ROW_TERMS words of a section', () => {
    const many = Array.from({ length: MAX_DATED_ROWS + 20 }, (_, i) => `2020 · word${i} other${i}`).join('\n');
    const rows = rowsOf(many);
    expect(rows.size).to.equal(MAX_ROW_TERMS);
    const short = Array.from({ length: MAX_DATED_ROWS + 5 }, (_, i) => `2020 · item${i}`).join('\n');
    expect(rowsOf(short).size).to.equal(MAX_DATED_ROWS);
  });
});

describe('DatedRowsBuilder', () => {
  it('names the words by their ids in the final terms, sorted per section, and reads no row of a section without a date', () => {
    const builder = new DatedRowsBuilder('en');
    const text = '2017 · walk developed\n2026 · guidebook';
    builder.add(text, sentenceRanges(text), true);
    builder.add(text, sentenceRanges(text), false);
    const made = builder.done(['develop', 'guidebook', 'walk']);
    expect([...made.rowOffsets]).to.deep.equal([0, 3, 3]);
    expect([...made.rowTerms]).to.deep.equal([0, 1, 2]);
    expect([...made.rowLatest]).to.deep.equal([todayOf('2017-07-01'), todayOf('2026-07-01'), todayOf('2017-07-01')]);
  });
});

describe('checkDatedRows', () => {
  it('keeps the rows through a snapshot, and a reader refuses rows that name no term or whose dates do not match', () => {
    const packed = [...fixtureIndex(WALKS).byLang.values()].map((li) => ({ ...li }));
    const back = decodeSnapshot(encodeSnapshot('d', packed)).packed;
    expect(packed[0].facts.rowTerms.length).to.be.above(0);
    expect([...back[0].facts.rowTerms]).to.deep.equal([...packed[0].facts.rowTerms]);
    expect([...back[0].facts.rowLatest]).to.deep.equal([...packed[0].facts.rowLatest]);
    expect([...back[0].facts.rowOffsets]).to.deep.equal([...packed[0].facts.rowOffsets]);
    const { facts, docCount, terms } = packed[0];
    expect(checkDatedRows(facts, docCount, terms.length)).to.equal(undefined);
    expect(checkDatedRows(facts, docCount + 1, terms.length)).to.match(/do not match/);
    expect(checkDatedRows({ ...facts, rowLatest: facts.rowLatest.subarray(1) }, docCount, terms.length)).to.match(/dates do not match/);
    const stray = packed.map((p) => ({ ...p, facts: { ...p.facts, rowTerms: p.facts.rowTerms.map(() => p.terms.length) } }));
    expect(() => decodeSnapshot(encodeSnapshot('d', stray))).to.throw(SnapshotError, /dated row word/);
  });
});

describe('rowTimeFactor', () => {
  it('lifts a section with a matched word in a row ahead, lowers one whose matched rows are all past, with a bounded look-up per term', () => {
    const li = fixtureIndex(WALKS).byLang.get('en')!;
    const doc = (path: string, name: string) => li.docs.findIndex((d) => d.page.path === path && d.section.name === name);
    const today = todayOf(TODAY);
    datedRowLookups.terms = 0;
    expect(rowTimeFactor(li, doc('/en/events/', 'Coming up'), new Set(['jewish', 'walk']), today)).to.equal(ROW_AHEAD);
    expect(rowTimeFactor(li, doc('/en/about/', 'Timeline'), new Set(['jewish', 'histori', 'walk']), today)).to.equal(ROW_PAST);
    // The guidebook's row is dated ahead: the timeline's own dates do not tell the walk's row apart.
    expect(rowTimeFactor(li, doc('/en/about/', 'Timeline'), new Set(['guidebook']), today)).to.equal(ROW_AHEAD);
    expect(rowTimeFactor(li, doc('/en/jewish-bamberg/', 'Jewish Bamberg'), new Set(['jewish']), today)).to.equal(1);
    expect(datedRowLookups.terms).to.equal(5);
  });
});

describe('next-time questions (search-query.ts, rerank.ts)', () => {
  const index = fixtureIndex(WALKS);
  const first = (query: string) => searchIndex(index, { query, lang: 'en', today: TODAY }).hits[0]?.page.path;

  it('lists the events row dated ahead before the timeline row of the year the walk began', () => {
    expect(first('When is the next Jewish history walk?')).to.equal('/en/events/');
  });
  it('looks nothing up under a question that asks no next time', () => {
    datedRowLookups.terms = 0;
    first('Tell me about the Jewish history walk');
    first('When did you develop the Jewish history walk?');
    expect(datedRowLookups.terms).to.equal(0);
  });
});
