/** The pages after the answer, ordered by the learned model (a fixture). */
import { expect } from 'chai';
import { orderAfterAnswer, pageKind, questionAsk, RARE_TERMS, rarestTerms } from '../../../server/search/after-answer.ts';
import type { Page } from '../../../server/site/site-types.ts';
import type { SearchHit } from '../../../server/search/search-query.ts';
import { NO_LENGTH, NO_ORDER } from '../../../server/search/section-numbers.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const index = fixtureIndex([
  { path: '/en/', title: 'Violin workshop', intro: 'Instruments made and mended in the old town.' },
  { path: '/en/repairs/', title: 'Repairs', intro: 'We mend cracks and reset sound posts.', sections: [['Costs', 'What a repair costs is on [the price list](/en/prices/).']] },
  { path: '/en/team/', title: 'Team', intro: 'Three luthiers work here.' },
  { path: '/en/prices/', title: 'Prices', intro: 'Rehairing, repairs and set-ups.', sections: [['Repairs', 'Sound post reset, from 40 euros.']] },
]);
const page = (path: string) => index.byLang.get('en')!.introByPath.get(path)!.page;
const hit = (path: string, score: number, section = 0): SearchHit => {
  const p = page(path);
  return { page: p, section: p.sections[section], score, raw: score, terms: new Set(), viaTranslation: false, order: NO_ORDER, length: NO_LENGTH };
};
const paths = (hits: readonly SearchHit[]) => hits.map((h) => h.section.path);
const notInterface = () => false;
const kindOf = (p: Page) => pageKind(index, p, notInterface);
const none: ReadonlySet<Page> = new Set();

describe('questionAsk', () => {
  it('reads the first ask that holds: price before when, hours, who; "other" when none', () => {
    expect(questionAsk({ price: true, when: true })).to.equal('price');
    expect(questionAsk({ hours: true })).to.equal('hours');
    expect(questionAsk({ intent: 'future' })).to.equal('when');
    expect(questionAsk({ whoDoes: true, request: true })).to.equal('who');
    expect(questionAsk({})).to.equal('other');
  });
});

describe('pageKind', () => {
  it("reads a page's role and its site links once", () => {
    expect(kindOf(page('/en/')).role).to.equal('home');
    expect(kindOf(page('/en/team/')).role).to.equal('other');
    expect(pageKind(index, page('/en/team/'), () => true).role).to.equal('interface');
    const repairs = kindOf(page('/en/repairs/'));
    expect([...repairs.links]).to.deep.equal(['/en/prices/']);
  });
});

describe('rarestTerms', () => {
  it("reads a section's rarest terms from its language's postings, rarest first, the unused places -1", () => {
    const li = index.byLang.get('en')!;
    const repairs = page('/en/repairs/');
    const rare = rarestTerms(index, repairs, repairs.sections.find((s) => s.name === 'Costs')!);
    expect(rare.length).to.equal(RARE_TERMS);
    const terms = [...rare].filter((t) => t >= 0);
    expect(terms.length).to.be.above(0);
    expect(terms.map((t) => li.terms[t])).to.include('cost');
    for (let j = 1; j < terms.length; j++) expect(li.idf[terms[j - 1]]).to.be.at.least(li.idf[terms[j]]);
    // Every term is one the section holds: its doc is among the term's postings.
    const doc = li.docOf.get(repairs.sections.find((s) => s.name === 'Costs')!)!;
    for (const t of terms) expect([...li.postDocs.subarray(li.offsets[t], li.offsets[t + 1])]).to.include(doc);
  });
});

