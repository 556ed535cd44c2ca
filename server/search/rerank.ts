/**
 * What happens to the scored sections before they are listed: time questions, interface
 * pages, evidence from the rest of the page, overviews, the language preference,
 * translations, one page not filling the list, and capping the score for output only
 * (ranking uses the uncapped score, so strong hits do not tie).
 */
import { analyzerFor, analyze, tokenize } from './analyzer.ts';
import { siteNoticeWords } from './question-words.ts';
import { recencyFactor } from './recency.ts';
import { priceFactor } from './price-intent.ts';
import { askedDateFactor, type AskedDate } from './asked-dates.ts';
import { isOverview, siteLinks } from './overview-pages.ts';
import { isAboutPage, withCareerStory, withLifeStory } from './life-story.ts';
import { withBiographies } from './biographies.ts';
import { withHolidayLists, withTimeHeadings } from './time-headings.ts';
import { withRightsPages } from './rights-pages.ts';
import { PICTURE_POLICY, PICTURE_SECTION, showsPictures } from './picture-asked.ts';
import { WHO_DOES } from './who-does.ts';
import { LONG_CHATTY } from './chatty-concepts.ts';
import { isHomePage, LONG_QUESTION_ABOUT, LONG_QUESTION_HOME, UNTIMED_HOME } from './home-page.ts';
import { REQUEST_ITEM } from './owner-request.ts';
import { VISITOR_ITEM } from './visitor-speaks.ts';
import { WHEN_DATED } from './when-asked.ts';
import { withNewestPosts } from './newest-posts.ts';
import { contactNamed, withContactPage } from './own-place.ts';
import { tellsWayIn } from './way-in.ts';
import { withHoursSections } from './opening-hours.ts';
import { isPriceList, withPricePages } from './price-pages.ts';
import { aboutOtherPerson, OTHER_PERSON, peopleSections } from './other-people.ts';
import { DATED_LIST, isDatedList, UNTIMED_LIST } from './dated-lists.ts';
import { DATED_PEOPLE_LIST, listsPeople, PEOPLE_LIST, withBoldNames } from './bold-names.ts';
import { headedByQuestion, QUESTION_HEADED } from './question-headings.ts';
import { QUESTION_MATCH, questionHeadingWords, questionMatch, questionStems, prepareQuestionHeadings, type QuestionStems } from './question-match.ts';
import { keepTopic, liftAnswer, liftKindAsked } from './follow-up-topic.ts';
import { liftOtherLanguage } from './language-lift.ts';
import { readyLexicon, TRANSLATION_WEIGHT, type LexiconStats } from './translation-lexicon.ts';
import type { TimeIntent } from './question-words.ts';
import type { LanguageIndex, SearchDoc, SearchIndex } from './search-index.ts';
import { type HitPool, hitPool, pooledCopy, pooledHit } from './hit-pool.ts';
import type { SearchHit } from './search-query.ts';
import type { Page, Section } from '../site/site-types.ts';
import { roleType } from './page-roles.ts';
import { orderAfterAnswer, pageKind, prepareRareTerms } from './after-answer.ts';
import { pageSlots, type PageFacts, type PageSlot, type PageSlots } from './page-slots.ts';
import { sectionAmountsIn, sectionDatesIn } from './section-facts.ts';
import { nextToNumber } from './number-neighbours.ts';
import { statesDuration } from './duration-asked.ts';
import { ROW_HOLDS, rowTimeFactor } from './dated-rows.ts';
import { nextToOrigin, ORIGIN_HITS } from './origin-next.ts';
import { statesDistance } from './travel-area.ts';
import { markdownLength, NO_LENGTH, NO_ORDER } from './section-numbers.ts';

/**
 * A page's translation says the same, so it is listed at this share of the page's score:
 * right after the page, unless another page in the preferred language is nearly as good.
 */
export const TRANSLATION_SHARE = 0.85;
/** Sections (and translations) in a language other than the preferred one. */
export const OTHER_LANGUAGE = 0.6;
/**
 * A page with no version in the preferred language: nothing else says what it says, and the
 * question's words reached it only through the site's learned translations, which count
 * TRANSLATION_WEIGHT of a direct match. Its factor makes up for that discount and keeps a small
 * preference (0.85) for what the reader can read: it ranks about where a direct match of the same
 * words would (≈ ×1.42; ×0.85 before, which left such answers at ranks 4–6).
 */
export const ONLY_IN_OTHER_LANGUAGE = 0.85 / TRANSLATION_WEIGHT;
/** The same on a site that translates nothing: no word reached the page through translations. */
export const ONLY_IN_OTHER_UNTRANSLATED = 0.85;
/** An overview listed after a detail page it links to: this share of the detail's score. */
export const OVERVIEW_SHARE = 0.8;
/**
 * An overview's section is listed after a page it links to only when that page matched at
 * least this share of the section's score: then the page says what the section sums up. A
 * list whose items are its own sections (a courses page, typed CollectionPage) links to other
 * pages in passing, and a weak match there must not hold back the section that answers.
 */
export const DETAIL_MATCH = 0.5;
/**
 * Interface pages (for developers, legal notices) when the question is not about them; squared
 * when it speaks of the owner by a pronoun ("Does she have an agent?"): a page about the site's
 * machinery that shares the word many times (AI agents) still came first at 0.45.
 */
export const INTERFACE_PAGE = 0.45;
/** The owner's terms in the footer (terms of sale, of lessons): answers, listed a little below the main pages. */
export const OWN_TERMS = 0.85;
/** A section dated on or before today under a question for what a thing cost once (asksPastCost): ×this. 1.5 measured, fifty-seventh round: development 5 gain, 0 lose (+0.89), the only value run. */
export const PAST_COST = 1.5;
/** Share of the page's other matching sections added to a section (at most this share of its own score). */
export const PAGE_EVIDENCE = 0.25;
/**
 * Sections shorter than this (characters) count less, in proportion: BM25's length
 * normalisation lifts a one-line mention far above the story that is about the same words.
 */
export const SHORT_SECTION = 80;
export const SHORT_FLOOR = 0.6;
/** Each further section of a page already listed: other pages come first. */
export const REPEAT_PAGE = 0.2;
/**
 * Under a question of LONG_CHATTY words or more, a section longer than LONG_SECTION characters
 * counts ×(LONG_SECTION / its length)^this: a chatty question's story words ("my daughter … in
 * February … party … books") meet in any long section, so length, which the body's light BM25
 * normalisation (b 0.3) hardly counts, counts here (0.3 to 0.8 gained alike over the 26 sets; a
 * shorter question, from 9 words, lost photo and number questions).
 */
