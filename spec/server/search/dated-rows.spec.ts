/** "When is the next Jewish history walk?": the row dated ahead answers, not the timeline's row of the year it began (a fixture). */
import { expect } from 'chai';
import { checkDatedRows, datedRowLookups, datedRowTokens, DatedRowsBuilder, MAX_DATED_ROWS, MAX_ROW_TERMS, ROW_AHEAD, ROW_HOLDS, ROW_PAST, rowTimeFactor } from '../../../server/search/dated-rows.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { datesIn } from '../../../server/search/recency.ts';
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

/** The words of each dated row of `text` with the row's latest date, as the index build reads them (token numbers of a local table). */
function rowsOf(text: string): Map<string, number> {
  const ranges = sentenceRanges(text);
  const starts: number[] = [];
  const words = tokenize(text, { starts });
  const names = [...new Set(words)];
  const tokens = Int32Array.from(words, (w) => names.indexOf(w));
  const ends: number[] = [];
  for (let r = 1, t = 0; r < ranges.length; r += 2) {
    while (t < starts.length && starts[t] < ranges[r]) t++;
    ends.push(t);
  }
  const at: number[] = [];
  const days = datesIn(text, undefined, at);
  const latest = datedRowTokens(ranges, tokens, ends, { days, at });
  return new Map([...latest].map(([token, day]) => [names[token], day]));
}

describe('datedRowTokens', () => {
  it('dates each word by the latest row that holds it, and leaves rows without a date', () => {
    const rows = rowsOf('2017 · Jewish history walk developed\nGuests ask about the Jewish quarter.\n2024 · night walk in French');
    expect(rows.get('jewish')).to.equal(todayOf('2017-07-01'));
    expect(rows.get('walk')).to.equal(todayOf('2024-07-01'));
    expect(rows.has('quarter')).to.equal(false);
  });
  it('dates both sentences of a date that a sentence break cuts ("am 23. November")', () => {
    const rows = rowsOf('Seit Montag, dem 23. November 2026, laufen die Abendkurse in der Reithalle. Der Platz ist zu dunkel.');
    expect(rows.get('abendkurse')).to.equal(todayOf('2026-11-23'));
    expect(rows.get('montag')).to.equal(todayOf('2026-11-23'));
    expect(rows.has('platz')).to.equal(false);
  });
  it('reads at most MAX_DATED_ROWS rows and MAX_ROW_TERMS words of a section', () => {
    const many = Array.from({ length: MAX_DATED_ROWS + 20 }, (_, i) => `2020 · word${i} other${i}`).join('\n');
    expect(rowsOf(many).size).to.equal(MAX_ROW_TERMS);
    const short = Array.from({ length: MAX_DATED_ROWS + 5 }, (_, i) => `2020 · item${i}`).join('\n');
    // Each row's own word and the year they share.
    expect(rowsOf(short).size).to.equal(MAX_DATED_ROWS + 1);
  });
});

describe('DatedRowsBuilder', () => {
  it('names the words by their final term ids, sorted per section, leaves numbers and stop words, and reads no row of a section without a date', () => {
    const names = ['2017', 'walk', 'the', 'developed', '2026', 'guidebook'];
    // Term ids before sorting (-1: a stop word), and their final ranks.
    const termOf = [9, 2, -1, 0, 9, 1];
    const rank = Int32Array.from([5, 3, 4, 0, 0, 0, 0, 0, 0, 9]);
    const builder = new DatedRowsBuilder((t) => names[t]);
    const tokens = Int32Array.from([0, 1, 2, 3, 4, 5]);
    const dates = { days: [todayOf('2017-07-01'), todayOf('2026-07-01')], at: [0, 4, 28, 32] };
    builder.add([0, 26, 28, 43], tokens, [4, 6], dates);
    builder.add([0, 26, 28, 43], tokens, [4, 6], { days: [], at: [] });
    const made = builder.done((t) => termOf[t], rank);
    expect([...made.rowOffsets]).to.deep.equal([0, 3, 3]);
    expect([...made.rowTerms]).to.deep.equal([3, 4, 5]);
    expect([...made.rowLatest]).to.deep.equal([todayOf('2026-07-01'), todayOf('2017-07-01'), todayOf('2017-07-01')]);
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
  it('looks nothing up under a question that asks no time', () => {
    datedRowLookups.terms = 0;
    first('Tell me about the Jewish history walk');
    first('Who developed the Jewish history walk?');
    expect(datedRowLookups.terms).to.equal(0);
  });
});

/** A page about the cribs walk that states a year, and a post whose dated sentence holds the walk. */
const CRIBS: FixturePage[] = [
  {
    path: '/en/cribs/',
    title: 'Cribs in the old town',
    intro: 'Christmas cribs: a walk to twelve Christmas cribs in the churches of the old town, with the stories their carvers told. I have guided it every Advent since 2015.',
  },
  {
    path: '/en/journal/advent/',
    title: 'Advent in the old town',
    intro: 'Notes from a busy season.',
    sections: [['The cribs', 'The Christmas cribs walk on 14 December 2025 had forty guests at the Maxplatz, more than ever.']],
  },
];

describe('time asked of a thing (ROW_HOLDS, rerank.ts)', () => {
  it('lists the section whose dated row holds the words asked, past or ahead, before the page that only states a year beside them', () => {
    expect(ROW_HOLDS).to.be.greaterThan(1);
    const hits = searchIndex(fixtureIndex(CRIBS), { query: 'When were the Christmas cribs shown?', lang: 'en', today: TODAY }).hits;
    expect(hits[0]?.page.path).to.equal('/en/journal/advent/');
  });
  it('reads the rows of a question for a past time, at most two binary searches per term and hit', () => {
    const index = fixtureIndex(WALKS);
    datedRowLookups.terms = 0;
    const hits = searchIndex(index, { query: 'When did you develop the Jewish history walk?', lang: 'en', today: TODAY }).hits;
    expect(datedRowLookups.terms).to.be.greaterThan(0);
    expect(datedRowLookups.terms).to.be.at.most(hits.length * 4);
  });
});
