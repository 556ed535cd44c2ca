import { expect } from 'chai';
import { namesWord } from '../../../server/search/word-sets.ts';
import { foldToken, tokenize } from '../../../server/search/analyzer.ts';
import { datesIn, headingIntent, headingPresent, monthOf, recencyFactor, sectionDates, todayOf, yearlessOf } from '../../../server/search/recency.ts';
import {
  asksAboutLife,
  asksOwnersLife,
  asksLifeStart,
  asksWho,
  asksWhoSomeoneIs,
  leansOnPrevious,
  namesPresent,
  prevWeight,
  questionStops,
  refersBack,
  refersToPerson,
  timeIntent,
  namesNewest,
  namedWords,
  greets,
  withoutGreeting,
  withoutIntensifiers,
  withoutOriginVerb,
  withoutPeriods,
} from '../../../server/search/question-words.ts';
import { conceptsOf, conceptsOfAll, conceptsOfWord, conceptWords, phraseConcepts, withSharedConcept } from '../../../server/search/concepts.ts';
import { CONCEPTS } from '../../../server/search/concept-lists.ts';
import { familyStems, retryForms } from '../../../server/search/word-forms.ts';
import { isInterfacePage, languageFactor, rerank, ONLY_IN_OTHER_LANGUAGE, ONLY_IN_OTHER_UNTRANSLATED, OTHER_LANGUAGE, titleCoverage, WEAK_CAP } from '../../../server/search/rerank.ts';
import type { Page, Section } from '../../../server/site/site-types.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { lexiconBuilds } from '../../../server/search/translation-lexicon.ts';
import { analyzerFor } from '../../../server/search/analyzer.ts';
import { isOverview } from '../../../server/search/overview-pages.ts';
import { asksWhatsOn, DATE_AHEAD, DATES_COUNTED, TIME_NAMED_FLOOR, timeHeaded, WHATS_ON_ALONE } from '../../../server/search/time-headings.ts';
import { sample } from '../../helpers/sites.ts';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../../server/site/load-site.ts';
import { atLeast, floorLanguages } from '../../../server/search/floor-pages.ts';
import { headedByQuestion, isQuestion } from '../../../server/search/question-headings.ts';
import { LIFE_FLOOR, LIFE_ONLY_FLOOR, namesOnlyLife, namesPrivateLife, withLifeStory } from '../../../server/search/life-story.ts';

const day = (iso: string) => todayOf(iso);

describe('headingIntent', () => {
  const section = (name: string, level = 2) => ({ name, level }) as Section;
  const page = (lang: string) => ({ lang }) as Page;
  it('reads the time a heading names, in the page language; a page title is not a heading', () => {
    expect(headingIntent(page('en'), section('Coming up'))).to.equal('future');
    expect(headingIntent(page('de'), section('Demnächst'))).to.equal('future');
    expect(headingIntent(page('en'), section('Now on: Earth colours'))).to.equal('recent');
    expect(headingIntent(page('en'), section('The concert'))).to.equal(undefined);
    expect(headingIntent(page('en'), section('Upcoming', 1))).to.equal(undefined);
  });
});

describe('headingPresent', () => {
  const section = (name: string, level = 2) => ({ name, level }) as Section;
  const page = (lang: string) => ({ lang }) as Page;
  it('reads a heading that names the present, in the page language', () => {
    expect(headingPresent(page('en'), section('In the studio right now'))).to.equal(true);
    expect(headingPresent(page('de'), section('Gerade in der Werft'))).to.equal(true);
    expect(headingPresent(page('en'), section('Latest news'))).to.equal(false);
    expect(headingPresent(page('en'), section('Now', 1))).to.equal(false);
  });
});

describe('namesPresent', () => {
  it('tells "now" questions from "latest" ones', () => {
    expect(namesPresent(['what', 'are', 'you', 'working', 'on', 'now'], ['en'])).to.equal(true);
    expect(namesPresent(['was', 'steht', 'gerade', 'in', 'der', 'halle'], ['de'])).to.equal(true);
    expect(namesPresent(['when', 'was', 'the', 'last', 'firing'], ['en'])).to.equal(false);
  });
  it('reads "at the moment" and "im Moment" as now, and as a time question; "capture the moment" is no time', () => {
    expect(namesPresent(['where', 'is', 'she', 'at', 'the', 'moment'], ['en'])).to.equal(true);
    expect(timeIntent(['was', 'macht', 'sie', 'im', 'moment'], ['de'])).to.equal('recent');
    expect(withoutPeriods(['was', 'macht', 'sie', 'im', 'moment'], ['de'])).to.deep.equal(['was', 'macht', 'sie', 'im']);
    expect(timeIntent(['capture', 'the', 'moment'], ['en'])).to.equal(undefined);
    expect(namesPresent(['capture', 'the', 'moment'], ['en'])).to.equal(false);
  });
});

describe('datesIn', () => {
  it('reads ISO, German and English dates and bare years', () => {
    expect(datesIn('from 2027-01-14')).to.deep.equal([day('2027-01-14')]);
    expect(datesIn('14. Januar 2027')).to.deep.equal([day('2027-01-14')]);
    expect(datesIn('14 January to 21 March 2027')).to.include(day('2027-03-21'));
    expect(datesIn('January 14, 2027')).to.deep.equal([day('2027-01-14')]);
    expect(datesIn('since 2011')).to.deep.equal([day('2011-07-01')]);
    expect(datesIn('no dates, 150 prints')).to.deep.equal([]);
  });

  it("reads a day without a year ('24 December', '24. Dezember') only with the page's date: the year nearest it, or under a list of what is coming the next such day", () => {
    const written = day('2026-11-24');
    expect(datesIn('24 December–4 January: closed')).to.deep.equal([]);
    expect(datesIn('24 December–4 January: closed', { reference: written, ahead: true })).to.deep.equal([day('2026-12-24'), day('2027-01-04')]);
    expect(datesIn('24. Dezember bis 4. Januar', { reference: written, ahead: false })).to.deep.equal([day('2026-12-24'), day('2027-01-04')]);
    // A past event in a list of what was: the nearest year; in a list of what is coming: the next one.
    expect(datesIn('3 May: open day', { reference: written, ahead: false })).to.deep.equal([day('2027-05-03')]);
    expect(datesIn('12 October: open day', { reference: written, ahead: false })).to.deep.equal([day('2026-10-12')]);
    expect(datesIn('12 October: open day', { reference: written, ahead: true })).to.deep.equal([day('2027-10-12')]);
    // Under a heading of what was, the last such day.
    expect(datesIn('12 March: open day', { reference: written, ahead: false, behind: true })).to.deep.equal([day('2026-03-12')]);
    expect(yearlessOf({ updated: '2026-11-24' } as never, false, 'Past events')?.behind).to.equal(true);
    expect(yearlessOf({ updated: '2026-11-24' } as never, false, 'Vergangene Termine')?.behind).to.equal(true);
    expect(yearlessOf({ updated: '2026-11-24' } as never, false, 'Kurse')?.behind).to.equal(false);
    // A day with its year is read once, as written.
    expect(datesIn('14 January 2027', { reference: written, ahead: true })).to.deep.equal([day('2027-01-14')]);
  });

  it('reads no day without a year from a lower-case month word ("children aged 3 may join", "10 mar"), as months are written capitalised', () => {
    const written = { reference: day('2026-11-24'), ahead: false };
    expect(datesIn('Children aged 3 may join with a parent.', written)).to.deep.equal([]);
    expect(datesIn('Open 1 May; children aged 3 may join.', written)).to.deep.equal([day('2027-05-01')]);
    expect(datesIn('GESCHLOSSEN AM 24. DEZEMBER', written)).to.deep.equal([day('2026-12-24')]);
  });

  it('reads month names in any case, umlauts too (the pattern runs on lower-cased text)', () => {
    expect(datesIn('OPENING 14 JANUARY 2027')).to.deep.equal([day('2027-01-14')]);
    expect(datesIn('3. März 2026 und 1. MÄRZ 2027')).to.deep.equal([day('2026-03-03'), day('2027-03-01')]);
    expect(datesIn('Dezember 2026')).to.deep.equal([day('2026-12-15')]);
  });
});

describe('monthOf', () => {
  it('reads English and German month names and their abbreviations, folded', () => {
    expect(monthOf('june')).to.equal(6);
    expect(monthOf('märz')).to.equal(3);
    expect(monthOf('okt')).to.equal(10);
    expect(monthOf('monday')).to.equal(undefined);
    expect(monthOf('constructor')).to.equal(undefined);
  });
});

