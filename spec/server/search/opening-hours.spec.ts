/** "Are you open on Sundays?": the section the site heads with its hours answers (a fixture). */
import { expect } from 'chai';
import { asksOpeningHours, headsHours, HOURS_ALONE, hoursSections } from '../../../server/search/opening-hours.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../../server/site/load-site.ts';

const asks = (query: string, lang = 'en') => asksOpeningHours(tokenize(query, { joined: false }), [lang]);
const site = () =>
  fixtureIndex([
    { path: '/en/visiting/', title: 'Visiting', intro: 'The workshop is in the old dairy.', sections: [['Opening hours', 'Tuesday to Friday 10–18, Saturday 10–14.']] },
    { path: '/en/journal/open-day/', title: 'Open day', updated: '2026-10-01', intro: 'Our open day: the workshop was open on Sunday for everyone.' },
    { path: '/de/besuch/', lang: 'de', title: 'Besuch', intro: 'Die Werkstatt liegt in der alten Molkerei.', sections: [['Öffnungszeiten', 'Dienstag bis Freitag 10–18 Uhr.']] },
  ]);

describe('headsHours', () => {
  it('reads a heading that heads the hours, in English and German', () => {
    expect(headsHours('Opening hours')).to.equal(true);
    expect(headsHours('Office hours')).to.equal(true);
    expect(headsHours('Öffnungszeiten')).to.equal(true);
    expect(headsHours('Sprechzeiten und Anfahrt')).to.equal(true);
    expect(headsHours('Open day')).to.equal(false);
  });
});

describe('asksOpeningHours', () => {
  it('reads when the place is open, with days and holidays', () => {
    expect(asks('Are you open on Sundays?')).to.equal(true);
    expect(asks('opening hours')).to.equal(true);
    expect(asks('Haben Sie zwischen Weihnachten und Neujahr geöffnet?', 'de')).to.equal(true);
    expect(asks('Ist die Praxis zwischen den Jahren offen?', 'de')).to.equal(true);
    expect(asks('Haben Sie heute zu?', 'de')).to.equal(true);
    expect(asks('What time do you close on Fridays?')).to.equal(true);
    expect(asks('Wann sind Sie erreichbar?', 'de')).to.equal(true);
  });
  it('reads German "auf" at the end as open, and coming by with a when ("Can I drop by on a Saturday morning?")', () => {
    expect(asks('Habt ihr heute noch auf?', 'de')).to.equal(true);
    expect(asks('bis wann kann man abends noch vorbeikommen', 'de')).to.equal(true);
    expect(asks('Can I drop by on a Saturday morning?')).to.equal(true);
    expect(asks('When can I come by?')).to.equal(true);
    expect(asks('Can I come by with my dog?')).to.equal(false);
    expect(asks('Where can I drop off my bike on Saturday?')).to.equal(false);
    expect(asks('Wartet ihr auf mich?', 'de')).to.equal(false);
  });
  it('reads "auf" with having or making it so, coming by as the visitor\'s; not another verb\'s particle or someone else coming', () => {
    const open = [
      ['Wann macht ihr auf?', 'de'],
      ["When's a good time to drop by?", 'en'],
    ];
    for (const [question, lang] of open) expect(asks(question, lang), question).to.equal(true);
    const other = [
      ['Wann tritt sie das nächste Mal auf?', 'de'],
      ['Wann ist die Ausstellung vorbei?', 'de'],
      ['When did you come over from Italy?', 'en'],
      ['When will the new prints come in?', 'en'],
      ['Can I come in to see the new collection?', 'en'], // "new" says when only in "new year"
    ];
    for (const [question, lang] of other) expect(asks(question, lang), question).to.equal(false);
  });
  it('not an open day, an opened jar, hours of work, or something else that opens', () => {
    expect(asks('When is the open garden day next year?')).to.equal(false);
    expect(asks("can I send back an opened jar if I don't like the taste")).to.equal(false);
    expect(asks('How many hours went into restoring the boat?')).to.equal(false);
    expect(asks('when does the Dresden exhibition open')).to.equal(false);
    expect(asks('Wie komme ich zu Ihnen?', 'de')).to.equal(false);
    expect(asks('Is there a hotel close to the studio?')).to.equal(false);
  });
});

