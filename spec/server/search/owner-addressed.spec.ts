/** "Who are you?", "Was machen Sie?", "Where did you train?": the owner addressed about themselves. */
import { expect } from 'chai';
import { asksBusinessStart, asksWhoYouAre, youAsOwner } from '../../../server/search/owner-addressed.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const who = (query: string, lang = 'en') => asksWhoYouAre(tokenize(query, { joined: false }), [lang], /\bSie\b/.test(query));

describe('asksWhoYouAre', () => {
  it('reads who the owner is and what they do, asked of them, with nothing else named', () => {
    expect(who('Who are you?')).to.equal(true);
    expect(who('What do you do?')).to.equal(true);
    expect(who('Wer sind Sie?', 'de')).to.equal(true);
    expect(who('Was macht ihr?', 'de')).to.equal(true);
    expect(who('Tell me about yourself')).to.equal(true);
    expect(who('Erzählen Sie etwas von sich', 'de')).to.equal(true);
    expect(who('Can you tell me a bit about you?')).to.equal(true);
    expect(who('Erzähl mal was über dich', 'de')).to.equal(true);
    expect(who('Can you tell me about your prices?')).to.equal(false);
  });
  it('not a question that names something else, nor "sie" (she) written small', () => {
    expect(who('What do you do about ticks?')).to.equal(false);
    expect(who('Who are your partners?')).to.equal(false);
    expect(who('wer sind sie', 'de')).to.equal(false);
  });
  it('reads who is behind the site and the owner\'s story, asked without "you" or with "your"', () => {
    expect(who('Who am I talking to?')).to.equal(true);
    expect(who("Who's behind this?")).to.equal(true);
    expect(who('Wer steckt dahinter?', 'de')).to.equal(true);
    expect(who('Mit wem spreche ich?', 'de')).to.equal(true);
    expect(who('Who is behind the website?')).to.equal(true);
    expect(who('Wer steckt hinter der Seite?', 'de')).to.equal(true);
    expect(who('What is your story?')).to.equal(true);
    expect(who('Was ist Ihr Werdegang?', 'de')).to.equal(true);
    // Asked to tell it, as a working life, in nine words.
    expect(who('Könnten Sie mir etwas über Ihren beruflichen Werdegang erzählen?', 'de')).to.equal(true);
    expect(who('Könntest du mir etwas über deinen Werdegang erzählen?', 'de')).to.equal(true);
    expect(who('Erzählen Sie mir etwas über Ihre Werkstatt', 'de')).to.equal(false);
  });
  it('reads who owns the place ("Who owns the café?", "Wem gehört der Laden?", "Wer ist die Inhaberin?"), not a named thing or the owner of something more', () => {
    const cases: [string, string, boolean][] = [
      ['Who owns the café?', 'en', true],
      ['Wem gehört der Laden?', 'de', true],
      ['Wer ist die Inhaberin?', 'de', true],
      ['who owns Möwe', 'en', false],
      // A thing named with the article that is no business: the boat the site writes about.
      ['Wem gehört die Möwe?', 'de', false],
      ['Who owns the copyright of the photos?', 'en', false],
      ['Who owns her old boat?', 'en', false],
    ];
    for (const [query, lang, owner] of cases) expect(who(query, lang), query).to.equal(owner);
  });
  it('not who owns the work or the rights to it: those ask the terms of use', () => {
    const rights = [
      ['Who owns the copyright?', 'en'],
      ['Wem gehören die Bildrechte?', 'de'],
      ['Who owns the photos?', 'en'],
    ];
    for (const [question, lang] of rights) expect(who(question, lang), question).to.equal(false);
  });
  it('reads "bio" alone and "tell me a bit about the person I\'d be working with" as asking who the owner is; not "Bio" (organic) in German, nor a person in a photo', () => {
    expect(who('bio')).to.equal(true);
    expect(who('Bio', 'de')).to.equal(false);
    expect(who("tell me a bit about the person I'd be working with")).to.equal(true);
    expect(who('tell me about the person in the photo')).to.equal(false);
  });
  it('not who is behind something named or someone else, nor the story of something', () => {
    expect(who('Who is behind the charity day?')).to.equal(false);
    expect(who('Wer steckt hinter dem Projekt?', 'de')).to.equal(false);
    expect(who('who runs it with her?')).to.equal(false);
    // "you" with a word of who is there asks about someone else: an audience, a partner in a talk.
    expect(who('Who are you writing for?')).to.equal(false);
    expect(who('Who are you talking to?')).to.equal(false);
    expect(who('What is the story of the barn?')).to.equal(false);
    expect(who('What is your story about the bridge?')).to.equal(false);
  });
});