export const LONG_SECTION_PRIOR = 0.5;
/** Characters of a section's Markdown above which the length prior counts (about a long paragraph and a table). */
export const LONG_SECTION = 600;
/** A page whose title the question names entirely: ×(1 + this). */
export const TITLE_NAMED = 0.45;
/** The page about the owner (AboutPage, ProfilePage) under a question about their life by a pronoun. */
export const LIFE_STORY = 1.5;
/** Highest score of a question that has no content word (single letters, stop words). */
export const WEAK_CAP = 0.4;
/**
 * The raw score of a page that a question's kind alone calls for, when its words matched nothing
 * (never strong, as WEAK_CAP): the About page and the biographies under a life question, the
 * contact page under "Wo ist ihr Büro?" on a site that never says "Büro".
 */
export const KIND_ALONE = 0.4;
/** A section where a word of a quantity question stands next to a number (number-neighbours.ts). */
export const NUMBER_NEXT = 1.5;
/** A section where a word the question matched stands next to an origin word ("spruce from the Val di Fiemme"), under an origin question (origin-next.ts). */
export const ORIGIN_NEXT = 3;
/** A section that states a distance (a unit next to a number), under a question of how far the owner travels (travel-area.ts). */
export const DISTANCE_STATED = 1.5;
/** A section that states a stretch of time (a unit of time next to a number), under a question of how long (duration-asked.ts; 1.2 and 1.5 gained less on half the development sets). */
export const DURATION_STATED = 1.3;
const NO_TERMS: ReadonlySet<string> = new Set();
const NO_WORDS: readonly string[] = [];

export interface RerankContext {
  lang?: string;
  intent?: TimeIntent;
  /** The question names the present (now, gerade): what is under way, not what happened last. */
  present?: boolean;
  today: number;
  limit: number;
  /** The question had no content word: nothing it finds is a strong match. */
  weak: boolean;
  /** The date the question names ("im Juni 2023", "on 6 September"): sections dated within it count more (asked-dates.ts). */
  asked?: AskedDate;
  /** The question asks what something costs. */
  price?: boolean;
  /** "Was hat das neue Sanitärhaus gekostet?": a cost in the past, spent once, told where the thing is dated (price-intent.ts asksPastCost). */
  pastCost?: boolean;
  /** The question asks for a person (who, wer). */
  person?: boolean;
  /** "Who repairs the wooden frames?": who does a thing now or as a rule; the pages that list people tell it (who-does.ts). */
  whoDoes?: boolean;
  /** The question speaks of a person by a pronoun ("Does she have an agent?"): the owner, on a personal site. */
  aboutPerson?: boolean;
  /** The question asks about the owner's life by a pronoun (where was she born?). */
  life?: boolean;
  /** A life question by a pronoun (not "who is …?"): the sections headed as the owner's biography answer it too (biographies.ts). */
  lifeByPronoun?: boolean;
  /** A life question by a pronoun that names the private life (born, married, grew up): the page about the owner answers, whatever matched. */
  privateLife?: boolean;
  /** "Where did she learn her craft?": a place of the owner's career past, told by the page about them (career-place.ts); the home page's line on the town does not answer it. */
  careerPlace?: boolean;
  /** The life question names nothing but the life ("How old is she?"): the About page leads. */
  lifeOnly?: boolean;
  /** A time question that asks what is on without a topic ("anything happening this weekend?"). */
  whatsOn?: boolean;
  /** The words after "who is" of a "who is …?" question: the section that sets them in bold introduces the person. */
  whoIsName?: readonly string[];
  /** The question asks where a place of the owner's is ("where is her studio?"): the contact page answers. */
  ownPlace?: boolean;
  /** "How much do you charge?": a price question naming nothing priced, answered by the price list (price-pages.ts). */
  priceList?: boolean;
  /** "Are you open on Sundays?": the sections headed by the hours (opening-hours.ts). */
  hours?: boolean;
  /** The question's words that name a person of the site or the owner (other-people.ts): another person's section is not about them. */
  people?: readonly string[];
  /** The question's words (greetings removed), for rules that compare them with a heading. */
  words?: readonly string[];
  /** "Where is the studio?": the owner's place when the contact page names it (own-place.ts). */
  placeOfThe?: boolean;
  /** "Kann man bei der Schmiede parken?": the way to or into the owner's place, which the contact page tells when it names it (way-in.ts). */
  wayIn?: number;
  /** A short question for when, or where a thing it names is or was held (not the owner's life, not what is on): the dated lists its words reach count more (dated-lists.ts). */
  datedList?: boolean;
  /** The question asks for a time ("When did …?", "Bis wann …?"): sections that state a date count more (when-asked.ts). */
  when?: boolean;
  /** "How many colonies …?", "Wie hoch ist der Kasbek?": a quantity of a thing the question names (quantity-asked.ts); the measure's own index terms ("hot", "hoch"), which count nothing. */
  quantity?: readonly string[];
  /** "Where does your spruce come from?", "Wer liefert Ihnen die Milch?": where a thing comes from or who supplies it (origin-next.ts). */
  origin?: boolean;
  /** "Do you come out to Hiltrup?", "Wie weit fahrt ihr raus?": how far the owner travels to work (travel-area.ts). */
  travelArea?: boolean;
  /** "How long does a session last?": how long a thing takes, told by the section that states a stretch of time (duration-asked.ts). */
  duration?: boolean;
  /** "Can I print one of her pictures?": the owner's terms of use, by their addresses (rights-pages.ts). */
  rightsPages?: readonly string[];
  /** "picture of the hawk on a digger": a picture asked by what it shows, told by the sections that show pictures; the owner's terms of use (these addresses) are not it (picture-asked.ts). */
  picture?: readonly string[];
  /** The question asks for the newest thing ("her latest story"), not what is on now: the newest item of an overview it names comes first. */
  newest?: boolean;
  /** The visitor speaks of themselves ("Can my bouquet be dried?", "Wie werde ich Mitglied?"): a practical question about what the owner offers (visitor-speaks.ts). */
  visitor?: boolean;
  /** "Do you make …?", "Machen Sie auch …?": the owner asked whether they do a thing (owner-request.ts). */
  request?: boolean;
  /** The visitor asked a question (a question mark): sections headed by a question answer one. */
  question?: boolean;
  /** Under a follow-up that leans on the previous question: the pages on its topic (follow-up-topic.ts). */
  topic?: ReadonlySet<string>;
  /** Under a follow-up that leans on the previous question and asks no terms, price or person of its own: the page that answered the previous question, with its translations. */
  answered?: ReadonlySet<string>;
  /** A follow-up's own words ask a price (not only the previous question's): the price lists on its topic are what it asks (kindAsked). */
  ownPrice?: boolean;
  /** The question's own words ask what the owner's terms say (asksTerms): the terms are on a follow-up's topic and not discounted as a footer page. */
  asksTerms?: boolean;
  /** Hits on pages with no version in the preferred language that the question's words reached only as written (bridged-hits.ts): no discount to make up for. */
  unbridged?: ReadonlySet<SearchHit>;
  /** Counts the lexicon look-ups of the language preference (at most one per language of the site). */
  lexiconStats?: LexiconStats;
  /**
   * The pool the listed hits are taken from when the caller reads them before the next search and
   * keeps none (SearchOptions.transient): the index's `listed` pool, not a new object per hit.
   */
  listed?: HitPool;
}