describe('sectionDates', () => {
  it("reads a section's dates, those its index found when given, else the page's date for a section that names none", () => {
    const dated = { updated: '2026-05-02' } as unknown as Page;
    expect(sectionDates(dated, { name: 'Opening', text: '14 January 2027' } as Section)).to.deep.equal([day('2027-01-14')]);
    expect(sectionDates(dated, { name: 'Notes', text: 'no date' } as Section)).to.deep.equal([day('2026-05-02')]);
    expect(sectionDates(dated, { name: 'Notes', text: 'no date' } as Section, [day('2020-01-01')])).to.deep.equal([day('2020-01-01')]);
  });
});

describe('recencyFactor', () => {
  const page = { updated: undefined } as unknown as Page;
  const section = (text: string) => ({ name: '', text }) as Section;
  it('lifts a date ahead for "next" and lowers only-past dates', () => {
    const today = day('2026-11-23');
    expect(recencyFactor(page, section('opens 2027-02-01'), 'future', today)).to.be.above(1);
    expect(recencyFactor(page, section('closed 2024-02-01'), 'future', today)).to.be.below(1);
    expect(recencyFactor(page, section('no date'), 'future', today)).to.equal(1);
  });
  it('prefers the newer date for "latest"', () => {
    const today = day('2026-11-23');
    expect(recencyFactor(page, section('2026-10-01'), 'recent', today)).to.be.above(recencyFactor(page, section('2019-10-01'), 'recent', today));
  });
  it('reads a date due within the year as under way for "now", not for "latest"', () => {
    const today = day('2026-11-23');
    const due = section('built in 1911, back in the water on 2027-05-08');
    expect(recencyFactor(page, due, 'recent', today, true)).to.be.above(1.2);
    expect(recencyFactor(page, due, 'recent', today)).to.be.below(0.9);
  });
  it('lifts a section headed by the present for "now" only', () => {
    const today = day('2026-11-23');
    const headed = { name: 'In the yard right now', level: 2, text: 'the cutter' } as Section;
    const plain = { name: 'The yard', level: 2, text: 'the cutter' } as Section;
    const page = { lang: 'en', updated: undefined } as unknown as Page;
    expect(recencyFactor(page, headed, 'recent', today, true)).to.be.above(recencyFactor(page, plain, 'recent', today, true));
    expect(recencyFactor(page, headed, 'recent', today)).to.equal(recencyFactor(page, plain, 'recent', today));
  });
});

describe('namesNewest', () => {
  it('reads "latest", "neueste", "letzte" as asking for the newest thing, not "current", "aktuelle" or "new"', () => {
    expect(namesNewest(['her', 'latest', 'story'], ['en'])).to.equal(true);
    expect(namesNewest(['der', 'neueste', 'beitrag'], ['de'])).to.equal(true);
    expect(namesNewest(['current', 'exhibition'], ['en'])).to.equal(false);
    expect(namesNewest(['aktuelle', 'ausstellung'], ['de'])).to.equal(false);
    expect(namesNewest(['new', 'prints'], ['en'])).to.equal(false);
  });
});

describe('timeIntent', () => {
  it('reads next/nächste as future and latest/aktuelle as recent', () => {
    expect(timeIntent(['next', 'show'], ['en'])).to.equal('future');
    expect(timeIntent(['nächste'], ['de'])).to.equal('future');
    expect(timeIntent(['aktuelle'], ['de'])).to.equal('recent');
    expect(timeIntent(['show'], ['en', 'de'])).to.equal(undefined);
  });
  it('reads a day of the week named from today ("this Saturday", "diesen Samstag") as a stretch ahead, not "on Saturday" or "am Samstag"', () => {
    expect(timeIntent(['is', 'anything', 'happening', 'this', 'saturday'], ['en'])).to.equal('future');
    expect(withoutPeriods(['is', 'anything', 'happening', 'this', 'saturday'], ['en'])).to.deep.equal(['is', 'anything', 'happening', 'this']);
    expect(timeIntent(['ist', 'diesen', 'samstag', 'etwas', 'los'], ['de'])).to.equal('future');
    expect(timeIntent(['are', 'you', 'open', 'on', 'saturday'], ['en'])).to.equal(undefined);
    expect(timeIntent(['haben', 'sie', 'am', 'samstag', 'geoffnet'], ['de'])).to.equal(undefined);
  });
  it('reads "this year" in a question asked in the past as no time ahead, in the language of the period\'s words ("was" of German is "what")', () => {
    expect(timeIntent(['when', 'did', 'the', 'cows', 'come', 'down', 'this', 'year'], ['en', 'de'])).to.equal(undefined);
    expect(timeIntent(['when', 'was', 'the', 'pumpkin', 'festival', 'this', 'year'], ['en', 'de'])).to.equal(undefined);
    expect(timeIntent(['wann', 'war', 'die', 'lese', 'dieses', 'jahr', 'zu', 'ende'], ['de', 'en'])).to.equal(undefined);
    expect(timeIntent(['when', 'is', 'the', 'pumpkin', 'festival', 'this', 'year'], ['en', 'de'])).to.equal('future');
    expect(timeIntent(['was', 'ist', 'diese', 'woche', 'los'], ['de', 'en'])).to.equal('future');
    // "was there" and "gab es", "had" and "hatte", "took place" and "fand statt": each past has its counterpart.
    expect(timeIntent(['was', 'there', 'a', 'pumpkin', 'festival', 'this', 'year'], ['en', 'de'])).to.equal(undefined);
    expect(timeIntent(['gab', 'es', 'dieses', 'jahr', 'ein', 'kurbisfest'], ['de', 'en'])).to.equal(undefined);
    expect(timeIntent(['how', 'many', 'visitors', 'had', 'the', 'fair', 'this', 'year'], ['en', 'de'])).to.equal(undefined);
    expect(timeIntent(['when', 'the', 'fair', 'took', 'place', 'this', 'year'], ['en', 'de'])).to.equal(undefined);
    expect(timeIntent(['gibt', 'es', 'dieses', 'jahr', 'ein', 'kurbisfest'], ['de', 'en'])).to.equal('future');
  });
  it('reads "am Samstag", "on Saturday" as the coming one when the question asks what is on ("Was ist am Samstag los?")', () => {
    expect(timeIntent(['was', 'ist', 'am', 'samstag', 'los'], ['de'])).to.equal('future');
    expect(withoutPeriods(['was', 'ist', 'am', 'samstag', 'bei', 'euch', 'los'], ['de'])).to.deep.equal(['was', 'ist', 'am', 'bei', 'euch', 'los']);
    expect(timeIntent(['what', 's', 'happening', 'on', 'saturday'], ['en'])).to.equal('future');
    expect(withoutPeriods(['haben', 'sie', 'am', 'samstag', 'geoffnet'], ['de'])).to.deep.equal(['haben', 'sie', 'am', 'samstag', 'geoffnet']);
  });
  it('reads "last summer", "letztes Jahr" as a stretch of the past, not as "latest"', () => {
    expect(timeIntent(['what', 'happened', 'last', 'summer'], ['en'])).to.equal(undefined);
    expect(timeIntent(['was', 'war', 'letztes', 'jahr'], ['de'])).to.equal(undefined);
    expect(timeIntent(['the', 'last', 'concert'], ['en'])).to.equal('recent');
  });
  it('reads "last" and "letzte" as recent ("when was the last firing")', () => {
    expect(timeIntent(['when', 'was', 'the', 'last', 'firing'], ['en'])).to.equal('recent');
    expect(timeIntent(['letzte', 'brand'], ['de'])).to.equal('recent');
  });
});

