/** "When are you closed over Christmas?": a holiday named is the days it covers, in its next occurrence. */
import { expect } from 'chai';
import { easterSunday, namedHolidays, ONE_WORD_HOLIDAYS } from '../../../server/search/holidays.ts';
import { todayOf } from '../../../server/search/recency.ts';
import { tokenize } from '../../../server/search/analyzer.ts';

const day = (iso: string) => todayOf(iso);
const iso = (d: number) => new Date(d * 86_400_000).toISOString().slice(0, 10);
const named = (q: string, today: string, past = false) => {
  const range = namedHolidays(tokenize(q, { joined: false }), day(today), ['en', 'de'], past);
  return range && [iso(range.from), iso(range.to)];
};

describe('easterSunday', () => {
  it('is the Gregorian Easter Sunday', () => {
    expect(iso(easterSunday(2026))).to.equal('2026-04-05');
    expect(iso(easterSunday(2027))).to.equal('2027-03-28');
    expect(iso(easterSunday(2038))).to.equal('2038-04-25');
  });
});

describe('namedHolidays', () => {
  it('reads a holiday as its days, in its next occurrence, in English and German', () => {
    expect(named('When are you closed over Christmas?', '2026-11-26')).to.deep.equal(['2026-12-24', '2026-12-26']);
    expect(named('Haben Sie an Heiligabend geöffnet?', '2026-11-26')).to.deep.equal(['2026-12-24', '2026-12-24']);
    expect(named("open on New Year's Day?", '2026-11-26')).to.deep.equal(['2027-01-01', '2027-01-01']);
    expect(named('Ist die Praxis zwischen den Jahren offen?', '2026-11-26')).to.deep.equal(['2026-12-24', '2027-01-01']);
    // Easter of this year is over: next year's, from Good Friday to Easter Monday.
    expect(named('Are you open at Easter?', '2026-11-26')).to.deep.equal(['2027-03-26', '2027-03-29']);
  });
  it('reads holidays named together as one stretch, and a holiday running today as this one', () => {
    expect(named('closed between Christmas and New Year?', '2026-11-26')).to.deep.equal(['2026-12-24', '2027-01-01']);
    expect(named('Habt ihr über Weihnachten und Silvester zu?', '2026-11-26')).to.deep.equal(['2026-12-24', '2026-12-31']);
    expect(named('open at Christmas?', '2026-12-25')).to.deep.equal(['2026-12-24', '2026-12-26']);
  });
  it('a holiday still running on 1 January is this one, not next year\'s (New Year, "zwischen den Jahren")', () => {
    expect(named('Are you open over New Year?', '2027-01-01')).to.deep.equal(['2026-12-31', '2027-01-01']);
    expect(named('Habt ihr zwischen den Jahren offen?', '2027-01-01')).to.deep.equal(['2026-12-24', '2027-01-01']);
  });
  it('reads "from … until …" as the whole stretch, and of two holidays too far apart the nearer', () => {
    expect(named('Closed from Christmas until New Year?', '2026-11-26')).to.deep.equal(['2026-12-24', '2027-01-01']);
    expect(named('Geschlossen von Weihnachten bis Neujahr?', '2026-11-26')).to.deep.equal(['2026-12-24', '2027-01-01']);
    // On 28 December this Christmas is over; next year's is too far from New Year to be one stretch.
    expect(named('closed between Christmas and New Year?', '2026-12-28')).to.deep.equal(['2026-12-31', '2027-01-01']);
  });
  it('reads the German forms of the holidays (dative, the single days)', () => {
    expect(named('Haben Sie an den Weihnachtsfeiertagen geöffnet?', '2026-11-26')).to.deep.equal(['2026-12-24', '2026-12-26']);
    expect(named('Ist am Pfingstmontag offen?', '2026-11-26')).to.deep.equal(['2027-05-17', '2027-05-17']);
  });
  it('in a question put in the past, the last occurrence', () => {
    expect(named('What did you do at Easter?', '2026-11-26', true)).to.deep.equal(['2026-04-03', '2026-04-06']);
  });
  it('no days for a time before or after the holiday, or a question that names none', () => {
    expect(named('Bis wann muss ich bestellen, damit der Druck noch vor Weihnachten ankommt?', '2026-11-26')).to.equal(undefined);
    expect(named('order by Christmas', '2026-11-26')).to.equal(undefined);
    expect(named('open before the New Year?', '2026-11-26')).to.equal(undefined);
    expect(named('What is new this year?', '2026-11-26')).to.equal(undefined);
    expect(named('opening hours', '2026-11-26')).to.equal(undefined);
  });
});

describe('ONE_WORD_HOLIDAYS', () => {
  it('holds the holidays named by one word, folded, and not the first word of a longer name', () => {
    expect(ONE_WORD_HOLIDAYS).to.include.members(['christmas', 'easter', 'weihnachten', 'ostern', 'pfingsten', 'silvester']);
    expect(ONE_WORD_HOLIDAYS).to.not.include.members(['new']);
    expect(ONE_WORD_HOLIDAYS).to.not.include('good');
    expect(ONE_WORD_HOLIDAYS).to.not.include('boxing');
  });
});
