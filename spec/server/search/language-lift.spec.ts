/** The learned factor of hits on pages in another language than the question's: an answer only the other language gives rises, never above the page's own version. */
import { expect } from 'chai';
import { boundedLift, FEATURES, languageFeatures, liftOf, liftOtherLanguage } from '../../../server/search/language-lift.ts';
import { LANGUAGE_MODEL } from '../../../server/search/language-model.ts';
import { pageSlots, type PageSlot } from '../../../server/search/page-slots.ts';
import type { SearchHit } from '../../../server/search/search-query.ts';
import { NO_LENGTH, NO_ORDER } from '../../../server/search/section-numbers.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const NO_KIND = { role: 'other', links: new Set<string>() } as const;
const NO_FACTS = { interfacePage: () => false, overview: () => false, titleTerms: () => [], kind: () => NO_KIND };

const site = () =>
  fixtureIndex([
    { path: '/de/', lang: 'de', title: 'Werkstatt', intro: 'Wir bauen Geigen.', translations: { en: '/en/' } },
    { path: '/en/', lang: 'en', title: 'Workshop', intro: 'We build violins.', translations: { de: '/de/' } },
    { path: '/en/tours/', lang: 'en', title: 'Tours', intro: 'Guided tours of the workshop for visiting musicians.' },
    { path: '/de/preise/', lang: 'de', title: 'Preise', intro: 'Eine Geige kostet 4000 Euro.' },
  ]);

/** A hit on a page's introduction as rerank holds it where the language preference applied: `score` = `raw` × the language factor. */
function hitOn(index: ReturnType<typeof site>, path: string, raw: number, factor: number): SearchHit {
  const page = [...index.byLang.values()].flatMap((li) => li.docs.map((d) => d.page)).find((p) => p.path === path)!;
  return { page, section: page.sections[0], score: raw * factor, raw, terms: new Set(), viaTranslation: false, order: NO_ORDER, length: NO_LENGTH };
}

/** liftOtherLanguage over `hits` for a question in `lang`, with their slots for a fresh question. */
function lift(index: ReturnType<typeof site>, hits: SearchHit[], lang: string | undefined, words: string[] = ['wer', 'fuehrt']): void {
  const slots = pageSlots(index, NO_FACTS);
  const stamp = slots.next();
  const slotOf: PageSlot[] = hits.map((h) => slots.touch(h.page, stamp));
  liftOtherLanguage(hits, slotOf, slots, stamp, lang, words, undefined, 0.85, 0.6);
}

describe('FEATURES', () => {
  it('names one feature per learned coefficient', () => {
    expect(FEATURES.length).to.equal(LANGUAGE_MODEL.coef.length);
  });
});

describe('liftOf', () => {
  it('keeps the factor within the model’s bounds', () => {
    const n = LANGUAGE_MODEL.coef.length;
    const big = LANGUAGE_MODEL.coef.map((c) => (c > 0 ? 100 : -100));
    expect(liftOf(big)).to.be.closeTo(Math.exp(LANGUAGE_MODEL.high), 1e-9);
    expect(liftOf(big.map((x) => -x))).to.be.closeTo(Math.exp(LANGUAGE_MODEL.low), 1e-9);
    expect(liftOf(new Array(n).fill(0))).to.equal(1);
  });
});

describe('languageFeatures', () => {
  it('reads a page with no version in the question’s language, when the question’s language found nothing, at the gaps’ bounds', () => {
    const index = site();
    const hit = hitOn(index, '/en/tours/', 0.5, 1.4);
    const slots = pageSlots(index, NO_FACTS);
    const slot = slots.touch(hit.page, slots.next());
    slot.langHits = 1;
    const x = languageFeatures(hit, slot, 0, { bestOwn: 0, bestOther: 0.5, rank: 0, ownPages: 0, otherPages: 1, words: 3, digits: false, unbridged: false, orphan: true });
    const at = (name: (typeof FEATURES)[number]) => x[FEATURES.indexOf(name)];
    expect(at('orphan')).to.equal(1);
    expect(at('ownVersion')).to.equal(-3);
    expect(at('gapOwn')).to.equal(2);
    expect(at('gapOwnOrphan')).to.equal(2);
    expect(at('rankOther')).to.equal(1);
    expect(at('lifted')).to.equal(1);
  });
});

describe('liftOtherLanguage', () => {
  it('lifts the best page that only the other language has above an own-language page of nearly its score', () => {
    const index = site();
    const own = hitOn(index, '/de/preise/', 0.5, 1);
    const other = hitOn(index, '/en/tours/', 0.4, 1.2);
    lift(index, [own, other], 'de');
    expect(own.score).to.equal(0.5);
    expect(other.score).to.be.greaterThan(own.score);
  });

  it('never lifts a page above its own version in the question’s language that the question hit', () => {
    const index = site();
    const version = hitOn(index, '/de/', 0.65, 1);
    const other = hitOn(index, '/en/', 0.7, 0.6);
    lift(index, [version, other], 'de');
    expect(other.score).to.be.at.most(version.score);
    expect(other.score).to.be.at.least(0.7 * 0.6 * Math.exp(LANGUAGE_MODEL.low) - 1e-12);
  });

  it('leaves the hits alone without a question language', () => {
    const index = site();
    const other = hitOn(index, '/en/tours/', 0.4, 1);
    lift(index, [other], undefined);
    expect(other.score).to.equal(0.4);
  });
});

describe('boundedLift', () => {
  it('cuts a lift so that the hit ends just below its version as listed', () => {
    // A lift of 2 on 0.5 would reach 1, above a version listed at 0.8: cut to 0.99 × 0.8.
    expect(0.5 * boundedLift(2, 0.5, 0.8)).to.be.closeTo(0.99 * 0.8, 1e-12);
  });
  it('never turns a lift into a cut, and keeps a factor below 1 or a page with no version as learned', () => {
    expect(boundedLift(2, 0.9, 0.8)).to.equal(1);
    expect(boundedLift(0.95, 0.5, 0.8)).to.equal(0.95);
    expect(boundedLift(2, 0.5, 0)).to.equal(2);
  });
});
