/** The site's own list of what is coming answers a question about what is on, or a holiday's hours (a fixture). */
import { expect } from 'chai';
import { tokenize } from '../../../server/search/analyzer.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { asksWhatsOnInStory } from '../../../server/search/time-headings.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const site = () =>
  fixtureIndex([
    { path: '/en/contact/', title: 'Contact', intro: 'Find the studio in the old town.', sections: [['Opening hours', 'Tuesday to Saturday 11–19. Closed on Sundays and Mondays.']] },
    {
      path: '/en/events/',
      title: 'Events',
      intro: 'Dates at the studio.',
      sections: [
        [
          'Coming up',
          '| Date | What |\n|---|---|\n| Tue 1 December 2026 | bookings for spring start |\n| 23 December 2026 – 6 January 2027 | studio closed |\n| Fri 29 January 2027 | walk-in Friday |',
        ],
        ['Past', '| 12 September 2026 | tenth anniversary party |'],
      ],
    },
    { path: '/en/aftercare/', title: 'Aftercare', intro: 'How to look after a new tattoo: keep it clean and open to the air, no swimming for two weeks.' },
  ]);

describe('withHolidayLists', () => {
  it('under "Are you open between Christmas and New Year?", lists the coming-up section that dates a closure over the holidays first, the hours second', () => {
    const hits = searchIndex(site(), { query: 'Are you open between Christmas and New Year?', lang: 'en', today: '2026-11-26' }).hits;
    // It scored 0.281 against the hours' 0.295 without the rule; the dated closure answers, the usual hours only partly.
    expect(hits.slice(0, 2).map((h) => h.section.name)).to.deep.equal(['Coming up', 'Opening hours']);
  });
  it('reads the days of a list that gives no year by the page\'s date ("24 December – 4 January: closed")', () => {
    const index = fixtureIndex([
      { path: '/en/contact/', title: 'Contact', intro: 'Find the salon in the old town.', sections: [['Opening hours', 'Tuesday to Saturday 9–18. Closed on Sundays and Mondays.']] },
      {
        path: '/en/events/',
        title: 'Events',
        updated: '2026-11-24',
        intro: 'Dates at the salon.',
        sections: [['Coming up', '| date | what |\n|---|---|\n| 3 December | late opening until 21:00 |\n| 24 December–4 January | holidays: the salon is shut |']],
      },
    ]);
    const hits = searchIndex(index, { query: 'When are you closed over Christmas?', lang: 'en', today: '2026-11-26' }).hits;
    expect(hits[0].section.name).to.equal('Coming up');
  });
  it('not under a question that only asks the hours ("studio closed" shares a word, no more), nor a holiday named outside a question about opening', () => {
    const hits = searchIndex(site(), { query: 'Are you open on Sundays?', lang: 'en', today: '2026-11-26' }).hits;
    const raw = (name: string) => hits.find((h) => h.section.name === name)?.raw ?? 0;
    expect(raw('Coming up')).to.be.below(raw('Opening hours') / 2);
    const gift = searchIndex(site(), { query: 'aftercare for a tattoo I got as a Christmas present', lang: 'en', today: '2026-11-26' }).hits;
    expect(gift[0].page.path).to.equal('/en/aftercare/');
    // Not lifted by the holiday rule: the list is reached only by the learned pair christmas -> December (learned-pairs.ts), far below.
    const coming = gift.find((h) => h.section.name === 'Coming up')?.raw ?? 0;
    expect(coming).to.be.below(gift[0].raw / 5);
  });
});

describe('withTimeHeadings', () => {
  it('not under a long question whose "going to", "something on" tell its story: it names its own topic', () => {
    const query = "so I booked a session for next week but we're going to the seaside right after, can I go swimming with the new tattoo?";
    const hits = searchIndex(site(), { query, lang: 'en', today: '2026-11-26' }).hits;
    // It listed the coming-up section first (floored above the best hit) before; it now counts by its words ("bookings").
    expect(hits[0].page.path).to.equal('/en/aftercare/');
    // A short question that asks what is on still lists it.
    const short = searchIndex(site(), { query: 'Anything going on next week?', lang: 'en', today: '2026-11-26' }).hits;
    expect(short[0].section.name).to.equal('Coming up');
  });
});

describe('asksWhatsOnInStory', () => {
  const asks = (q: string) => asksWhatsOnInStory(tokenize(q, { joined: false }), ['en', 'de']);
  it('reads "going", "steht", "los" of a long question as what is on only with their partner word', () => {
    expect(asks("we're going to the Baltic Sea right after, can I swim?")).to.equal(false);
    expect(asks('Mein Wallach steht seit ein paar Wochen auf einer neuen Weide')).to.equal(false);
    expect(asks('und wann geht es nächstes Jahr wieder los?')).to.equal(false);
    expect(asks('we are in town next week with the kids, anything going on?')).to.equal(true);
    expect(asks('Wir sind nächste Woche in der Gegend, was ist bei Ihnen so los?')).to.equal(true);
    expect(asks('Was steht bei euch im Dezember an?')).to.equal(true);
  });
  it('reads the words of no other sense as what is on', () => {
    expect(asks('We will be in town for a few days, is anything happening at your place?')).to.equal(true);
    expect(asks('Was passiert mit den Trauben, die jetzt im November noch am Stock hängen?')).to.equal(true);
    expect(asks("We're visiting with friends in December, what's on at the studio?")).to.equal(true);
  });
  it('lists what is coming first under a long question that asks what is happening', () => {
    const query = 'My friends and I are in town for a few days next month and want new tattoos, is anything happening at the studio?';
    const hits = searchIndex(site(), { query, lang: 'en', today: '2026-11-26' }).hits;
    // Without the what's-on reading under a long question the contact page (0.174) and the aftercare led, the coming-up list third (0.108).
    expect(hits[0].section.name).to.equal('Coming up');
  });
});