export function rerank(index: SearchIndex, hits: SearchHit[], ctx: RerankContext): SearchHit[] {
  // Per-page sums and bests in the index's page slots (page-slots.ts), for this question's stamp: no Map per question.
  const slots = pageSlots(index, PAGE_FACTS);
  const stamp = slots.next();
  // Each hit's page slot, found once here for every rule below (a Map look-up per hit and rule before).
  let slotOf: PageSlot[] = new Array(hits.length);
  let dated: Set<SearchHit> | undefined;
  // The pages whose section's question heading the visitor asks (question-match.ts lifts them): at most one per hit.
  let headed: Page[] | undefined;
  // A long, chatty question shares many of its story words with any long section: length counts against it (LONG_SECTION_PRIOR).
  const long = (ctx.words?.length ?? 0) >= LONG_CHATTY;
  const home = homeShare(ctx, long);
  askedKnown = 0;
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i];
    const slot = slots.touch(hit.page, stamp);
    slotOf[i] = slot;
    let f = 1;
    // Looked up once per hit: the date rules read the same facts.
    const known = ctx.intent || ctx.asked || ctx.when || ctx.pastCost ? sectionDatesIn(index, hit.page, hit.section) : undefined;
    // A question for a time ("When did the taproom open?") is answered by a section that states one (when-asked.ts).
    if (ctx.when && known !== undefined && known.length > 0) f *= WHEN_DATED;
    if (ctx.intent) {
      const time = recencyFactor(hit.page, hit.section, ctx.intent, ctx.today, ctx.present, known);
      if (time > 1) (dated ??= new Set()).add(hit);
      f *= time;
      // "When is the next Jewish history walk?": the events row that dates it ahead, not the timeline's row of the year it began (dated-rows.ts).
      if (ctx.intent === 'future' && ctx.when && !long && !ctx.whatsOn) f *= datedRowFactor(index, hit, ctx.today);
    }
    // "When was the dahlia festival?": the events page's row that dates it (dated-lists.ts).
    if (ctx.datedList && isDatedList(index, hit.section)) f *= DATED_LIST;
    // A long question that asks no time shares its story's words with a dated list's rows by chance (dated-lists.ts).
    else if (long && !ctx.intent && !ctx.when && !ctx.whatsOn && !ctx.asked && isDatedList(index, hit.section)) f *= UNTIMED_LIST;
    // "Wo ist der Vortrag am Donnerstag?", "When was the dahlia festival?": the row that dates the thing asked, past or ahead, wherever it stands (dated-rows.ts); under "the next …" the rule above tells its time.
    if (ctx.datedList && !(ctx.intent === 'future' && ctx.when) && datedRowFactor(index, hit, ctx.today) !== 1) f *= ROW_HOLDS;
    if (ctx.asked) f *= askedDateFactor(hit.page, hit.section, ctx.asked, known);
    if (ctx.price) f *= priceFactor(hit.section, sectionAmountsIn(index, hit.page, hit.section));
    // What a thing cost once is told by the story dated when it was bought or built, not by the page of the service that shares its name.
    if (ctx.pastCost && known !== undefined && datedBy(known, ctx.today)) f *= PAST_COST;
    // "How many colonies …?" is answered where a word it matched stands next to a number (number-neighbours.ts).
    if (ctx.quantity && statesNumberOf(index, hit, ctx.quantity)) f *= NUMBER_NEXT;
    // "Where does your spruce come from?" is answered where a word it asked stands before "from", "aus", "von" (origin-next.ts, found at build); the first ORIGIN_HITS hits are looked up.
    if (ctx.origin && i < ORIGIN_HITS && tellsOriginOf(index, hit, askedIn(index, hit.page.lang, ctx.words ?? NO_WORDS).all)) f *= ORIGIN_NEXT;
    if (ctx.travelArea && sectionStates(index, hit, statesDistance)) f *= DISTANCE_STATED;
    // "How long does a session take?" is answered where a stretch of time is stated (duration-asked.ts).
    if (ctx.duration && sectionStates(index, hit, statesDuration)) f *= DURATION_STATED;
    if (ctx.question && headedByQuestion(hit.section)) f *= QUESTION_HEADED;
    // The visitor asks the question a heading asks, in other words (question-match.ts).
    const heading = ctx.words ? questionHeadingWords(hit.section, hit.page.lang) : undefined;
    const matched = heading ? questionMatch(heading, askedIn(index, hit.page.lang, ctx.words ?? NO_WORDS)) : 0;
    if (matched > 0) {
      f *= 1 + QUESTION_MATCH * matched;
      // A page lifted on purpose: it keeps its place after the answer (orderAfterAnswer).
      (headed ??= []).push(hit.page);
    }
    // A person question ("who is her agent?", "Does she have an agent?") is about the owner's world, whatever interface keyword it shares.
    if (slot.interfacePage && (ctx.person || ctx.aboutPerson || !asksAbout(hit.page, hit.terms))) f *= ctx.aboutPerson ? INTERFACE_PAGE ** 2 : INTERFACE_PAGE;
    else if (hit.page.optional && !slot.interfacePage && !ctx.asksTerms) f *= OWN_TERMS;
    if (ctx.life && isAboutPage(roleType(hit.page))) f *= LIFE_STORY;
    if (ctx.picture?.includes(hit.page.path)) f *= PICTURE_POLICY;
    else if (ctx.picture && showsPictures(hit.section)) f *= PICTURE_SECTION;
    if (ctx.whoDoes && peopleSections(index, hit.page.lang).pages.has(hit.page)) f *= WHO_DOES;
    if (ctx.person && listsPeople(index, hit)) f *= PEOPLE_LIST;
    // A date asked of no person ("What happened in 2019?"): a list of people that states dates says who joined when, not what happened.
    else if (ctx.asked && !ctx.aboutPerson && known !== undefined && known.length > 0 && listsPeople(index, hit)) f *= DATED_PEOPLE_LIST;
    // "Wer macht bei Theresa Kienle die Rechnungen?" asks who: another person is the answer, unless it asks of the named one's life ("Bei wem hat … gelernt?").
    if ((!ctx.person || ctx.life) && ctx.people && ctx.people.length > 0 && aboutOtherPerson(index, hit, ctx.people)) f *= OTHER_PERSON;
    // Many sections of a page match: its title is compared once per question.
    if (slot.named < 0) slot.named = coverage(slot.titleTerms, hit.terms);
    f *= 1 + TITLE_NAMED * slot.named;
    // Its heading and sub-sections count: a heading over sub-sections is not a one-line mention.
    const length = hit.length !== undefined && hit.length !== NO_LENGTH ? hit.length : markdownLength(hit.section);
    if (length < SHORT_SECTION) f *= SHORT_FLOOR + ((1 - SHORT_FLOOR) * length) / SHORT_SECTION;
    else if (long && length > LONG_SECTION) f *= (LONG_SECTION / length) ** LONG_SECTION_PRIOR;
    // The home page shares a long question's story words by chance, and teases a short one's topic (home-page.ts).
    if (slot.home) f *= home;
    // So does the page about the owner, unless the question asks about a person or a life.
    else if (long && !ctx.life && !ctx.aboutPerson && isAboutPage(roleType(hit.page))) f *= LONG_QUESTION_ABOUT;
    // Whether the owner does a thing is told by the page on the service, not by a project or post that shows it done once (owner-request.ts).
    if (ctx.request && slot.item && slot.translations.length > 0) f *= REQUEST_ITEM;
    // So is a question in which the visitor speaks of themselves (visitor-speaks.ts).
    else if (ctx.visitor && slot.item && slot.translations.length > 0) f *= VISITOR_ITEM;
    hit.raw *= f;
  }
  addPageEvidence(hits, slotOf);
  const scored = hits;
  // Each scored hit's raw score before the rules below add, lift or floor pages: what they placed keeps its place after the answer (orderAfterAnswer).
  // (A copy of the list: the rules below replace `hits` with longer lists, and ruledPages compares against this one.)
  const scoredHits = hits.slice();
  const before = new Float64Array(hits.length);
  for (let i = 0; i < hits.length; i++) before[i] = hits[i].raw;
  // A question of nothing but question words is answered by what its kind calls for alone: a life question ("Wann hat sie angefangen?") by the page about the owner and the biographies, "Wo ist ihr Büro?" by the contact page.
  const alone = ctx.weak || hits.length === 0 ? KIND_ALONE : undefined;
  if (ctx.privateLife || (ctx.lifeByPronoun && alone !== undefined)) hits = withLifeStory(index, hits, ctx.lang, alone, ctx.lifeOnly === true);
  else if (ctx.careerPlace) hits = withCareerStory(index, hits, ctx.lang, alone);
  // How the business began ("Seit wann gibt es die Werkstatt?") is told by the short biography of the press page too, as a life asked by a pronoun is.
  if (ctx.lifeByPronoun || ctx.privateLife || ctx.careerPlace) hits = withBiographies(index, hits, ctx.lang, alone);
  if (ctx.ownPlace || (ctx.placeOfThe && contactNamed(hits)) || (ctx.wayIn && tellsWayIn(index, ctx.lang, ctx.wayIn))) hits = withContactPage(index, hits, ctx.lang, alone);
  if (ctx.hours) hits = withHoursSections(index, hits, ctx.lang, ctx.asked, ctx.today);
  if (ctx.hours && ctx.asked) hits = withHolidayLists(index, hits, ctx.lang, ctx.asked);
  if (ctx.priceList) hits = withPricePages(index, hits, ctx.lang, alone);
  if (ctx.rightsPages) hits = withRightsPages(index, hits, ctx.lang, ctx.rightsPages);
  if (ctx.whoIsName) hits = withBoldNames(index, hits, ctx.whoIsName, ctx.lang);
  if (ctx.intent && ctx.whatsOn) hits = withTimeHeadings(index, hits, ctx.lang, ctx.intent, ctx.today, ctx.present === true, ctx.words);
  // "Any news?", "What's new?": the newest posts (not under "now": what is on is the answer there).
  if (ctx.intent === 'recent' && ctx.whatsOn && !ctx.present) hits = withNewestPosts(index, hits, ctx.lang, ctx.today);
  // The rules above that add a hit make a new list: its slots are found again.
  if (hits !== scored || slotOf.length !== hits.length) slotOf = touchAll(hits, slots, stamp);
  placeOverviews(hits, dated, slotOf, slots, stamp, ctx.whatsOn === true);
  // After the overviews are placed: an overview on the topic is not listed after an item off it.
  if (ctx.topic) keepTopic(hits, ctx.topic, ctx.asksTerms ? isOwnTerms : undefined);
  if (ctx.answered) liftAnswer(hits, ctx.answered);
  const ofKind = ctx.topic ? kindAsked(index, ctx) : undefined;
  if (ctx.topic && ofKind) liftKindAsked(hits, ctx.topic, ofKind);
  const placed = hits;
  if (ctx.intent === 'recent') hits = addNewestItems(index, hits, ctx.today, ctx.newest === true);
  if (hits !== placed || slotOf.length !== hits.length) slotOf = touchAll(hits, slots, stamp);
  const ruled = ruledPages(scoredHits, before, hits, headed);
  // Whether the site translates the preferred language into each other one: read once per rerank (a handful of languages), from built lexicons only.
  translatesKnown = 0;
  for (const hit of hits) hit.score = hit.raw * languageFactor(hit.page, ctx.lang, hit.page.lang === ctx.lang || !ctx.lang || ctx.unbridged?.has(hit) ? false : translates(index, ctx, hit.page.lang));
  LANGUAGE_TRACE.fn?.(hits, ctx);
  // When a page in the other language should rise against the question's own (language-lift.ts, learned).
  liftOtherLanguage(hits, slotOf, slots, stamp, ctx.lang, ctx.words, ctx.unbridged, TRANSLATION_SHARE, TRANSLATION_WEIGHT);
  const listed = diversify(addTranslations(index, hits, slots, stamp, slotOf), ctx.limit, ctx.listed);
  // `listed` is diversify's own list of its copies, made for this question: kept in place, each copy taking its output score itself.
  let kept = 0;
  // The shown scores never rise down the list: a client that sorts by score keeps the engine's order (a translation capped at its
  // share, or a page the order rules put after another, is shown at most at the score above it).
  let above = 1;
  for (let i = 0; i < listed.length; i++) {
    const hit = listed[i];
    // A translation matched no word of the question itself: never a strong match.
    const cap = ctx.weak ? WEAK_CAP : hit.viaTranslation ? TRANSLATION_SHARE : 1;
    const score = Math.round(Math.min(cap, hit.score, above) * 10000) / 10000;
    if (score > 0) {
      hit.score = score;
      above = score;
      listed[kept++] = hit;
    }
  }
  listed.length = kept;
  // The pages after the first in the order a model learned across sites gives them: the partly answering ones first (after-answer.ts).
  return orderAfterAnswer(index, listed, ctx, (page) => slots.touch(page, stamp).kind, ruled);
}

