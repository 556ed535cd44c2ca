/** Overviews and their items, told by the site's own structure (a fixture). */
import { expect } from 'chai';
import { isItem, isOverview } from '../../../server/search/overview-pages.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const site = () =>
  fixtureIndex([
    { path: '/en/recording/', title: 'Recording', intro: 'We record bands and choirs.' },
    {
      path: '/en/journal/',
      title: 'Journal',
      intro: 'News from the studio.',
      sections: [['Posts', '[Cold church](/en/journal/cold-church/), [New ceiling](/en/journal/new-ceiling/), [Tape](/en/journal/tape/)']],
    },
    { path: '/en/journal/cold-church/', title: 'Cold church', updated: '2026-10-01', intro: 'How we record a choir in a church.' },
  ]);
const page = (path: string) => site().byLang.get('en')!.introByPath.get(path)!.page;

describe('isOverview', () => {
  it('is true for a page that links to three pages under its own address', () => {
    expect(isOverview(page('/en/journal/'))).to.equal(true);
    expect(isOverview(page('/en/recording/'))).to.equal(false);
  });
});

describe('isItem', () => {
  it('is true for a page one folder below an overview, false for the overview and a standing page', () => {
    const index = site();
    const of = (path: string) => index.byLang.get('en')!.introByPath.get(path)!.page;
    expect(isItem(index, of('/en/journal/cold-church/'))).to.equal(true);
    expect(isItem(index, of('/en/journal/'))).to.equal(false);
    expect(isItem(index, of('/en/recording/'))).to.equal(false);
  });
});