describe('orderAfterAnswer', () => {
  it('lists the page the answer links to (its price list) before an unrelated page of about the same score', () => {
    const listed = orderAfterAnswer(index, [hit('/en/repairs/', 1), hit('/en/team/', 0.5), hit('/en/prices/', 0.45)], { lang: 'en' }, kindOf, none);
    expect(paths(listed)).to.deep.equal(['/en/repairs/', '/en/prices/', '/en/team/']);
    // The shown scores never rise down the list.
    expect(listed.map((h) => h.score)).to.deep.equal([1, 0.45, 0.45]);
  });

  it('keeps the engine order when the unrelated page scores far higher (below a rival answer), and never moves the first page', () => {
    const listed = orderAfterAnswer(index, [hit('/en/repairs/', 1), hit('/en/team/', 0.7), hit('/en/prices/', 0.2)], { lang: 'en' }, kindOf, none);
    expect(paths(listed)).to.deep.equal(['/en/repairs/', '/en/team/', '/en/prices/']);
  });

  it('keeps a page a rule of rerank placed (pinned) where the rule put it, while the others move around it', () => {
    const listed = [hit('/en/repairs/', 1), hit('/en/team/', 0.5), hit('/en/prices/', 0.45)];
    const pinned: ReadonlySet<Page> = new Set([listed[1].page]);
    expect(paths(orderAfterAnswer(index, listed, { lang: 'en' }, kindOf, pinned))).to.deep.equal(['/en/repairs/', '/en/team/', '/en/prices/']);
  });

  it('lifts the home page under an hours question, where it is learned to tell the hours', () => {
    const listed = [hit('/en/repairs/', 1), hit('/en/team/', 0.5), hit('/en/', 0.45)];
    expect(paths(orderAfterAnswer(index, listed.slice(), { lang: 'en' }, kindOf, none))[1]).to.equal('/en/team/');
    expect(paths(orderAfterAnswer(index, listed.slice(), { lang: 'en', hours: true }, kindOf, none))[1]).to.equal('/en/');
  });

  it('keeps a rival answer (a page scoring three quarters of the first or more) in its place, and moves a page just below that', () => {
    // The price list the answer links to is lifted above the team page at 0.74 of the first's score, not above it at 0.78.
    const after = (team: number) => paths(orderAfterAnswer(index, [hit('/en/repairs/', 1), hit('/en/team/', team), hit('/en/prices/', 0.7)], { lang: 'en' }, kindOf, none));
    expect(after(0.74)).to.deep.equal(['/en/repairs/', '/en/prices/', '/en/team/']);
    expect(after(0.78)).to.deep.equal(['/en/repairs/', '/en/team/', '/en/prices/']);
  });

  it('keeps a repeated section of a page in its place, or after its page when the page now comes later', () => {
    const listed = orderAfterAnswer(
      index,
      [hit('/en/repairs/', 1), hit('/en/team/', 0.5), hit('/en/repairs/', 0.48, 1), hit('/en/prices/', 0.45), hit('/en/prices/', 0.3, 1)],
      { lang: 'en' },
      kindOf,
      none,
    );
    expect(paths(listed)).to.deep.equal(['/en/repairs/', '/en/prices/', '/en/repairs/#s0', '/en/team/', '/en/prices/#s0']);
  });

  describe('translations and other languages held (seventy-fifth round)', () => {
    const bilingual = fixtureIndex([
      { path: '/en/tuning/', title: 'Tuning', intro: 'We tune harpsichords in meantone temperament.', translations: { de: '/de/stimmen/' } },
      { path: '/en/shop/', title: 'Shop', intro: 'Strings and rosin for sale.' },
      { path: '/en/meantone/', title: 'Temperaments', intro: 'Meantone on harpsichords, explained.' },
      { path: '/de/stimmen/', lang: 'de', title: 'Stimmen', intro: 'Wir stimmen Cembali.', translations: { en: '/en/tuning/' } },
      { path: '/de/laden/', lang: 'de', title: 'Laden', intro: 'Saiten und Kolophonium.' },
    ]);
    const at = (path: string, score: number): SearchHit => {
      const p = [...bilingual.byLang.values()].map((li) => li.introByPath.get(path)?.page).find(Boolean)!;
      return { page: p, section: p.sections[0], score, raw: score, terms: new Set(), viaTranslation: false, order: NO_ORDER, length: NO_LENGTH };
    };
    const kinds = (p: Page) => pageKind(bilingual, p, notInterface);

    it("keeps the answer's translation where the engine put it, and lifts the page that shares the answer's rarest terms", () => {
      const listed = orderAfterAnswer(bilingual, [at('/en/tuning/', 1), at('/de/stimmen/', 0.6), at('/en/shop/', 0.5), at('/en/meantone/', 0.45)], { lang: 'en' }, kinds, none);
      expect(paths(listed)).to.deep.equal(['/en/tuning/', '/de/stimmen/', '/en/meantone/', '/en/shop/']);
    });

    it("keeps a page in another language than the question's in its place while the others move around it", () => {
      const listed = orderAfterAnswer(bilingual, [at('/en/tuning/', 1), at('/en/shop/', 0.5), at('/de/laden/', 0.48), at('/en/meantone/', 0.45)], { lang: 'en' }, kinds, none);
      expect(paths(listed)).to.deep.equal(['/en/tuning/', '/en/meantone/', '/de/laden/', '/en/shop/']);
    });
  });
});