/** No page placed by a rule (shared, never written). */
const NO_PAGES: ReadonlySet<Page> = new Set();

/**
 * The pages rerank's rules placed on purpose: a scored hit whose raw score a rule raised or lowered
 * (liftOrAdd's floors, the lifts and the order rules), and a hit a rule added (not among the scored
 * ones), and the pages the question-heading lift raised (`headed`). Work: the lists' lengths.
 */
function ruledPages(scored: readonly SearchHit[], before: Float64Array, hits: readonly SearchHit[], headed: readonly Page[] | undefined): ReadonlySet<Page> {
  let ruled: Set<Page> | undefined = headed ? new Set(headed) : undefined;
  for (let i = 0; i < scored.length; i++) if (scored[i].raw !== before[i]) (ruled ??= new Set()).add(scored[i].page);
  if (hits.length !== scored.length) {
    const had = new Set(scored);
    for (const hit of hits) if (!had.has(hit)) (ruled ??= new Set()).add(hit.page);
  }
  return ruled ?? NO_PAGES;
}

/** The dated-row factor of the hit's section (dated-rows.ts); 1 for a hit made by a rule, outside the index. */
function datedRowFactor(index: SearchIndex, hit: SearchHit, today: number): number {
  const li = index.byLang.get(hit.page.lang);
  const doc = li?.docOf.get(hit.section);
  return doc === undefined ? 1 : rowTimeFactor(li!, doc, hit.terms, today);
}