describe('questionStops', () => {
  it('holds chatty words but not the verbs that go with answers', () => {
    expect(questionStops('en').has('whether')).to.equal(true);
    expect(questionStops('de').has('bekommen')).to.equal(true);
    expect(questionStops('en').has('won')).to.equal(false);
    expect(questionStops('de').has('gewonnen')).to.equal(false);
    expect(questionStops('xx').size).to.equal(0);
    for (const word of ['wer', 'beim', 'warum', 'einfach']) expect(questionStops('de').has(word), word).to.equal(true);
    expect(questionStops('en').has('somehow')).to.equal(true);
    // Words that only strengthen or soften ("especially", "still", "besonders", "trotzdem").
    for (const word of ['especially', 'still', 'always']) expect(questionStops('en').has(word), word).to.equal(true);
    for (const word of ['besonders', 'trotzdem', 'immer']) expect(questionStops('de').has(word), word).to.equal(true);
    // Verbs that stand in for any other.
    for (const word of ['made', 'make']) expect(questionStops('en').has(word), word).to.equal(true);
    for (const word of ['gemacht', 'machen']) expect(questionStops('de').has(word), word).to.equal(true);
    // Forms of haben, sein and the modal verbs that the German stop-word list lacks.
    for (const word of ['habt', 'hast', 'seid', 'könnt', 'möchten']) expect(questionStops('de').has(word), word).to.equal(true);
    // "Tell me about …", "Wie heißt …?", and coming, which like going asks for a visit.
    for (const word of ['tell', 'come']) expect(questionStops('en').has(word), word).to.equal(true);
    // What an apostrophe leaves of a contraction (we're, I've, don't) is no word.
    for (const word of ['re', 've', 'll', 'don', 'isn']) expect(questionStops('en').has(word), word).to.equal(true);
    for (const word of ['erzähl', 'heißt', 'kommt']) expect(questionStops('de').has(foldToken(word)), word).to.equal(true);
  });
  it('holds the conversational fillers of a chatty question ("honestly", "lol"; "ehrlich gesagt", "echt", "überhaupt")', () => {
    for (const word of ['honestly', 'lol', 'ugh', 'okay']) expect(questionStops('en').has(word), word).to.equal(true);
    for (const word of ['ehrlich', 'gesagt', 'echt', 'überhaupt', 'bisschen', 'schon']) expect(questionStops('de').has(foldToken(word)), word).to.equal(true);
    // "a bit" is left: a bit is also a tool.
    expect(questionStops('en').has('bit')).to.equal(false);
  });
  it('holds "geht", "gehen", "klappt" ("geht das bei euch?"): whether a thing can be done, as English "go"', () => {
    for (const word of ['geht', 'gehen', 'klappt']) expect(questionStops('de').has(word), word).to.equal(true);
    const dancing = loadSite(fileURLToPath(new URL('../../../bench/eval/twenty-third-site', import.meta.url))).search;
    const query = 'Wir suchen für unseren Verein einen Raum für eine Yogagruppe, einmal die Woche abends, geht das bei euch?';
    expect(searchIndex(dancing, { query, lang: 'de', today: '2026-11-26' }).hits[0].page.path).to.equal('/de/saalvermietung/');
  });
  it('holds "offer", "help" and "bieten … an" ("Do you offer …?", "do you help with that?", "Bieten Sie … an?"): whether the owner does a thing, as "make" and "machen"', () => {
    for (const word of ['offer', 'help']) expect(questionStops('en').has(word), word).to.equal(true);
    for (const word of ['bieten', 'bietet', 'anbieten']) expect(questionStops('de').has(word), word).to.equal(true);
    const filmmaker = loadSite(fileURLToPath(new URL('../../../bench/eval/thirtieth-site', import.meta.url))).search;
    // With "bieten" a word of the topic the home page came first; the services and the prices both say what subtitles cost.
    expect(searchIndex(filmmaker, { query: 'Bieten Sie Untertitel für Gehörlose an?', lang: 'de', today: '2026-11-26' }).hits[0].page.path).to.be.oneOf(['/de/leistungen/', '/de/preise/']);
  });
  it('keeps "offers", mostly the noun ("Are your offers binding?", "any special offers?"), a word of the topic', () => {
    expect(questionStops('en').has('offers')).to.equal(false);
    const filmmaker = loadSite(fileURLToPath(new URL('../../../bench/eval/thirtieth-site', import.meta.url))).search;
    // As a chatty word the services and the terms' scope came first, the terms' "Offers" nowhere in the top four.
    expect(searchIndex(filmmaker, { query: 'Are your offers binding?', lang: 'en', today: '2026-11-26' }).hits[0].section.name).to.equal('Offers');
  });
  it('holds "bought", "gekauft": a purchase already made is the story, not a wish to buy', () => {
    expect(questionStops('en').has('bought')).to.equal(true);
    expect(questionStops('de').has('gekauft')).to.equal(true);
    expect(questionStops('en').has('buy')).to.equal(false);
  });
  it('holds every form of "suche" and "brauche" ("wir suchen", "ich bräuchte"): a need said, not what is needed', () => {
    for (const word of ['suche', 'suchen', 'sucht', 'brauche', 'brauchen', 'braucht', 'bräuchte']) expect(questionStops('de').has(foldToken(word)), word).to.equal(true);
    const gardens = loadSite(fileURLToPath(new URL('../../../bench/eval/thirteenth-site', import.meta.url))).search;
    const query = 'Eigentlich möchte ich meinen Garten selbst anlegen, ich bräuchte nur einen richtig guten Plan dafür. Geht das bei Ihnen?';
    expect(searchIndex(gardens, { query, lang: 'de', today: '2026-11-26' }).hits[0].page.path).to.equal('/de/gartenplanung/');
  });
  it('lets a question with a filler find its point: "ehrlich gesagt Bammel vor Lawinen – wo fang ich an?" lists the courses first (the sixth development site)', () => {
    const mountains = loadSite(fileURLToPath(new URL('../../../bench/eval/sixth-site', import.meta.url))).search;
    const query = 'Ich hab noch nie so ein Piepsgerät benutzt und ehrlich gesagt Bammel vor Lawinen – wo fang ich an?';
    expect(searchIndex(mountains, { query, lang: 'de', today: '2026-11-26' }).hits[0].page.path).to.equal('/de/kurse/');
  });
});

describe('prevWeight', () => {
  it('falls as the current question says more', () => {
    expect(prevWeight(0)).to.be.above(prevWeight(1));
    expect(prevWeight(1)).to.be.above(prevWeight(2));
    expect(prevWeight(2)).to.be.above(prevWeight(5));
  });
});

describe('conceptsOf', () => {
  it("finds a word's concept in either language, and its words in the other", () => {
    const [id] = conceptsOf('fees', 'fee', 'en');
    expect(id).to.be.a('number');
    expect(conceptsOf('honorar', 'honorar', 'de')).to.include(id);
    expect(conceptWords(id, 'de')).to.include('honorar');
  });
  it('reads phrases of several words', () => {
    expect(phraseConcepts(['where', 'see', 'her', 'work'], ['en']).length).to.equal(1);
  });
  it('reads an everyday word by no concept of a listed word of another sense that Porter2 stems alike (presenter, organizer, hospitality, international, personalized)', () => {
    const of = (word: string) => conceptsOf(word, analyzerFor('en').stem(word), 'en');
    for (const word of ['present', 'organic', 'hospital']) expect(of(word), word).to.deep.equal([]);
    expect(of('interns')).to.deep.equal(conceptsOfWord('apprentice'));
    expect(of('personal')).to.deep.equal(conceptsOfWord('participants'));
  });
  it('reads a forgotten or missed appointment as the cancellation concept ("Was kostet es, wenn ich einen Termin vergesse?": the terms on missed appointments)', () => {
    const [id] = conceptsOf('stornieren', analyzerFor('de').stem('stornieren'), 'de');
    for (const word of ['vergesse', 'versäumt']) expect(conceptsOf(word, analyzerFor('de').stem(word), 'de'), word).to.include(id);
    expect(conceptsOf('forgot', analyzerFor('en').stem('forgot'), 'en')).to.include(id);
  });
  it('reads the German verb of giving a present as the gift concept ("Kann ich ihr Training schenken?": the voucher page)', () => {
    const [id] = conceptsOf('gutschein', 'gutschein', 'de');
    for (const verb of ['schenken', 'schenke']) expect(conceptsOf(verb, analyzerFor('de').stem(verb), 'de'), verb).to.include(id);
    expect(conceptWords(id, 'en')).to.include('voucher');
  });
});

describe('conceptsOfWord', () => {
  it('gives the concepts a listed word belongs to, in any language, and none for an unlisted word', () => {
    const [id] = conceptsOfWord('Honorar');
    expect(conceptWords(id, 'en')).to.include('fee');
    expect(conceptsOfWord('teenagers').length).to.equal(1);
    expect(conceptsOfWord('zzzz')).to.deep.equal([]);
  });
});

describe('conceptsOfAll', () => {
  it('gives the concepts every listed word belongs to: "children" and "teenagers" name young people, not the family', () => {
    expect(conceptsOfWord('children').length).to.be.greaterThan(1);
    const ids = conceptsOfAll(['children', 'teenagers']);
    expect(ids).to.deep.equal(conceptsOfWord('teenagers'));
    expect(conceptsOfAll(['children', 'zzzz'])).to.deep.equal([]);
    expect(conceptsOfAll([])).to.deep.equal([]);
  });
});