describe('youAsOwner', () => {
  it('reads "you" after a past helper as the owner ("Where did you train?"), not in a request', () => {
    expect(youAsOwner(tokenize('Where did you train?', { joined: false }), ['en'])).to.deep.equal(['where', 'did', 'she', 'train']);
    const request = tokenize('Can you train my dog?', { joined: false });
    expect(youAsOwner(request, ['en'])).to.equal(request);
  });
  it('lists the page about the owner first under "Who are you?", which no word of it matches', () => {
    const index = fixtureIndex([
      { path: '/en/about/', title: 'About me', type: 'AboutPage', intro: 'I am a goldsmith in Hamburg, trained in Pforzheim.' },
      { path: '/en/contact/', title: 'Contact', type: 'ContactPage', intro: 'Write to us; we answer within two days.' },
    ]);
    expect(searchIndex(index, { query: 'Who are you?', lang: 'en', today: '2026-11-26' }).hits[0]?.page.path).to.equal('/en/about/');
  });
});

describe('asksBusinessStart', () => {
  const starts = (query: string, lang: string) => asksBusinessStart(tokenize(query, { joined: false }), [lang]);
  it('reads how the business began ("Seit wann gibt es den Laden?", "When did the salon open?"), a German compound of a business too', () => {
    expect(starts('Seit wann gibt es den Laden?', 'de')).to.equal(true);
    expect(starts('Seit wann gibt es den Hofladen?', 'de')).to.equal(true);
    expect(starts('When did the salon open?', 'en')).to.equal(true);
    expect(starts('When did you start your own production company?', 'en')).to.equal(true);
    expect(starts('When did Ruben start his own theatre?', 'en')).to.equal(true);
    expect(starts('Seit wann gibt es die Tischlerei?', 'de')).to.equal(true);
  });
  it('does not read a business named with more, on a day, or without how it began', () => {
    expect(starts('Seit wann ist das Sprachcafé donnerstags?', 'de')).to.equal(false);
    expect(starts('When did the workshop on wet books for the library open for booking?', 'en')).to.equal(false);
    expect(starts('Where is the salon?', 'en')).to.equal(false);
    expect(starts('Seit wann gibt es die Lederhüllen?', 'de')).to.equal(false);
  });
  it('does not read a workshop that is an event, a business as the place of something else, or what a business is now', () => {
    expect(starts('When did the workshop start?', 'en')).to.equal(false);
    expect(starts('When did you open your own workshop?', 'en')).to.equal(true);
    expect(starts('Seit wann gibt es den Adventsmarkt im Hofladen?', 'de')).to.equal(false);
    expect(starts('How long has the shop been closed?', 'en')).to.equal(false);
    expect(starts('When did the shop open today?', 'en')).to.equal(false);
    expect(starts('Seit wann ist der Laden renoviert?', 'de')).to.equal(false);
  });
  it('lists the page about the owner first, above the page that names the shop', () => {
    const index = fixtureIndex([
      { path: '/de/ueber-mich/', title: 'Über mich', type: 'AboutPage', intro: 'Ich habe 2009 den Hof übernommen und 2012 angefangen, Käse zu machen.' },
      { path: '/de/hofladen/', title: 'Hofladen', intro: 'Der Hofladen hat freitags und samstags geöffnet; es gibt Käse, Butter und Eier.' },
    ]);
    expect(searchIndex(index, { query: 'Seit wann gibt es den Hofladen?', lang: 'de', today: '2026-11-26' }).hits[0]?.page.path).to.equal('/de/ueber-mich/');
  });
});