/** Whether a section's dates hold one on or before `today` (a loop: no closure per hit). */
function datedBy(dates: readonly number[], today: number): boolean {
  for (let i = 0; i < dates.length; i++) if (dates[i] <= today) return true;
  return false;
}

/** Whether the hit's section has a word the hit matched next to a number (a hit made by a rule, outside the index, has none). */
function statesNumberOf(index: SearchIndex, hit: SearchHit, measure: readonly string[]): boolean {
  const li = index.byLang.get(hit.page.lang);
  const doc = li?.docOf.get(hit.section);
  return doc !== undefined && nextToNumber(li!, doc, hit.terms, measure);
}

/** Whether the hit's section passes `test` (statesDuration, statesDistance) by its doc id; a hit made by a rule, outside the index, passes none. */
function sectionStates(index: SearchIndex, hit: SearchHit, test: (li: LanguageIndex, doc: number) => boolean): boolean {
  const li = index.byLang.get(hit.page.lang);
  const doc = li?.docOf.get(hit.section);
  return li !== undefined && doc !== undefined && test(li, doc);
}

/** Whether the hit's section names one of `terms` before an origin word (a hit made by a rule, outside the index, has none). */
function tellsOriginOf(index: SearchIndex, hit: SearchHit, terms: ReadonlySet<string>): boolean {
  const li = index.byLang.get(hit.page.lang);
  const doc = li?.docOf.get(hit.section);
  return doc !== undefined && nextToOrigin(li!, doc, terms);
}

/**
 * What the home page's hits count under this question: LONG_QUESTION_HOME under a long one,
 * whole under a question its dated teaser or its line on the owner answers (a time, what is on,
 * where the owner's place is, where they live), else UNTIMED_HOME.
 */
export function homeShare(ctx: RerankContext, long: boolean): number {
  if (long) return LONG_QUESTION_HOME;
  const told = ctx.intent !== undefined || ctx.when === true || ctx.whatsOn === true || ctx.asked !== undefined;
  return told || ctx.ownPlace === true || ctx.placeOfThe === true || ctx.privateLife === true ? 1 : UNTIMED_HOME;
}

/** The question's stems per language of the site, made for the first question heading hit in that language (at most one per language and question). */
const ASKED_LANG: string[] = [];
const ASKED: QuestionStems[] = [];
let askedKnown = 0;
/** No stems (a language the index does not hold): shared, never written. */
const NO_STEMS: QuestionStems = { all: new Set(), forms: [], formEnds: [] };

function askedIn(index: SearchIndex, lang: string, words: readonly string[]): QuestionStems {
  for (let i = 0; i < askedKnown; i++) if (ASKED_LANG[i] === lang) return ASKED[i];
  const li = index.byLang.get(lang);
  const stems = li ? questionStems(words, li.analyzer) : NO_STEMS;
  ASKED_LANG[askedKnown] = lang;
  ASKED[askedKnown++] = stems;
  return stems;
}

/** The languages rerank has asked `translates` about (the first `translatesKnown`), and the answers: kept for every question, not a closure and two arrays per call. */
const TRANSLATES_TO: string[] = [];
const TRANSLATES: boolean[] = [];
let translatesKnown = 0;

/** Whether the site translates the preferred language into `to`, asked of siteTranslates once per rerank and language. */
function translates(index: SearchIndex, ctx: RerankContext, to: string): boolean {
  for (let i = 0; i < translatesKnown; i++) if (TRANSLATES_TO[i] === to) return TRANSLATES[i];
  const known = ctx.lang !== undefined && siteTranslates(index, ctx.lang, to, ctx.lexiconStats);
  TRANSLATES_TO[translatesKnown] = to;
  TRANSLATES[translatesKnown++] = known;
  return known;
}

/** The page slot of each hit, for the question of `stamp`. */
function touchAll(hits: readonly SearchHit[], slots: PageSlots, stamp: number): PageSlot[] {
  const slotOf: PageSlot[] = new Array(hits.length);
  for (let i = 0; i < hits.length; i++) slotOf[i] = slots.touch(hits[i].page, stamp);
  return slotOf;
}

/** The hit with another score (its fields written out: the same object a spread makes, in the same order, made faster). */
function withScore(hit: SearchHit, score: number): SearchHit {
  return { page: hit.page, section: hit.section, score, raw: hit.raw, terms: hit.terms, viaTranslation: hit.viaTranslation, order: hit.order, length: hit.length };
}

/**
 * What never changes about a page, read into its slot when the index is loaded (prepareRerank).
 * The home page is placed as an overview: it introduces in a few lines the pages it links to
 * (what is coming, the courses, the shop), and a question that matches both is answered by the
 * page that says it in full (twenty-first round: 67 development questions gain, 28 lose).
 */
const PAGE_FACTS: PageFacts = {
  interfacePage: (page) => isInterfacePage(page),
  overview: (page) => isOverview(page) || isHomePage(page),
  titleTerms: (page) => ownTitleTerms(page),
  kind: (index, page) => pageKind(index, page, isInterfacePage),
};

/**
 * What re-ranking reads of every page, found when the index is loaded (ranking-tables.ts), so
 * no question reads a page's links or analyses its title: each page's slot with its facts, its
 * title's terms, and the links of an overview's sections.
 */
export function prepareRerank(index: SearchIndex): void {
  for (const step of rerankSteps(index)) step();
}

/** Pages per step of rerankSteps (at 10,000 sections, 1,005 pages took ~150 ms together: some 40 ms a step). */
export const RERANK_PAGES_PER_STEP = 256;
/** Sections per step of the question headings' reading. */
export const RERANK_SECTIONS_PER_STEP = 4_096;

