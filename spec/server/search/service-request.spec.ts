/** "Can you …?", "Machen Sie …?": a request asks what the owner offers, which standing pages say (a fixture). */
import { expect } from 'chai';
import { asksForService, REQUEST_ITEM } from '../../../server/search/service-request.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { isItem } from '../../../server/search/overview-pages.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import { tokenize } from '../../../server/search/analyzer.ts';

const asks = (query: string, lang = 'en') => asksForService(tokenize(query, { joined: false }), [lang], /\bSie\b/.test(query));

const site = () =>
  fixtureIndex([
    { path: '/en/recording/', title: 'Recording', intro: 'We record bands, choirs and audiobooks, in the studio or on location.' },
    {
      path: '/en/journal/',
      title: 'Journal',
      type: 'Blog',
      intro: 'News from the studio.',
      sections: [['Posts', '[Cold church](/en/journal/cold-church/), [New ceiling](/en/journal/new-ceiling/), [Tape](/en/journal/tape/)']],
    },
    { path: '/en/journal/cold-church/', title: 'Cold church, warm voices', updated: '2026-10-01', intro: 'How we record a choir in a church: the choir, the church, the cold.' },
    { path: '/en/journal/new-ceiling/', title: 'A new ceiling', updated: '2026-09-01', intro: 'The control room has a new ceiling.' },
    { path: '/en/journal/tape/', title: 'Why tape', updated: '2026-08-01', intro: 'Why we still own a tape machine.' },
  ]);
const ask = (query: string, prev?: string[]) => [...new Set(searchIndex(site(), { query, lang: 'en', today: '2026-11-26', prev }).hits.map((h) => h.page.path))];

describe('asksForService', () => {
  it('reads a helper verb and the person asked first ("Can you …?", "Do you …?", "Will you …?")', () => {
    expect(asks('Can you record our choir in the church?')).to.equal(true);
    expect(asks('Do you sell gift cards?')).to.equal(true);
    expect(asks('Will you illustrate a story I wrote?')).to.equal(true);
  });
  it('reads the asker after a modal ("Can I pay by card?", "Kann man bei Ihnen …?")', () => {
    expect(asks('Can I pay by card?')).to.equal(true);
    expect(asks('Kann man bei Ihnen ein Schlagzeug leihen?', 'de')).to.equal(true);
  });
  it('reads German verb-first questions to "Sie" (capitalised), "ihr", "du"', () => {
    expect(asks('Machen Sie auch die Beschallung?', 'de')).to.equal(true);
    expect(asks('Bieten Sie Malkurse für Senioren an?', 'de')).to.equal(true);
    expect(asks('Macht ihr auch Hintergrundmusik?', 'de')).to.equal(true);
  });
  it('not what happened, what exists, questions about her, or questions opened by a question word', () => {
    expect(asks('Did you record a choir last year?')).to.equal(false);
    expect(asks('Is there a course for children?')).to.equal(false);
    expect(asks('Does she make tableware for restaurants?')).to.equal(false);
    expect(asks('Hilft sie Städten bei der Pflege?', 'de')).to.equal(false);
    expect(asks('Haben Sie das Festival aufgenommen?', 'de')).to.equal(false);
    expect(asks('Gibt es Parkplätze?', 'de')).to.equal(false);
    expect(asks('Wo nehmen Sie auf?', 'de')).to.equal(false);
    expect(asks('Where can I park?')).to.equal(false);
  });
});

describe('isItem', () => {
  it('is true for a page one folder below an overview, false for the overview and a standing page', () => {
    const index = site();
    const page = (path: string) => index.byLang.get('en')!.introByPath.get(path)!.page;
    expect(isItem(index, page('/en/journal/cold-church/'))).to.equal(true);
    expect(isItem(index, page('/en/journal/'))).to.equal(false);
    expect(isItem(index, page('/en/recording/'))).to.equal(false);
  });
});

describe('REQUEST_ITEM under a request', () => {
  it('a post that tells the story does not outrank the page that offers it; the same words as a past question keep the post first', () => {
    expect(REQUEST_ITEM).to.be.below(1);
    expect(ask('Can you record our choir in a church?')[0]).to.equal('/en/recording/');
    expect(ask('How did you record the choir in the church?')[0]).to.equal('/en/journal/cold-church/');
  });
  it('not in a conversation: the previous question may have found the item it is about', () => {
    expect(ask('can you record our choir in a church?', ['Tell me about the cold church post'])[0]).to.equal('/en/journal/cold-church/');
  });
});
