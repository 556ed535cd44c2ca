/** "Was war im Juni 2023?", "what happened on 6 September?": the site's own dates tell which page answers (a fixture). */
import { expect } from 'chai';
import { askedDate, askedDateFactor, DATED_OTHERWISE, DATED_WITHIN, within } from '../../../server/search/asked-dates.ts';
import { todayOf } from '../../../server/search/recency.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import type { Page, Section } from '../../../server/site/site-types.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const asked = (q: string) => askedDate(tokenize(q, { joined: false }));
const day = (iso: string) => todayOf(iso);

describe('askedDate', () => {
  it('reads a year, a month of a year, a day and a month with or without its year', () => {
    expect(asked('What happened in 2019?')).to.deep.equal({ year: 2019 });
    expect(asked('Was war im Juni 2023?')).to.deep.equal({ year: 2023, month: 6, day: undefined });
    expect(asked('what happened on 6 September?')).to.deep.equal({ year: undefined, month: 9, day: 6 });
    expect(asked('Was war am 3. Oktober?')).to.deep.equal({ year: undefined, month: 10, day: 3 });
    expect(asked('what was on September 6, 2026?')).to.deep.equal({ year: 2026, month: 9, day: 6 });
    expect(asked('Was war am 27. September 2026?')).to.deep.equal({ year: 2026, month: 9, day: 27 });
  });
  it('reads no date from a month alone, "may" the verb, or numbers that are no year', () => {
    expect(asked('mein Mann ist im Oktober gestorben')).to.equal(undefined);
    expect(asked('may I bring my dog?')).to.equal(undefined);
    expect(asked('how much are 3 mugs')).to.equal(undefined);
    expect(asked('room for 2500 people')).to.equal(undefined);
  });
  it('with today, reads "last year" and "last month" back from it, and a month led by a preposition as its next occurrence (its last in a question put in the past)', () => {
    const on = (q: string, iso: string) => askedDate(tokenize(q, { joined: false }), day(iso), ['en', 'de']);
    expect(on('What did she do last year?', '2026-11-25')).to.deep.equal({ year: 2025 });
    expect(on('Was hat sie letztes Jahr gemacht?', '2026-11-25')).to.deep.equal({ year: 2025 });
    expect(on('anything new from last month?', '2026-01-10')).to.deep.equal({ year: 2025, month: 12 });
    expect(on('Haben Sie im Dezember geöffnet?', '2026-11-25')).to.deep.equal({ year: 2026, month: 12 });
    expect(on('Are you open in March?', '2026-11-25')).to.deep.equal({ year: 2027, month: 3 });
    expect(on('What was on in March?', '2026-11-25')).to.deep.equal({ year: 2026, month: 3 });
    expect(on('Was war im Dezember?', '2026-11-25')).to.deep.equal({ year: 2025, month: 12 });
    // Not a date: a week, a season, a month without a word that leads it, "may" the verb.
    expect(on('what happened last week?', '2026-11-25')).to.equal(undefined);
    expect(on('what did she do last summer?', '2026-11-25')).to.equal(undefined);
    expect(on('may I bring my dog?', '2026-11-25')).to.equal(undefined);
    expect(on('March photos', '2026-11-25')).to.equal(undefined);
  });
  it('with today, reads a named holiday as the days it covers (holidays.ts)', () => {
    const on = (q: string, iso: string) => askedDate(tokenize(q, { joined: false }), day(iso), ['en', 'de']);
    expect(on('When are you closed over Christmas?', '2026-11-26')).to.deep.equal({ from: day('2026-12-24'), to: day('2026-12-26') });
    expect(on('Haben Sie an Silvester geöffnet?', '2026-11-26')).to.deep.equal({ from: day('2026-12-31'), to: day('2026-12-31') });
    expect(on('Christmas present ideas before Christmas', '2026-11-26')).to.deep.equal({ from: day('2026-12-24'), to: day('2026-12-26') });
    expect(on('order before Christmas', '2026-11-26')).to.equal(undefined);
  });
  it('reads a question as put in the past in its own language only: German "was" is "what"', () => {
    const de = (q: string) => askedDate(tokenize(q, { joined: false }), day('2026-11-26'), ['de', 'en']);
    expect(de('Was machen Sie an Weihnachten?')).to.deep.equal({ from: day('2026-12-24'), to: day('2026-12-26') });
    expect(de('Was gibt es im Dezember?')).to.deep.equal({ year: 2026, month: 12 });
    expect(de('Was war im Dezember?')).to.deep.equal({ year: 2025, month: 12 });
  });
});