/**
 * prepareRerank's work in steps of RERANK_PAGES_PER_STEP pages or RERANK_SECTIONS_PER_STEP
 * sections, for the server's warm-up (ranking-tables.ts rankingSteps): each language's
 * rare-term table (one step: its postings in one pass), then its pages' slots, title terms and
 * links, then its question headings. What a step has not made yet, a question makes itself.
 */
export function rerankSteps(index: SearchIndex, pagesPerStep = RERANK_PAGES_PER_STEP, sectionsPerStep = RERANK_SECTIONS_PER_STEP): (() => void)[] {
  const steps: (() => void)[] = [];
  const slots = pageSlots(index, PAGE_FACTS);
  for (const li of index.byLang.values()) {
    steps.push(() => prepareRareTerms(li));
    const pages = [...li.introByPath.values()].map((doc) => doc.page);
    for (let from = 0; from < pages.length; from += pagesPerStep) {
      const chunk = pages.slice(from, from + pagesPerStep);
      steps.push(() => {
        slots.prepare(chunk);
        for (const page of chunk) {
          titleCoverage(page, NO_TERMS);
          if (isInterfacePage(page)) asksAbout(page, NO_TERMS);
          // An overview's sections' links and its items: read under a question that hits it (placeOverviews, addNewestItems).
          if (PAGE_FACTS.overview(page)) childLinksOf(page);
        }
      });
    }
    for (let from = 0; from < li.docs.length; from += sectionsPerStep) steps.push(() => prepareQuestionHeadings(li, from, from + sectionsPerStep));
  }
  return steps;
}

/**
 * The language preference: 1 in the preferred language, less in another, least when a version
 * in the preferred one exists. A page with no version in it is lifted to make up for the
 * translation discount of its words, where the site's translations (`translated`: it has
 * learned some from `lang` into the page's language) could reach it.
 */
export function languageFactor(page: Page, lang: string | undefined, translated = false): number {
  if (!lang || page.lang === lang) return 1;
  if (page.translations[lang]) return OTHER_LANGUAGE;
  return translated ? ONLY_IN_OTHER_LANGUAGE : ONLY_IN_OTHER_UNTRANSLATED;
}

/** Where bench/language-features.ts reads a question's hits as the language preference left them, before language-lift.ts (unset in the server: one property read per question). */
export const LANGUAGE_TRACE: { fn?: (hits: readonly SearchHit[], ctx: RerankContext) => void } = {};

/** Whether the site's translated pages taught any translation from one language to another, from a lexicon already built (none is built here). */
function siteTranslates(index: SearchIndex, from: string, to: string, stats?: LexiconStats): boolean {
  return index.languages.includes(from) && (readyLexicon(index, from, to, stats)?.size ?? 0) > 0;
}

/**
 * Pages about the site rather than the work: the developer page, pages the server generates,
 * and footer (optional) pages that are the site's legal notice or privacy statement. The
 * owner's own terms in the footer (terms of sale, of lessons, of use) answer visitors'
 * questions (cancelling, refunds, using a photo): they are only listed a little lower.
 */
export function isInterfacePage(page: Page): boolean {
  return page.generated === true || page.type === 'TechArticle' || (page.optional && isSiteNotice(page));
}

/**
 * The pages of the kind a follow-up's own words ask (follow-up-topic.ts liftKindAsked): the
 * owner's terms; else the price lists; the pages that list people under a who-question. The terms
 * first: "Was kostet es, wenn ich kurzfristig absage?" asks the cancelling fee the terms state.
 */
function kindAsked(index: SearchIndex, ctx: RerankContext): ((hit: SearchHit) => boolean) | undefined {
  if (ctx.asksTerms) return (hit) => isOwnTerms(hit.page);
  const price = ctx.ownPrice === true;
  const person = ctx.person === true;
  if (!price && !person) return undefined;
  return (hit) => (price && isPriceList(index, hit.page)) || (person && (listsPeople(index, hit) || peopleSections(index, hit.page.lang).pages.has(hit.page)));
}

/** Whether a page is the owner's own terms: a footer page that is no legal notice or privacy statement (OWN_TERMS). */
export function isOwnTerms(page: Page): boolean {
  return page.optional === true && !isInterfacePage(page);
}

const notices = new WeakMap<Page, boolean>();
/** Whether a page's title names a legal notice or privacy statement (siteNoticeWords, per language). */
function isSiteNotice(page: Page): boolean {
  let known = notices.get(page);
  if (known === undefined) {
    const words = siteNoticeWords(page.lang);
    known = tokenize(page.title.slice(0, 200)).some((t) => words.has(t));
    notices.set(page, known);
  }
  return known;
}

const ownTitles = new WeakMap<Page, string[]>();
/**
 * 1 when the question names every word of the page's title, else 0: a page whose whole title
 * is what the question asks about ("Contact", "Exhibitions") is the page for it; a section of
 * another page that only repeats the word in a heading or a line is a mention. Part of a title
 * is not enough ("Works and projects" is not the page for "the … project").
 */
export function titleCoverage(page: Page, terms: ReadonlySet<string>): number {
  return coverage(ownTitleTerms(page), terms);
}

/** The distinct index terms of a page's title, analysed once per page. */
function ownTitleTerms(page: Page): readonly string[] {
  let own = ownTitles.get(page);
  if (!own) {
    own = [...new Set(analyze(page.title, analyzerFor(page.lang)))];
    ownTitles.set(page, own);
  }
  return own;
}

/** titleCoverage of a title's terms (a page slot holds them). */
function coverage(own: readonly string[], terms: ReadonlySet<string>): number {
  if (own.length === 0) return 0;
  let named = 0;
  for (const t of own) if (terms.has(t)) named++;
  return named === own.length ? 1 : 0;
}

const titleTerms = new WeakMap<Page, Set<string>>();
/** Whether the question names the page's own subject (its title or keywords). */
function asksAbout(page: Page, terms: ReadonlySet<string>): boolean {
  let own = titleTerms.get(page);
  if (!own) {
    own = new Set(analyze([page.title, ...page.keywords].join(' '), analyzerFor(page.lang)));
    titleTerms.set(page, own);
  }
  for (const t of terms) if (own.has(t)) return true;
  return false;
}

/**
 * A page that answers matches in several sections; a short section that repeats the words
 * matches alone. Each section gains a share of its page's other matches.
 */
function addPageEvidence(hits: SearchHit[], slotOf: readonly PageSlot[]): void {
  for (let i = 0; i < hits.length; i++) slotOf[i].sum += hits[i].raw;
  for (let i = 0; i < hits.length; i++) hits[i].raw += PAGE_EVIDENCE * Math.min(hits[i].raw, slotOf[i].sum - hits[i].raw);
}