describe('hoursSections', () => {
  it("finds each language's sections headed by the hours", () => {
    expect(hoursSections(site(), 'en').map((d) => d.section.name)).to.deep.equal(['Opening hours']);
    expect(hoursSections(site(), 'de').map((d) => d.section.name)).to.deep.equal(['Öffnungszeiten']);
  });
});

describe('withHoursSections', () => {
  it('lists the hours first under "Are you open on Sundays?", above a post that says the workshop was open on a Sunday', () => {
    const hits = searchIndex(site(), { query: 'Are you open on Sundays?', lang: 'en', today: '2026-11-26' }).hits;
    expect(hits[0].section.name).to.equal('Opening hours');
  });
  it('does not lift the hours under "When did you open the café?": it asks how the business began (the page about the owner, a development site)', () => {
    const bakery = loadSite(fileURLToPath(new URL('../../../bench/eval/twenty-fourth-site', import.meta.url))).search;
    const hits = searchIndex(bakery, { query: 'When did you open the café?', lang: 'en', today: '2026-11-26' }).hits;
    expect(hits[0].page.path).to.equal('/en/about/');
    const hours = searchIndex(bakery, { query: 'When is the café open?', lang: 'en', today: '2026-11-26' }).hits;
    expect(hours[0].page.path).to.not.equal('/en/about/');
  });
  it('lists the hours first under "Habt ihr heute noch auf?", which names no topic: not the lists of what is on today (a development site)', () => {
    const potter = loadSite(fileURLToPath(new URL('../../../bench/eval/second-site', import.meta.url))).search;
    const hits = searchIndex(potter, { query: 'Habt ihr heute noch auf?', lang: 'de', today: '2026-11-26' }).hits;
    expect(hits[0].section.name).to.equal('Öffnungszeiten');
  });
  it(`lists them alone, never strong (${HOURS_ALONE}), when nothing matched`, () => {
    const hits = searchIndex(site(), { query: 'Wann haben Sie geöffnet?', lang: 'de', today: '2026-11-26' }).hits;
    expect(hits[0].section.name).to.equal('Öffnungszeiten');
  });
  it('under a holiday asked ("When are you closed over Christmas?") lifts only the hours that date it, read without a year by today: not the week\'s hours', () => {
    const index = fixtureIndex([
      { path: '/en/contact/', title: 'Contact', intro: 'Find the studio in the old town.', sections: [['Opening hours', 'Tuesday to Saturday 11–19. Closed on Sundays and Mondays.']] },
      {
        path: '/en/shop/',
        title: 'Shop',
        intro: 'Prints and cards from the studio.',
        sections: [['Shop hours', '| days | hours |\n|---|---|\n| Tuesday to Friday | 12–18 |\n| 23 December – 6 January | closed |']],
      },
      { path: '/en/', title: 'Studio Nord', intro: 'Prints, cards and courses in the old town; the studio is closed over the holidays.' },
    ]);
    const names = searchIndex(index, { query: 'When are you closed over Christmas?', lang: 'en', today: '2026-11-26' }).hits.map((h) => h.section.name);
    // Without the rule the week's hours stood first, above the shop's hours that date the closing.
    expect(names[0]).to.equal('Shop hours');
    // The week's hours below them (the general associations read "Christmas" as a question for opening hours, so they stand
    // above the studio's intro since the ninety-third round).
    expect(names.indexOf('Opening hours')).to.be.above(names.indexOf('Shop hours'));
    // A question of the week's hours lifts both as before.
    const week = searchIndex(index, { query: 'Are you open on Sundays?', lang: 'en', today: '2026-11-26' }).hits.map((h) => h.section.name);
    expect(week.slice(0, 2)).to.have.members(['Opening hours', 'Shop hours']);
  });
});
