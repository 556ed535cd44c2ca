import { expect } from 'chai';
import { pageSlots } from '../../../server/search/page-slots.ts';
import { createSearchIndex } from '../../../server/search/search-index.ts';
import type { Page } from '../../../server/site/site-types.ts';
import { loadSite } from '../../../server/site/load-site.ts';

const NO_KIND = { role: 'other', links: new Set<string>() } as const;
const NO_FACTS = { interfacePage: () => false, overview: () => false, titleTerms: () => [], kind: () => NO_KIND };

describe('pageSlots', () => {
  const site = loadSite('content');
  const index = site.search;
  const [first, second] = site.pages;

  it('keeps a page’s fields for the question that touched it and starts afresh for the next', () => {
    const slots = pageSlots(index, NO_FACTS);
    const one = slots.next();
    const slot = slots.touch(first, one);
    slot.sum += 2;
    slot.named = 1;
    expect(slots.touch(first, one)).to.equal(slot);
    expect(slot.sum).to.equal(2);
    const two = slots.next();
    expect(slots.peek(first, two)).to.equal(undefined);
    expect(slots.touch(first, two).sum).to.equal(0);
    expect(slot.named).to.equal(-1);
  });

  it('knows the home page when the slot is made: placeOverviews reads it per hit, not the page’s address', () => {
    const slots = pageSlots(index, NO_FACTS);
    const stamp = slots.next();
    const home = site.pages.find((p) => p.path === `/${p.lang}/` || p.path === '/')!;
    const other = site.pages.find((p) => p.path.split('/').length > 3)!;
    expect(slots.touch(home, stamp).home).to.equal(true);
    expect(slots.touch(other, stamp).home).to.equal(false);
  });

  it('finds a touched page by its address, and no page the question has not touched', () => {
    const slots = pageSlots(index, NO_FACTS);
    const stamp = slots.next();
    slots.touch(first, stamp);
    expect(slots.peekPath(first.path, stamp)?.page).to.equal(first);
    expect(slots.peekPath(second.path, stamp)).to.equal(undefined);
    expect(slots.peek(second, stamp)).to.equal(undefined);
  });

  it('holds the introductions of the page’s translations and its title’s terms, found when the slot was made', () => {
    const slots = pageSlots(index, NO_FACTS);
    const translated = site.pages.find((p) => index.translationIntros.has(p))!;
    const slot = slots.touch(translated, slots.next());
    expect(slot.translations).to.equal(index.translationIntros.get(translated));
    expect(slot.titleTerms.length).to.be.greaterThan(0);
    expect(slots.touch(translated, slots.next()).translations).to.equal(slot.translations);
  });

  it('knows a page’s introduction in the index (where a translation of it is listed)', () => {
    const slots = pageSlots(index, NO_FACTS);
    const slot = slots.touch(first, slots.next());
    expect(slot.intro).to.equal(index.byLang.get(first.lang)?.introByPath.get(first.path)?.section);
    expect(slot.intro).to.not.equal(undefined);
  });

  it('makes one set of slots per index, so a reloaded site starts with none', () => {
    const other = createSearchIndex(site);
    const stamp = pageSlots(other, NO_FACTS).next();
    expect(pageSlots(other, NO_FACTS).peek(first as Page, stamp)).to.equal(undefined);
    expect(pageSlots(other, NO_FACTS)).to.equal(pageSlots(other, NO_FACTS));
    expect(pageSlots(other, NO_FACTS)).to.not.equal(pageSlots(index, NO_FACTS));
  });
});