const linkMemo = new WeakMap<Section, string[]>();
/** Site addresses a section links to. */
function linksOf(section: Section): string[] {
  let links = linkMemo.get(section);
  if (!links) {
    links = siteLinks(section);
    linkMemo.set(section, links);
  }
  return links;
}

const pageLinkMemo = new WeakMap<Page, string[]>();
/** Distinct pages under a page's own address that any of its sections links to, at most PAGE_LINKS (read once per page): an overview's items. */
function childLinksOf(page: Page): string[] {
  let links = pageLinkMemo.get(page);
  if (!links) {
    const seen = new Set<string>();
    for (const section of page.sections) for (const link of linksOf(section)) if (seen.size < PAGE_LINKS && link !== page.path && link.startsWith(page.path)) seen.add(link);
    links = [...seen];
    pageLinkMemo.set(page, links);
  }
  return links;
}
/** Links of an overview page read for its items. */
const PAGE_LINKS = 200;

/**
 * An overview (schema.org CollectionPage) that links to a matching page is listed after it;
 * not a section of it that is itself dated ahead or recently under a time question: a list of
 * what is coming (exhibitions, posts) answers "when is the next …" better than one of its items.
 * The home page's dated list ("Coming up") is a teaser of the events page it links to: placed
 * after it all the same (kept dated, +0.45 less over the development questions). Not under a
 * question for what is on at all (`whatsOn`: "What's coming up?", "Welche Termine stehen an?"):
 * there the home page's list of everything coming is the answer, and a page it links to (the
 * exhibitions) holds one kind of it (bench:common's lists one to four lost 0.7–1.4 % first).
 */
function placeOverviews(hits: SearchHit[], dated: ReadonlySet<SearchHit> | undefined, slotOf: readonly PageSlot[], slots: PageSlots, stamp: number, whatsOn = false): void {
  // Whether a hit's page is an overview is read once per page, into its slot (isOverview, overview-pages.ts).
  let any = false;
  for (let i = 0; i < hits.length && !any; i++) any = slotOf[i].overview;
  if (!any) return;
  // Per page (its slot, found by address below): the best raw score of its hits.
  for (let i = 0; i < hits.length; i++) {
    const slot = slotOf[i];
    if (!slot.overview) slot.bestRaw = Math.max(slot.bestRaw, hits[i].raw);
  }
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i];
    const { overview, home } = slotOf[i];
    if (!overview || (home && whatsOn) || (!home && dated?.has(hit))) continue;
    let detail = 0;
    // The overview's items are linked from any of its sections: a section that names the item without its link ("The salt warehouse is under construction") lists it all the same.
    for (const link of linksOf(hit.section)) detail = Math.max(detail, slots.peekPath(link, stamp)?.bestRaw ?? 0);
    if (!home) for (const link of childLinksOf(hit.page)) detail = Math.max(detail, slots.peekPath(link, stamp)?.bestRaw ?? 0);
    // A page linked in passing ("skis can be rented: [Gear]") that matched far less is not the same answer.
    if (detail >= DETAIL_MATCH * hit.raw) hit.raw = Math.min(hit.raw, detail * OVERVIEW_SHARE);
  }
}

/** The newest item of an overview the question names ("her latest story"), as a share of the best hit at least. */
export const NEWEST_NAMED = 1.05;
/** Overview pages whose newest item is added under a "latest" question, and links read per overview. */
const NEWEST_OVERVIEWS = 3;
const NEWEST_LINKS = 200;

/**
 * "What is the latest …?": an overview that matched (a journal, a list of works) lists the
 * answer, its newest dated item, which need not share a word with the question. That item
 * is listed right after the overview (OVERVIEW_SHARE of its score) unless it scores more itself;
 * when the question asks for the newest thing (`askedNewest`) and names the overview ("her latest
 * story"), at NEWEST_NAMED of the best hit at least: first.
 */
export function addNewestItems(index: SearchIndex, hits: SearchHit[], today: number, askedNewest: boolean): SearchHit[] {
  const overviews = hits.filter((h) => isOverview(h.page)).sort((a, b) => b.raw - a.raw);
  let best = 0;
  for (const h of hits) best = Math.max(best, h.raw);
  const done = new Set<Page>();
  const added: SearchHit[] = [];
  for (const overview of overviews) {
    if (done.size >= NEWEST_OVERVIEWS || done.has(overview.page)) continue;
    done.add(overview.page);
    const li = index.byLang.get(overview.page.lang);
    let newest: { doc: SearchDoc; day: number } | undefined;
    for (const link of overview.page.sections.flatMap(linksOf).slice(0, NEWEST_LINKS)) {
      const doc = li?.introByPath.get(link);
      const day = doc?.page.updated ? Date.parse(doc.page.updated) / 86_400_000 : Number.NaN;
      if (doc && doc.page !== overview.page && day <= today + 1 && (!newest || day > newest.day)) newest = { doc, day };
    }
    if (!newest) continue;
    // "her latest story", "your newest post": the question names what the overview lists (its title or keywords), and its newest item is the answer.
    const score = askedNewest && asksAbout(overview.page, overview.terms) ? Math.max(overview.raw * OVERVIEW_SHARE, best * NEWEST_NAMED) : overview.raw * OVERVIEW_SHARE;
    const existing = hits.find((h) => h.page === newest.doc.page && h.section === newest.doc.section);
    if (existing) existing.raw = Math.max(existing.raw, score);
    else added.push({ page: newest.doc.page, section: newest.doc.section, score, raw: score, terms: NO_TERMS, viaTranslation: false, order: NO_ORDER, length: NO_LENGTH });
  }
  return added.length ? hits.concat(added) : hits;
}

/**
 * A page in one language answers in the other too: its translation is listed at a share
 * of its score (on its introduction), then the language preference applies.
 */
export function addTranslations(index: SearchIndex, hits: SearchHit[], slots = pageSlots(index, PAGE_FACTS), stamp = slots.next(), slotOf = touchAll(hits, slots, stamp)): SearchHit[] {
  // Per page, in its slot: its best hit and the hit on its introduction (where a translation is listed).
  // The pages and the hits added go to arrays kept for every question (bounded by a question's hits), emptied at the end.
  const pages = HIT_PAGES;
  let pageCount = 0;
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i];
    const slot = slotOf[i];
    if (hit.section === slot.intro) slot.introHit = hit;
    const current = slot.bestHit;
    if (!current) pages[pageCount++] = slot;
    if (!current || hit.raw > current.raw) slot.bestHit = hit;
  }
  const added = ADDED;
  let addedCount = 0;
  const pool = hitPool(index, 'translations');
  pool.used = 0;
  // Pages in the order of their first hit.
  for (let p = 0; p < pageCount; p++) {
    const { bestHit: hit, translations } = pages[p];
    if (!hit) continue;
    for (const doc of translations) {
      // The same answer in the other language: listed right after its page when that page is in the
      // preferred language, right before it when not (the language factor applies to words matched
      // in a language, not to a translation, which is exactly what the reader asked for).
      const score = hit.raw * TRANSLATION_SHARE;
      const other = slots.peek(doc.page, stamp);
      const own = other?.bestHit;
      if (own && own.score >= score) continue;
      // A page without hits has no hit on its introduction; a translation is listed on the introduction (else: looked for).
      const existing = other ? (doc.section === other.intro ? other.introHit : hitOn(hits, doc.section)) : undefined;
      if (existing) existing.score = Math.max(existing.score, score);
      else added[addedCount++] = pooledHit(pool, doc.page, doc.section, score, NO_TERMS, true, NO_ORDER, NO_LENGTH);
    }
  }
  // Appended to the question's own list (rerank's, already re-ordered in place by diversify), not copied into a new one.
  for (let i = 0; i < addedCount; i++) hits.push(added[i]);
  pages.fill(NO_SLOT, 0, pageCount);
  added.fill(NO_HIT, 0, addedCount);
  return hits;
}