describe('conceptWords', () => {
  it('gives a listed word written with a hyphen as the one word tokenize indexes ("step-free" as stepfree), so it can match', () => {
    const [id] = conceptsOfWord('wheelchair');
    expect(conceptWords(id, 'en')).to.include('stepfree');
    expect(conceptWords(id, 'en').some((w) => /[-'’]/.test(w))).to.equal(false);
    expect(conceptsOfWord('step-free')).to.deep.equal(conceptsOfWord('stepfree'));
  });
  it('lists no word with a space: tokenize never makes one token of two words, so it could never match (a phrase goes in `phrases`)', () => {
    for (const concept of CONCEPTS) for (const [lang, words] of Object.entries(concept.words)) for (const word of words) expect(word, `${lang}: ${word}`).to.not.match(/\s/);
  });
});

describe('withSharedConcept', () => {
  it('adds the concept a constant word list shares, once, to the concepts already asked', () => {
    const words = ['children', 'teenagers'];
    const young = conceptsOfAll(words);
    const asked = [999];
    expect(withSharedConcept(asked, words)).to.equal(asked);
    expect(asked).to.deep.equal([999, ...young]);
    expect(withSharedConcept(asked, words)).to.deep.equal([999, ...young]);
  });
});

describe('retryForms', () => {
  it('tries umlauts for ae/oe/ue and the word without an ending', () => {
    expect(retryForms('pruefung', 'de')).to.include('prüfung');
    expect(retryForms('handys', 'de')).to.include('handy');
    expect(retryForms('exhibited', 'en')).to.include('exhibit');
  });
});

describe('familyStems', () => {
  const stem = (w: string) => analyzerFor('de').stem(w);
  it("gives a German verb's infinitive stem for its inflected forms, and a loanword's plural for its singular, both ways", () => {
    expect(familyStems(stem('kostet'), 'de')).to.include(stem('kosten'));
    expect(familyStems(stem('gespielt'), 'de')).to.include(stem('spielen'));
    expect(familyStems(stem('spielte'), 'de')).to.include(stem('spielen'));
    expect(familyStems(stem('kosten'), 'de')).to.include(stem('kostet'));
    expect(familyStems(stem('CD'.toLowerCase()), 'de')).to.include(stem('cds'));
    expect(familyStems(stem('fotos'), 'de')).to.include(stem('foto'));
  });
  it("gives a feminine trade name's plural and masculine (Pflegerin, Pflegerinnen, Pfleger; Fotografin, Fotograf), not a masculine's feminine", () => {
    expect(familyStems(stem('pflegerinnen'), 'de')).to.include.members([stem('pflegerin'), stem('pfleger')]);
    expect(familyStems(stem('pflegerin'), 'de')).to.include.members([stem('pflegerinnen'), stem('pfleger')]);
    expect(familyStems(stem('fotografin'), 'de')).to.include(stem('fotograf'));
    expect(familyStems(stem('hund'), 'de')).to.not.include(stem('hündin'));
  });
  it("gives an English person noun's office (agent -> agency), not the other way", () => {
    const en = (w: string) => analyzerFor('en').stem(w);
    expect(familyStems(en('agent'), 'en')).to.deep.equal([en('agency')]);
    expect(familyStems(en('agency'), 'en')).to.deep.equal([]);
    expect(familyStems('play', 'en')).to.deep.equal([]);
  });
  it('gives nothing in a language without them', () => {
    expect(familyStems('spelen', 'nl')).to.deep.equal([]);
  });
});

describe('isInterfacePage', () => {
  it("is true for the developer page, generated pages and the footer's legal notice and privacy statement", () => {
    expect(isInterfacePage({ type: 'TechArticle', optional: false, title: 'Developers', lang: 'en' } as Page)).to.equal(true);
    expect(isInterfacePage({ type: 'WebPage', optional: true, title: 'Privacy', lang: 'en' } as Page)).to.equal(true);
    expect(isInterfacePage({ type: 'WebPage', optional: true, title: 'Impressum', lang: 'de' } as Page)).to.equal(true);
    expect(isInterfacePage({ type: 'WebPage', optional: false, title: 'About', lang: 'en' } as Page)).to.equal(false);
  });
  it("is false for the owner's own terms in the footer: they answer visitors' questions", () => {
    expect(isInterfacePage({ type: 'WebPage', optional: true, title: 'Terms of sale', lang: 'en' } as Page)).to.equal(false);
    expect(isInterfacePage({ type: 'WebPage', optional: true, title: 'Unterrichtsbedingungen', lang: 'de' } as Page)).to.equal(false);
  });
  it('ranks low under a question that speaks of the owner by a pronoun, whatever interface word it shares ("Does she have an agent?")', () => {
    const index = fixtureIndex([
      { path: '/en/developers/', type: 'TechArticle', title: 'Agents and developers', intro: 'AI agents read this site through the agent interface: agent tools and agent search.' },
      { path: '/en/contact/', title: 'Contact', intro: 'Write to me.', sections: [['Representation', 'My agent, Nordlicht in Hamburg, handles licences.']] },
    ]);
    const first = (query: string) => searchIndex(index, { query, lang: 'en' }).hits[0].page.path;
    expect(first('Does she have an agent?')).to.equal('/en/contact/');
    expect(first('How does an agent read the site?')).to.equal('/en/developers/');
  });
  it('ranks below the page that names the office when the owner is asked about by a pronoun (the sample: "agent" on the developer page, "agency" on contact and about)', () => {
    const paths = searchIndex(sample().search, { query: 'Does she have an agent?', lang: 'en', subject: sample().person?.name }).hits.map((h) => h.page.path);
    expect(paths.slice(0, 2)).to.have.members(['/en/contact/', '/en/about/']);
    expect(paths.indexOf('/en/developers/')).to.satisfy((i: number) => i === -1 || i >= 3);
  });
});

describe('refersToPerson', () => {
  it('reads pronouns that can only mean a third person; not German "sie" or "ihr", which also say "you"', () => {
    expect(refersToPerson(['does', 'she', 'have', 'an', 'agent'], ['en'])).to.equal(true);
    expect(refersToPerson(['hat', 'er', 'eine', 'agentur'], ['de'])).to.equal(true);
    expect(refersToPerson(['haben', 'sie', 'eine', 'api'], ['de'])).to.equal(false);
    expect(refersToPerson(['habt', 'ihr', 'eine', 'api'], ['de'])).to.equal(false);
  });
});

describe('languageFactor', () => {
  const page = (lang: string, translations: Record<string, string> = {}) => ({ lang, translations }) as Page;
  it('keeps the preferred language, lowers another most where a version in the preferred one exists', () => {
    expect(languageFactor(page('en'), 'en')).to.equal(1);
    expect(languageFactor(page('de'), undefined)).to.equal(1);
    expect(languageFactor(page('de', { en: '/en/x/' }), 'en')).to.equal(OTHER_LANGUAGE);
    expect(languageFactor(page('de'), 'en')).to.equal(ONLY_IN_OTHER_UNTRANSLATED);
    expect(ONLY_IN_OTHER_UNTRANSLATED).to.be.above(OTHER_LANGUAGE).and.below(1);
  });
  it("lifts a page with no version in the preferred language where the site's translations reached it", () => {
    expect(languageFactor(page('de'), 'en', true)).to.equal(ONLY_IN_OTHER_LANGUAGE);
    // Its words were matched only through the site's translations (TRANSLATION_WEIGHT): the factor makes up for that.
    expect(ONLY_IN_OTHER_LANGUAGE).to.be.above(1);
  });
});

describe('rerank', () => {
  it('reads the language preference from built lexicons only, once per language per rerank; it builds none', () => {
    const index = fixtureIndex(
      [
        { path: '/en/prints/', lang: 'en', title: 'Prints', translations: { de: '/de/drucke/' }, intro: 'Signed prints are sent as a parcel.' },
        { path: '/de/drucke/', lang: 'de', title: 'Drucke', translations: { en: '/en/prints/' }, intro: 'Signierte Drucke gehen als Paket.' },
        { path: '/de/sommerfest/', lang: 'de', title: 'Sommerfest', intro: 'Drucke und Paket zum Sommerfest.' },
        { path: '/de/markt/', lang: 'de', title: 'Markt', intro: 'Drucke auf dem Markt, ein Paket pro Stand.' },
      ],
      { warm: false },
    );
    const hits = searchIndex(index, { query: 'Drucke Paket', lang: 'de' }).hits;
    const german = hits.filter((h) => h.page.lang === 'de').length;
    expect(german).to.be.above(2);
    const stats = { reads: 0 };
    rerank(
      index,
      hits.map((h) => ({ ...h })),
      { lang: 'en', today: 0, limit: 10, weak: false, lexiconStats: stats },
    );
    expect(stats.reads).to.equal(1);
    expect(lexiconBuilds(index)).to.equal(0);
  });
});

describe('refersBack', () => {
  it('finds words that point back to the previous question, in the languages given', () => {
    expect(refersBack(['what', 'did', 'he', 'say'], ['en'])).to.equal(true);
    expect(refersBack(['wie', 'viel', 'kostet', 'das', 'dort'], ['de'])).to.equal(true);
    expect(refersBack(['tea', 'bowls'], ['en', 'de'])).to.equal(false);
  });
  it('reads a question that opens with "and", "und", "but" as one that continues the previous', () => {
    expect(refersBack(['und', 'wenn', 'das', 'boot', '14', 'meter', 'lang', 'ist'], ['de'])).to.equal(true);
    expect(refersBack(['but', 'for', 'adults'], ['en'])).to.equal(true);
    expect(refersBack(['tea', 'and', 'bowls'], ['en'])).to.equal(false);
  });
  it('reads German "das" with no noun after it (the question ends, or a stop word follows) as pointing back', () => {
    expect(refersBack(['was', 'kostet', 'das', 'im', 'monat'], ['de'])).to.equal(true);
    expect(refersBack(['kann', 'man', 'das', 'in', 'raten', 'zahlen'], ['de'])).to.equal(true);
    expect(refersBack(['wie', 'lange', 'dauert', 'das'], ['de'])).to.equal(true);
    // An article before its noun names something new.
    expect(refersBack(['was', 'kostet', 'das', 'boot'], ['de'])).to.equal(false);
    expect(refersBack(['was', 'kostet', 'das', 'im', 'monat'], ['en'])).to.equal(false);
  });
  it('makes the previous question weigh as if the current one said one word less', () => {
    expect(prevWeight(1, true)).to.equal(prevWeight(0));
    expect(prevWeight(2, true)).to.be.above(prevWeight(2));
  });
});

describe('asksWho', () => {
  it('is true for who/wer questions only', () => {
    expect(asksWho(['who', 'is', 'her', 'agent'], ['en'])).to.equal(true);
    expect(asksWho(['wer', 'hat', 'ihn', 'gebaut'], ['de'])).to.equal(true);
    expect(asksWho(['which', 'agency', 'represents', 'her'], ['en'])).to.equal(false);
  });
});

describe('asksOwnersLife', () => {
  it("reads a word of the owner's name where a life question has its pronoun, with a life word", () => {
    const owner = new Set(['dörte', 'brandt']);
    expect(asksOwnersLife(['is', 'dörte', 'married'], ['en'], owner)).to.equal(true);
    expect(asksOwnersLife(['wo', 'ist', 'dörte', 'brandt', 'aufgewachsen'], ['de'], owner)).to.equal(true);
    expect(asksOwnersLife(['is', 'she', 'married'], ['en'], owner)).to.equal(false);
    expect(asksOwnersLife(['what', 'does', 'dörte', 'charge'], ['en'], owner)).to.equal(false);
  });
  it("reads no stop word of the owner's name as naming her", () => {
    const owner = new Set(['maria', 'von', 'berg']);
    expect(asksOwnersLife(['wo', 'habt', 'ihr', 'das', 'von', 'gelernt'], ['de'], owner)).to.equal(false);
    expect(asksOwnersLife(['wo', 'hat', 'maria', 'von', 'berg', 'gelernt'], ['de'], owner)).to.equal(true);
  });
  it('lists the page about the owner first under a short life question that names her', () => {
    const index = fixtureIndex([
      { path: '/en/', title: 'Home', intro: 'Antenatal classes and aftercare in Hanover.' },
      { path: '/en/about/', title: 'About me', type: 'AboutPage', intro: 'I am Dörte Brandt, a midwife since 2009. I live with my husband and our two children in Linden.' },
      {
        path: '/en/projects/parents-course/',
        title: 'Parents course',
        intro: 'A course for parents who are married or not, in the Nordstadt: what changes when the baby comes, for couples and single parents alike.',
      },
    ]);
    const first = (query: string) => searchIndex(index, { query, lang: 'en', subject: 'Dörte Brandt', today: '2026-11-23' }).hits[0].page.path;
    // Without it the course for married parents comes first.
    expect(first('Is Dörte married?')).to.equal('/en/about/');
  });
});

describe('asksAboutLife', () => {
  it('needs a pronoun for a person and a word of a life story', () => {
    expect(asksAboutLife(['where', 'was', 'she', 'born'], ['en'])).to.equal(true);
    expect(asksAboutLife(['ist', 'er', 'verheiratet'], ['de'])).to.equal(true);
    // A site that says du to its visitors is asked so.
    expect(asksAboutLife(['wo', 'bist', 'du', 'aufgewachsen'], ['de'])).to.equal(true);
  });
  it('reads German "steht … an" (anstehen) as what is coming', () => {
    expect(timeIntent(['welche', 'termine', 'stehen', 'an'], ['de'])).to.equal('future');
    expect(timeIntent(['wo', 'stehen', 'die', 'völker'], ['de'])).to.equal(undefined);
    expect(asksAboutLife(['where', 'is', 'her', 'studio'], ['en'])).to.equal(false);
    expect(asksAboutLife(['where', 'was', 'the', 'cutter', 'born'], ['en'])).to.equal(false);
  });
  it('reads how a career began as a life question, with a pronoun; not the present "start" of something', () => {
    const t = (q: string) => tokenize(q, { joined: false });
    expect(asksAboutLife(t('When did she start?'), ['en'])).to.equal(true);
    expect(asksAboutLife(t('How long has he been doing this?'), ['en'])).to.equal(true);
    expect(asksAboutLife(t('Seit wann fotografiert sie?'), ['de'])).to.equal(true);
    expect(asksAboutLife(t('Wie lange macht sie das schon?'), ['de'])).to.equal(true);
    expect(asksLifeStart(t('Wann hat er angefangen?'), ['de'])).to.equal(true);
    expect(asksLifeStart(t('wie bist du zu dem gekommen was du heute machst?'), ['de'])).to.equal(true);
    expect(asksLifeStart(t('How did you get into woodturning?'), ['en'])).to.equal(true);
    expect(asksLifeStart(t('Wie komme ich zu euch?'), ['de'])).to.equal(false);
    expect(asksAboutLife(t('When does her course start?'), ['en'])).to.equal(false);
    expect(asksAboutLife(t('How long does her course take?'), ['en'])).to.equal(false);
    expect(asksLifeStart(t('Since when is the shop open?'), ['en'])).to.equal(true);
    expect(asksAboutLife(t('Since when is the shop open?'), ['en'])).to.equal(false);
  });
  it('reads where someone comes from as how a life began; not where a thing comes from', () => {
    const t = (q: string) => tokenize(q, { joined: false });
    expect(asksAboutLife(t('Where is she from?'), ['en'])).to.equal(true);
    expect(asksAboutLife(t('Woher kommt sie?'), ['de'])).to.equal(true);
    expect(asksAboutLife(t('Stammt er aus Hamburg?'), ['de'])).to.equal(true);
    expect(asksLifeStart(t('Woher kommt Ihr Gold?'), ['de'])).to.equal(false);
    expect(asksLifeStart(t('Where is her gold from?'), ['en'])).to.equal(false);
    expect(asksAboutLife(t('Where does he come from?'), ['en'])).to.equal(true);
    expect(asksLifeStart(t('Where does her clay come from?'), ['en'])).to.equal(false);
  });
  it('drops the verb of "where does she come from", not of where a thing comes from (withoutOriginVerb)', () => {
    const t = (q: string) => tokenize(q, { joined: false });
    expect(withoutOriginVerb(t('Where does she come from?'), ['en'])).to.deep.equal(['where', 'does', 'she', 'from']);
    const clay = t('Where does your clay come from?');
    expect(withoutOriginVerb(clay, ['en'])).to.equal(clay);
    const first = searchIndex(sample().search, { query: 'Where does she come from?', lang: 'en', subject: sample().person?.name }).hits.map((h) => h.page.path);
    expect(first.slice(0, 2)).to.include('/en/about/');
  });
  it('reads when someone founded or opened their business as how a career began; not when something opens', () => {
    const t = (q: string) => tokenize(q, { joined: false });
    expect(asksAboutLife(t('When did she open her own workshop?'), ['en'])).to.equal(true);
    expect(asksAboutLife(t('Wann hat sie ihre Werkstatt eröffnet?'), ['de'])).to.equal(true);
    expect(asksAboutLife(t('Wann wurde ihre Firma gegründet?'), ['de'])).to.equal(true);
    expect(asksLifeStart(t('When does her shop open?'), ['en'])).to.equal(false);
    expect(asksLifeStart(t('Wann wird die Ausstellung eröffnet?'), ['de'])).to.equal(false);
  });
  it('answers "Where is she from?" with the page about the owner, but not after "Who is …?" asked about someone else (the sample)', () => {
    const paths = (query: string, prev?: string[]) => searchIndex(sample().search, { query, prev, lang: 'en', subject: sample().person?.name }).hits.map((h) => h.page.path);
    expect(paths('Where is she from?').slice(0, 2)).to.include('/en/about/');
    expect(paths('Woher kommt sie?').slice(0, 2)).to.include('/en/about/');
  });
  it('reads a pronoun after "Who is …?" as that person, not the owner: no life rule lifts the page about the owner', () => {
    const index = fixtureIndex([
      { path: '/en/about/', type: 'AboutPage', title: 'About me', intro: 'I was born in Würzburg and founded the studio in 2015.' },
      {
        path: '/en/team/',
        title: 'Team',
        intro: 'The people of the studio.',
        sections: [['Tobias Kraemer', 'Tobias Kraemer, our foreman since 2016, comes from Ochsenfurt, where he trained as a gardener.']],
      },
    ]);
    const paths = (query: string, prev?: string[]) => searchIndex(index, { query, prev, lang: 'en', subject: 'Henrike Solms' }).hits.map((h) => h.page.path);
    expect(paths('where is he from?', ['Who is Tobias Kraemer?'])).to.deep.equal(['/en/team/']);
    expect(paths('where is she from?')[0]).to.equal('/en/about/');
  });
});

describe('asksWhoSomeoneIs', () => {
  it('reads a question that opens with "who is" and names someone', () => {
    expect(asksWhoSomeoneIs(['who', 'is', 'ragna'], ['en'])).to.equal(true);
    expect(asksWhoSomeoneIs(['wer', 'ist', 'paula', 'nguyen'], ['de'])).to.equal(true);
    expect(asksWhoSomeoneIs(['who', 'is'], ['en'])).to.equal(false);
    expect(asksWhoSomeoneIs(['who', 'built', 'the', 'boat'], ['en'])).to.equal(false);
  });
});

describe('leansOnPrevious', () => {
  it('is true for a few words or a word that points back, false for a question of its own', () => {
    expect(leansOnPrevious(['and', 'for', 'adults'], ['en'])).to.equal(true);
    expect(leansOnPrevious(['was', 'spielt', 'sie', 'da'], ['de'])).to.equal(true);
    expect(leansOnPrevious(['what', 'did', 'he', 'say', 'about', 'her', 'bowl'], ['en'])).to.equal(true);
    expect(leansOnPrevious(['are', 'the', 'books', 'signed', 'by', 'her'], ['en'])).to.equal(false);
  });
});

describe('withoutPeriods', () => {
  it('drops the period word of "this week", "diese Woche", "am Wochenende"; a period word alone stays', () => {
    expect(withoutPeriods(['is', 'there', 'a', 'concert', 'this', 'week'], ['en'])).to.deep.equal(['is', 'there', 'a', 'concert', 'this']);
    expect(withoutPeriods(['was', 'ist', 'am', 'wochenende', 'los'], ['de'])).to.deep.equal(['was', 'ist', 'am', 'los']);
    // A unit named back from today ("last year") is a date (asked-dates.ts), not a topic; a season stays a word.
    expect(withoutPeriods(['what', 'did', 'she', 'do', 'last', 'year'], ['en'])).to.deep.equal(['what', 'did', 'she', 'do', 'last']);
    expect(withoutPeriods(['was', 'war', 'letzten', 'monat'], ['de'])).to.deep.equal(['was', 'war', 'letzten']);
    expect(withoutPeriods(['photos', 'from', 'last', 'summer'], ['en'])).to.deep.equal(['photos', 'from', 'last', 'summer']);
    const plain = ['piano', 'week', 'in', 'summer'];
    expect(withoutPeriods(plain, ['en'])).to.equal(plain);
  });
  it('drops a word that puts the next one in the past ("past exhibitions", "frühere Ausstellungen"), not a last word ("her past")', () => {
    expect(withoutPeriods(['past', 'exhibitions'], ['en'])).to.deep.equal(['exhibitions']);
    expect(withoutPeriods(['frühere', 'ausstellungen'], ['de'])).to.deep.equal(['ausstellungen']);
    expect(withoutPeriods(['her', 'past'], ['en'])).to.deep.equal(['her', 'past']);
  });
  it('answers a past list with the page of the list, not a story that says "past shows" in passing (the sample)', () => {
    const first = (query: string, lang: string) => searchIndex(sample().search, { query, lang, subject: sample().person?.name }).hits[0].page.path;
    expect(first('past exhibitions', 'en')).to.equal('/en/exhibitions/');
    expect(first('vergangene Ausstellungen', 'de')).to.equal('/de/ausstellungen/');
  });
  it('makes the question one about what is ahead (timeIntent)', () => {
    expect(timeIntent(['concert', 'this', 'week'], ['en'])).to.equal('future');
    expect(timeIntent(['konzert', 'diese', 'woche'], ['de'])).to.equal('future');
    expect(timeIntent(['piano', 'week'], ['en'])).to.equal(undefined);
  });
});

describe('withoutGreeting', () => {
  it('drops a two-word greeting that opens the question, nothing else', () => {
    expect(withoutGreeting(['guten', 'tag', 'kann', 'man', 'vorbeikommen'], ['de'])).to.deep.equal(['kann', 'man', 'vorbeikommen']);
    expect(withoutGreeting(['good', 'morning', 'are', 'you', 'open'], ['en'])).to.deep.equal(['are', 'you', 'open']);
    expect(withoutGreeting(['tag', 'der', 'offenen', 'tür'], ['de'])).to.deep.equal(['tag', 'der', 'offenen', 'tür']);
    expect(withoutGreeting(['ein', 'guten', 'tag'], ['de'])).to.deep.equal(['ein', 'guten', 'tag']);
    expect(withoutGreeting(['good', 'day'], ['en'])).to.deep.equal(['good', 'day']);
  });
});

describe('greets', () => {
  it('reads a two-word greeting in the language given, wherever it stands, and not one word of it alone', () => {
    expect(greets('guten', 'morgen', ['de'])).to.equal(true);
    expect(greets('good', 'morning', ['en'])).to.equal(true);
    expect(greets('guten', 'morgen', ['en'])).to.equal(false);
    expect(greets('am', 'morgen', ['de'])).to.equal(false);
    expect(greets(undefined, 'morgen', ['de'])).to.equal(false);
  });
});

describe('withoutIntensifiers', () => {
  it('drops "well" in "as well", not elsewhere', () => {
    expect(withoutIntensifiers(['can', 'you', 'make', 'sails', 'as', 'well'], ['en'])).to.deep.equal(['can', 'you', 'make', 'sails', 'as']);
    expect(withoutIntensifiers(['the', 'old', 'well'], ['en'])).to.deep.equal(['the', 'old', 'well']);
  });
  it('drops "mehr" in "nicht mehr" and "longer" in "no longer" (de, en), not a quantity', () => {
    expect(withoutIntensifiers(['wenn', 'ich', 'den', 'grabstein', 'nicht', 'mehr', 'will'], ['de'])).to.deep.equal(['wenn', 'ich', 'den', 'grabstein', 'nicht', 'will']);
    expect(withoutIntensifiers(['if', 'we', 'no', 'longer', 'need', 'it'], ['en'])).to.deep.equal(['if', 'we', 'no', 'need', 'it']);
    expect(withoutIntensifiers(['kostet', 'das', 'mehr'], ['de'])).to.deep.equal(['kostet', 'das', 'mehr']);
  });
  it('drops "right" before now/away (en) and "genau" before jetzt (de), nothing else', () => {
    expect(withoutIntensifiers(['what', 'is', 'on', 'right', 'now'], ['en'])).to.deep.equal(['what', 'is', 'on', 'now']);
    expect(withoutIntensifiers(['genau', 'jetzt', 'offen'], ['de'])).to.deep.equal(['jetzt', 'offen']);
    const plain = ['image', 'right', 'credit'];
    expect(withoutIntensifiers(plain, ['en'])).to.equal(plain);
    expect(withoutIntensifiers(['right', 'now'], ['de'])).to.deep.equal(['right', 'now']);
  });
  it('takes the names of Object.prototype as plain words', () => {
    for (const name of Object.getOwnPropertyNames(Object.prototype)) {
      expect(withoutIntensifiers([name, 'now'], ['en', 'de'])).to.deep.equal([name, 'now']);
    }
  });
});

describe('titleCoverage', () => {
  const page = (title: string, lang = 'en') => ({ title, lang }) as Page;
  it('is 1 when the question names the whole title, else 0', () => {
    expect(titleCoverage(page('Exhibitions'), new Set(['exhibit', 'schwerin']))).to.equal(1);
    expect(titleCoverage(page('Ausstellungen', 'de'), new Set(['ausstell']))).to.equal(1);
    expect(titleCoverage(page('Kössern kiln'), new Set(['kiln']))).to.equal(0);
    expect(titleCoverage(page('Press'), new Set(['contact']))).to.equal(0);
  });
});

describe('isOverview', () => {
  const page = (path: string, type: string, links: string[]) => ({ path, lang: 'en', type, sections: [{ markdown: links.map((l) => `[x](${l})`).join(' ') }] }) as unknown as Page;
  it('a list type is an overview', () => {
    expect(isOverview(page('/en/journal/', 'Blog', []))).to.equal(true);
    expect(isOverview(page('/en/works/', 'CollectionPage', []))).to.equal(true);
  });
  it('a page that links to three pages under its address is one, whatever its type; fewer, or links elsewhere, are not', () => {
    expect(isOverview(page('/en/journal/', 'WebPage', ['/en/journal/a/', '/en/journal/b', '/en/journal/c/']))).to.equal(true);
    expect(isOverview(page('/en/journal/', 'WebPage', ['/en/journal/a/', '/en/journal/b/', '/en/journal/a/']))).to.equal(false);
    expect(isOverview(page('/en/about/', 'AboutPage', ['/en/press/', '/en/awards/', '/en/contact/']))).to.equal(false);
  });
  it('the home page, under which every page lies, is not', () => {
    expect(isOverview(page('/en/', 'WebPage', ['/en/a/', '/en/b/', '/en/c/', '/en/d/']))).to.equal(false);
  });
});

describe('namesPrivateLife', () => {
  it('born, married, grew up, wohnt name the private life; studied, worked, school do not', () => {
    expect(namesPrivateLife(['is', 'she', 'married'], ['en'])).to.equal(true);
    expect(namesPrivateLife(['wo', 'wohnt', 'er'], ['de'])).to.equal(true);
    expect(namesPrivateLife(['where', 'did', 'she', 'grow', 'up'], ['en'])).to.equal(true);
    expect(namesPrivateLife(['where', 'did', 'she', 'study'], ['en'])).to.equal(false);
    expect(namesPrivateLife(['has', 'she', 'worked', 'with', 'schools'], ['en'])).to.equal(false);
  });
});

describe('withLifeStory', () => {
  const index = fixtureIndex([
    { path: '/en/about/', title: 'About', type: 'AboutPage', intro: 'I live by the sea.' },
    { path: '/de/ueber-mich/', lang: 'de', title: 'Über mich', type: 'AboutPage', intro: 'Ich lebe am Meer.' },
    { path: '/en/shop/', title: 'Shop', intro: 'Plates and bowls.' },
  ]);
  const shop = () => {
    const doc = index.byLang.get('en')!.introByPath.get('/en/shop/')!;
    return { ...doc, score: 2, raw: 2, terms: new Set<string>(), viaTranslation: false };
  };
  it("adds the page about the owner in the preferred language at LIFE_FLOOR of the best hit's score", () => {
    const hits = withLifeStory(index, [shop()], 'en');
    expect(hits.map((h) => [h.page.path, h.raw])).to.deep.equal([
      ['/en/shop/', 2],
      ['/en/about/', 2 * LIFE_FLOOR],
    ]);
  });
  it('lifts its own hit instead of adding one, never lowers it, and adds nothing when nothing matched', () => {
    const about = { ...index.byLang.get('en')!.introByPath.get('/en/about/')!, score: 0.1, raw: 0.1, terms: new Set<string>(), viaTranslation: false };
    expect(withLifeStory(index, [shop(), about], 'en')).to.have.length(2);
    expect(about.raw).to.equal(2 * LIFE_FLOOR);
    expect(withLifeStory(index, [], 'en')).to.deep.equal([]);
  });
  it('without a language, in every language of the site', () => {
    expect(withLifeStory(index, [shop()], undefined).map((h) => h.page.path)).to.have.members(['/en/shop/', '/en/about/', '/de/ueber-mich/']);
  });
  it('under a question of nothing but the life, puts the About page above the best hit', () => {
    const hits = withLifeStory(index, [shop()], 'en', undefined, true);
    expect(hits.map((h) => [h.page.path, h.raw])).to.deep.equal([
      ['/en/shop/', 2],
      ['/en/about/', 2 * LIFE_ONLY_FLOOR],
    ]);
  });
  it('answers a life question of nothing but question words ("Wann hat sie angefangen?") with the page about the owner, never strongly', () => {
    const owner = fixtureIndex(
      [
        { path: '/de/ueber-mich/', lang: 'de', type: 'AboutPage', title: 'Über mich', intro: 'Goldschmiedin in Münster, mit eigener Werkstatt seit 2014.' },
        { path: '/de/preise/', lang: 'de', title: 'Preise', intro: 'Ringe ab 180 Euro.' },
      ],
      { warm: true },
    );
    const hits = searchIndex(owner, { query: 'Wann hat sie angefangen?', lang: 'de', today: '2026-11-25' }).hits;
    expect(hits.map((h) => h.page.path)).to.deep.equal(['/de/ueber-mich/']);
    expect(hits[0].score).to.be.at.most(WEAK_CAP);
  });
});

describe('namesOnlyLife', () => {
  const t = (q: string) => tokenize(q, { joined: false });
  it('is true when every word that names something is a word of a private life; not when the question names a topic besides', () => {
    expect(namesOnlyLife(t('How old is she?'), ['en', 'de'])).to.equal(true);
    expect(namesOnlyLife(t('Wo wohnt sie?'), ['de', 'en'])).to.equal(true);
    expect(namesOnlyLife(t('Does she photograph children?'), ['en', 'de'])).to.equal(false);
    expect(namesOnlyLife(t('Where does she teach?'), ['en', 'de'])).to.equal(false);
  });
});

describe('asksWhatsOn', () => {
  it('"happening", "läuft", "los" ask what is on; a topic word does not', () => {
    expect(asksWhatsOn(['anything', 'happening', 'this', 'weekend'], ['en'])).to.equal(true);
    expect(asksWhatsOn(['was', 'läuft', 'gerade'], ['de'])).to.equal(true);
    expect(asksWhatsOn(['next', 'market'], ['en'])).to.equal(false);
  });
  it('an event or dates, named as such, ask what is on ("any dates coming up", "die nächste Veranstaltung")', () => {
    expect(asksWhatsOn(['do', 'you', 'have', 'any', 'dates', 'coming', 'up'], ['en'])).to.equal(true);
    expect(asksWhatsOn(['wann', 'ist', 'die', 'nächste', 'veranstaltung'], ['de'])).to.equal(true);
    expect(asksWhatsOn(['nächste', 'ausstellung'], ['de'])).to.equal(false);
  });

  it('"on" right after "what\'s" or "anything" asks what is on; "on" as a preposition does not', () => {
    expect(asksWhatsOn(['what', 's', 'on', 'this', 'weekend'], ['en'])).to.equal(true);
    expect(asksWhatsOn(['anything', 'on', 'this', 'weekend'], ['en'])).to.equal(true);
    expect(asksWhatsOn(['what', 'are', 'you', 'working', 'on', 'right', 'now'], ['en'])).to.equal(false);
    expect(asksWhatsOn(['on', 'this', 'weekend'], ['en'])).to.equal(false);
    // "'s on" asks only after "what": "it's on Sunday", "she's on tour next month" say when, not ask what is on.
    expect(asksWhatsOn(['it', 's', 'on', 'sunday'], ['en'])).to.equal(false);
    expect(asksWhatsOn(['she', 's', 'on', 'tour', 'next', 'month'], ['en'])).to.equal(false);
  });
});

describe('timeHeaded', () => {
  it('finds the sections headed as coming or now on, once per index', () => {
    const index = fixtureIndex([
      {
        path: '/en/events/',
        title: 'Events',
        intro: 'Events.',
        sections: [
          ['Coming up', '5 May 2027'],
          ['Past', '2019'],
        ],
      },
      { path: '/en/', title: 'Home', intro: 'Home.', sections: [['Right now', 'Building a boat.']] },
    ]);
    expect(timeHeaded(index, 'en').map((d) => d.section.name)).to.have.members(['Coming up', 'Right now']);
    expect(timeHeaded(index, 'en')).to.equal(timeHeaded(index, 'en'));
  });
  it('keeps, of more than it keeps, the lists dated latest: an events page behind nine posts\' past "Als Nächstes" is still the answer to what is on', () => {
    const posts = Array.from({ length: 9 }, (_, i) => ({
      path: `/de/journal/markt-${i + 1}/`,
      lang: 'de',
      title: `Markt ${i + 1}`,
      intro: 'Rückblick auf einen Markt.',
      sections: [['Als Nächstes', `Der nächste Markt am ${i + 1}. März 2025.`]] as [string, string][],
    }));
    const index = fixtureIndex([
      ...posts,
      { path: '/de/termine/', lang: 'de', title: 'Termine', intro: 'Wo Sie uns treffen.', sections: [['Demnächst', '- 5. Dezember 2026: offene Werkstatt\n- 12. Dezember 2026: Wintermarkt']] },
    ]);
    // The first eight in section order were eight of the posts: the events page was never listed.
    expect(timeHeaded(index, 'de').map((d) => d.page.path)).to.include('/de/termine/');
    expect(searchIndex(index, { query: 'Was ist am Samstag los?', lang: 'de', today: '2026-11-26' }).hits[0].page.path).to.equal('/de/termine/');
  });
});

describe('floorLanguages', () => {
  it('looks in the preferred language when the index has it, else in every language', () => {
    const index = sample().search;
    expect(floorLanguages(index, 'de')).to.deep.equal(['de']);
    expect(floorLanguages(index, 'fr')).to.deep.equal(index.languages);
    expect(floorLanguages(index, undefined)).to.deep.equal(index.languages);
  });
});

describe('atLeast', () => {
  const index = fixtureIndex([
    { path: '/en/a/', title: 'A', intro: 'a' },
    { path: '/en/b/', title: 'B', intro: 'b', sections: [['More', 'more b']] },
  ]);
  const docs = index.byLang.get('en')!.docs;
  const hit = (i: number, raw: number) => ({ ...docs[i], score: raw, raw, terms: new Set<string>(), viaTranslation: false });
  it("lifts the page's best hit, or (sameSection) only the doc's own section, else adds the doc", () => {
    const [a, b] = [hit(0, 2), hit(2, 0.5)];
    expect(atLeast([a, b], [docs[1]], 0.9)).to.have.length(2);
    expect(b.raw).to.equal(1.8);
    expect(atLeast([hit(0, 2), hit(2, 0.5)], [docs[1]], 0.9, true).map((h) => [h.section.name, h.raw])).to.deep.equal([
      ['A', 2],
      ['More', 0.5],
      ['B', 1.8],
    ]);
  });
  it('adds nothing when nothing matched, unless told the score to list the docs at alone', () => {
    expect(atLeast([], [docs[0]], 1)).to.deep.equal([]);
    expect(atLeast([], [docs[0]], 1, true, 0.7).map((h) => [h.section.name, h.raw])).to.deep.equal([['A', 0.7]]);
  });
  it("multiplies each doc's floor by its boost, when given", () => {
    const boosted = atLeast([hit(0, 2)], [docs[1], docs[2]], 0.5, true, undefined, (d) => (d === docs[2] ? 2 : 1));
    expect(boosted.map((h) => [h.section.name, h.raw])).to.deep.equal([
      ['A', 2],
      ['B', 1],
      ['More', 2],
    ]);
  });
});

describe('namedWords', () => {
  it('counts the words that are no single letter, no stop word and no word of the given sets or of `also`', () => {
    const sets = [new Map([['en', new Set(['phone'])]])];
    expect(namedWords(['what', 's', 'your', 'phone', 'number'], ['en'], sets, new Set(['number']))).to.equal(0);
    expect(namedWords(['can', 'i', 'use', 'your', 'photo', 'in', 'my', 'email', 'newsletter'], ['en'], sets)).to.equal(4);
  });
});

describe('namesWord', () => {
  it('tells one token, in any of the given languages', () => {
    const sets = new Map([['de', new Set(['telefon'])]]);
    expect(namesWord(sets, 'telefon', ['en', 'de'])).to.equal(true);
    expect(namesWord(sets, 'telefon', ['en'])).to.equal(false);
  });
});

describe('withTimeHeadings', () => {
  it(`answers a "what's on now?" question that matched nothing with the site's own "On now" list (raw ${WHATS_ON_ALONE}, never strong)`, () => {
    const index = fixtureIndex(
      [
        { path: '/de/termine/', lang: 'de', title: 'Termine', intro: 'Wo Sie uns treffen.', sections: [['Diese Woche', '- 26. November 2026: Vortrag im Rathaus']] },
        { path: '/de/technik/', lang: 'de', title: 'Technik', intro: 'Kabinen und Empfänger zum Mieten.' },
      ],
      { warm: true },
    );
    const hits = searchIndex(index, { query: 'Was ist bei Ihnen gerade los?', lang: 'de', today: '2026-11-25' }).hits;
    expect(hits.map((h) => h.page.path)).to.deep.equal(['/de/termine/']);
    expect(hits[0].score).to.be.at.most(WEAK_CAP);
  });
  it('reads a time question whose words name no topic ("Anything this weekend?", "Was gibt es diese Woche?") as asking what is on', () => {
    const index = fixtureIndex(
      [
        { path: '/en/events/', title: 'Events', intro: 'Where to meet us.', sections: [['This weekend', '- 28 November 2026: wheel building course']] },
        { path: '/en/gear/', title: 'Gear', intro: 'Tools we rent out.' },
        { path: '/de/termine/', lang: 'de', title: 'Termine', intro: 'Wo Sie uns treffen.', sections: [['Diese Woche', '- 26. November 2026: Vortrag im Rathaus']] },
      ],
      { warm: true },
    );
    const paths = (query: string, lang: string) => searchIndex(index, { query, lang, today: '2026-11-25' }).hits.map((h) => h.page.path);
    expect(paths('Anything this weekend?', 'en')[0]).to.equal('/en/events/');
    expect(paths("What's next?", 'en')[0]).to.equal('/en/events/');
    expect(paths('Was gibt es diese Woche?', 'de')[0]).to.equal('/de/termine/');
    // A follow-up that lives on the previous question keeps its topic.
    expect(searchIndex(index, { query: 'and next week?', lang: 'en', prev: ['Do you rent out tools?'], today: '2026-11-25' }).hits[0].page.path).to.equal('/en/gear/');
  });
  it(`lists first (${TIME_NAMED_FLOOR} of the best hit) the list headed by the stretch of time the question names`, () => {
    const index = fixtureIndex(
      [
        { path: '/en/', title: 'Home', intro: 'The studio.', sections: [['Coming up', '- 28 November 2026: open studio\n- 5 December 2026: market']] },
        {
          path: '/en/events/',
          title: 'Events',
          intro: 'Where to meet us.',
          sections: [
            ['Coming up', '- 5 December 2026: market'],
            ['This week', '- 27 November 2026: talk at the library'],
          ],
        },
      ],
      { warm: true },
    );
    const first = (query: string) => searchIndex(index, { query, lang: 'en', today: '2026-11-26' }).hits[0].section.name;
    expect(first("What's happening this week?")).to.equal('This week');
  });
  it(`lists first, of lists that tie, the one with more dates ahead (×${1 + DATE_AHEAD} a date, up to ${DATES_COUNTED}): the events page before the home page's teaser and a post's "what comes next"`, () => {
    const index = fixtureIndex([
      { path: '/de/', lang: 'de', title: 'Start', intro: 'Sättel nach Maß aus Lüneburg.', sections: [['Demnächst', 'Am 5. Dezember 2026 offene Werkstatt.']] },
      { path: '/de/journal/herbstmarkt/', lang: 'de', title: 'Herbstmarkt', intro: 'Rückblick auf den Herbstmarkt.', sections: [['Als Nächstes', 'Der Wintermarkt am 12. Dezember 2026.']] },
      {
        path: '/de/termine/',
        lang: 'de',
        title: 'Termine',
        intro: 'Wo Sie uns treffen.',
        sections: [['Demnächst', '- 5. Dezember 2026: offene Werkstatt\n- 12. Dezember 2026: Wintermarkt\n- 9. Januar 2027: Sattelkurs\n- 6. Februar 2027: Reitertag']],
      },
    ]);
    // Without it the three tie and the home page, first in page order, comes first.
    const hits = searchIndex(index, { query: 'Was ist am Samstag los?', lang: 'de', today: '2026-11-26' }).hits;
    expect(hits.map((h) => h.page.path)).to.deep.equal(['/de/termine/', '/de/', '/de/journal/herbstmarkt/']);
  });
});

describe('headedByQuestion', () => {
  it('a heading that ends with a question mark; not a page title, not a statement', () => {
    expect(headedByQuestion({ name: 'Can babies eat honey?', level: 2 } as Section)).to.equal(true);
    expect(headedByQuestion({ name: 'Darf ich zuschauen? ', level: 3 } as Section)).to.equal(true);
    expect(headedByQuestion({ name: 'Why bees?', level: 1 } as Section)).to.equal(false);
    expect(headedByQuestion({ name: 'Prices', level: 2 } as Section)).to.equal(false);
  });
});

describe('isQuestion', () => {
  it('ends with a question mark', () => {
    expect(isQuestion('is that ok?')).to.equal(true);
    expect(isQuestion('is that ok')).to.equal(false);
  });
});