describe('within', () => {
  it('compares only what the question names', () => {
    expect(within(day('2023-06-12'), { year: 2023, month: 6 })).to.equal(true);
    expect(within(day('2023-07-12'), { year: 2023, month: 6 })).to.equal(false);
    expect(within(day('2025-09-06'), { month: 9, day: 6 })).to.equal(true);
    expect(within(day('2025-09-07'), { month: 9, day: 6 })).to.equal(false);
    expect(within(day('2019-07-01'), { year: 2019 })).to.equal(true);
  });
  it('a stretch of days, both ends included', () => {
    const christmas = { from: day('2026-12-24'), to: day('2026-12-26') };
    expect(within(day('2026-12-24'), christmas)).to.equal(true);
    expect(within(day('2026-12-26'), christmas)).to.equal(true);
    expect(within(day('2026-12-27'), christmas)).to.equal(false);
    expect(within(day('2025-12-25'), christmas)).to.equal(false);
  });
});

describe('askedDateFactor', () => {
  const page = { updated: undefined } as unknown as Page;
  const section = (text: string) => ({ name: '', text }) as Section;
  it('lifts a section dated within the date asked, lowers one dated only at other times, leaves an undated one', () => {
    const june = { year: 2023, month: 6 };
    expect(askedDateFactor(page, section('- 12 June 2023: a delegation of dairy farmers'), june)).to.equal(DATED_WITHIN);
    expect(askedDateFactor(page, section('- 3 March 2023: a congress'), june)).to.equal(DATED_OTHERWISE);
    expect(askedDateFactor(page, section('Interpreting in June is busy.'), june)).to.equal(1);
  });
  it('a row dated just before a stretch asked and just after it covers it ("23 December 2026 – 6 January 2027"); two dates far apart do not', () => {
    const christmas = { from: day('2026-12-24'), to: day('2026-12-26') };
    expect(askedDateFactor(page, section('| 23 December 2026 – 6 January 2027 | studio closed |'), christmas)).to.equal(DATED_WITHIN);
    expect(askedDateFactor(page, section('| 1 December 2026 | books open |\n| 29 January 2027 | walk-in Friday |'), christmas)).to.equal(DATED_OTHERWISE);
    // The order matters: the later date written first is no stretch.
    expect(askedDateFactor(page, section('| 6 January 2027 | reopening |\n| 23 December 2026 | last day |'), christmas)).to.equal(DATED_OTHERWISE);
  });
  it('reads the dates the index found when given them', () => {
    expect(askedDateFactor(page, section('no date here'), { year: 2023 }, [day('2023-02-01')])).to.equal(DATED_WITHIN);
  });
});

describe('askedDate in ranking', () => {
  it('lists the page that dates something on the day asked before pages that share the day and month as words', () => {
    const index = fixtureIndex([
      {
        path: '/en/events/',
        title: 'Events',
        intro: 'Where to meet us.',
        sections: [
          [
            'Past',
            '- 6 September 2026: open apiary day in the village, with about 400 visitors.\n- 20 June 2026: wild bee walk along the lakes.\n- 4 December 2025: the survey presented to the town council.',
          ],
        ],
      },
      { path: '/en/bee-year/', title: 'The bee year', intro: 'Our year with the bees.', sections: [['Late summer', 'In September we feed 6 colonies for winter, as we have since 2019.']] },
    ]);
    // Without the dates compared, the short section that says "September" and "6" comes first.
    expect(searchIndex(index, { query: 'what happened on 6 September?', lang: 'en', today: '2026-11-23' }).hits[0].page.path).to.equal('/en/events/');
  });
});