/** addTranslations' pages with hits and translation hits added, kept for every question (the first of each count used). */
const HIT_PAGES: PageSlot[] = [];
const ADDED: SearchHit[] = [];
const NO_SLOT = {} as PageSlot;

/** The first of `hits` on `section`, or undefined. */
function hitOn(hits: readonly SearchHit[], section: Section): SearchHit | undefined {
  for (let i = 0; i < hits.length; i++) if (hits[i].section === section) return hits[i];
  return undefined;
}

/**
 * Greedy re-ranking so that one page does not fill the list with its sections. The hits listed
 * are copies with their score: new objects, or the pool's (`copies`, emptied first) for a caller
 * that reads them before the next search.
 */
export function diversify(hits: SearchHit[], limit: number, copies?: HitPool): SearchHit[] {
  const pool = sortByScore(hits);
  const size = Math.min(pool.length, Math.max(100, limit * 4));
  const picked: SearchHit[] = [];
  if (copies) copies.used = 0;
  // Pages picked so far and how often (at most `limit`: a scan beats a Map made per question), in arrays kept for every question.
  const pages = PICKED_PAGES;
  const counts = PICKED_COUNTS;
  let pageCount = 0;
  // Picked hits are marked, not spliced out of the pool: `first` is the first one left.
  const taken = takenScratch(size);
  let first = 0;
  for (let left = size; picked.length < limit && left > 0; left--) {
    while (taken[first]) first++;
    let bestAt = first;
    let bestScore = -1;
    for (let i = first; i < size; i++) {
      if (taken[i]) continue;
      const hit = pool[i];
      // The pool is sorted by score and a repeat only lowers it: nothing further down can win or tie.
      if (hit.score < bestScore) break;
      const at = pickedPage(pages, pageCount, hit.page);
      const s = hit.score * REPEAT_PAGE ** (at < 0 ? 0 : counts[at]);
      if (s > bestScore || (s === bestScore && tieBreak(hit, pool[bestAt]) < 0)) {
        bestScore = s;
        bestAt = i;
      }
    }
    taken[bestAt] = 1;
    const hit = pool[bestAt];
    picked.push(copies ? pooledCopy(copies, hit, bestScore) : withScore(hit, bestScore));
    const at = pickedPage(pages, pageCount, hit.page);
    if (at < 0) {
      pages[pageCount] = hit.page;
      counts[pageCount++] = 1;
    } else counts[at]++;
  }
  // The kept array holds no page of this question after it.
  pages.fill(NO_PAGE, 0, pageCount);
  return picked;
}

/** diversify's pages picked so far and how often (the first `pageCount`), kept for every question: at most the largest limit asked. */
const PICKED_PAGES: Page[] = [];
const PICKED_COUNTS: number[] = [];
const NO_PAGE = {} as Page;

/** Where `page` is among the first `count` of `pages`, or -1. */
function pickedPage(pages: readonly Page[], count: number, page: Page): number {
  for (let i = 0; i < count; i++) if (pages[i] === page) return i;
  return -1;
}

let TAKEN = new Uint8Array(256);
/** Marks for a pool of `size` hits, the first `size` zeroed: one array kept for every question, not one made per question. */
function takenScratch(size: number): Uint8Array {
  if (TAKEN.length < size) TAKEN = new Uint8Array(size);
  else TAKEN.fill(0, 0, size);
  return TAKEN;
}

/** Best score first, then tieBreak. A sign, not the difference: a fraction returned from a call is a number object made per comparison. */
function byScore(a: SearchHit, b: SearchHit): number {
  const difference = b.score - a.score;
  return difference > 0 ? 1 : difference < 0 ? -1 : tieBreak(a, b);
}

/** Runs sorted by insertion before they are merged. */
const RUN = 16;

/**
 * hits.sort(byScore), in place: a stable sort, so the same order (equal hits keep theirs).
 * Written out because the built-in sort calls the comparison back for every pair it compares,
 * which cost most of diversify (about 5 µs for 40 hits); here it is compiled into the loops.
 */
export function sortByScore(hits: SearchHit[]): SearchHit[] {
  const n = hits.length;
  for (let lo = 0; lo < n; lo += RUN) {
    const hi = Math.min(lo + RUN, n);
    for (let i = lo + 1; i < hi; i++) {
      const hit = hits[i];
      let j = i - 1;
      for (; j >= lo && byScore(hits[j], hit) > 0; j--) hits[j + 1] = hits[j];
      hits[j + 1] = hit;
    }
  }
  if (n <= RUN) return hits;
  let from = hits;
  // The other buffer of the merges: one array kept for every question (a question runs to its end before the next starts).
  let to = MERGE_SCRATCH;
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      // The right run's hit goes first only when it is strictly better: equal hits keep their order.
      while (i < mid && j < hi) to[k++] = byScore(from[j], from[i]) < 0 ? from[j++] : from[i++];
      while (i < mid) to[k++] = from[i++];
      while (j < hi) to[k++] = from[j++];
    }
    const merged = to;
    to = from;
    from = merged;
  }
  if (from !== hits) for (let k = 0; k < n; k++) hits[k] = from[k];
  // The scratch holds no hit of this question after it (and keeps its room for the next).
  MERGE_SCRATCH.fill(NO_HIT, 0, n);
  return hits;
}
const MERGE_SCRATCH: SearchHit[] = [];
const NO_HIT = {} as SearchHit;

/**
 * Equal scores: the shallower section, then the address, so results are stable. Two hits with
 * their sections' places in that order (section-numbers.ts) compare those: the same answer,
 * without reading the sections.
 */
export function tieBreak(a: SearchHit, b: SearchHit): number {
  const x = a.order ?? NO_ORDER;
  const y = b.order ?? NO_ORDER;
  if (x !== NO_ORDER && y !== NO_ORDER) return x - y;
  return a.section.level - b.section.level || a.section.path.localeCompare(b.section.path);
}
